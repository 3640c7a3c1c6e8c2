package ui

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

// A rectangle holds its top-left edge and not its bottom-right one, so
// two rectangles side by side never both take a tap.
func TestRectContainsHalfOpen(t *testing.T) {
	r := Rect{X: 10, Y: 20, W: 30, H: 40}
	assert.True(t, r.Contains(Point{X: 10, Y: 20}))
	assert.False(t, r.Contains(Point{X: 40, Y: 30}))
	assert.False(t, r.Contains(Point{X: 20, Y: 60}))
	assert.Equal(t, Point{X: 25, Y: 40}, r.Center())
	assert.Equal(t, Rect{X: 12, Y: 22, W: 26, H: 36}, r.Inset(2))
}

func TestTapsAndButtons(t *testing.T) {
	in := &Input{Taps: []Point{{X: 5, Y: 5}}}
	b := &Button{R: Rect{X: 0, Y: 0, W: 10, H: 10}, Enabled: true}
	assert.True(t, Tapped(in, b.R))
	assert.True(t, b.Hit(in))
	assert.True(t, AnyTap(in))
	b.Enabled = false
	assert.False(t, b.Hit(in), "a disabled button takes no tap")
	assert.False(t, Tapped(in, Rect{X: 20, Y: 20, W: 5, H: 5}))
	assert.True(t, AnyTap(&Input{Key: KeyEnter}), "Enter confirms like a tap")
	assert.False(t, AnyTap(&Input{}))
}

// A held Backspace erases at once, then after half a second repeats,
// fifteen times a second.
func TestHeldKeyRepeats(t *testing.T) {
	var on []int
	for d := 0; d <= 60; d++ {
		if Repeats(d) {
			on = append(on, d)
		}
	}
	assert.Equal(t, []int{1, 34, 38, 42, 46, 50, 54, 58}, on)
}

// Two fingers turned past an eighth of a turn make a quarter turn, the
// way they went; less makes none; the count goes on from the quarter.
func TestTwistStepCountsQuarterTurns(t *testing.T) {
	cases := []struct {
		base, ang float64
		want      int
	}{{0, 0.3, 0}, {0, 0.9, 1}, {0, -0.9, -1}, {3.0, -3.0, 0}, {3.0, -2.0, 1}}
	for _, c := range cases {
		got, next := TwistStep(c.base, c.ang)
		if got != c.want {
			t.Errorf("from %.1f to %.1f: %d, want %d", c.base, c.ang, got, c.want)
		}
		if got != 0 && math.Abs(math.Remainder(next-c.base, 2*math.Pi)) < 1.5 {
			t.Errorf("after a quarter turn the base stayed at %.2f", next)
		}
	}
}
