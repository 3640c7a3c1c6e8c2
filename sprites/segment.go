package sprites

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/fonts"
)

// DrawSegment draws one graffiti segment panel in the box (x,y,w,h).
//
// Unsprayed, it is a pencil sketch: grey dashed outline, light hatching, the
// VP value and the required paints as symbols. Sprayed, it is a vivid
// bubble-letter piece in the artist's colour, with drips and overspray (the
// table stamps the tag on top with DrawTag).
//
// progress animates turning a segment over when sprayed is true: at 0 the
// sketch is shown, it narrows to a line at 0.5 and widens again with the
// painted face until 1. Pass 1 when not animating; progress is ignored for
// unsprayed segments.
func DrawSegment(dst *ebiten.Image, x, y, w, h float32, required []Paint, vp int, sprayed bool, artist color.RGBA, progress float64) {
	if sprayed && progress < 1 || len(required) > maxReq {
		segmentFlip(dst, x, y, w, h, required, vp, sprayed, artist, progress)
		return
	}
	k := spriteKey{kind: kSegment, a: int32(vp), n: int8(len(required)), w: w, h: h}
	for i, p := range required {
		k.paint[i] = int8(p)
	}
	if sprayed {
		k.b, k.col = 1, artist
	}
	drawCached(dst, k, x, y, segmentFromKey)
}

func segmentFromKey(dst *ebiten.Image, k *spriteKey, x, y float32) {
	var req [maxReq]Paint
	for i := range k.n {
		req[i] = Paint(k.paint[i])
	}
	segmentFlip(dst, x, y, k.w, k.h, req[:k.n], int(k.a), k.b == 1, k.col, 1)
}

// flipFace is which face a segment turning over by progress shows, and
// how wide it is (1 flat, 0 edge-on): the sketch narrows to a line at
// 0.5, the painted face widens back until 1. Not sprayed, it lies flat.
func flipFace(sprayed bool, progress float64) (painted bool, width float32) {
	if !sprayed || progress >= 1 {
		return sprayed, 1
	}
	c := float32(math.Cos(math.Max(0, progress) * math.Pi))
	if progress < 0.5 {
		return false, c
	}
	return true, -c
}

// segmentFlip draws a segment immediately, turned over by progress.
func segmentFlip(dst *ebiten.Image, x, y, w, h float32, required []Paint, vp int, sprayed bool, artist color.RGBA, progress float64) {
	painted, s := flipFace(sprayed, progress)
	if s < 0.03 {
		// Edge-on: the panel is a bright sliver.
		line(dst, x+w/2, y+0.04*h, x+w/2, y+0.96*h, 2, Chalk, 0.8)
		return
	}
	squash, squashCX = s, x+w/2
	defer func() { squash = 1 }()

	seed := uint64(w)*73856093 ^ uint64(h)*19349663 ^ uint64(vp)*83492791
	for _, p := range required {
		seed = seed*31 + uint64(p) + 1
	}
	if painted {
		drawSprayedFace(dst, x, y, w, h, artist, seed)
	} else {
		drawSketchFace(dst, x, y, w, h, required, vp, seed)
	}
	if s < 1 {
		// The turning panel darkens as it goes edge-on.
		begin()
		roundRect(x, y, w, h, 0.12*min(w, h))
		fillA(dst, Night, 0.5*(1-s))
	}
}

func drawSketchFace(dst *ebiten.Image, x, y, w, h float32, required []Paint, vp int, seed uint64) {
	g := newRNG(seed)
	m := min(w, h)
	rad := 0.12 * m
	begin()
	roundRect(x, y, w, h, rad)
	fillA(dst, Night, 0.55)

	// Pencil hatching along the diagonal, clipped to an inset box.
	ix, iy, iw, ih := x+0.06*w, y+0.08*h, 0.88*w, 0.84*h
	step := max(5, 0.12*m)
	begin()
	for c := step; c < iw+ih; c += step {
		sx := max(0, c-ih)
		ex := min(c, iw)
		moveTo(ix+sx, iy+ih-(c-sx))
		lineTo(ix+ex, iy+ih-(c-ex))
	}
	strokeA(dst, 1, Sketch, 0.12)

	sketchOutline(dst, x, y, w, h, &g)
	sketchLabels(dst, x, y, w, h, required, vp)
}

