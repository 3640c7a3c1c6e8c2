package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/sprites/gametest"
)

// TestASqueezedShapeDrawsTheWholeShapesPixels: a panel's fill and
// outline, drawn from their squeezed pictures over a patterned ground
// at a colour and alpha, give every pixel the whole picture gives.
func TestASqueezedShapeDrawsTheWholeShapesPixels(t *testing.T) {
	gametest.Need(t)
	for _, k := range []shapeKey{
		{kind: shFill, w: q4(504), h: q4(190), rad: q4(14)},
		{kind: shStroke, w: q4(333.5), h: q4(189.25), rad: q4(14), strokeWidth: q4(1.5)},
		{kind: shFill, w: q4(40), h: q4(40), rad: q4(20)},
	} {
		w, h := k.size()
		pix := shapePixels(k, nil)
		whole := ebiten.NewImage(w, h)
		whole.WritePixels(pix)
		sq, p := squeeze(pix, w, h)
		p.img = ebiten.NewImage(p.size())
		p.img.WritePixels(sq)
		p.cut()
		a, b := ground(w+8, h+8), ground(w+8, h+8)
		var op ebiten.DrawImageOptions
		op.ColorScale.Scale(0.3, 0.1, 0.2, 0.55)
		op.GeoM.Translate(3, 5)
		a.DrawImage(whole, &op)
		p.draw(b, 3, 5, &op)
		pa, pb := gametest.Pixels(a), gametest.Pixels(b)
		n := 0
		for i := range pa {
			if pa[i] != pb[i] {
				if n < 5 {
					t.Logf("%v: byte %d (pixel %d,%d): %d, squeezed %d", k, i, i/4%(w+8), i/4/(w+8), pa[i], pb[i])
				}
				n++
			}
		}
		cw, ch := p.size()
		if n > 0 {
			t.Errorf("%v (%d×%d, squeezed to %d×%d): %d bytes differ", k, w, h, cw, ch, n)
		}
		if k.rad < k.w/2 && 10*cw*ch > w*h {
			t.Errorf("%v (%d×%d) squeezed only to %d×%d", k, w, h, cw, ch)
		}
	}
}

func ground(w, h int) *ebiten.Image {
	img := ebiten.NewImage(w, h)
	pix := make([]byte, 4*w*h)
	for i := 0; i < w*h; i++ {
		v := byte(i*37 + i/w*11)
		pix[4*i], pix[4*i+1], pix[4*i+2], pix[4*i+3] = v, v^0x55, v/2, 255
	}
	img.WritePixels(pix)
	return img
}
