package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// DrawSprayPuff draws a burst of spray centred on (cx,cy) reaching radius r
// at animation time t in [0,1] (nothing is drawn outside it). Particles
// come from a fixed seed, so the same t always gives the same picture: the
// puff is driven by ticks, never by wall time.
func DrawSprayPuff(dst *ebiten.Image, cx, cy, r float32, col color.RGBA, t float64) {
	if t <= 0 || t >= 1 {
		return
	}
	e := float32(1 - math.Pow(1-t, 3)) // fast out, slow settle
	fade := float32(1 - t)

	// A soft cloud that swells and thins.
	for i := range 3 {
		begin()
		circle(cx, cy, r*e*(0.45+0.2*float32(i)))
		fillA(dst, col, 0.16*fade)
	}

	g := newRNG(0x5972_6179) // same particles every puff
	begin()
	for range 70 {
		a := float64(g.f()) * 2 * math.Pi
		d := r * e * g.rangeF(0.25, 1.05)
		pr := r * g.rangeF(0.025, 0.07) * (1 - 0.5*float32(t))
		dot(cx+d*float32(math.Cos(a)), cy+d*float32(math.Sin(a)), pr)
	}
	fillA(dst, col, 0.9*fade)
	begin()
	for range 18 {
		a := float64(g.f()) * 2 * math.Pi
		d := r * e * g.rangeF(0.1, 0.8)
		dot(cx+d*float32(math.Cos(a)), cy+d*float32(math.Sin(a)), r*g.rangeF(0.015, 0.035))
	}
	fillA(dst, lighten(col, 0.6), 0.8*fade)
}
