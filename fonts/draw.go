package fonts

// The game's labels are drawn here rather than by Ebitengine's text/v2:
// that package's import alone links the go-text font parser, an SVG
// renderer and TIFF and JPEG decoders, for colour and bitmap glyphs that
// these three typefaces never have, and they made the browser download
// about 0.18 MB (gzipped) bigger. What it does for a GoXFace is done here
// step for step (text/v2 of Ebitengine 2.10, Apache License 2.0): the
// same layout, the same glyph images at the same sub-pixel offsets,
// the same draw calls, so every label is drawn to the same pixels.

import (
	"image"
	"math"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// Align places text against its position: along a line, start is the
// left; across the lines, start is the top.
type Align int

const (
	AlignStart Align = iota
	AlignCenter
	AlignEnd
)

// LayoutOptions are the lines' spacing and alignment.
type LayoutOptions struct {
	LineSpacing    float64 // from one line's baseline to the next's
	PrimaryAlign   Align   // along the lines
	SecondaryAlign Align   // across them
}

// DrawOptions are how Draw draws: the image options apply to every glyph
// image, after the glyph's own place in the layout.
type DrawOptions struct {
	ebiten.DrawImageOptions
	LayoutOptions
}

// A SizedFace is a typeface at one size, with the glyph images made at it.
// The font's answers are cached too: the same labels are laid out frame
// after frame.
type SizedFace struct {
	f  font.Face
	mu sync.Mutex // the font.Face is not safe for concurrent use

	bounds   map[rune]glyphBounds
	advances map[rune]glyphAdvance
	kerns    map[[2]rune]fixed.Int26_6

	ascent, descent, lineGap float64 // in pixels; zero until asked

	glyphs  *cache[glyphKey, *ebiten.Image] // from Picture
	loose   *cache[glyphKey, *ebiten.Image] // images of their own (IntoSheet)
	origins *cache[string, []fixed.Int26_6]
}

type glyphBounds struct {
	bounds  fixed.Rectangle26_6
	advance fixed.Int26_6
	ok      bool
}

type glyphAdvance struct {
	advance fixed.Int26_6
	ok      bool
}

// glyphKey is a glyph image: a rune at a sub-pixel offset along the line
// (across it the offset is the rune's own, always the same).
type glyphKey struct {
	r       rune
	xoffset fixed.Int26_6
}

func newFace(f font.Face) *SizedFace {
	g := &SizedFace{f: f}
	g.glyphs = newCache[glyphKey, *ebiten.Image](128 * g.variations())
	g.loose = newCache[glyphKey, *ebiten.Image](128 * g.variations())
	g.origins = newCache[string, []fixed.Int26_6](512)
	return g
}

func (g *SizedFace) glyphBounds(r rune) (fixed.Rectangle26_6, fixed.Int26_6, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if v, ok := g.bounds[r]; ok {
		return v.bounds, v.advance, v.ok
	}
	b, a, ok := g.f.GlyphBounds(r)
	if g.bounds == nil {
		g.bounds = map[rune]glyphBounds{}
	}
	g.bounds[r] = glyphBounds{b, a, ok}
	return b, a, ok
}

func (g *SizedFace) glyphAdvance(r rune) (fixed.Int26_6, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if v, ok := g.advances[r]; ok {
		return v.advance, v.ok
	}
	a, ok := g.f.GlyphAdvance(r)
	if g.advances == nil {
		g.advances = map[rune]glyphAdvance{}
	}
	g.advances[r] = glyphAdvance{a, ok}
	return a, ok
}

func (g *SizedFace) kern(r0, r1 rune) fixed.Int26_6 {
	g.mu.Lock()
	defer g.mu.Unlock()
	k := [2]rune{r0, r1}
	if v, ok := g.kerns[k]; ok {
		return v
	}
	v := g.f.Kern(r0, r1)
	if g.kerns == nil {
		g.kerns = map[[2]rune]fixed.Int26_6{}
	}
	g.kerns[k] = v
	return v
}

// metrics are the ascent, the descent and the gap between lines, in
// pixels.
func (g *SizedFace) metrics() (ascent, descent, lineGap float64) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.ascent == 0 && g.descent == 0 && g.lineGap == 0 {
		m := g.f.Metrics()
		g.ascent, g.descent, g.lineGap = toFloat(m.Ascent), toFloat(m.Descent), toFloat(m.Height-m.Ascent-m.Descent)
	}
	return g.ascent, g.descent, g.lineGap
}

// variations is how many sub-pixel offsets a glyph is drawn at: more for
// small text, where a quarter pixel shows.
func (g *SizedFace) variations() int {
	a, d, _ := g.metrics()
	switch s := a + d; {
	case s < 20:
		return 8
	case s < 40:
		return 4
	case s < 80:
		return 2
	}
	return 1
}

