package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"graffiti/fonts"
)

// muralCtx is one slice being drawn. A piece is drawn whole, in frame
// coordinates, into dst, the slice's picture, which clips it; the style
// (sketch or finished, the slice's paints, the artist) is here, so a piece
// only says its shapes.
type muralCtx struct {
	dst              *ebiten.Image
	fx, fy, fw, fh   float32 // the frame
	sprayed, special bool
	cols             [maxReq]color.RGBA // the slice's paint colours, band by band
	n                int
	artist           color.RGBA
	// g is seeded by the piece alone, so every slice of it draws the
	// same shapes and they line up.
	g      rng
	ox, oy float32 // where the shape being added is pushed (its 3D side)
}

// X and Y place a point at a fraction of the frame's width and height;
// S is a length as a fraction of the frame's height.
func (c *muralCtx) X(u float32) float32 { return c.fx + u*c.fw + c.ox }
func (c *muralCtx) Y(v float32) float32 { return c.fy + v*c.fh + c.oy }
func (c *muralCtx) S(k float32) float32 { return k * c.fh }

// polygon adds the closed polygon through the frame's points given in
// turn, u and v of each as X and Y take them.
func (c *muralCtx) polygon(uv ...float32) {
	moveTo(c.X(uv[0]), c.Y(uv[1]))
	for i := 2; i < len(uv); i += 2 {
		lineTo(c.X(uv[i]), c.Y(uv[i+1]))
	}
	closePath()
}

// col is the slice's i-th paint colour, round again past the last.
func (c *muralCtx) col(i int) color.RGBA { return c.cols[i%c.n] }

// paintFill is a paint as the art shows it: black is lifted a little so a
// black fill still reads on the dark wall.
func paintFill(p Paint) color.RGBA {
	if p == Black {
		return color.RGBA{0x3c, 0x39, 0x46, 0xff}
	}
	return PaintColor(p)
}

// pencil is the sketch's line: chalk, gold on the special pieces.
func (c *muralCtx) pencil() color.RGBA {
	if c.special {
		return Gold
	}
	return Chalk
}

// band is dst clipped to paint band i of n: the piece's fills are
// horizontal bands of the slice's paints across the frame, the first and
// last reaching its edges.
func (c *muralCtx) band(i int) *ebiten.Image {
	b := c.dst.Bounds()
	y0, y1 := c.fy+c.fh*(0.12+0.76*float32(i)/float32(c.n)), c.fy+c.fh*(0.12+0.76*float32(i+1)/float32(c.n))
	if i == 0 {
		y0 = c.fy - c.fh
	}
	if i == c.n-1 {
		y1 = c.fy + 2*c.fh
	}
	r := image.Rect(b.Min.X, int(math.Round(float64(y0))), b.Max.X, int(math.Round(float64(y1)))).Intersect(b)
	if r.Empty() {
		return nil
	}
	return c.dst.SubImage(r).(*ebiten.Image)
}

// seam is dst clipped to a thin strip on the line between bands i and
// i+1, where a fade shows a lighter shine.
func (c *muralCtx) seam(i int) *ebiten.Image {
	b := c.dst.Bounds()
	y := int(math.Round(float64(c.fy + c.fh*(0.12+0.76*float32(i+1)/float32(c.n)))))
	hw := max(1, int(c.S(0.012)+0.5))
	r := image.Rect(b.Min.X, y-hw, b.Max.X, y+hw).Intersect(b)
	if r.Empty() {
		return nil
	}
	return c.dst.SubImage(r).(*ebiten.Image)
}

// fillBands fills the scratch path with the slice's paints, band by
// band, with a shine on every seam.
func (c *muralCtx) fillBands() {
	for i := range c.n {
		if b := c.band(i); b != nil {
			fill(b, c.cols[i])
		}
	}
	for i := range c.n - 1 {
		if b := c.seam(i); b != nil {
			fillA(b, Chalk, 0.55)
		}
	}
}

// body draws the shape that shape adds to the scratch path as a mass of
// the piece: in the finished art a 3D side, an ink line, the artist's
// colour, an ink line and the paints' bands; in the sketch a pencil line.
func (c *muralCtx) body(shape func()) {
	if !c.sprayed {
		begin()
		shape()
		strokeA(c.dst, max(1.2, c.S(0.012)), c.pencil(), 0.55)
		return
	}
	d := c.S(0.045)
	begin()
	c.ox, c.oy = d, 0.8*d
	shape()
	c.ox, c.oy = 0, 0
	fill(c.dst, darken(c.cols[c.n-1], 0.72))
	begin()
	shape()
	stroke(c.dst, c.S(0.105), Ink)
	stroke(c.dst, c.S(0.08), c.artist)
	if c.special {
		stroke(c.dst, c.S(0.045), Gold)
	}
	stroke(c.dst, c.S(0.028), Ink)
	c.fillBands()
}

