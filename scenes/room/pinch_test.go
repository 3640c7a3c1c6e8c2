package room

import (
	"image"
	"math"
	"testing"

	"graffiti/scenes"
	"graffiti/scenes/boxes"
	"graffiti/scenes/ui"
	"graffiti/sprites/gametest"
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

// A pinch sweeping the zoom from the parts to the closest makes the
// table's picture at a few scales, a quarter octave apart, not at a
// scale of each frame's own: a picture of a new size every frame was a
// new picture, a new wall and the whole table drawn again, frame after
// frame. The pinch over, the picture is made at the zoom's own scale.
// The pictures' sizes are the measure, not their pixels: drawn by a GL
// that draws none.
func TestAPinchMakesTheTablesPictureAtFewScales(t *testing.T) {
	if gametest.WithoutPixels(t) {
		return
	}
	box := boxes.Shelf[0]
	m, played := playedTo(t, box, 3, 12)
	a, h := handOn(t, box, m, 0, played, 390, 844)
	// The page drawn 195 pixels wide (w/HandW device pixels a layout
	// pixel): at the closest zoom the table's picture takes 1.08 device
	// pixels a table pixel, 1.19 rounded up to a quarter octave, under
	// maxK (which would make every scale one), and is quick to draw.
	const w = 195.0
	renderedAt(a, w)
	at := ui.Point{X: 300, Y: 300}
	h.up.pinching = true
	sizes := map[image.Point]bool{}
	first, frames := 0.0, 0
	for ; h.up.zs*1.1 <= maxZoom; frames++ {
		if frames > 100 {
			t.Fatal("the pinch never came close")
		}
		h.up.pinch(at, 1.1)
		if frames == 0 {
			first = h.up.zs
		}
		renderedAt(a, w)
		sizes[h.up.img.Bounds().Size()] = true
	}
	// A size a quarter octave the pinch went through, and the one it
	// began in.
	if most := int(math.Ceil(4*math.Log2(h.up.zs/first))) + 1; len(sizes) > most {
		t.Errorf("a pinch of %d frames made the table's picture at %d sizes; at most %d", frames, len(sizes), most)
	}
	h.up.pinching = false
	renderedAt(a, w)
	if want := int(math.Ceil(scenes.ScreenW * w / HandW * h.up.zs)); h.up.img.Bounds().Dx() != want {
		t.Errorf("the pinch over, the picture is %d wide, not %d", h.up.img.Bounds().Dx(), want)
	}
}