func toFloat(x fixed.Int26_6) float64 { return float64(x) / (1 << 6) }

func toFixed(x float64) fixed.Int26_6 { return fixed.Int26_6(x * (1 << 6)) }

// originXs are the origins of a line's glyphs after the first, and last
// the end of the line, kerning included.
func (g *SizedFace) originXs(line string) []fixed.Int26_6 {
	return g.origins.getOrCreate(line, func() ([]fixed.Int26_6, bool) {
		if len(line) == 0 {
			return nil, false
		}
		var xs []fixed.Int26_6
		prev := rune(-1)
		var x fixed.Int26_6
		for _, r := range line {
			if isLineBreak(r) {
				break
			}
			if prev >= 0 {
				x += g.kern(prev, r)
				xs = append(xs, x)
			}
			a, _ := g.glyphAdvance(r)
			x += a
			prev = r
		}
		if prev < 0 {
			return nil, false
		}
		return append(xs, x), true
	})
}

// advance is the width of a line (one with no line break in it).
func (g *SizedFace) advance(line string) float64 {
	if len(line) == 0 {
		return 0
	}
	xs := g.originXs(line)
	if len(xs) == 0 {
		return 0
	}
	return toFloat(xs[len(xs)-1])
}

// Measure is the size of s drawn with face, its lines lineSpacing apart.
func Measure(s string, face *SizedFace, lineSpacing float64) (width, height float64) {
	if s == "" {
		return 0, 0
	}
	var n int
	for line := range lines(s) {
		width = max(width, face.advance(trimLineBreak(line)))
		n++
	}
	a, d, _ := face.metrics()
	return width, float64(n-1)*lineSpacing + a + d
}

// A laidGlyph is a glyph placed in the layout: its image's rectangle,
// and what makes the image.
type laidGlyph struct {
	bounds image.Rectangle
	key    glyphKey
	sub    fixed.Point26_6 // the image's sub-pixel offset
	glyph  fixed.Rectangle26_6
	image  bool // false for a glyph with nothing to draw
}

type glyphEntry struct {
	img  *ebiten.Image
	x, y float64
}

var (
	laidPool    = sync.Pool{New: func() any { s := make([]laidGlyph, 0, 64); return &s }}
	entriesPool = sync.Pool{New: func() any { s := make([]glyphEntry, 0, 64); return &s }}
)

// Draw draws s with face on dst: each glyph's image, placed by the
// layout, then moved by o's GeoM.
func Draw(dst *ebiten.Image, s string, face *SizedFace, o *DrawOptions) {
	layout := o.LayoutOptions
	op := o.DrawImageOptions
	geoM := op.GeoM
	dstBounds := dst.Bounds()

	laid := laidPool.Get().(*[]laidGlyph)
	defer func() { *laid = (*laid)[:0]; laidPool.Put(laid) }()
	*laid = face.layout((*laid)[:0], s, &layout, keepGlyph(face, geoM, dstBounds))

	entries := entriesPool.Get().(*[]glyphEntry)
	defer func() { clear(*entries); *entries = (*entries)[:0]; entriesPool.Put(entries) }()
	// A glyph made here may fill the pictures' sheets, and then every
	// picture is dropped, the glyphs gathered before it too: they are
	// gathered again (once; a line's glyphs fit on an empty sheet).
	for try := 0; try < 2; try++ {
		*entries = (*entries)[:0]
		before := released.Load()
		for _, g := range *laid {
			if g.bounds.Empty() || !transformedOverlaps(geoM, g.bounds, dstBounds) {
				continue
			}
			img := face.glyphImage(&g)
			if img == nil {
				continue
			}
			*entries = append(*entries, glyphEntry{img, float64(g.bounds.Min.X), float64(g.bounds.Min.Y)})
		}
		if released.Load() == before {
			break
		}
	}
	for _, e := range *entries {
		op.GeoM.Reset()
		op.GeoM.Translate(e.x, e.y)
		op.GeoM.Concat(geoM)
		dst.DrawImage(e.img, &op)
	}
}

