package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/fonts"
	"graffiti/sprites"
)

// Painter paints a frame: every coordinate is logical (1280×720) and
// multiplied by K on the way to the screen, so the table is drawn at the
// window's real resolution.
//
// Shapes are rendered once, in white, into small cached images (on the
// CPU: shape_pixels.go) and then copied with a colour scale. Copies
// batch, and a frame allocates next to nothing; vector paths filled
// straight onto the screen, between sprite copies, made ebiten flush its
// path atlas at every copy, most of a second a frame under software
// rendering.
type Painter struct {
	Dst *ebiten.Image
	K   float32
	// Buttons, when set, gathers every button drawn, as laid out: on a
	// small window a tap on an enabled one big enough for a finger acts
	// at once, and the tests read the controls of every screen from it
	// (none off the screen, no two enabled ones overlapping).
	Buttons *[]Control
}

// NewPainter paints on dst, k screen pixels to a logical one.
func NewPainter(dst *ebiten.Image, k float64) *Painter {
	return &Painter{Dst: dst, K: float32(k)}
}

// S scales a logical length.
func (d *Painter) S(v float64) float32 { return float32(v) * d.K }

type shapeKind uint8

const (
	shFill shapeKind = iota
	shStroke
)

// shapeKey names a white rounded rectangle (a circle when rad is half
// the side) in screen pixels.
type shapeKey struct {
	kind        shapeKind
	w, h, rad   int32 // pixels ×4, so sub-pixel sizes still share images
	strokeWidth int32 // pixels ×4
}

const shapePad = 2

// shapeBuf is the pixels of the last shape drawn, reused for the next;
// one bigger than maxShapeBuf bytes (a window-wide panel) is not kept.
var shapeBuf []byte

const maxShapeBuf = 1 << 20

var (
	shapes  = map[shapeKey]*patch{}
	blitOps ebiten.DrawImageOptions
	textOps fonts.DrawOptions
)

func q4(v float32) int32 { return int32(math.Round(float64(v) * 4)) }

// ReleaseShapes forgets every cached shape: their pixels live on the
// sprites package's sheets, which drops them all at once (after a resize,
// when the sheets are full, or when the cache grows past what one table
// needs) and calls this.
func ReleaseShapes() { clear(shapes) }

func init() { sprites.OnRelease(ReleaseShapes) }

func (k shapeKey) image() *patch {
	if p, ok := shapes[k]; ok {
		return p
	}
	if len(shapes) > 2048 {
		sprites.ReleaseCache()
	}
	pw, ph := k.size()
	pix := shapePixels(k, shapeBuf)
	sq, p := squeeze(pix, pw, ph)
	if len(pix) <= maxShapeBuf {
		shapeBuf = pix
	}
	p.img = sprites.Picture(p.size())
	sprites.WriteRows(p.img, sq)
	p.cut()
	shapes[k] = &p
	return &p
}

// blit copies a cached white shape at screen position (x,y), coloured.
func (d *Painter) blit(p *patch, x, y float32, c color.RGBA, alpha float32) {
	blitOps.ColorScale.Reset()
	a := alpha / 255
	blitOps.ColorScale.Scale(float32(c.R)*a, float32(c.G)*a, float32(c.B)*a, float32(c.A)*a)
	p.draw(d.Dst, math.Round(float64(x))-shapePad, math.Round(float64(y))-shapePad, &blitOps)
}

// Fill fills a rounded rectangle.
func (d *Painter) Fill(r Rect, rad float64, c color.RGBA, alpha float32) {
	if rad == 0 {
		d.rect(d.S(r.X), d.S(r.Y), d.S(r.W), d.S(r.H), c, alpha)
		return
	}
	k := shapeKey{kind: shFill, w: q4(d.S(r.W)), h: q4(d.S(r.H)), rad: q4(d.S(rad))}
	d.blit(k.image(), d.S(r.X), d.S(r.Y), c, alpha)
}

// Stroke outlines a rounded rectangle.
func (d *Painter) Stroke(r Rect, rad, width float64, c color.RGBA, alpha float32) {
	k := shapeKey{kind: shStroke, w: q4(d.S(r.W)), h: q4(d.S(r.H)), rad: q4(d.S(rad)), strokeWidth: q4(d.S(width))}
	d.blit(k.image(), d.S(r.X), d.S(r.Y), c, alpha)
}

// Circle fills a circle.
func (d *Painter) Circle(cx, cy, r float64, c color.RGBA, alpha float32) {
	d.Fill(Rect{cx - r, cy - r, 2 * r, 2 * r}, r, c, alpha)
}

// Ring outlines a circle.
func (d *Painter) Ring(cx, cy, r, width float64, c color.RGBA, alpha float32) {
	d.Stroke(Rect{cx - r, cy - r, 2 * r, 2 * r}, r, width, c, alpha)
}

