package scenes

import (
	"graffiti/scenes/ui"
	"graffiti/sprites"
)

// background draws the brick tunnel wall dimmed, with neon at the edges:
// the whole picture d draws on, which is the screen's or a table's own
// (a table drawn into its picture on an upright page is 1280×720 there,
// not the page's size).
func Background(d *Draw, dim float32) {
	whole := d.Whole()
	sprites.DrawBricks(d.Dst, whole) // a part of a picture draws the whole's wall (DrawOnPart)
	k := float64(d.K)
	d.Fill(ui.Rect{X: 0, Y: 0, W: float64(whole.X) / k, H: float64(whole.Y) / k}, 0, sprites.Night, dim)
}
