package sprites

import (
	"math"
	"testing"
)

func TestTweenAt(t *testing.T) {
	for _, c := range []struct {
		name string
		tw   Tween
		tick int
		want float64
	}{
		{"before start", Tween{From: 10, To: 20, Start: 5, Len: 10}, 0, 10},
		{"at start", Tween{From: 10, To: 20, Start: 5, Len: 10}, 5, 10},
		{"linear half", Tween{From: 10, To: 20, Start: 5, Len: 10}, 10, 15},
		{"at end", Tween{From: 10, To: 20, Start: 5, Len: 10}, 15, 20},
		{"after end", Tween{From: 10, To: 20, Start: 5, Len: 10}, 99, 20},
		{"backwards", Tween{From: 20, To: 10, Start: 0, Len: 4}, 1, 17.5},
		{"instant", Tween{From: 0, To: 1, Start: 3, Len: 0}, 3, 1},
		{"instant before", Tween{From: 0, To: 1, Start: 3, Len: 0}, 2, 0},
		{"in-out half", Tween{From: 0, To: 100, Start: 0, Len: 10, Ease: EaseInOut}, 5, 50},
		{"in-out quarter", Tween{From: 0, To: 100, Start: 0, Len: 4, Ease: EaseInOut}, 1, 6.25},
	} {
		if got := c.tw.At(c.tick); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("%s: At(%d) = %v, want %v", c.name, c.tick, got, c.want)
		}
	}
}

func TestTweenDone(t *testing.T) {
	tw := Tween{From: 0, To: 1, Start: 10, Len: 6}
	for tick, want := range map[int]bool{0: false, 10: false, 15: false, 16: true, 40: true} {
		if got := tw.Done(tick); got != want {
			t.Errorf("Done(%d) = %v, want %v", tick, got, want)
		}
	}
}

func TestEasings(t *testing.T) {
	for _, c := range []struct {
		name string
		ease Ease
	}{{"EaseInOut", EaseInOut}} {
		if got := c.ease(0); math.Abs(got) > 1e-9 {
			t.Errorf("%s(0) = %v, want 0", c.name, got)
		}
		if got := c.ease(1); math.Abs(got-1) > 1e-9 {
			t.Errorf("%s(1) = %v, want 1", c.name, got)
		}
	}
	// EaseInOut is monotonic and symmetric.
	prev := -1.0
	for i := range 101 {
		x := float64(i) / 100
		v := EaseInOut(x)
		if v < prev {
			t.Fatalf("EaseInOut decreases at %v", x)
		}
		prev = v
		if s := EaseInOut(1 - x); math.Abs(v+s-1) > 1e-9 {
			t.Fatalf("EaseInOut not symmetric at %v", x)
		}
	}
}

func TestVecTween(t *testing.T) {
	tw := VecTween{From: Vec{0, 100}, To: Vec{200, 0}, Start: 2, Len: 8}
	for _, c := range []struct {
		tick int
		want Vec
	}{{0, Vec{0, 100}}, {6, Vec{100, 50}}, {10, Vec{200, 0}}, {50, Vec{200, 0}}} {
		if got := tw.At(c.tick); got != c.want {
			t.Errorf("At(%d) = %v, want %v", c.tick, got, c.want)
		}
	}
	if tw.Done(9) || !tw.Done(10) {
		t.Error("Done is wrong around the end tick")
	}
	eased := VecTween{From: Vec{0, 0}, To: Vec{10, 10}, Start: 0, Len: 10, Ease: EaseInOut}
	if got := eased.At(5); got != (Vec{5, 5}) {
		t.Errorf("eased At(5) = %v, want {5 5}", got)
	}
}
