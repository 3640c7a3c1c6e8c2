package scenes

import (
	"image"
	"math/bits"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/scenes/ui"
	"graffiti/sprites"
)

// Tiles is a window-sized picture kept between frames (a table's, a
// fade's) in a few pieces, each an image of its own at its place in the
// window's coordinates. A texture's sides are rounded up to powers of
// two, and under a software GL every pixel of it is the process's
// memory: a 1280×720 picture in one texture took 2048×1024 pixels, 8 MB;
// in pieces 1024 and 256 wide, 512 and 208 high, it takes 3.75 MB. What
// is drawn into the picture is drawn once for each piece (each clips it
// to its own pixels), so a picture is cut only where that saves at
// least minSaving a piece more (tileSpans).
type Tiles struct {
	pieces []*ebiten.Image
	size   image.Point
}

// minSaving is the texture memory, in bytes, a piece more must save.
const minSaving = 1 << 20

// Fit makes t a w×h picture: fresh when it was made now (its pieces
// cleared, to be drawn), not when it already was that size.
func (t *Tiles) Fit(w, h int) (fresh bool) {
	if t.size == image.Pt(w, h) && t.pieces != nil {
		return false
	}
	t.Release()
	for _, y := range tileSpans(w, h, 1) {
		for _, x := range tileSpans(w, h, 0) {
			r := image.Rect(x[0], y[0], x[1], y[1])
			t.pieces = append(t.pieces, ebiten.NewImageWithOptions(r, &ebiten.NewImageOptions{Unmanaged: true}))
		}
	}
	t.size = image.Pt(w, h)
	return true
}

// Pieces is how many images t is kept in.
func (t *Tiles) Pieces() int { return len(t.pieces) }

// Paint draws into the part of t that d draws on (all of it, or the part
// of a picture DrawOnPart gives), cleared first, with draw called once
// for each piece that part meets, on d's coordinates; the buttons drawn
// go to buttons once.
func (t *Tiles) Paint(d *Draw, buttons *[]ui.Control, draw func(*Draw)) {
	part := d.Dst.Bounds()
	first := true
	for _, p := range t.pieces {
		r := part.Intersect(p.Bounds())
		if r.Empty() {
			continue
		}
		sub := p.SubImage(r).(*ebiten.Image)
		sub.Clear()
		b := buttons
		if !first {
			b = &spareButtons
		}
		first = false
		draw(d.On(sub, b))
		spareButtons = spareButtons[:0]
	}
}

// spareButtons takes the buttons of every piece's drawing but the first.
var spareButtons []ui.Control

// DrawOn copies t onto dst, each piece at its place transformed by op's
// GeoM, with op's colour scale and blend.
func (t *Tiles) DrawOn(dst *ebiten.Image, op *ebiten.DrawImageOptions) {
	var o ebiten.DrawImageOptions
	if op != nil {
		o = *op
	}
	for _, p := range t.pieces {
		po := o
		po.GeoM.Reset()
		at := p.Bounds().Min
		po.GeoM.Translate(float64(at.X), float64(at.Y))
		po.GeoM.Concat(o.GeoM)
		dst.DrawImage(p, &po)
	}
}

// Release frees t's pieces; the next Fit makes them again.
func (t *Tiles) Release() {
	for _, p := range t.pieces {
		p.Deallocate()
	}
	t.pieces, t.size = nil, image.Point{}
}

// JoinParts is what a kept picture holds drawn, for one key, once part
// is drawn into it after had: both, when together they make a rectangle
// (a fade's pieces one after the other), else part alone.
func JoinParts(had, part image.Rectangle) image.Rectangle {
	u := had.Union(part)
	if area(u) == area(had)+area(part)-area(had.Intersect(part)) {
		return u
	}
	return part
}

func area(r image.Rectangle) int { return r.Dx() * r.Dy() }

// tileSpans cuts side axis (0: the width, 1: the height) of a w×h
// picture: whole, or at the largest power of two below it when the cut
// saves minSaving for each piece it adds, counted with the other side
// cut as it would be.
func tileSpans(w, h, axis int) [][2]int {
	n := [2]int{w, h}
	cut := func(i int) [][2]int {
		p := 1 << (bits.Len(uint(n[i])) - 1)
		if p == n[i] {
			return [][2]int{{0, n[i]}}
		}
		return [][2]int{{0, p}, {p, n[i]}}
	}
	whole := func(i int) [][2]int { return [][2]int{{0, n[i]}} }
	best, bestCost := [2][][2]int{}, -1
	for _, xs := range [][][2]int{whole(0), cut(0)} {
		for _, ys := range [][][2]int{whole(1), cut(1)} {
			c := textureBytes(xs, ys) + (len(xs)*len(ys)-1)*minSaving
			if bestCost < 0 || c < bestCost {
				best, bestCost = [2][][2]int{xs, ys}, c
			}
		}
	}
	return best[axis]
}

// textureBytes is what pieces cut at xs and ys take as textures.
func textureBytes(xs, ys [][2]int) int {
	n := 0
	for _, x := range xs {
		for _, y := range ys {
			n += 4 * sprites.TexturePixels(x[1]-x[0], y[1]-y[0])
		}
	}
	return n
}