// flat draws a detail shape in one colour with an ink line; in the sketch
// a pencil line.
func (c *muralCtx) flat(shape func(), col color.RGBA) {
	begin()
	shape()
	if !c.sprayed {
		strokeA(c.dst, max(1, c.S(0.01)), c.pencil(), 0.45)
		return
	}
	stroke(c.dst, c.S(0.03), Ink)
	fill(c.dst, col)
}

// inkLine strokes a line detail (a mouth, a crack): ink in the art, pencil
// in the sketch.
func (c *muralCtx) inkLine(shape func(), width float32, col color.RGBA) {
	begin()
	shape()
	if !c.sprayed {
		strokeA(c.dst, max(1, c.S(0.01)), c.pencil(), 0.45)
		return
	}
	stroke(c.dst, c.S(width), col)
}

// sparkle adds a four-pointed glint; only the finished art shines.
func (c *muralCtx) sparkle(x, y, r float32) {
	if !c.sprayed {
		return
	}
	begin()
	star(x, y, r, 0.22*r, 4)
	fill(c.dst, Chalk)
	begin()
	circle(x, y, 0.18*r)
	fill(c.dst, color.RGBA{0xff, 0xff, 0xff, 0xff})
}

// drips run down from (x,y): paint that was sprayed too thick.
func (c *muralCtx) drip(x, y, l float32, col color.RGBA) {
	if !c.sprayed {
		return
	}
	w := max(1.5, c.S(0.022))
	begin()
	roundRect(x-w/2, y, w, l, w/2)
	circle(x, y+l, 0.75*w)
	fill(c.dst, col)
}

// word draws s centred on (cx,cy) at size px of src, stretched sx wide
// and turned by rot: lettering. In the art it gets a 3D side, the ink,
// artist and ink outlines and the paints' bands; in the sketch a pencil
// outline round hollow letters. fat > 0 swells the letters into bubbles.
func (c *muralCtx) word(s string, src *fonts.Source, size, cx, cy, sx float32, rot float64, fat float32) {
	f := fonts.Face(src, math.Max(1, math.Round(float64(size))))
	ringB := func(dst *ebiten.Image, r float32, col color.RGBA, a float32, n int, blend ebiten.Blend) {
		if r <= 0 {
			drawWord(dst, s, f, cx, cy, sx, rot, col, a, blend)
			return
		}
		for i := range n {
			t := 2 * math.Pi * float64(i) / float64(n)
			drawWord(dst, s, f, cx+r*float32(math.Cos(t)), cy+r*float32(math.Sin(t)), sx, rot, col, a, blend)
		}
	}
	ring := func(dst *ebiten.Image, r float32, col color.RGBA, a float32, n int) {
		ringB(dst, r, col, a, n, ebiten.BlendSourceOver)
	}
	if !c.sprayed {
		// A pencil line round hollow letters: the line drawn fat, the
		// letters cut out of it.
		lw := max(1, c.S(0.012))
		ring(c.dst, fat+lw, c.pencil(), 0.6, 12)
		ringB(c.dst, fat, Chalk, 1, 12, ebiten.BlendDestinationOut)
		if fat > 0 {
			ring(c.dst, lw, c.pencil(), 0.3, 8)
			drawWord(c.dst, s, f, cx, cy, sx, rot, Chalk, 1, ebiten.BlendDestinationOut)
		}
		return
	}
	// The 3D side, stepped so it reads as a solid block.
	d := c.S(0.05)
	for i := 4; i >= 1; i-- {
		k := float32(i) / 4
		rr := fat
		for j := range 8 {
			t := 2 * math.Pi * float64(j) / 8
			drawWord(c.dst, s, f, cx+k*d+rr*float32(math.Cos(t)), cy+0.8*k*d+rr*float32(math.Sin(t)), sx, rot, darken(c.cols[c.n-1], 0.75), 1, ebiten.BlendSourceOver)
		}
	}
	ring(c.dst, fat+c.S(0.05), Ink, 1, 16)
	ring(c.dst, fat+c.S(0.038), c.artist, 1, 16)
	if c.special {
		ring(c.dst, fat+c.S(0.022), Gold, 1, 16)
	}
	ring(c.dst, fat+c.S(0.012), Ink, 1, 12)
	for i := range c.n {
		b := c.band(i)
		if b == nil {
			continue
		}
		if fat > 0 {
			ring(b, fat, c.cols[i], 1, 12)
			// The letter's own line inside the bubble.
			ring(b, c.S(0.012), lighten(c.cols[i], 0.45), 1, 8)
		}
		drawWord(b, s, f, cx, cy, sx, rot, c.cols[i], 1, ebiten.BlendSourceOver)
	}
	for i := range c.n - 1 {
		if b := c.seam(i); b != nil {
			drawWord(b, s, f, cx, cy, sx, rot, Chalk, 0.5, ebiten.BlendSourceOver)
		}
	}
}

