package sprites

import (
	"image/color"

	"graffiti/fonts"
)

// pieces draw the thirteen pieces, one per graffiti of the base tunnel
// and the three special ones. Each is drawn whole on its frame; the
// base pieces are laid out for their graffiti's frame (0, 2, 6, 8 are
// four segments wide, 3, 4, 7 and the specials three, 1, 5, 9 two) but
// draw sensibly on any.
var pieces = [NumPieces]func(c *muralCtx){
	pieceWild, pieceStencil, pieceThrowUp, pieceSkull, pieceBurst,
	pieceTagScript, pieceCharacter, pieceCrown, pieceArrows, pieceRobot,
	pieceChromeStar, pieceGem, pieceWingedHeart,
}

// PieceNames name the pieces, for the tests and the notes.
var PieceNames = [NumPieces]string{
	"wildstyle WILD", "paste-up stencil rat", "throw-up BOMB", "skull and crossbones", "comic burst POW!",
	"tag script Vibe", "character with speech bubble", "crown KING", "arrow piece", "robot",
	"chrome star ACE", "gem", "winged heart",
}

// letters draws a word letter by letter across the frame from u0 to u1
// at height v, each letter turned and lifted a little by the piece's
// generator: lettering with life in it.
func (c *muralCtx) letters(word string, src *fonts.Source, size, u0, u1, v float32, sway float64, fat float32) {
	n := len(word)
	for i := range n {
		u := u0 + (u1-u0)*(float32(i)+0.5)/float32(n)
		rot := sway * float64(c.g.rangeF(-1, 1))
		dv := c.g.rangeF(-0.04, 0.04)
		c.word(word[i:i+1], src, size, c.X(u), c.Y(v+dv), 1, rot, fat)
	}
}

// 0: wildstyle lettering, WILD, with arrows breaking out of it.
func pieceWild(c *muralCtx) {
	c.body(func() {
		arrowPath(c.X(0.1), c.Y(0.9), c.X(0.0), c.Y(0.6), c.X(0.0), c.Y(0.25), c.X(0.08), c.Y(0.1), c.S(0.14), c.S(0.08), c.S(0.11))
		arrowPath(c.X(0.62), c.Y(0.25), c.X(0.75), c.Y(-0.05), c.X(0.85), c.Y(0.05), c.X(0.96), c.Y(0.16), c.S(0.12), c.S(0.07), c.S(0.1))
		arrowPath(c.X(0.3), c.Y(0.8), c.X(0.5), c.Y(1.0), c.X(0.75), c.Y(0.95), c.X(0.95), c.Y(0.78), c.S(0.12), c.S(0.07), c.S(0.1))
	})
	c.letters("WILD", fonts.Display(), c.S(0.66), 0.08, 0.94, 0.48, 0.18, 0)
	c.sparkle(c.X(0.3), c.Y(0.14), c.S(0.08))
	c.sparkle(c.X(0.88), c.Y(0.5), c.S(0.06))
	for i := range 4 {
		c.drip(c.X(0.16+0.22*float32(i)), c.Y(0.7), c.S(0.08+0.04*float32(i%2)), c.col(c.n-1))
	}
}

