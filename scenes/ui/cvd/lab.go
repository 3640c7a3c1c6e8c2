package cvd

import "math"

// Lab is a colour in CIELAB (D65 white, the 2° observer).
type Lab struct{ L, A, B float64 }

// d65 is the reference white in XYZ (Y = 1).
var d65 = [3]float64{0.95047, 1, 1.08883}

// ToLab takes a linear sRGB colour through XYZ (the sRGB primaries, D65)
// to CIELAB.
func ToLab(c Linear) Lab {
	x := 0.4124564*c[0] + 0.3575761*c[1] + 0.1804375*c[2]
	y := 0.2126729*c[0] + 0.7151522*c[1] + 0.0721750*c[2]
	z := 0.0193339*c[0] + 0.1191920*c[1] + 0.9503041*c[2]
	f := func(t float64) float64 {
		const e = 216.0 / 24389
		if t > e {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x/d65[0]), f(y/d65[1]), f(z/d65[2])
	return Lab{116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)}
}
