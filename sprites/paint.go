package sprites

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Paint is a paint colour as the sprites know it. The table maps the rules
// core's paints onto these values; the order is R Y B G K as in the rulebook.
type Paint int

const (
	Red Paint = iota
	Yellow
	Blue
	Green
	Black
	numPaints
)

// Symbol is a paint's shape (palette.go gives each paint its own).
type Symbol uint8

const (
	SymbolNone Symbol = iota
	SymbolDrop
	SymbolTriangle
	SymbolSquare
	SymbolLeaf
	SymbolStar
)

func (s Symbol) String() string {
	return [...]string{"none", "drop", "triangle", "square", "leaf", "star"}[s]
}

// symbolPath adds the paint's own shape, centred on (cx,cy) within radius r,
// to the scratch path. Paint is never told by colour alone: drop, triangle,
// square, leaf and star differ in silhouette, so they read even in grey.
func symbolPath(p Paint, cx, cy, r float32) {
	switch PaintSymbol(p) {
	case SymbolDrop: // a drop: point up, round belly
		moveTo(cx, cy-r)
		cubicTo(cx+0.18*r, cy-0.62*r, cx+0.68*r, cy-0.22*r, cx+0.68*r, cy+0.24*r)
		cubicTo(cx+0.68*r, cy+0.64*r, cx+0.38*r, cy+0.92*r, cx, cy+0.92*r)
		cubicTo(cx-0.38*r, cy+0.92*r, cx-0.68*r, cy+0.64*r, cx-0.68*r, cy+0.24*r)
		cubicTo(cx-0.68*r, cy-0.22*r, cx-0.18*r, cy-0.62*r, cx, cy-r)
		closePath()
	case SymbolTriangle: // a triangle, point up
		moveTo(cx, cy-0.92*r)
		lineTo(cx+0.92*r, cy+0.72*r)
		lineTo(cx-0.92*r, cy+0.72*r)
		closePath()
	case SymbolSquare: // a square
		roundRect(cx-0.7*r, cy-0.7*r, 1.4*r, 1.4*r, 0.14*r)
	case SymbolLeaf: // a leaf, tip to the upper right
		moveTo(cx-0.82*r, cy+0.82*r)
		cubicTo(cx-0.95*r, cy-0.2*r, cx-0.2*r, cy-0.95*r, cx+0.86*r, cy-0.86*r)
		cubicTo(cx+0.95*r, cy+0.2*r, cx+0.2*r, cy+0.95*r, cx-0.82*r, cy+0.82*r)
		closePath()
	case SymbolStar: // a five-pointed star
		star(cx, cy+0.06*r, r, 0.44*r, 5)
	default:
		circle(cx, cy, 0.6*r)
	}
}

// symbolDetail adds the inner marks that make a shape read at a glance (the
// leaf's vein), drawn as a stroke in ink colour c.
func symbolDetail(dst *ebiten.Image, p Paint, cx, cy, r float32, c color.RGBA) {
	if PaintSymbol(p) == SymbolLeaf {
		begin()
		moveTo(cx-0.82*r, cy+0.82*r)
		quadTo(cx+0.05*r, cy+0.05*r, cx+0.55*r, cy-0.55*r)
		stroke(dst, max(1, 0.11*r), c)
	}
}

// outlineFor is the contrasting outline of a paint's symbol: light around
// black paint, ink around the rest.
func outlineFor(p Paint) color.RGBA {
	if p == Black {
		return Chalk
	}
	return Ink
}

// DrawPaintSymbol draws paint p as its symbol filled with its colour and
// outlined in a contrasting colour, centred on (cx,cy) within radius r. It is
// meant for neutral backgrounds: segment requirements, logs, help pages.
func DrawPaintSymbol(dst *ebiten.Image, p Paint, cx, cy, r float32) {
	drawCached(dst, spriteKey{kind: kSymbol, a: int32(p), w: 2 * r, h: 2 * r}, cx-r, cy-r, symbolFromKey)
}

func symbolFromKey(dst *ebiten.Image, k *spriteKey, x, y float32) {
	paintSymbol(dst, Paint(k.a), x+k.w/2, y+k.w/2, k.w/2)
}

func paintSymbol(dst *ebiten.Image, p Paint, cx, cy, r float32) {
	col := PaintColor(p)
	ol := outlineFor(p)
	w := max(1.2, 0.2*r)
	begin()
	symbolPath(p, cx, cy, r)
	stroke(dst, w, ol)
	fill(dst, col)
	// A glint on the upper left gives the flat shape a wet-paint sheen.
	begin()
	ellipse(cx-0.25*r, cy-0.12*r, 0.16*r, 0.1*r)
	fillA(dst, Chalk, 0.55)
	symbolDetail(dst, p, cx, cy, r, ol)
}

