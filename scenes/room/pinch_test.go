package room

import (
	"math"
	"testing"

	"graffiti/scenes/ui"
)

// Two fingers spread on the phone's hand zoom in round them, the
// table's point under the fingers staying under them; pinched in past
// the whole table's width, the parts come back.
func TestAPinchZoomsTheHandRoundTheFingers(t *testing.T) {
	u := newUpright([][]ui.Rect{{{X: 0, Y: 0, W: 640, H: 360}, {X: 640, Y: 0, W: 640, H: 360}}, {{X: 200, Y: 360, W: 880, H: 360}}})
	at := ui.Point{X: 200, Y: 150}
	q, ok := u.overviewToTable(at)
	if !ok {
		t.Fatal("the fingers are not on the parts")
	}
	near := func(what string, a, b ui.Point) {
		t.Helper()
		if math.Hypot(a.X-b.X, a.Y-b.Y) > 1e-6 {
			t.Fatalf("%s: table point %v under the fingers, want %v", what, b, a)
		}
	}
	u.pinch(at, 6) // past the table's height on the page: nothing clamps the view
	if !u.zoomed {
		t.Fatal("fingers spread on the parts opened no zoom")
	}
	near("opened", q, u.zoomToTable(at))
	before := u.zs
	at2 := ui.Point{X: 300, Y: 400}
	q2 := u.zoomToTable(at2)
	u.pinch(at2, 1.1)
	if math.Abs(u.zs-before*1.1) > 1e-9 {
		t.Fatalf("a spread of 1.1 took the zoom from %g to %g", before, u.zs)
	}
	near("spread", q2, u.zoomToTable(at2))
	for range 20 {
		u.pinch(at2, 2)
	}
	if u.zs != maxZoom {
		t.Fatalf("spread on and on, the zoom is %g; want at most %g", u.zs, maxZoom)
	}
	for i := 0; u.zoomed; i++ {
		if i > 40 {
			t.Fatal("pinched in and in, the parts never came back")
		}
		u.pinch(at2, 0.8)
	}
	if w := u.zs * 1280; w > u.view.W+1e-9 && u.zoomed {
		t.Fatalf("the zoom closed at a scale %g", u.zs)
	}
	// Pinched in on the parts themselves: nothing to zoom out of.
	u.pinch(at, 0.5)
	if u.zoomed {
		t.Fatal("a pinch in on the parts opened a zoom")
	}
}
