package sprites

import "testing"

// A stroke's joins are round only on a path that turns a corner: the
// paths below are built by the drawing helpers and each says whether it
// has one. Smooth outlines (circles, ellipses, rounded rectangles, a
// tag's drip whose sides are the width of its rounding) have none.
func TestStrokeJoinsAreRoundOnlyWherePathsTurnACorner(t *testing.T) {
	cases := []struct {
		name   string
		build  func()
		corner bool
	}{
		{"circle", func() { circle(50, 50, 20) }, false},
		{"ellipse", func() { ellipse(50, 50, 30, 12) }, false},
		{"rounded rectangle", func() { roundRect(10, 10, 60, 30, 8) }, false},
		// A drip from a tag: its top side, x+w-r less x+r, is 1e-6 px, not 0, in float32.
		{"drip, sides as wide as the rounding", func() { roundRect(13.451021, 9.416, 1.1459628, 6.1945534, 1.1459628/2) }, false},
		{"two bubbles and a drip", func() { circle(20, 20, 9); circle(35, 22, 6); roundRect(18, 25, 4.1, 12, 2.05) }, false},
		{"open line", func() { moveTo(0, 0); lineTo(30, 10) }, false},
		{"gentle curve of lines", func() { moveTo(0, 0); lineTo(10, 0); lineTo(20, 1); lineTo(30, 3) }, false},
		{"square corners", func() { roundRect(10, 10, 60, 30, 0) }, true},
		{"triangle", func() { regular(50, 50, 20, 3, 0) }, true},
		{"star", func() { star(50, 50, 20, 8, 5) }, true},
		{"bent line", func() { moveTo(0, 0); lineTo(10, 0); lineTo(10, 10) }, true},
		{"corner where it closes only", func() { moveTo(0, 0); cubicTo(10, -10, 20, 0, 10, 10); cubicTo(5, 15, 0, 5, 0, 0); closePath() }, true},
	}
	for _, c := range cases {
		begin()
		c.build()
		if cornered != c.corner {
			t.Errorf("%s: corner %v, want %v", c.name, cornered, c.corner)
		}
	}
}