// 1: a paste-up: a stencilled rat on a sheet of paper taped to the wall.
func pieceStencil(c *muralCtx) {
	paper := func() {
		c.polygon(0.07, 0.1, 0.5, 0.07, 0.93, 0.11, 0.91, 0.55, 0.95, 0.92, 0.45, 0.9, 0.06, 0.93, 0.09, 0.5)
	}
	c.flat(paper, Paper)
	rat := func() {
		ellipse(c.X(0.45), c.Y(0.55), 0.25*c.fw, c.S(0.17))
		ellipse(c.X(0.7), c.Y(0.5), 0.12*c.fw, c.S(0.11))
		c.polygon(0.74, 0.41, 0.9, 0.53, 0.74, 0.6)
		circle(c.X(0.66), c.Y(0.37), c.S(0.065))
		roundRect(c.X(0.28), c.Y(0.62), 0.06*c.fw, c.S(0.16), c.S(0.02))
		roundRect(c.X(0.58), c.Y(0.62), 0.06*c.fw, c.S(0.16), c.S(0.02))
	}
	tail := func() {
		moveTo(c.X(0.22), c.Y(0.6))
		cubicTo(c.X(0.05), c.Y(0.62), c.X(0.08), c.Y(0.3), c.X(0.2), c.Y(0.3))
	}
	if c.sprayed {
		// A stencil is flat: the paints through the cut-out, a soft
		// overspray round it, no outline.
		g := newRNG(7)
		begin()
		for range 40 {
			dot(c.X(g.rangeF(0.2, 0.85)), c.Y(g.rangeF(0.35, 0.8)), c.S(g.rangeF(0.004, 0.01))+0.3)
		}
		fillA(c.dst, c.col(0), 0.6)
		begin()
		rat()
		c.fillBands()
		begin()
		tail()
		stroke(c.dst, c.S(0.03), c.col(c.n-1))
		begin()
		circle(c.X(0.72), c.Y(0.46), c.S(0.018))
		fill(c.dst, Paper)
		// Tape at the corners, in the artist's colour.
		begin()
		barPath(c.X(0.02), c.Y(0.06), c.X(0.16), c.Y(0.16), c.S(0.07))
		barPath(c.X(0.84), c.Y(0.16), c.X(0.98), c.Y(0.06), c.S(0.07))
		barPath(c.X(0.02), c.Y(0.98), c.X(0.14), c.Y(0.88), c.S(0.07))
		barPath(c.X(0.86), c.Y(0.88), c.X(0.98), c.Y(0.98), c.S(0.07))
		fillA(c.dst, c.artist, 0.9)
	} else {
		c.body(rat)
		c.inkLine(tail, 0.03, Ink)
	}
	// Stencil letters: bridges cut through them, as a stencil needs.
	c.word("ART", fonts.BodyBold(), c.S(0.2), c.X(0.5), c.Y(0.2), 1.1, -0.04, 0)
	if c.sprayed {
		begin()
		for i := range 3 {
			x := c.X(0.36 + 0.14*float32(i))
			roundRect(x, c.Y(0.1), c.S(0.014), c.S(0.2), 0)
		}
		fill(c.dst, Paper)
	}
}

// 2: a throw-up: fat bubble letters, BOMB, quick and round.
func pieceThrowUp(c *muralCtx) {
	c.letters("BOMB", fonts.BodyBold(), c.S(0.56), 0.08, 0.92, 0.46, 0.12, c.S(0.07))
	for i := range 4 {
		u := 0.08 + 0.84*(float32(i)+0.2)/4
		if c.sprayed {
			begin()
			ellipse(c.X(u), c.Y(0.25), c.S(0.05), c.S(0.025))
			fillA(c.dst, Chalk, 0.85)
		}
		c.drip(c.X(u+0.08), c.Y(0.72), c.S(0.06+0.05*float32(i%2)), c.col(c.n-1))
	}
	c.sparkle(c.X(0.95), c.Y(0.18), c.S(0.08))
}

// 3: a skull over crossbones.
func pieceSkull(c *muralCtx) {
	bones := func() {
		for _, b := range [2][4]float32{{0.12, 0.16, 0.88, 0.84}, {0.12, 0.84, 0.88, 0.16}} {
			barPath(c.X(b[0]), c.Y(b[1]), c.X(b[2]), c.Y(b[3]), c.S(0.1))
			for _, e := range [2][2]float32{{b[0], b[1]}, {b[2], b[3]}} {
				circle(c.X(e[0])-c.S(0.05), c.Y(e[1])-c.S(0.03), c.S(0.065))
				circle(c.X(e[0])+c.S(0.05), c.Y(e[1])+c.S(0.03), c.S(0.065))
			}
		}
	}
	c.flat(bones, lighten(c.col(c.n-1), 0.55))
	c.body(func() {
		circle(c.X(0.5), c.Y(0.42), c.S(0.31))
		roundRect(c.X(0.5)-c.S(0.19), c.Y(0.55), c.S(0.38), c.S(0.3), c.S(0.08))
	})
	c.flat(func() {
		ellipse(c.X(0.5)-c.S(0.12), c.Y(0.46), c.S(0.085), c.S(0.1))
		ellipse(c.X(0.5)+c.S(0.12), c.Y(0.46), c.S(0.085), c.S(0.1))
		moveTo(c.X(0.5), c.Y(0.56))
		lineTo(c.X(0.5)+c.S(0.045), c.Y(0.66))
		lineTo(c.X(0.5)-c.S(0.045), c.Y(0.66))
		closePath()
	}, Ink)
	c.inkLine(func() {
		for i := range 5 {
			x := c.X(0.5) + c.S(0.07*float32(i-2))
			moveTo(x, c.Y(0.72))
			lineTo(x, c.Y(0.83))
		}
		moveTo(c.X(0.5)+c.S(0.05), c.Y(0.13))
		lineTo(c.X(0.5)+c.S(0.1), c.Y(0.22))
		lineTo(c.X(0.5)+c.S(0.06), c.Y(0.28))
	}, 0.025, Ink)
	if c.sprayed {
		// Eyes that glow in the artist's colour.
		begin()
		circle(c.X(0.5)-c.S(0.12), c.Y(0.47), c.S(0.03))
		circle(c.X(0.5)+c.S(0.12), c.Y(0.47), c.S(0.03))
		fill(c.dst, c.artist)
	}
	c.drip(c.X(0.3), c.Y(0.62), c.S(0.12), c.col(0))
	c.drip(c.X(0.72), c.Y(0.66), c.S(0.09), c.col(0))
}

