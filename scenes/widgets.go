package scenes

import (
	"graffiti/scenes/ui"
	"graffiti/sprites"
)

// background draws the brick tunnel wall dimmed, with neon at the edges.
func Background(d *Draw, dim float32) {
	w, h := d.Dst.Bounds().Dx(), d.Dst.Bounds().Dy()
	tex := sprites.BrickTexture(w, h)
	d.Dst.DrawImage(tex, nil)
	lw, lh := d.App.logical()
	d.Fill(ui.Rect{X: 0, Y: 0, W: lw, H: lh}, 0, sprites.Night, dim)
}