// sketchOutline draws a sketched panel's outline: a faint first pass
// slightly off, then the dashed line, then corner overshoots, the way a
// sketch is drawn.
func sketchOutline(dst *ebiten.Image, x, y, w, h float32, g *rng) {
	m := min(w, h)
	rad := 0.12 * m
	begin()
	roundRect(x+g.rangeF(-1.2, 1.2), y+g.rangeF(-1.2, 1.2), w, h, rad)
	strokeA(dst, 1, Sketch, 0.35)
	dash, gap := max(4, 0.09*m), max(3, 0.05*m)
	begin()
	dashLine(x+rad, y, x+w-rad, y, dash, gap)
	dashLine(x+w, y+rad, x+w, y+h-rad, dash, gap)
	dashLine(x+w-rad, y+h, x+rad, y+h, dash, gap)
	dashLine(x, y+h-rad, x, y+rad, dash, gap)
	for _, i := range [...]int{3, 0, 1, 2} { // the corners' arcs alone, from the top left
		roundCorner(x, y, w, h, rad, i, moveTo)
	}
	strokeA(dst, 1.6, Sketch, 0.9)
}

// sketchLabels draws a sketched segment's VP and required paints.
func sketchLabels(dst *ebiten.Image, x, y, w, h float32, required []Paint, vp int) {
	// The VP value, big and pencil-grey, with a small "VP" beside it; the
	// pair is centred as a group.
	vpSize := min(0.3*h, 0.4*w)
	num := strconv.Itoa(vp)
	nw, _ := fonts.Measure(num, fonts.Face(fonts.Display(), math.Round(float64(vpSize))), 0)
	numW := float32(nw)
	lblSize := 0.36 * vpSize
	lw, _ := fonts.Measure("VP", fonts.Face(fonts.BodyBold(), math.Round(float64(lblSize))), 0)
	lblW := float32(lw)
	gx := x + w/2 - (numW+lblW)/2
	vpCY := y + 0.1*h + 0.5*vpSize
	drawText(dst, num, fonts.Display(), vpSize, gx+numW/2, vpCY, Sketch, 0.95)
	drawText(dst, "VP", fonts.BodyBold(), lblSize, gx+numW+lblW/2, vpCY+0.12*vpSize, Sketch, 0.8)

	// Required paints in a centred grid below, as many columns as make the
	// symbols largest: a row on a wide panel, a stack on a tall one.
	n := len(required)
	if n == 0 {
		return
	}
	top := vpCY + 0.65*vpSize
	bw, bh := 0.9*w, y+0.94*h-top
	cols, r := 1, float32(0)
	for c := 1; c <= n; c++ {
		rows := (n + c - 1) / c
		if rc := min(bw/(2.5*float32(c)), bh/(2.5*float32(rows))); rc > r {
			cols, r = c, rc
		}
	}
	r = min(r, 0.17*max(w, h), 0.2*w)
	sp := 2.5 * r
	rows := (n + cols - 1) / cols
	y0 := top + bh/2 - sp*float32(rows-1)/2
	for i, p := range required {
		row, col := i/cols, i%cols
		inRow := min(cols, n-row*cols)
		x0 := x + w/2 - sp*float32(inRow-1)/2
		paintSymbol(dst, p, x0+sp*float32(col), y0+sp*float32(row), r)
	}
}

// dashLine adds dashes from (x0,y0) to (x1,y1) to the scratch path.
func dashLine(x0, y0, x1, y1, dash, gap float32) {
	dx, dy := x1-x0, y1-y0
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l == 0 {
		return
	}
	ux, uy := dx/l, dy/l
	for t := float32(0); t < l; t += dash + gap {
		e := min(l, t+dash)
		moveTo(x0+ux*t, y0+uy*t)
		lineTo(x0+ux*e, y0+uy*e)
	}
}