// DrawPaintTile draws a paint tile in the box (x,y,w,h): a rounded card in
// the paint's colour with its symbol in contrasting ink; a double tile (two
// kinds) is split along the diagonal, first kind upper left.
func DrawPaintTile(dst *ebiten.Image, kinds []Paint, x, y, w, h float32) {
	if len(kinds) == 0 {
		return
	}
	k := spriteKey{kind: kPaintTile, a: int32(kinds[0]), b: -1, w: w, h: h}
	if len(kinds) > 1 {
		k.b = int32(kinds[1])
	}
	drawCached(dst, k, x, y, paintTileFromKey)
}

func paintTileFromKey(dst *ebiten.Image, k *spriteKey, x, y float32) {
	kinds := [2]Paint{Paint(k.a), Paint(k.b)}
	n := 1
	if k.b >= 0 {
		n = 2
	}
	paintTile(dst, kinds[:n], x, y, k.w, k.h)
}

func paintTile(dst *ebiten.Image, kinds []Paint, x, y, w, h float32) {
	m := min(w, h)
	rad := 0.16 * m
	rim := max(1, 0.05*m)

	// Drop shadow, then the light rim that keeps black tiles visible on the
	// dark table, then the paint face inset by the rim.
	lifted(dst, m, Chalk, func(dx, dy float32) { roundRect(x+dx, y+dy, w, h, rad) })
	fx, fy, fw, fh, fr := x+rim, y+rim, w-2*rim, h-2*rim, rad-rim*0.7

	a := kinds[0]
	begin()
	roundRect(fx, fy, fw, fh, fr)
	if len(kinds) == 1 {
		fill(dst, PaintColor(a))
		sprayTexture(dst, fx, fy, fw, fh, PaintColor(a), uint64(a)+1)
		r := 0.33 * m
		drawTileSymbol(dst, a, x+w/2, y+h/2, r)
		return
	}

	b := kinds[1]
	fill(dst, PaintColor(b))
	// The upper-left half: the card corner from the left edge to the top
	// edge, cut along a line parallel to the diagonal.
	k := fr * (1 - kappa)
	begin()
	moveTo(fx, fy+fh-fr)
	lineTo(fx, fy+fr)
	cubicTo(fx, fy+k, fx+k, fy, fx+fr, fy)
	lineTo(fx+fw-fr, fy)
	closePath()
	fill(dst, PaintColor(a))
	sprayTexture(dst, fx, fy, fw, fh, mix(PaintColor(a), PaintColor(b), 0.5), uint64(a*5+b)+7)
	// A chalk seam along the cut keeps the two halves apart.
	line(dst, fx, fy+fh-fr, fx+fw-fr, fy, max(1, 0.035*m), Chalk, 0.9)
	r := 0.22 * m
	drawTileSymbol(dst, a, fx+0.3*fw, fy+0.3*fh, r)
	drawTileSymbol(dst, b, fx+0.7*fw, fy+0.7*fh, r)
}

// drawTileSymbol draws a symbol in ink that contrasts with its paint, with a
// soft shadow so it looks stencilled onto the tile.
func drawTileSymbol(dst *ebiten.Image, p Paint, cx, cy, r float32) {
	col := PaintColor(p)
	ink := inkOn(col)
	begin()
	symbolPath(p, cx+0.06*r, cy+0.08*r, r)
	fillA(dst, Night, 0.35)
	begin()
	symbolPath(p, cx, cy, r)
	fill(dst, ink)
	symbolDetail(dst, p, cx, cy, r, col)
}

// sprayTexture scatters fine speckles and a soft highlight over a box so a
// flat fill reads as sprayed paint. Deterministic in seed and box size.
func sprayTexture(dst *ebiten.Image, x, y, w, h float32, c color.RGBA, seed uint64) {
	g := newRNG(seed*131 + uint64(w)*7 + uint64(h))
	begin()
	ellipse(x+0.35*w, y+0.3*h, 0.32*w, 0.22*h)
	fillA(dst, Chalk, 0.12)
	m := min(w, h)
	n := 18 + int(m/3)
	begin()
	for range n {
		px := x + 0.06*w + g.f()*0.88*w
		py := y + 0.06*h + g.f()*0.88*h
		dot(px, py, g.rangeF(0.006, 0.02)*m+0.3)
	}
	fillA(dst, darken(c, 0.35), 0.5)
	begin()
	for range n / 2 {
		px := x + 0.06*w + g.f()*0.88*w
		py := y + 0.06*h + g.f()*0.88*h
		dot(px, py, g.rangeF(0.006, 0.016)*m+0.3)
	}
	fillA(dst, lighten(c, 0.5), 0.45)
}