// 4: a comic burst, POW!
func pieceBurst(c *muralCtx) {
	c.inkLine(func() {
		for i := range 8 {
			u := 0.04 + 0.92*float32(i)/7
			moveTo(c.X(u), c.Y(0.02+0.05*float32(i%2)))
			lineTo(c.X(0.5+(u-0.5)*0.8), c.Y(0.12))
			moveTo(c.X(u), c.Y(0.98-0.05*float32(i%2)))
			lineTo(c.X(0.5+(u-0.5)*0.8), c.Y(0.88))
		}
	}, 0.025, c.artist)
	c.body(func() { burstPath(c.X(0.5), c.Y(0.5), 0.46*c.fw, c.S(0.44), 11, 0.68, 4) })
	cols, n := c.cols, c.n
	c.cols[0], c.n = Chalk, 1
	c.word("POW!", fonts.BodyBold(), c.S(0.4), c.X(0.5), c.Y(0.5), 1.15, -0.12, 0)
	c.cols, c.n = cols, n
	c.sparkle(c.X(0.18), c.Y(0.3), c.S(0.07))
	c.sparkle(c.X(0.84), c.Y(0.7), c.S(0.06))
}

// 5: a tag in script, Vibe, underlined with a swoosh and crowned with a
// halo.
func pieceTagScript(c *muralCtx) {
	c.body(func() {
		arrowPath(c.X(0.06), c.Y(0.74), c.X(0.35), c.Y(0.95), c.X(0.7), c.Y(0.85), c.X(0.9), c.Y(0.62), c.S(0.06), c.S(0.035), c.S(0.07))
	})
	c.word("Vibe", fonts.Display(), c.S(0.42), c.X(0.5), c.Y(0.42), 1, -0.14, 0)
	c.inkLine(func() { ellipse(c.X(0.3), c.Y(0.1), c.S(0.13), c.S(0.04)) }, 0.025, Gold)
	c.sparkle(c.X(0.86), c.Y(0.2), c.S(0.07))
	c.drip(c.X(0.3), c.Y(0.58), c.S(0.1), c.col(0))
	c.drip(c.X(0.62), c.Y(0.55), c.S(0.07), c.col(c.n-1))
}

