package ui

import "math"

// The rounded rectangles and circles of the screens (buttons, panels,
// rings) are rasterised here, on the CPU, from their distance field, not
// by ebiten's vector package. Vector paths need Kage shaders, and
// compiling them is most of half a second in the browser: the title's
// first button paid it before the first frame could show. A distance
// field gives the same antialiased edge, and a shape is a few thousand
// pixels computed once and cached.

// shapePixels renders k in white, premultiplied RGBA, into a picture of
// k's size whose rectangle starts at (shapePad, shapePad): a fill, or an
// outline of k's stroke width centred on the edge, as vector's stroke
// with round joins draws it. The pixels go into buf when it is big
// enough (ebiten copies what it is given), so that shapes drawn one
// after another leave no garbage: in the browser the Go heap's high
// water is the page's memory for good.
func shapePixels(k shapeKey, buf []byte) []byte {
	pw, ph := k.size()
	f, sw := k.field()
	var pix []byte
	if cap(buf) < 4*pw*ph {
		pix = make([]byte, 4*pw*ph)
	} else {
		pix = buf[:4*pw*ph]
		clear(pix)
	}
	// Pixels deeper inside than depth all take the same value (opaque
	// for a fill, clear inside an outline): each row computes only its
	// edges and copies that value across the middle.
	depth, deep := 0.5, byte(0xff)
	if k.kind == shStroke {
		depth, deep = sw/2+0.5, 0
	}
	for y := 0; y < ph; y++ {
		py := float64(y) + 0.5
		x0, x1 := f.inside(py, depth)
		row := pix[4*pw*y : 4*pw*(y+1)]
		for x := 0; x < pw; x++ {
			if x >= x0 && x <= x1 {
				if deep != 0 {
					row[4*x], row[4*x+1], row[4*x+2], row[4*x+3] = deep, deep, deep, deep
				}
				continue
			}
			v := byte(math.Round(255 * f.alpha(float64(x)+0.5, py, k.kind, sw)))
			row[4*x], row[4*x+1], row[4*x+2], row[4*x+3] = v, v, v, v
		}
	}
	return pix
}

// alpha is how much of the pixel centred at (x,y) the fill, or the
// outline sw wide, covers. Along a straight edge a pixel-wide ramp
// across the edge is exact; at a corner the edge bends inside the pixel,
// so there the pixel is taken as 4×4 smaller ones.
func (f field) alpha(x, y float64, kind shapeKind, sw float64) float64 {
	qx, qy := math.Abs(x-f.cx)-f.hx, math.Abs(y-f.cy)-f.hy
	d := f.dist(x, y)
	band := 1.0 // how far from the edge a pixel may be touched by it
	if kind == shStroke {
		band += sw / 2
	}
	if qx <= -1 || qy <= -1 || math.Abs(d) >= band {
		return f.ramp(d, kind, sw, 1)
	}
	const n = 4
	sum := 0.0
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			sx, sy := x+(float64(i)+0.5)/n-0.5, y+(float64(j)+0.5)/n-0.5
			sum += f.ramp(f.dist(sx, sy), kind, sw, n)
		}
	}
	return sum / (n * n)
}

// ramp is the cover of a sample 1/n pixel wide at distance d from the
// edge (d < 0 inside): a fill's, or an outline's, the band between the
// edge pushed out and pulled in by half its width.
func (f field) ramp(d float64, kind shapeKind, sw, n float64) float64 {
	if kind == shStroke {
		return cover(n*(d-sw/2)) - cover(n*(d+sw/2))
	}
	return cover(n * d)
}

// size is the size of k's picture: the shape and shapePad round it.
func (k shapeKey) size() (pw, ph int) {
	return int(math.Ceil(float64(k.w)/4)) + 2*shapePad, int(math.Ceil(float64(k.h)/4)) + 2*shapePad
}

// field is k's distance field in its picture's pixels, and its stroke
// width.
func (k shapeKey) field() (f field, sw float64) {
	w, h := float64(k.w)/4, float64(k.h)/4
	r := max(0, min(float64(k.rad)/4, w/2, h/2))
	return field{cx: shapePad + w/2, cy: shapePad + h/2, hx: w/2 - r, hy: h/2 - r, r: r}, float64(k.strokeWidth) / 4
}

// cover is how much of a pixel whose centre lies d from an edge (d < 0
// inside) the inside covers: a pixel-wide ramp across the edge.
func cover(d float64) float64 { return max(0, min(1, 0.5-d)) }

// field is a rounded rectangle's signed distance: centre (cx,cy), the
// half sides of its straight part (hx,hy) and the corners' radius r.
type field struct{ cx, cy, hx, hy, r float64 }

func (f field) dist(x, y float64) float64 {
	qx, qy := math.Abs(x-f.cx)-f.hx, math.Abs(y-f.cy)-f.hy
	return math.Hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - f.r
}

// inside gives the pixels of row y whose centres lie at least depth
// inside the shape, one pixel short at each end for safety, or x0 > x1
// when there are none. The points depth inside are themselves a rounded
// rectangle, its half sides depth shorter and its radius depth smaller
// (or square corners, when the radius is smaller than depth).
func (f field) inside(y, depth float64) (x0, x1 int) {
	ex, ey, ri := f.hx+f.r-depth, f.hy+f.r-depth, max(f.r-depth, 0)
	dy := math.Abs(y - f.cy)
	if ex <= 0 || dy > ey {
		return 1, 0
	}
	half := ex
	if t := dy - (ey - ri); t > 0 {
		half = ex - ri + math.Sqrt(max(ri*ri-t*t, 0))
	}
	return int(math.Ceil(f.cx-half-0.5)) + 1, int(math.Floor(f.cx+half-0.5)) - 1
}
