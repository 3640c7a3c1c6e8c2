package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/fonts"
)

// Tokens are drawn in a size×size box whose top-left corner is (x,y).

var (
	skin     = color.RGBA{0xf0, 0xc4, 0x9c, 0xff}
	bobbySky = color.RGBA{0xc9, 0xdc, 0xff, 0xff}
	stopRed  = color.RGBA{0xd4, 0x1f, 0x2b, 0xff}
)

// lifted draws a shape lying on the dark table: its shadow, put down and
// right by a share of m, then the shape filled with c. shape adds it to
// the path, moved by (dx,dy).
func lifted(dst *ebiten.Image, m float32, c color.RGBA, shape func(dx, dy float32)) {
	begin()
	shape(0.03*m, 0.05*m)
	fillA(dst, Night, 0.6)
	begin()
	shape(0, 0)
	fill(dst, c)
}

// token draws the round cardboard base every token shares and returns its
// centre and radius. The tokens' drawings take the cache's key as the
// cache calls them (their size is k.w), with no adapter between.
func token(dst *ebiten.Image, x, y, size float32, face, rim color.RGBA) (cx, cy, r float32) {
	cx, cy, r = x+size/2, y+size/2, size/2
	lifted(dst, size, rim, func(dx, dy float32) { circle(cx+dx, cy+dy, r) })
	begin()
	circle(cx, cy, r-max(1, 0.07*size))
	fill(dst, face)
	return cx, cy, r
}

// DrawBobby draws the bobby: a round token with a London police officer,
// the tall custodian helmet with its star badge being the thing people know.
func DrawBobby(dst *ebiten.Image, x, y, size float32) {
	drawCached(dst, spriteKey{kind: kBobby, w: size, h: size}, x, y, bobby)
}

func bobby(dst *ebiten.Image, k *spriteKey, x, y float32) {
	cx, cy, R := token(dst, x, y, k.w, bobbySky, Police)
	ol := max(1, 0.035*R)

	// Tunic shoulders with silver buttons.
	begin()
	ellipse(cx, cy+0.66*R, 0.56*R, 0.34*R)
	stroke(dst, 2*ol, Ink)
	fill(dst, Police)
	begin()
	circle(cx, cy+0.5*R, 0.05*R)
	circle(cx, cy+0.7*R, 0.05*R)
	fill(dst, Steel)

	// Face and eyes.
	begin()
	circle(cx, cy+0.16*R, 0.27*R)
	stroke(dst, 2*ol, Ink)
	fill(dst, skin)
	begin()
	circle(cx-0.1*R, cy+0.14*R, 0.035*R+0.3)
	circle(cx+0.1*R, cy+0.14*R, 0.035*R+0.3)
	fill(dst, Ink)

	// Helmet: tall dome, brim, knob on top, chin strap.
	begin()
	moveTo(cx-0.34*R, cy+0.02*R)
	cubicTo(cx-0.38*R, cy-0.5*R, cx-0.22*R, cy-0.8*R, cx, cy-0.8*R)
	cubicTo(cx+0.22*R, cy-0.8*R, cx+0.38*R, cy-0.5*R, cx+0.34*R, cy+0.02*R)
	closePath()
	stroke(dst, 2*ol, Ink)
	fill(dst, Police)
	begin()
	roundRect(cx-0.4*R, cy-0.04*R, 0.8*R, 0.1*R, 0.05*R)
	fill(dst, darken(Police, 0.3))
	begin()
	circle(cx, cy-0.82*R, 0.07*R)
	fill(dst, Steel)
	// Sheen on the dome.
	begin()
	ellipse(cx-0.16*R, cy-0.42*R, 0.05*R, 0.2*R)
	fillA(dst, Chalk, 0.35)
	// The Brunswick star badge.
	begin()
	star(cx, cy-0.3*R, 0.17*R, 0.09*R, 8)
	fill(dst, Steel)
	begin()
	circle(cx, cy-0.3*R, 0.05*R)
	fill(dst, Police)
	// Chin strap under the chin.
	begin()
	moveTo(cx-0.3*R, cy+0.04*R)
	quadTo(cx, cy+0.62*R, cx+0.3*R, cy+0.04*R)
	strokeA(dst, max(1, 0.05*R), Ink, 0.8)
}

// DrawFirstPlayerToken draws the first-player token: a gold coin with a
// big "1" in the display font.
func DrawFirstPlayerToken(dst *ebiten.Image, x, y, size float32) {
	drawCached(dst, spriteKey{kind: kFirstPlayer, w: size, h: size}, x, y, firstPlayerToken)
}

func firstPlayerToken(dst *ebiten.Image, k *spriteKey, x, y float32) {
	cx, cy, R := token(dst, x, y, k.w, Gold, Ink)
	begin()
	circle(cx, cy, 0.78*R)
	strokeA(dst, max(1, 0.05*R), Ink, 0.4)
	// A milled edge of dots, like a coin.
	begin()
	for i := range 16 {
		a := float64(i) * math.Pi / 8
		dot(cx+0.66*R*float32(math.Cos(a)), cy+0.66*R*float32(math.Sin(a)), 0.04*R)
	}
	fillA(dst, Ink, 0.45)
	drawText(dst, "1", fonts.Display(), 1.1*R, cx-0.04*R, cy+0.04*R, Ink, 1)
}

// DrawBlockToken draws the blocking token (variant 1): a red no-entry sign.
func DrawBlockToken(dst *ebiten.Image, x, y, size float32) {
	drawCached(dst, spriteKey{kind: kBlock, w: size, h: size}, x, y, blockToken)
}

func blockToken(dst *ebiten.Image, k *spriteKey, x, y float32) {
	cx, cy, R := token(dst, x, y, k.w, stopRed, Chalk)
	begin()
	regular(cx, cy, 0.8*R, 8, math.Pi/8)
	strokeA(dst, max(1, 0.05*R), Chalk, 0.8)
	begin()
	roundRect(cx-0.58*R, cy-0.16*R, 1.16*R, 0.32*R, 0.06*R)
	fill(dst, Chalk)
}

// DrawReservationMarker draws a player's reservation marker: a bookmark
// ribbon in the artist's colour with a star, size tall and 0.62*size wide,
// centred in the size×size box.
func DrawReservationMarker(dst *ebiten.Image, x, y, size float32, col color.RGBA) {
	drawCached(dst, spriteKey{kind: kReservation, w: size, h: size, col: col}, x, y, reservationFromKey)
}

func reservationFromKey(dst *ebiten.Image, k *spriteKey, x, y float32) {
	reservationMarker(dst, x, y, k.w, k.col)
}

func reservationMarker(dst *ebiten.Image, x, y, size float32, col color.RGBA) {
	cx, cy := x+size/2, y+size/2
	w, h := 0.62*size, 0.96*size
	begin()
	bookmark(cx+0.04*size, cy+0.05*size, w, h)
	fillA(dst, Night, 0.55)
	begin()
	bookmark(cx, cy, w, h)
	stroke(dst, max(1.5, 0.07*size), Ink)
	fill(dst, col)
	begin()
	roundRect(cx-0.36*w, cy-0.46*h, 0.16*w, 0.64*h, 0.08*w)
	fillA(dst, Chalk, 0.35)
	begin()
	star(cx, cy-0.1*h, 0.24*w, 0.1*w, 5)
	fill(dst, inkOn(col))
}
