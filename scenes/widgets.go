package scenes

import (
	"image/color"

	"graffiti/sprites"
)

// Button is a tappable labelled rectangle.
type Button struct {
	R       Rect
	Label   string
	Enabled bool
	Accent  color.RGBA
}

// Hit reports whether the button was tapped this tick.
func (b *Button) Hit(in *Input) bool {
	if !b.Enabled {
		return false
	}
	for _, p := range in.Taps {
		if b.R.Contains(p) {
			return true
		}
	}
	return false
}

// Draw draws the button, lit when the mouse is over it.
func (b *Button) Draw(d *Draw, size float64) {
	accent := b.Accent
	if accent.A == 0 {
		accent = sprites.NeonCyan
	}
	alpha := float32(1)
	if !b.Enabled {
		alpha = 0.35
	}
	d.Fill(b.R, 10, sprites.Ink, 0.85*alpha)
	hover := b.Enabled && b.R.Contains(d.App.Input().Hover)
	if hover {
		d.Fill(b.R, 10, accent, 0.18)
	}
	d.Stroke(b.R, 10, 2, accent, alpha)
	d.Text(b.Label, b.R.X+b.R.W/2, b.R.Y+b.R.H/2, size, Bold, Center, sprites.Chalk, alpha)
}

// tapped gives the first tap of this tick inside r.
func tapped(in *Input, r Rect) bool {
	for _, p := range in.Taps {
		if r.Contains(p) {
			return true
		}
	}
	return false
}

// anyTap reports whether there was any tap or the confirm key this tick.
func anyTap(in *Input) bool { return len(in.Taps) > 0 || in.Key == KeyEnter }

// background draws the brick tunnel wall dimmed, with neon at the edges.
func background(d *Draw, dim float32) {
	w, h := d.Dst.Bounds().Dx(), d.Dst.Bounds().Dy()
	tex := sprites.BrickTexture(w, h)
	d.Dst.DrawImage(tex, nil)
	d.Fill(Rect{0, 0, ScreenW, ScreenH}, 0, sprites.Night, dim)
}