// Arc outlines the part frac (0 to 1) of a circle, clockwise from the
// top: a ring being drawn by a marker (r and width as Ring's). A whole
// one is Ring, drawn from a cached picture; an arc is a few short lines,
// drawn only while it grows.
func (d *Painter) Arc(cx, cy, r, width, frac float64, c color.RGBA, alpha float32) {
	if frac >= 1 {
		d.Ring(cx, cy, r, width, c, alpha)
		return
	}
	r -= width / 2 // the lines run along the middle of the ring
	const steps = 32
	n := int(math.Ceil(frac * steps))
	for i := 0; i < n; i++ {
		a0 := 2 * math.Pi * float64(i) / steps
		a1 := 2 * math.Pi * min(float64(i+1)/steps, frac)
		x0, y0 := cx+r*math.Sin(a0), cy-r*math.Cos(a0)
		x1, y1 := cx+r*math.Sin(a1), cy-r*math.Cos(a1)
		d.Line(x0, y0, x1, y1, width, c, alpha)
	}
}

// rect fills a screen-pixel rectangle by stretching one white pixel.
func (d *Painter) rect(x, y, w, h float32, c color.RGBA, alpha float32) {
	blitOps.GeoM.Reset()
	blitOps.GeoM.Scale(float64(w), float64(h))
	blitOps.GeoM.Translate(float64(x), float64(y))
	blitOps.ColorScale.Reset()
	a := alpha / 255
	blitOps.ColorScale.Scale(float32(c.R)*a, float32(c.G)*a, float32(c.B)*a, float32(c.A)*a)
	d.Dst.DrawImage(sprites.White(), &blitOps)
}

// Line draws a straight line as a rotated stretched pixel.
func (d *Painter) Line(x0, y0, x1, y1, width float64, c color.RGBA, alpha float32) {
	sx0, sy0, sx1, sy1, w := d.S(x0), d.S(y0), d.S(x1), d.S(y1), float64(d.S(width))
	blitOps.GeoM.Reset()
	blitOps.GeoM.Scale(math.Hypot(float64(sx1-sx0), float64(sy1-sy0)), w)
	blitOps.GeoM.Translate(0, -w/2)
	blitOps.GeoM.Rotate(math.Atan2(float64(sy1-sy0), float64(sx1-sx0)))
	blitOps.GeoM.Translate(float64(sx0), float64(sy0))
	blitOps.ColorScale.Reset()
	a := alpha / 255
	blitOps.ColorScale.Scale(float32(c.R)*a, float32(c.G)*a, float32(c.B)*a, float32(c.A)*a)
	d.Dst.DrawImage(sprites.White(), &blitOps)
}

// Align places text relative to its anchor.
type Align int

const (
	Left Align = iota
	Center
	Right
)

// Font picks a typeface.
type Font int

const (
	Body Font = iota
	Bold
	Display
)

func (f Font) src() *fonts.Source {
	switch f {
	case Bold:
		return fonts.BodyBold()
	case Display:
		return fonts.Display()
	}
	return fonts.Body()
}

// Text draws s with its vertical centre at y.
func (d *Painter) Text(s string, x, y, size float64, f Font, al Align, c color.RGBA, alpha float32) {
	face := fonts.Face(f.src(), math.Round(float64(d.S(size))*4)/4)
	textOps.GeoM.Reset()
	textOps.ColorScale.Reset()
	a := alpha / 255
	textOps.ColorScale.Scale(float32(c.R)*a, float32(c.G)*a, float32(c.B)*a, float32(c.A)*a)
	textOps.LayoutOptions.PrimaryAlign = [...]fonts.Align{fonts.AlignStart, fonts.AlignCenter, fonts.AlignEnd}[al]
	textOps.LayoutOptions.SecondaryAlign = fonts.AlignCenter
	textOps.GeoM.Translate(float64(d.S(x)), float64(d.S(y)))
	fonts.Draw(d.Dst, s, face, &textOps)
	if Overflow != nil && offScreen(s, x, size, f, al) {
		Overflow(s, TextWidth(s, size, f), math.Min(x, ScreenW-x))
	}
}

// offScreen reports whether the screen's edge cuts s drawn at x.
func offScreen(s string, x, size float64, f Font, al Align) bool {
	w := TextWidth(s, size, f)
	left := x - w*[...]float64{0, 0.5, 1}[al]
	return left < -0.5 || left+w > ScreenW+0.5
}

// ScreenW is the logical width every screen is laid out in.
const ScreenW = 1280

// TextWidth measures s in logical pixels.
func TextWidth(s string, size float64, f Font) float64 {
	w, _ := fonts.Measure(s, fonts.Face(f.src(), size), 0)
	return w
}