// 6: a character: a face in a backwards cap and shades, saying YO!
func pieceCharacter(c *muralCtx) {
	hx, hy, r := c.X(0.28), c.Y(0.55), c.S(0.33)
	// The speech bubble first, its tail tucked behind the face.
	c.flat(func() {
		ellipse(c.X(0.73), c.Y(0.4), 0.23*c.fw, c.S(0.32))
		c.polygon(0.58, 0.55, 0.47, 0.72, 0.64, 0.62)
	}, Chalk)
	c.word("YO!", fonts.Display(), c.S(0.36), c.X(0.73), c.Y(0.4), 1, -0.1, 0)
	c.body(func() {
		circle(hx, hy, r)
		circle(hx-r, hy+0.05*r, 0.22*r)
		circle(hx+r, hy+0.05*r, 0.22*r)
	})
	cap := c.col(1)
	if c.n == 1 {
		cap = darken(cap, 0.45)
	}
	c.flat(func() {
		moveTo(hx-1.04*r, hy-0.2*r)
		cubicTo(hx-1.0*r, hy-1.25*r, hx+1.0*r, hy-1.25*r, hx+1.04*r, hy-0.2*r)
		closePath()
		roundRect(hx-1.75*r, hy-0.36*r, 0.85*r, 0.22*r, 0.1*r)
	}, cap)
	c.flat(func() {
		roundRect(hx-0.8*r, hy-0.12*r, 0.72*r, 0.36*r, 0.14*r)
		roundRect(hx+0.08*r, hy-0.12*r, 0.72*r, 0.36*r, 0.14*r)
		roundRect(hx-0.1*r, hy-0.04*r, 0.2*r, 0.08*r, 0)
	}, Ink)
	if c.sprayed {
		begin()
		barPath(hx-0.6*r, hy+0.12*r, hx-0.35*r, hy-0.06*r, 0.07*r)
		barPath(hx+0.28*r, hy+0.12*r, hx+0.53*r, hy-0.06*r, 0.07*r)
		fill(c.dst, c.artist)
	}
	c.flat(func() {
		moveTo(hx-0.45*r, hy+0.45*r)
		quadTo(hx, hy+0.95*r, hx+0.5*r, hy+0.4*r)
		closePath()
	}, Ink)
	c.flat(func() {
		moveTo(hx-0.38*r, hy+0.49*r)
		lineTo(hx+0.42*r, hy+0.45*r)
		lineTo(hx+0.36*r, hy+0.56*r)
		lineTo(hx-0.3*r, hy+0.6*r)
		closePath()
	}, Chalk)
	c.sparkle(c.X(0.92), c.Y(0.12), c.S(0.07))
	c.sparkle(c.X(0.55), c.Y(0.12), c.S(0.05))
}

// 7: a three-pointed crown over KING.
func pieceCrown(c *muralCtx) {
	c.body(func() {
		c.polygon(0.26, 0.44, 0.24, 0.1, 0.38, 0.28, 0.5, 0.04, 0.62, 0.28, 0.76, 0.1, 0.74, 0.44)
	})
	tip := Gold
	if c.sprayed {
		tip = c.artist
	}
	c.flat(func() {
		circle(c.X(0.24), c.Y(0.09), c.S(0.045))
		circle(c.X(0.5), c.Y(0.03), c.S(0.045))
		circle(c.X(0.76), c.Y(0.09), c.S(0.045))
	}, tip)
	c.word("KING", fonts.Display(), c.S(0.42), c.X(0.5), c.Y(0.68), 1.15, -0.06, 0)
	c.sparkle(c.X(0.1), c.Y(0.3), c.S(0.07))
	c.sparkle(c.X(0.9), c.Y(0.36), c.S(0.05))
}

// 8: an arrow piece: a swinging arrow with two smaller ones, no letters.
func pieceArrows(c *muralCtx) {
	c.body(func() {
		arrowPath(c.X(0.14), c.Y(0.12), c.X(0.22), c.Y(0.4), c.X(0.28), c.Y(0.02), c.X(0.4), c.Y(0.14), c.S(0.09), c.S(0.06), c.S(0.09))
		arrowPath(c.X(0.6), c.Y(0.9), c.X(0.7), c.Y(0.75), c.X(0.8), c.Y(1.0), c.X(0.92), c.Y(0.86), c.S(0.09), c.S(0.06), c.S(0.09))
	})
	c.body(func() {
		arrowPath(c.X(0.03), c.Y(0.78), c.X(0.3), c.Y(-0.2), c.X(0.55), c.Y(1.25), c.X(0.86), c.Y(0.32), c.S(0.24), c.S(0.14), c.S(0.2))
	})
	if c.sprayed {
		begin()
		for i := range 3 {
			circle(c.X(0.2+0.28*float32(i)), c.Y(0.5+0.06*float32(i%2)), c.S(0.03))
		}
		fill(c.dst, c.artist)
	}
	c.sparkle(c.X(0.95), c.Y(0.12), c.S(0.08))
	c.sparkle(c.X(0.5), c.Y(0.15), c.S(0.05))
	c.drip(c.X(0.45), c.Y(0.7), c.S(0.1), c.col(c.n-1))
}