// layout appends s's glyphs, line by line, aligned as o says; keep, when
// not nil, leaves out the glyphs whose origin it refuses.
func (g *SizedFace) layout(glyphs []laidGlyph, s string, o *LayoutOptions, keep func(x, y float64) bool) []laidGlyph {
	if s == "" {
		return glyphs
	}
	var advances []float64
	var longest float64
	var n int
	for line := range lines(s) {
		n++
		a := g.advance(trimLineBreak(line))
		advances = append(advances, a)
		longest = max(longest, a)
	}
	ascent, descent, _ := g.metrics()
	height := float64(n-1)*o.LineSpacing + ascent + descent
	offsetY := ascent
	switch o.SecondaryAlign {
	case AlignCenter:
		offsetY -= height / 2
	case AlignEnd:
		offsetY -= height
	}
	var x, y float64
	i := 0
	for line := range lines(s) {
		switch o.PrimaryAlign {
		case AlignStart:
			x = 0
		case AlignCenter:
			x = -advances[i] / 2
		case AlignEnd:
			x = -advances[i]
		}
		glyphs = g.layoutLine(glyphs, trimLineBreak(line), x, y+offsetY, keep)
		i++
		y += o.LineSpacing
	}
	return glyphs
}

func (g *SizedFace) layoutLine(glyphs []laidGlyph, line string, originX, originY float64, keep func(x, y float64) bool) []laidGlyph {
	origin := fixed.Point26_6{X: toFixed(originX), Y: toFixed(originY)}
	ox := origin.X
	xs := g.originXs(line)
	next := 0
	granularity := (1 << 6) / fixed.Int26_6(g.variations())
	for i, r := range line {
		if i > 0 {
			origin.X = ox + xs[next]
			next++
		}
		if keep != nil && !keep(toFloat(origin.X), toFloat(origin.Y)) {
			continue
		}
		glyphs = append(glyphs, g.place(r, origin, granularity))
	}
	return glyphs
}

// place puts r's image at whole pixels, the origin's fraction (rounded
// down to the face's granularity) drawn into the image instead, so that
// the nearest filter can draw it.
func (g *SizedFace) place(r rune, origin fixed.Point26_6, granularity fixed.Int26_6) laidGlyph {
	origin.X = origin.X / granularity * granularity
	origin.Y &^= (1 << 6) - 1
	b, _, _ := g.glyphBounds(r)
	sub := fixed.Point26_6{
		X: (origin.X + b.Min.X) & ((1 << 6) - 1),
		Y: (origin.Y + b.Min.Y) & ((1 << 6) - 1),
	}
	x, y := (origin.X + b.Min.X).Floor(), (origin.Y + b.Min.Y).Floor()
	w, h := (b.Max.X - b.Min.X).Ceil(), (b.Max.Y - b.Min.Y).Ceil()
	if w == 0 || h == 0 {
		return laidGlyph{}
	}
	return laidGlyph{
		bounds: image.Rect(x, y, x+w+1, y+h+1),
		key:    glyphKey{r, sub.X},
		sub:    sub,
		glyph:  b,
		image:  true,
	}
}

func (g *SizedFace) glyphImage(l *laidGlyph) *ebiten.Image {
	if !l.image {
		return nil
	}
	if IntoSheet {
		return g.loose.getOrCreate(l.key, func() (*ebiten.Image, bool) {
			img := g.rasterize(l.key.r, l.sub, l.glyph, newImage)
			return img, img != nil
		})
	}
	return g.glyphs.getOrCreate(l.key, func() (*ebiten.Image, bool) {
		// Kept until the pictures are dropped: a region of a sheet is
		// not given back alone, so a glyph forgotten and made again
		// would only take more of the sheet.
		return g.rasterize(l.key.r, l.sub, l.glyph, Picture), false
	})
}

// IntoSheet is set while a picture is being drawn into a sheet (the
// sprites' cache): ebiten draws no image into itself, and a glyph from
// Picture may lie on that very sheet, so the labels drawn meanwhile take
// their glyphs from images of their own.
var IntoSheet bool

func newImage(w, h int) *ebiten.Image { return ebiten.NewImage(w, h) }

func (g *SizedFace) rasterize(r rune, sub fixed.Point26_6, b fixed.Rectangle26_6, picture func(w, h int) *ebiten.Image) *ebiten.Image {
	w, h := (b.Max.X - b.Min.X).Ceil(), (b.Max.Y - b.Min.Y).Ceil()
	if w == 0 || h == 0 {
		return nil
	}
	// One pixel more each way: the offset may carry the glyph over.
	rgba := image.NewRGBA(image.Rect(0, 0, w+1, h+1))
	g.mu.Lock()
	d := font.Drawer{Dst: rgba, Src: image.White, Face: g.f, Dot: fixed.Point26_6{X: -b.Min.X + sub.X, Y: -b.Min.Y + sub.Y}}
	d.DrawString(string(r))
	g.mu.Unlock()
	img := picture(w+1, h+1)
	img.WritePixels(rgba.Pix)
	return img
}

