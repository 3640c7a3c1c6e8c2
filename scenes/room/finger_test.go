package room

import (
	"testing"

	"graffiti/scenes/boxes"
	"graffiti/scenes/ui"
	"graffiti/sprites/gametest"
)

// A refusal from the host is told by the finger that made the move: the
// bubble is drawn next to the last tap, inside the page, and a new tap
// takes it down.
func TestARefusalIsToldWhereTheFingerWas(t *testing.T) {
	gametest.Need(t)
	box := boxes.Shelf[0]
	m, played := playedTo(t, box, 7, 3)
	a, h := handOn(t, box, m, m.ToAct(), played, 390, 844)
	_, pageH := a.Logical()
	for _, p := range []ui.Point{{X: 600, Y: 700}, {X: 40, Y: 30}} {
		a.Touch(p.X, p.Y)
		if err := run(a); err != nil {
			t.Fatal(err)
		}
		h.sess.refusal, h.sess.refused = "not your turn", h.sess.refused+1
		if err := run(a); err != nil {
			t.Fatal(err)
		}
		if !h.finger.on || h.finger.p != p {
			t.Fatalf("the refusal after a tap at %v is not told there (%+v)", p, h.finger)
		}
		r := fingerRect(h.finger.p, 200, 1, pageH)
		if r.X < 0 || r.X+r.W > HandW || r.Y < 0 || r.Y+r.H > pageH-barH {
			t.Fatalf("the bubble %v leaves the page", r)
		}
		if d := min(abs(r.Y-p.Y), abs(r.Y+r.H-p.Y)); d > 120 {
			t.Fatalf("the bubble %v is %.0f from the finger at %v", r, d, p)
		}
		shoot(t, a, "refusal-by-the-finger")
		if h.up.zoomed {
			h.up.close()
		}
	}
	a.Touch(360, 500)
	if err := run(a); err != nil {
		t.Fatal(err)
	}
	if h.finger.on {
		t.Fatal("a new tap left the bubble up")
	}
}

func abs(v float64) float64 { return max(v, -v) }