// 9: a robot's head with an antenna.
func pieceRobot(c *muralCtx) {
	c.inkLine(func() {
		moveTo(c.X(0.5), c.Y(0.24))
		lineTo(c.X(0.5), c.Y(0.1))
	}, 0.03, Ink)
	c.flat(func() { circle(c.X(0.5), c.Y(0.08), c.S(0.05)) }, color.RGBA{0xff, 0x3c, 0x3c, 0xff})
	c.flat(func() {
		roundRect(c.X(0.1), c.Y(0.36), 0.1*c.fw, c.S(0.22), c.S(0.03))
		roundRect(c.X(0.8), c.Y(0.36), 0.1*c.fw, c.S(0.22), c.S(0.03))
	}, Steel)
	c.body(func() { roundRect(c.X(0.18), c.Y(0.2), 0.64*c.fw, c.S(0.58), c.S(0.1)) })
	c.flat(func() {
		circle(c.X(0.36), c.Y(0.42), c.S(0.1))
		circle(c.X(0.64), c.Y(0.42), c.S(0.1))
	}, Chalk)
	c.flat(func() {
		circle(c.X(0.37), c.Y(0.43), c.S(0.045))
		circle(c.X(0.65), c.Y(0.43), c.S(0.045))
	}, c.artist)
	c.flat(func() { roundRect(c.X(0.32), c.Y(0.58), 0.36*c.fw, c.S(0.12), c.S(0.03)) }, Ink)
	c.inkLine(func() {
		for i := range 4 {
			x := c.X(0.38 + 0.08*float32(i))
			moveTo(x, c.Y(0.6))
			lineTo(x, c.Y(0.68))
		}
	}, 0.018, Steel)
	c.flat(func() {
		circle(c.X(0.23), c.Y(0.25), c.S(0.022))
		circle(c.X(0.77), c.Y(0.25), c.S(0.022))
		circle(c.X(0.23), c.Y(0.73), c.S(0.022))
		circle(c.X(0.77), c.Y(0.73), c.S(0.022))
	}, Steel)
	c.sparkle(c.X(0.88), c.Y(0.12), c.S(0.06))
}

// 10 (special): chrome lettering, ACE, on a gold star.
func pieceChromeStar(c *muralCtx) {
	c.flat(func() { star(c.X(0.5), c.Y(0.54), c.S(0.5), c.S(0.22), 5) }, Gold)
	c.word("ACE", fonts.Display(), c.S(0.46), c.X(0.5), c.Y(0.5), 1.25, -0.08, 0)
	c.specialShine()
}

// 11 (special): a cut gem throwing rays.
func pieceGem(c *muralCtx) {
	c.flat(func() {
		for i := range 8 {
			a := float32(i) / 8
			leafPath(c.X(0.5), c.Y(0.5), c.X(0.5+0.5*cosF(a)), c.Y(0.5+0.55*sinF(a)), c.S(0.05))
		}
	}, Gold)
	gem := func() {
		c.polygon(0.4, 0.14, 0.6, 0.14, 0.72, 0.36, 0.5, 0.92, 0.28, 0.36)
	}
	c.body(gem)
	c.inkLine(func() {
		moveTo(c.X(0.28), c.Y(0.36))
		lineTo(c.X(0.72), c.Y(0.36))
		for _, u := range [...]float32{0.4, 0.6} {
			moveTo(c.X(u), c.Y(0.14))
			lineTo(c.X(0.5), c.Y(0.36))
			moveTo(c.X(u+0.5*(u-0.5)), c.Y(0.36))
			lineTo(c.X(0.5), c.Y(0.92))
		}
	}, 0.015, Chalk)
	c.specialShine()
}

// 12 (special): a winged heart under a halo.
func pieceWingedHeart(c *muralCtx) {
	wings := func() {
		for _, s := range [2]float32{-1, 1} {
			for i, f := range [...][2]float32{{0.42, 0.12}, {0.45, 0.42}, {0.38, 0.7}} {
				w := c.S(0.09 - 0.015*float32(i))
				leafPath(c.X(0.5+s*0.12), c.Y(0.48), c.X(0.5+s*f[0]), c.Y(f[1]), w)
			}
		}
	}
	c.flat(wings, Chalk)
	c.body(func() { heartPath(c.X(0.5), c.Y(0.55), c.S(0.34)) })
	c.inkLine(func() { ellipse(c.X(0.5), c.Y(0.1), c.S(0.16), c.S(0.045)) }, 0.03, Gold)
	c.specialShine()
}

// specialShine scatters the glints that mark a special piece.
func (c *muralCtx) specialShine() {
	for _, p := range [...][3]float32{{0.1, 0.2, 0.09}, {0.88, 0.16, 0.07}, {0.8, 0.82, 0.08}, {0.18, 0.8, 0.06}, {0.55, 0.1, 0.05}} {
		c.sparkle(c.X(p[0]), c.Y(p[1]), c.S(p[2]))
	}
}
