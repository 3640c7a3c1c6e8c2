package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Mark is the shape a seat's colour carries wherever it tells a seat
// apart (a swatch, a tag, a name), so that colour is never the only sign:
// each colour table declares its marks beside its colours (ArtistMarks
// here, the games' own beside theirs) and draws them from there.
type Mark uint8

const (
	MarkNone     Mark = iota
	MarkDot           // a filled disc
	MarkRing          // a hollow circle
	MarkDiamond       // a square on its point
	MarkCross         // a plus with thick arms
	MarkTriangle      // a triangle, point down
)

// markPath adds mark m's outline, centred on (cx,cy) within radius r.
func markPath(m Mark, cx, cy, r float32) {
	switch m {
	case MarkDot:
		circle(cx, cy, 0.72*r)
	case MarkRing: // two circles, the inner one wound the other way
		circle(cx, cy, 0.8*r)
		ir := 0.42 * r
		kx := ir * kappa
		moveTo(cx+ir, cy)
		cubicTo(cx+ir, cy-kx, cx+kx, cy-ir, cx, cy-ir)
		cubicTo(cx-kx, cy-ir, cx-ir, cy-kx, cx-ir, cy)
		cubicTo(cx-ir, cy+kx, cx-kx, cy+ir, cx, cy+ir)
		cubicTo(cx+kx, cy+ir, cx+ir, cy+kx, cx+ir, cy)
		closePath()
	case MarkDiamond:
		regular(cx, cy, 0.95*r, 4, -math.Pi/2)
	case MarkCross:
		a, b := 0.88*r, 0.3*r
		moveTo(cx-b, cy-a)
		lineTo(cx+b, cy-a)
		lineTo(cx+b, cy-b)
		lineTo(cx+a, cy-b)
		lineTo(cx+a, cy+b)
		lineTo(cx+b, cy+b)
		lineTo(cx+b, cy+a)
		lineTo(cx-b, cy+a)
		lineTo(cx-b, cy+b)
		lineTo(cx-a, cy+b)
		lineTo(cx-a, cy-b)
		lineTo(cx-b, cy-b)
		closePath()
	case MarkTriangle:
		regular(cx, cy+0.12*r, 0.95*r, 3, math.Pi/2)
	}
}

// DrawMark draws mark m centred on (cx,cy) within radius r, filled with
// col inside an ink outline, so it reads on the dark table and on a
// colour alike.
func DrawMark(dst *ebiten.Image, m Mark, cx, cy, r float32, col color.RGBA) {
	if m == MarkNone {
		return
	}
	drawCached(dst, spriteKey{kind: kMark, a: int32(m), w: 2 * r, h: 2 * r, col: col}, cx-r, cy-r, markFromKey)
}

func markFromKey(dst *ebiten.Image, k *spriteKey, x, y float32) {
	mark(dst, Mark(k.a), x+k.w/2, y+k.w/2, k.w/2, k.col)
}

func mark(dst *ebiten.Image, m Mark, cx, cy, r float32, col color.RGBA) {
	begin()
	markPath(m, cx, cy, r)
	stroke(dst, max(1.5, 0.26*r), Ink)
	fill(dst, col)
}

func (m Mark) String() string {
	return [...]string{"none", "dot", "ring", "diamond", "cross", "triangle"}[m]
}
