package ui

import (
	"fmt"
	"math"
	"testing"
)

// shapeCases are the kinds of shape the screens draw: a button, a panel
// with a small radius, circles (a bead, a space), square corners, a
// hairline and thick outlines, at quarter-pixel sizes.
var shapeCases = []shapeKey{
	{kind: shFill, w: 4 * 360, h: 4 * 50, rad: 4 * 10},
	{kind: shStroke, w: 4 * 360, h: 4 * 50, rad: 4 * 10, strokeWidth: 4 * 2},
	{kind: shFill, w: 4*220 + 1, h: 4*44 + 3, rad: 4*10 + 2},
	{kind: shFill, w: 4 * 31, h: 4 * 31, rad: 62},
	{kind: shStroke, w: 4 * 31, h: 4 * 31, rad: 62, strokeWidth: 4*3 + 2},
	{kind: shFill, w: 4*9 + 2, h: 4*9 + 2, rad: 19},
	{kind: shFill, w: 4 * 40, h: 4 * 20, rad: 0},
	{kind: shStroke, w: 4 * 40, h: 4 * 20, rad: 0, strokeWidth: 4},
	{kind: shStroke, w: 4 * 120, h: 4 * 80, rad: 4 * 6, strokeWidth: 2},
	{kind: shStroke, w: 4 * 70, h: 4 * 70, rad: 4 * 20, strokeWidth: 4 * 7},
}

// truth is the share of pixel (x,y) the shape covers, by 16×16 samples:
// inside the rounded rectangle for a fill, within half the stroke width
// of its edge for an outline.
func truth(k shapeKey, x, y int) float64 {
	f, sw := k.field()
	const n = 16
	in := 0
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			d := f.dist(float64(x)+(float64(i)+0.5)/n, float64(y)+(float64(j)+0.5)/n)
			if (k.kind == shFill && d <= 0) || (k.kind == shStroke && math.Abs(d) <= sw/2) {
				in++
			}
		}
	}
	return float64(in) / (n * n)
}

// The shapes drawn on the CPU cover every pixel as the shape itself
// does: no pixel off by more than 5 % (13 of 255), and edge pixels on
// average by less than 1 %: their edges are as smooth as vector's
// antialiasing made them.
func TestShapePixelsCoverWhatTheShapeCovers(t *testing.T) {
	for _, k := range shapeCases {
		t.Run(fmt.Sprintf("%+v", k), func(t *testing.T) {
			pw, ph := k.size()
			pix := shapePixels(k, nil)
			var worst, sum float64
			edge := 0
			for y := 0; y < ph; y++ {
				for x := 0; x < pw; x++ {
					p := pix[4*(y*pw+x):]
					if p[0] != p[3] || p[1] != p[3] || p[2] != p[3] {
						t.Fatalf("pixel (%d,%d) is %v, not premultiplied white", x, y, p[:4])
					}
					want := truth(k, x, y)
					got := float64(p[3]) / 255
					if want > 0 && want < 1 {
						edge++
						sum += math.Abs(got - want)
					}
					if d := math.Abs(got - want); d > worst {
						worst = d
						if d > 0.05 {
							t.Errorf("pixel (%d,%d) covers %.2f, the shape %.2f", x, y, got, want)
						}
					}
				}
			}
			if mean := sum / max(1, float64(edge)); mean > 0.01 {
				t.Errorf("edge pixels are off by %.3f on average", mean)
			}
		})
	}
}

// Each row computes only its edges: the middle it copies must be what
// computing every pixel gives.
func TestShapePixelsMiddleOfEachRowIsWhatEveryPixelGives(t *testing.T) {
	for _, k := range shapeCases {
		pw, ph := k.size()
		f, sw := k.field()
		pix := shapePixels(k, nil)
		skipped := 0
		for y := 0; y < ph; y++ {
			x0, x1 := f.inside(float64(y)+0.5, map[shapeKind]float64{shFill: 0.5, shStroke: sw/2 + 0.5}[k.kind])
			skipped += max(0, x1-x0+1)
			for x := 0; x < pw; x++ {
				a := f.alpha(float64(x)+0.5, float64(y)+0.5, k.kind, sw)
				if want := byte(math.Round(255 * a)); pix[4*(y*pw+x)+3] != want {
					t.Fatalf("%+v: pixel (%d,%d) is %d, every pixel computed gives %d", k, x, y, pix[4*(y*pw+x)+3], want)
				}
			}
		}
		if k.w >= 4*40 && skipped == 0 {
			t.Errorf("%+v: no row skipped its middle", k)
		}
	}
}

// A shape drawn into the pixels of the one before is the same as one
// drawn afresh.
func TestShapePixelsIntoAUsedBufferAreTheSame(t *testing.T) {
	used := make([]byte, 1<<20)
	for _, k := range shapeCases {
		for i := range used {
			used[i] = 0x7f
		}
		fresh, again := shapePixels(k, nil), shapePixels(k, used)
		if &again[0] != &used[0] {
			t.Errorf("%+v: the buffer was not used", k)
		}
		if string(fresh) != string(again) {
			t.Errorf("%+v: drawn into a used buffer, the shape differs", k)
		}
	}
}