func drawSprayedFace(dst *ebiten.Image, x, y, w, h float32, col color.RGBA, seed uint64) {
	g := newRNG(seed)
	m := min(w, h)

	// Bubbles along the panel's long side, as in a bubble-letter piece,
	// over a rounded core; drips run down from the core's lower part.
	portrait := h > w
	var cx, cy, cw, ch, cr float32 // the core
	if portrait {
		cx, cy, cw, ch, cr = x+0.22*w, y+0.07*h, 0.56*w, 0.72*h, 0.28*w
	} else {
		cx, cy, cw, ch, cr = x+0.06*w, y+0.2*h, 0.88*w, 0.58*h, 0.28*h
	}
	// Bubbles zig-zag across the core's long axis so they bulge out on
	// both sides, the way bubble letters overlap.
	var bs [8][3]float32
	var nb int
	if portrait {
		nb = min(len(bs), max(3, int(h/(0.45*w)+0.5)))
	} else {
		nb = min(len(bs), max(3, int(w/(0.45*h)+0.5)))
	}
	for i := range nb {
		t := (float32(i) + 0.5) / float32(nb)
		side := float32(1 - 2*(i%2))
		if portrait {
			bs[i] = [3]float32{
				x + 0.5*w + side*0.14*w + g.rangeF(-0.03, 0.03)*w,
				y + 0.1*h + 0.64*h*t + g.rangeF(-0.02, 0.02)*h,
				min(0.36*w, 0.75*0.7*h/float32(nb)) * g.rangeF(0.9, 1.1),
			}
		} else {
			bs[i] = [3]float32{
				x + 0.1*w + 0.8*w*t + g.rangeF(-0.02, 0.02)*w,
				y + 0.46*h + side*0.1*h + g.rangeF(-0.03, 0.03)*h,
				min(0.34*h, 0.75*0.8*w/float32(nb)) * g.rangeF(0.9, 1.1),
			}
		}
	}
	var ds [4][3]float32
	nd := min(len(ds), max(1, int(w/24)))
	dripTop := cy + 0.85*ch
	for i := range nd {
		ds[i] = [3]float32{
			x + 0.2*w + 0.6*w*(float32(i)+g.rangeF(0.2, 0.8))/float32(nd),
			min(g.rangeF(0.4, 0.9)*(y+0.93*h-dripTop), 0.3*h), // length
			max(2, g.rangeF(0.05, 0.07)*m),
		}
	}
	shape := func(dx, dy float32) {
		begin()
		roundRect(cx+dx, cy+dy, cw, ch, cr)
		for _, b := range bs[:nb] {
			circle(b[0]+dx, b[1]+dy, b[2])
		}
		for _, d := range ds[:nd] {
			roundRect(d[0]-d[2]/2+dx, dripTop+dy, d[2], d[1], d[2]/2)
			circle(d[0]+dx, dripTop+d[1]+dy, d[2]*0.8)
		}
	}

	// Overspray mist hugging the piece.
	begin()
	for range 14 + int((w+h)/10) {
		dot(cx-0.05*w+g.f()*(cw+0.1*w), cy-0.05*h+g.f()*(ch+0.1*h), g.rangeF(0.012, 0.03)*m)
	}
	fillA(dst, col, 0.35)

	// 3D extrusion shadow, ink outline, colour fill.
	shape(0.03*m, 0.045*m)
	fill(dst, darken(col, 0.65))
	shape(0, 0)
	stroke(dst, max(3, 0.1*m), Chalk)
	stroke(dst, max(2, 0.06*m), Ink)
	fill(dst, col)

	// Shade each bubble on its lower right and gloss its upper left, so the
	// fill reads as round, glossy letters.
	begin()
	for _, b := range bs[:nb] {
		ellipse(b[0]+0.2*b[2], b[1]+0.4*b[2], 0.7*b[2], 0.42*b[2])
	}
	fillA(dst, darken(col, 0.45), 0.4)
	begin()
	for _, b := range bs[:nb] {
		ellipse(b[0]-0.12*b[2], b[1]-0.42*b[2], 0.6*b[2], 0.26*b[2])
	}
	fillA(dst, lighten(col, 0.45), 0.5)
	// Speckle texture and shine.
	begin()
	for range 20 + int((w+h)/8) {
		dot(cx+0.06*cw+g.f()*0.88*cw, cy+0.06*ch+g.f()*0.88*ch, g.rangeF(0.006, 0.016)*m+0.3)
	}
	fillA(dst, lighten(col, 0.6), 0.55)
	begin()
	for _, b := range bs[:nb] {
		ellipse(b[0]-0.5*b[2], b[1]-0.45*b[2], 0.1*b[2], 0.18*b[2])
	}
	fillA(dst, Chalk, 0.85)
	// Sparkles: the writer's finishing touch.
	begin()
	for i := range min(2, nb) {
		b := bs[(i*(nb-1)+1)%nb]
		star(b[0]+0.62*b[2], b[1]-0.72*b[2], 0.16*b[2], 0.05*b[2], 4)
	}
	fill(dst, Chalk)
}
