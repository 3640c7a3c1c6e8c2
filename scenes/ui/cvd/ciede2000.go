package cvd

import "math"

// DeltaE2000 is the CIEDE2000 colour difference of two CIELAB colours,
// with the parametric factors kL = kC = kH = 1, written from Sharma, Wu
// and Dalal, "The CIEDE2000 Color-Difference Formula: Implementation
// Notes, Supplementary Test Data, and Mathematical Observations", Color
// Research & Application 30(1), 2005 (equations 2 to 22; its test data is
// ciede2000_test.go's).
func DeltaE2000(x, y Lab) float64 {
	const deg = math.Pi / 180
	pow7 := func(v float64) float64 { return v * v * v * v * v * v * v }
	c1, c2 := math.Hypot(x.A, x.B), math.Hypot(y.A, y.B)
	cm := (c1 + c2) / 2
	g := 0.5 * (1 - math.Sqrt(pow7(cm)/(pow7(cm)+pow7(25))))
	a1, a2 := (1+g)*x.A, (1+g)*y.A
	c1p, c2p := math.Hypot(a1, x.B), math.Hypot(a2, y.B)
	hue := func(b, a float64) float64 {
		if a == 0 && b == 0 {
			return 0
		}
		h := math.Atan2(b, a)
		if h < 0 {
			h += 2 * math.Pi
		}
		return h / deg
	}
	h1, h2 := hue(x.B, a1), hue(y.B, a2)

	dL := y.L - x.L
	dC := c2p - c1p
	var dh float64
	if c1p*c2p != 0 {
		dh = h2 - h1
		switch {
		case dh > 180:
			dh -= 360
		case dh < -180:
			dh += 360
		}
	}
	dH := 2 * math.Sqrt(c1p*c2p) * math.Sin(dh/2*deg)

	lm := (x.L + y.L) / 2
	cmp := (c1p + c2p) / 2
	hm := h1 + h2
	if c1p*c2p != 0 {
		switch {
		case math.Abs(h1-h2) <= 180:
			hm = (h1 + h2) / 2
		case h1+h2 < 360:
			hm = (h1 + h2 + 360) / 2
		default:
			hm = (h1 + h2 - 360) / 2
		}
	}
	t := 1 - 0.17*math.Cos((hm-30)*deg) + 0.24*math.Cos(2*hm*deg) +
		0.32*math.Cos((3*hm+6)*deg) - 0.20*math.Cos((4*hm-63)*deg)
	dTheta := 30 * math.Exp(-((hm-275)/25)*((hm-275)/25))
	rc := 2 * math.Sqrt(pow7(cmp)/(pow7(cmp)+pow7(25)))
	l50 := (lm - 50) * (lm - 50)
	sl := 1 + 0.015*l50/math.Sqrt(20+l50)
	sc := 1 + 0.045*cmp
	sh := 1 + 0.015*cmp*t
	rt := -math.Sin(2*dTheta*deg) * rc
	l, c, h := dL/sl, dC/sc, dH/sh
	return math.Sqrt(l*l + c*c + h*h + rt*c*h)
}
