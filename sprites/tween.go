package sprites

import "math"

// Ease maps linear progress in [0,1] to eased progress.
type Ease func(t float64) float64

// EaseInOut starts and ends gently (cubic), for things that slide.
func EaseInOut(t float64) float64 {
	if t < 0.5 {
		return 4 * t * t * t
	}
	u := -2*t + 2
	return 1 - u*u*u/2
}

// Tween moves a value from From to To over Len ticks starting at tick Start.
// Ticks are game updates (60 a second), never wall time, so a replay
// animates identically. A nil Ease is linear.
type Tween struct {
	From, To   float64
	Start, Len int
	Ease       Ease
}

// vec is the same tween along a point's X: a value and a point are
// timed and eased by the one VecTween, and land on the same numbers.
func (tw Tween) vec() VecTween {
	return VecTween{Vec{X: tw.From}, Vec{X: tw.To}, tw.Start, tw.Len, tw.Ease}
}

// Progress is the linear progress in [0,1] at tick.
func (tw Tween) Progress(tick int) float64 { return tw.vec().Progress(tick) }

// At is the eased value at tick: From before Start, To once done.
func (tw Tween) At(tick int) float64 { return tw.vec().At(tick).X }

// Done reports whether the tween has reached To by tick.
func (tw Tween) Done(tick int) bool { return tw.vec().Done(tick) }

// Vec is a 2D point or offset in logical pixels.
type Vec struct{ X, Y float64 }

// VecTween moves a point from From to To, like Tween.
type VecTween struct {
	From, To   Vec
	Start, Len int
	Ease       Ease
}

// Progress is the linear progress in [0,1] at tick.
func (tw VecTween) Progress(tick int) float64 { return progress(tick, tw.Start, tw.Len) }

// At is the eased point at tick.
func (tw VecTween) At(tick int) Vec {
	p := tw.Progress(tick)
	if tw.Ease != nil && p > 0 && p < 1 {
		p = tw.Ease(p)
	}
	return Vec{tw.From.X + (tw.To.X-tw.From.X)*p, tw.From.Y + (tw.To.Y-tw.From.Y)*p}
}

// Done reports whether the tween has reached To by tick.
func (tw VecTween) Done(tick int) bool { return tick >= tw.Start+max(0, tw.Len) }

// progress is a tween's linear progress; a zero or negative length jumps
// to the end at Start (the "instant" speed setting).
func progress(tick, start, length int) float64 {
	if tick < start {
		return 0
	}
	if length <= 0 || tick >= start+length {
		return 1
	}
	return math.Min(1, float64(tick-start)/float64(length))
}
