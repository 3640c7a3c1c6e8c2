package sprites

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/fonts"
)

// CanAspect is a spray can's width over its height.
const CanAspect = 0.44

// DrawSprayCan draws a spray can of height h with its top-left corner at
// (x,y) and width CanAspect*h: steel nozzle, cap and body in the artist's
// colour, shaded as a cylinder.
func DrawSprayCan(dst *ebiten.Image, x, y, h float32, col color.RGBA) {
	DrawArtistCan(dst, x, y, h, col, 0)
}

// DrawArtistCan is DrawSprayCan with the artist's initial on the can's
// label, so a can is told by its letter as well as its colour (0: none).
func DrawArtistCan(dst *ebiten.Image, x, y, h float32, col color.RGBA, initial rune) {
	drawCached(dst, spriteKey{kind: kCan, a: initial, w: CanAspect * h, h: h, col: col}, x, y, canFromKey)
}

func canFromKey(dst *ebiten.Image, k *spriteKey, x, y float32) {
	sprayCan(dst, x, y, k.h, k.col, rune(k.a))
}

func sprayCan(dst *ebiten.Image, x, y, h float32, col color.RGBA, initial rune) {
	w := CanAspect * h
	cx := x + w/2
	ol := max(1, 0.035*h)
	dark := darken(col, 0.35)

	// Shadow on the ground.
	begin()
	ellipse(cx+0.06*h, y+h-0.01*h, 0.55*w, 0.05*h)
	fillA(dst, Night, 0.5)

	// Body: a cylinder with rounded shoulders and base.
	bodyY := y + 0.3*h
	bodyH := h - 0.3*h
	begin()
	roundRect(x, bodyY, w, bodyH, 0.16*w)
	stroke(dst, 2*ol, Ink)
	fill(dst, col)
	// Cylinder shading: a darker right flank and a bright stripe on the left.
	begin()
	roundRect(x+0.62*w, bodyY+0.02*h, 0.36*w, bodyH-0.04*h, 0.14*w)
	fillA(dst, dark, 0.7)
	begin()
	roundRect(x+0.16*w, bodyY+0.06*h, 0.12*w, bodyH-0.16*h, 0.06*w)
	fillA(dst, Chalk, 0.45)

	// A chalk label band with a paint splat, the way real cans are
	// wrapped; an artist's can carries their initial there instead,
	// on a taller band.
	ly, lh := bodyY+0.3*bodyH, 0.26*bodyH
	if initial != 0 {
		ly, lh = bodyY+0.2*bodyH, 0.44*bodyH
	}
	begin()
	moveTo(x+0.02*w, ly)
	lineTo(x+0.98*w, ly)
	lineTo(x+0.98*w, ly+lh)
	lineTo(x+0.02*w, ly+lh)
	closePath()
	fillA(dst, Chalk, 0.95)
	if initial != 0 {
		drawText(dst, runeString(initial), fonts.BodyBold(), lh*1.05, cx, ly+lh/2, Ink, 1)
	} else {
		begin()
		circle(cx-0.04*w, ly+0.13*bodyH, 0.2*w)
		circle(cx+0.2*w, ly+0.07*bodyH, 0.07*w)
		circle(cx-0.3*w, ly+0.19*bodyH, 0.05*w)
		fill(dst, col)
	}

	// Steel rims at the shoulder and the base.
	for _, ry := range [2]float32{bodyY, y + h - 0.06*h} {
		begin()
		roundRect(x-0.02*w, ry-0.01*h, w*1.04, 0.06*h, 0.03*h)
		stroke(dst, ol, Ink)
		fill(dst, Steel)
		begin()
		roundRect(x+0.1*w, ry, 0.3*w, 0.02*h, 0.01*h)
		fillA(dst, Chalk, 0.7)
	}

	// Cap: a dome in the artist's colour, narrower than the body.
	capW := 0.82 * w
	begin()
	moveTo(cx-capW/2, bodyY)
	lineTo(cx-capW/2, y+0.17*h)
	cubicTo(cx-capW/2, y+0.1*h, cx+capW/2, y+0.1*h, cx+capW/2, y+0.17*h)
	lineTo(cx+capW/2, bodyY)
	closePath()
	stroke(dst, 2*ol, Ink)
	fill(dst, lighten(col, 0.15))
	begin()
	roundRect(cx-capW/2+0.1*w, y+0.16*h, 0.1*w, 0.11*h, 0.05*w)
	fillA(dst, Chalk, 0.5)

	// Nozzle: a small steel actuator with its spray hole facing left.
	begin()
	roundRect(cx-0.16*w, y, 0.32*w, 0.12*h, 0.04*w)
	stroke(dst, ol, Ink)
	fill(dst, Steel)
	begin()
	circle(cx-0.08*w, y+0.055*h, 0.045*w+0.3)
	fill(dst, Ink)
}
