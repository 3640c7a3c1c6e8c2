package sprites

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/fonts"
)

// DrawTag draws an artist's tag in the size×size box at (x,y): a bubbly
// throw-up in the artist's colour with a white and an ink outline, paint
// drips, overspray and the artist's initial with a signature swoosh. The
// shape is seeded by the initial and colour, so one artist's tag always
// looks the same while two artists' tags differ.
func DrawTag(dst *ebiten.Image, x, y, size float32, col color.RGBA, initial rune) {
	DrawArtistTag(dst, x, y, size, col, initial, MarkNone)
}

// DrawArtistTag is DrawTag signed with the mark of the artist's colour
// in place of the sparkle at its upper right, so the tag is told by its
// shape as well as its colour and initial.
func DrawArtistTag(dst *ebiten.Image, x, y, size float32, col color.RGBA, initial rune, m Mark) {
	drawCached(dst, spriteKey{kind: kTag, a: initial, b: int32(m), w: size, h: size, col: col}, x, y, tagFromKey)
}

func tagFromKey(dst *ebiten.Image, k *spriteKey, x, y float32) {
	tag(dst, x, y, k.w, k.col, k.a, Mark(k.b))
}

func tag(dst *ebiten.Image, x, y, size float32, col color.RGBA, initial rune, m Mark) {
	g := newRNG(uint64(initial)*977 + uint64(col.R)<<16 + uint64(col.G)<<8 + uint64(col.B))
	cx, cy := x+size*0.5, y+size*0.44
	s := size

	// Choose the bubbles once and replay them for each layer, so the
	// outline, fill and shine agree.
	type bubble struct{ x, y, r float32 }
	var bs [6]bubble
	bs[0] = bubble{cx, cy, 0.27 * s}
	for i := 1; i < len(bs); i++ {
		a := float32(i) / float32(len(bs)-1) // spread left to right
		bs[i] = bubble{
			x: cx + (a-0.5)*0.62*s + g.rangeF(-0.03, 0.03)*s,
			y: cy + g.rangeF(-0.13, 0.1)*s,
			r: g.rangeF(0.12, 0.18) * s,
		}
	}
	type drip struct{ x, top, len, w float32 }
	var ds [3]drip
	for i := range ds {
		dx := cx + (float32(i)-1)*0.2*s + g.rangeF(-0.04, 0.04)*s
		ds[i] = drip{x: dx, top: cy + 0.1*s, len: g.rangeF(0.16, 0.34) * s, w: g.rangeF(0.035, 0.055) * s}
	}
	shape := func(dx, dy float32) {
		begin()
		for _, b := range bs {
			circle(b.x+dx, b.y+dy, b.r)
		}
		for _, d := range ds {
			roundRect(d.x-d.w/2+dx, d.top+dy, d.w, d.len, d.w/2)
			circle(d.x+dx, d.top+d.len+dy, d.w*0.85)
		}
	}

	// Overspray mist around the piece.
	begin()
	for range 26 {
		dot(cx+g.rangeF(-0.45, 0.45)*s, cy+g.rangeF(-0.32, 0.3)*s, g.rangeF(0.01, 0.025)*s)
	}
	fillA(dst, col, 0.55)

	// 3D shadow, white outer line, ink line, colour fill.
	shape(0.045*s, 0.05*s)
	fillA(dst, Ink, 0.8)
	shape(0, 0)
	stroke(dst, max(2, 0.11*s), Chalk)
	stroke(dst, max(1.5, 0.055*s), Ink)
	fill(dst, col)
	// Darker lower half, like paint fading out of the can.
	begin()
	for _, b := range bs {
		ellipse(b.x+0.02*s, b.y+0.35*b.r, b.r*0.85, b.r*0.6)
	}
	fillA(dst, darken(col, 0.5), 0.35)
	// Shine on the bubbles.
	begin()
	for _, b := range bs {
		ellipse(b.x-0.45*b.r, b.y-0.5*b.r, 0.12*b.r, 0.2*b.r)
	}
	fillA(dst, Chalk, 0.8)

	// The initial, with its own drop shadow, then the signature swoosh.
	ink := inkOn(col)
	shadow := Ink
	if ink == Ink {
		shadow = Chalk
	}
	drawText(dst, runeString(initial), fonts.Display(), 0.5*s, cx+0.025*s, cy+0.02*s, shadow, 0.6)
	drawText(dst, runeString(initial), fonts.Display(), 0.5*s, cx, cy-0.005*s, ink, 1)
	// The swoosh runs under the letter: ink edge, chalk core, on any colour.
	begin()
	moveTo(x+0.08*s, cy+0.3*s)
	cubicTo(cx-0.2*s, cy+0.22*s, cx+0.12*s, cy+0.34*s, x+0.92*s, cy+0.2*s)
	stroke(dst, max(1.5, 0.055*s), Ink)
	stroke(dst, max(1, 0.025*s), Chalk)
	if m != MarkNone {
		mark(dst, m, x+0.85*s, cy-0.24*s, max(5, 0.16*s), Chalk)
		return
	}
	begin()
	star(x+0.88*s, cy-0.26*s, 0.07*s, 0.028*s, 4)
	fill(dst, Chalk)
}
