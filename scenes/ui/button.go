package ui

import (
	"fmt"
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

// Control is a button as a frame drew it: where, what it says, and
// whether it can be tapped (Painter.Buttons gathers them).
type Control struct {
	R       Rect
	Label   string
	Enabled bool
}

// Hit reports whether the button was tapped this tick.
func (b *Button) Hit(in *Input) bool {
	if !b.Enabled {
		return false
	}
	for _, p := range in.Taps {
		if Hit(b.R, p) {
			return true
		}
	}
	return false
}

// Draw draws the button, lit when hover (the mouse) is over it.
func (b *Button) Draw(d *Painter, hover Point, size float64) {
	accent := b.Accent
	if accent.A == 0 {
		accent = sprites.NeonCyan
	}
	alpha := float32(1)
	if !b.Enabled {
		alpha = 0.35
	}
	if d.Buttons != nil {
		*d.Buttons = append(*d.Buttons, Control{R: b.R, Label: b.Label, Enabled: b.Enabled})
	}
	d.Fill(b.R, 10, sprites.Ink, 0.85*alpha)
	if b.Enabled && b.R.Contains(hover) {
		d.Fill(b.R, 10, accent, 0.18)
	}
	d.Stroke(b.R, 10, 2, accent, alpha)
	d.Text(b.Label, b.R.X+b.R.W/2, b.R.Y+b.R.H/2, size, Bold, Center, sprites.Chalk, alpha)
	if Overflow != nil {
		if w := TextWidth(b.Label, size, Bold); w > b.R.W-8 {
			Overflow(b.Label, w, b.R.W-8)
		}
	}
}

// Overflow, when set, hears of every button whose label is wider than
// the button, every word wider than its wrapped box, every text Fit cut
// and every text off the screen's edge (its text, its width and the room
// it had): the tests that walk every screen in every language set it.
var Overflow func(label string, width, room float64)

// Overflowing draws (a screen, in a test) and tells each label too wide
// for its room that the drawing met ("… is W px wide in R").
func Overflowing(draw func()) []string {
	var over []string
	Overflow = func(label string, w, room float64) {
		over = append(over, fmt.Sprintf("%q is %.0f px wide in %.0f", label, w, room))
	}
	defer func() { Overflow = nil }()
	draw()
	return over
}