var wordOpts fonts.DrawOptions

// drawWord draws s centred on (cx,cy), stretched and turned.
func drawWord(dst *ebiten.Image, s string, f *fonts.SizedFace, cx, cy, sx float32, rot float64, col color.RGBA, a float32, blend ebiten.Blend) {
	o := &wordOpts
	o.GeoM.Reset()
	o.ColorScale.Reset()
	k := a / 255
	o.ColorScale.Scale(float32(col.R)*k, float32(col.G)*k, float32(col.B)*k, float32(col.A)*k)
	o.PrimaryAlign, o.SecondaryAlign = fonts.AlignCenter, fonts.AlignCenter
	o.GeoM.Scale(float64(sx), 1)
	o.GeoM.Rotate(rot)
	o.GeoM.Translate(float64(cx), float64(cy))
	o.Blend = blend
	o.Filter = ebiten.FilterLinear
	fonts.Draw(dst, s, f, o)
}

// backdrop is the wall behind a finished slice: darkened brick, soft
// clouds of the slice's paints and a fleck of overspray, placed on the
// frame so they run on from slice to slice.
func (c *muralCtx) backdrop(x, y, w, h float32, piece int) {
	begin()
	roundRect(x, y, w, h, 0.12*min(w, h))
	fillA(c.dst, Night, 0.55)
	g := newRNG(uint64(piece)*104729 + 5)
	for i := range 9 {
		cx, cy := c.X(g.f()), c.Y(g.rangeF(0.1, 0.9))
		r := c.S(g.rangeF(0.16, 0.3))
		begin()
		circle(cx, cy, r)
		fillA(c.dst, c.col(i), 0.12)
		begin()
		circle(cx, cy, 0.6*r)
		fillA(c.dst, c.col(i), 0.1)
	}
	begin()
	for range int(c.fw / 4) {
		dot(c.X(g.f()), c.Y(g.f()), c.S(g.rangeF(0.004, 0.012))+0.3)
	}
	fillA(c.dst, c.artist, 0.45)
}

// symbolRow keeps a finished slice's paints told by symbol: a small row
// on a dark chip at the top of the segment.
func symbolRow(dst *ebiten.Image, x, y, w, h float32, req []Paint) {
	n := len(req)
	if n == 0 {
		return
	}
	r := min(0.055*h, w/(2.7*float32(n)))
	sp := 2.5 * r
	cw := sp*float32(n) + 0.4*r
	begin()
	roundRect(x+w/2-cw/2, y+0.15*r, cw, 2.5*r, 1.2*r)
	fillA(dst, Night, 0.7)
	for i, p := range req {
		paintSymbol(dst, p, x+w/2-sp*float32(n-1)/2+sp*float32(i), y+1.4*r, r)
	}
}

// drawSlice draws slice index of piece in the box (x,y,w,h)
// of the frame starting at fx, fw wide: finished or sketched.
func drawSlice(dst *ebiten.Image, x, y, w, h, fx, fw float32, piece, index int, req []Paint, vp int, sprayed bool, artist color.RGBA) {
	c := muralCtx{dst: dst, fx: fx, fy: y, fw: fw, fh: h, sprayed: sprayed, special: IsSpecialPiece(piece),
		artist: artist, g: newRNG(uint64(piece)*7919 + 17)}
	for i, p := range req {
		c.cols[i] = paintFill(p)
	}
	c.n = len(req)
	if c.n == 0 {
		c.cols[0], c.n = Sketch, 1
	}
	draw := pieces[0]
	if piece >= 0 && piece < len(pieces) {
		draw = pieces[piece]
	}
	if sprayed {
		c.backdrop(x, y, w, h, piece)
		draw(&c)
		symbolRow(dst, x, y, w, h, req)
		return
	}
	draw(&c)
	// The panel goes behind the sketch's lines, then the outline, the
	// VP and the paints on top, so they stay readable.
	begin()
	roundRect(x, y, w, h, 0.12*min(w, h))
	setColor(Night, 0.6)
	pathOpts.AntiAlias = true
	pathOpts.Blend = ebiten.BlendDestinationOver
	vector.FillPath(dst, &scratch, nil, &pathOpts)
	PathsFilled++
	pathOpts.Blend = ebiten.BlendSourceOver
	queued(dst, pathOps*fillVertsPerOp)
	g := newRNG(uint64(piece)*31 + uint64(index))
	sketchOutline(dst, x, y, w, h, &g)
	sketchLabels(dst, x, y, w, h, req, vp)
}
