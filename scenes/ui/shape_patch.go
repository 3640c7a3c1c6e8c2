package ui

import (
	"bytes"
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// A rounded rectangle's pixels are the same in every row between its
// corners and in every column between them: only the corners change
// from one row or column to the next. A panel's shape is kept with that
// run of rows and that run of columns each held once (patch), and drawn
// stretched back out: the same pixels, for a few corners' worth of the
// sprite sheets instead of the whole panel. The table of Graffiti held
// 1.8 million pixels of cached pictures on three 1024² sheets, most of
// them its panels' fills and outlines; squeezed, 0.4 million on one
// (Tag City's and Kunststücke's, 0.1 million).

// patch is a cached shape: its picture squeezed, and where the rows and
// columns held once go in the full w×h shape.
type patch struct {
	img    *ebiten.Image
	w, h   int
	x0, x1 int // columns x0 to x1-1 of the shape are all column x0
	y0, y1 int // rows y0 to y1-1 are all row y0
	parts  []part
}

// squeeze finds, in pix (w×h RGBA), the longest run of equal rows and
// of equal columns, and returns the pixels with each run kept as one
// row or column: cw×ch of them.
func squeeze(pix []byte, w, h int) (out []byte, p patch) {
	p.w, p.h = w, h
	p.y0, p.y1 = longestRun(h-1, func(y int) bool {
		return bytes.Equal(pix[4*w*y:4*w*(y+1)], pix[4*w*(y+1):4*w*(y+2)])
	})
	p.x0, p.x1 = longestRun(w-1, func(x int) bool {
		for y := 0; y < h; y++ {
			o := 4 * (w*y + x)
			if !bytes.Equal(pix[o:o+4], pix[o+4:o+8]) {
				return false
			}
		}
		return true
	})
	cw, ch := p.x0+1+w-p.x1, p.y0+1+h-p.y1
	out = make([]byte, 0, 4*cw*ch)
	for y := 0; y < h; y++ {
		if y > p.y0 && y < p.y1 {
			continue
		}
		row := pix[4*w*y : 4*w*(y+1)]
		out = append(out, row[:4*(p.x0+1)]...)
		out = append(out, row[4*p.x1:]...)
	}
	return out, p
}

// longestRun is the longest run [i0, i1) of indices each equal to the
// next (same(i) for i in i0..i1-2), as a run of one when there is none.
func longestRun(n int, same func(i int) bool) (i0, i1 int) {
	best0, best1 := 0, 1
	for i := 0; i < n; {
		if !same(i) {
			i++
			continue
		}
		j := i
		for j < n && same(j) {
			j++
		}
		if j+1-i > best1-best0 {
			best0, best1 = i, j+1
		}
		i = j
	}
	return best0, best1
}

// size is the squeezed picture's.
func (p patch) size() (int, int) { return p.x0 + 1 + p.w - p.x1, p.y0 + 1 + p.h - p.y1 }

// cut makes the squeezed picture's parts, once: up to three columns
// by three rows, each with where it goes in the shape and how much it
// is stretched there.
func (p *patch) cut() {
	b := p.img.Bounds()
	type span struct{ from, to, at, n int } // source from, to; where in the shape; stretched to n
	cols := [3]span{{0, p.x0, 0, p.x0}, {p.x0, p.x0 + 1, p.x0, p.x1 - p.x0}, {p.x0 + 1, p.x0 + 1 + p.w - p.x1, p.x1, p.w - p.x1}}
	rows := [3]span{{0, p.y0, 0, p.y0}, {p.y0, p.y0 + 1, p.y0, p.y1 - p.y0}, {p.y0 + 1, p.y0 + 1 + p.h - p.y1, p.y1, p.h - p.y1}}
	p.parts = p.parts[:0]
	for _, r := range rows {
		for _, c := range cols {
			if r.to <= r.from || c.to <= c.from {
				continue
			}
			src := p.img.SubImage(image.Rect(b.Min.X+c.from, b.Min.Y+r.from, b.Min.X+c.to, b.Min.Y+r.to)).(*ebiten.Image)
			p.parts = append(p.parts, part{src: src, x: float64(c.at), y: float64(r.at), sx: float64(c.n) / float64(c.to-c.from), sy: float64(r.n) / float64(r.to-r.from)})
		}
	}
}

// part is a piece of a squeezed shape and where it is drawn.
type part struct {
	src          *ebiten.Image
	x, y, sx, sy float64
}

// draw copies the shape onto dst with its top-left at (x, y), with op's
// colour; the stretched parts are drawn nearest, each pixel a copy of
// its one source pixel.
func (p *patch) draw(dst *ebiten.Image, x, y float64, op *ebiten.DrawImageOptions) {
	for _, pt := range p.parts {
		op.GeoM.Reset()
		op.GeoM.Scale(pt.sx, pt.sy)
		op.GeoM.Translate(x+pt.x, y+pt.y)
		dst.DrawImage(pt.src, op)
	}
}
