package sprites

import "math"

// Shapes the pieces are made of, added to the scratch path in absolute
// coordinates (the pieces place them with X, Y and S).

// arrowPath adds a band along the cubic curve p0…p3, w0 wide at its tail
// and w1 at its head, ending in an arrow head head long: the arrows of
// wildstyle.
func arrowPath(x0, y0, x1, y1, x2, y2, x3, y3, w0, w1, head float32) {
	const n = 12
	var lx, ly, rx, ry [n + 1]float32
	var ex, ey, tx1, ty1 float32
	for i := 0; i <= n; i++ {
		t := float32(i) / n
		u := 1 - t
		px := u*u*u*x0 + 3*u*u*t*x1 + 3*u*t*t*x2 + t*t*t*x3
		py := u*u*u*y0 + 3*u*u*t*y1 + 3*u*t*t*y2 + t*t*t*y3
		dx := 3*u*u*(x1-x0) + 6*u*t*(x2-x1) + 3*t*t*(x3-x2)
		dy := 3*u*u*(y1-y0) + 6*u*t*(y2-y1) + 3*t*t*(y3-y2)
		l := float32(math.Hypot(float64(dx), float64(dy)))
		if l == 0 {
			l = 1
		}
		dx, dy = dx/l, dy/l
		w := (w0 + (w1-w0)*t) / 2
		lx[i], ly[i] = px-dy*w, py+dx*w
		rx[i], ry[i] = px+dy*w, py-dx*w
		ex, ey, tx1, ty1 = px, py, dx, dy
	}
	moveTo(lx[0], ly[0])
	for i := 1; i <= n; i++ {
		lineTo(lx[i], ly[i])
	}
	lineTo(ex-ty1*head, ey+tx1*head)
	lineTo(ex+tx1*1.3*head, ey+ty1*1.3*head)
	lineTo(ex+ty1*head, ey-tx1*head)
	for i := n; i >= 0; i-- {
		lineTo(rx[i], ry[i])
	}
	closePath()
}

// barPath adds a straight bar w wide from (x0,y0) to (x1,y1).
func barPath(x0, y0, x1, y1, w float32) {
	nx, ny, ok := across(x0, y0, x1, y1, w/2)
	if !ok {
		return
	}
	moveTo(x0+nx, y0+ny)
	lineTo(x1+nx, y1+ny)
	lineTo(x1-nx, y1-ny)
	lineTo(x0-nx, y0-ny)
	closePath()
}

// leafPath adds a pointed leaf (a feather, a flame) from (x0,y0) to
// (x1,y1), w wide at its middle.
func leafPath(x0, y0, x1, y1, w float32) {
	nx, ny, ok := across(x0, y0, x1, y1, w)
	if !ok {
		return
	}
	mx, my := (x0+x1)/2, (y0+y1)/2
	moveTo(x0, y0)
	quadTo(mx+nx, my+ny, x1, y1)
	quadTo(mx-nx, my-ny, x0, y0)
	closePath()
}

// across is w along the normal of the line from (x0,y0) to (x1,y1), to
// its left; not ok when the two points are one (the shape is not drawn).
func across(x0, y0, x1, y1, w float32) (nx, ny float32, ok bool) {
	dx, dy := x1-x0, y1-y0
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l == 0 {
		return 0, 0, false
	}
	return -dy / l * w, dx / l * w, true
}

// heartPath adds a heart centred on (cx,cy), r its half-width.
func heartPath(cx, cy, r float32) {
	moveTo(cx, cy+0.95*r)
	cubicTo(cx-1.25*r, cy+0.15*r, cx-1.05*r, cy-1.05*r, cx, cy-0.4*r)
	cubicTo(cx+1.05*r, cy-1.05*r, cx+1.25*r, cy+0.15*r, cx, cy+0.95*r)
	closePath()
}

// burstPath adds a comic burst: n points round an ellipse, every other
// one pulled in by in, each jittered the same way for the same seed (a
// shape is added several times: its 3D side, its lines, its fill).
func burstPath(cx, cy, rx, ry float32, n int, in float32, seed uint64) {
	g := newRNG(seed)
	for i := range 2 * n {
		k := float32(1)
		if i%2 == 1 {
			k = in
		}
		k *= g.rangeF(0.9, 1.08)
		a := -math.Pi/2 + math.Pi*float64(i)/float64(n)
		x, y := cx+k*rx*float32(math.Cos(a)), cy+k*ry*float32(math.Sin(a))
		if i == 0 {
			moveTo(x, y)
		} else {
			lineTo(x, y)
		}
	}
	closePath()
}

// cosF and sinF take an angle in turns.
func cosF(turn float32) float32 { return float32(math.Cos(2 * math.Pi * float64(turn))) }
func sinF(turn float32) float32 { return float32(math.Sin(2 * math.Pi * float64(turn))) }