// Picture gives a clear w×h image for a glyph. The sprites package sets
// it to a region of its own sheets, where the pictures and the shapes
// drawn between the labels live too: a frame's labels and pictures then
// come from one texture and go to the GPU as a few draw calls rather
// than one for each change of texture (a table drew 285 a frame, the
// labels alternating with the cells' pictures). Whoever sets it calls
// Release when those regions are dropped.
var Picture = newImage

// keepGlyph leaves out the glyphs far off dst (when the GeoM neither
// turns nor shears).
func keepGlyph(face *SizedFace, geoM ebiten.GeoM, dst image.Rectangle) func(x, y float64) bool {
	if geoM.Element(0, 1) != 0 || geoM.Element(1, 0) != 0 {
		return nil
	}
	ascent, descent, lineGap := face.metrics()
	height := ascent + descent
	a, d := geoM.Element(0, 0), geoM.Element(1, 1)
	tx, ty := geoM.Element(0, 2), geoM.Element(1, 2)
	marginX := 100 * height * math.Abs(a)
	marginY := (height + lineGap) * math.Abs(d)
	minX, maxX := float64(dst.Min.X)-marginX, float64(dst.Max.X)+marginX
	minY, maxY := float64(dst.Min.Y)-marginY, float64(dst.Max.Y)+marginY
	return func(x, y float64) bool {
		dx, dy := a*x+tx, d*y+ty
		return dx >= minX && dx <= maxX && dy >= minY && dy <= maxY
	}
}

func transformedOverlaps(geoM ebiten.GeoM, r, dst image.Rectangle) bool {
	x0, y0 := float64(r.Min.X), float64(r.Min.Y)
	x1, y1 := float64(r.Max.X), float64(r.Max.Y)
	ax, ay := geoM.Apply(x0, y0)
	bx, by := geoM.Apply(x1, y0)
	cx, cy := geoM.Apply(x0, y1)
	dx, dy := geoM.Apply(x1, y1)
	t := image.Rect(
		int(math.Floor(min(ax, bx, cx, dx))),
		int(math.Floor(min(ay, by, cy, dy))),
		int(math.Ceil(max(ax, bx, cx, dx))),
		int(math.Ceil(max(ay, by, cy, dy))),
	)
	return t.Overlaps(dst)
}

func isLineBreak(r rune) bool {
	switch r {
	case '\n', '\v', '\f', '\r', '\u0085', '\u2028', '\u2029':
		return true
	}
	return false
}

// lines yields s's lines, each with its line break.
func lines(s string) func(yield func(string) bool) {
	return func(yield func(string) bool) {
		for len(s) > 0 {
			n := len(s)
			if i := strings.IndexAny(s, "\n\v\f\r\u0085\u2028\u2029"); i >= 0 {
				_, size := utf8.DecodeRuneInString(s[i:])
				n = i + size
				if s[i] == '\r' && n < len(s) && s[n] == '\n' {
					n++
				}
			}
			if !yield(s[:n]) {
				return
			}
			s = s[n:]
		}
	}
}

func trimLineBreak(s string) string {
	if strings.HasSuffix(s, "\r\n") {
		return s[:len(s)-2]
	}
	if r, size := utf8.DecodeLastRuneInString(s); isLineBreak(r) {
		return s[:len(s)-size]
	}
	return s
}

// cache keeps what was made for a while: when it holds more than its
// soft limit, what no tick has asked for in the last second goes.
type cache[K comparable, V any] struct {
	softLimit int
	values    map[K]*cached[V]
	atime     int64
	mu        sync.Mutex
}

type cached[V any] struct {
	value V
	atime int64 // the tick it was last asked for; never expires at math.MaxInt64
}

func newCache[K comparable, V any](softLimit int) *cache[K, V] {
	return &cache[K, V]{softLimit: softLimit}
}

func (c *cache[K, V]) getOrCreate(k K, create func() (V, bool)) V {
	n := ebiten.Tick()
	c.mu.Lock()
	if e, ok := c.values[k]; ok {
		e.atime = n
		c.mu.Unlock()
		return e.value
	}
	c.mu.Unlock()
	// Made without the lock: making a glyph may fill the pictures'
	// sheets, and their release clears this very cache (fonts.Release).
	v, canExpire := create()
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.values == nil {
		c.values = map[K]*cached[V]{}
	}
	e := &cached[V]{value: v, atime: math.MaxInt64}
	if canExpire {
		e.atime = n
	}
	c.values[k] = e
	if c.atime < n && len(c.values) > c.softLimit {
		for k, e := range c.values {
			if e.atime < n-60 {
				delete(c.values, k)
			}
		}
	}
	c.atime = n
	return e.value
}

func (c *cache[K, V]) clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	clear(c.values)
}
