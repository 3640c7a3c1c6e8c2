package scenes

import (
	"graffiti/scenes/ui"
	"graffiti/sprites"
)

// background draws the brick tunnel wall dimmed, with neon at the edges.
func Background(d *Draw, dim float32) {
	sprites.DrawBricks(d.Dst, d.Whole()) // a part of a picture draws the whole's wall (DrawOnPart)
	lw, lh := d.App.logical()
	d.Fill(ui.Rect{X: 0, Y: 0, W: lw, H: lh}, 0, sprites.Night, dim)
}
