package boxes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/scenes"
	"graffiti/sprites/gametest"
)

// A table at rest (a person to tap, nothing moving) in the real game
// loop is drawn one tick in three, one in 120 (two seconds) once
// untouched for three seconds, and a tap or a move played elsewhere is
// drawn the tick it comes; a table not in the game loop (the tests', the screenshots')
// is drawn every tick. The frames drawn are counted, not read: by a GL
// that draws no pixel.
func TestATableAtRestIsDrawnEveryThirdTickAndATapAtOnce(t *testing.T) {
	if gametest.WithoutPixels(t) {
		return
	}
	for box := range testShelf {
		a, at := tableWaiting(t, box)
		screen := ebiten.NewImage(1280, 720)
		a.Draw(screen)
		frames := func(n int) int {
			before := a.Frames
			for range n {
				tick(t, a, 1)
				a.Draw(screen)
			}
			return a.Frames - before
		}
		if got := frames(30); got != 30 {
			t.Fatalf("box %d: outside the game loop %d frames of 30 were drawn", box, got)
		}
		a.Restful()
		frames(10) // past the last input
		if got := frames(60); got != 20 {
			t.Errorf("box %d: at rest %d frames of 60 were drawn; want 20", box, got)
		}
		for range 2 {
			for frames(1) == 0 { // the tap on the tick after a drawing: one that rests
			}
			before := a.Frames
			a.Tap(-100, -100) // off the table: a tap changes nothing, and is drawn
			tick(t, a, 1)
			a.Draw(screen)
			if a.Frames != before+1 {
				t.Errorf("box %d: a tap at tick %d was not drawn", box, a.Tick)
			}
		}
		// Untouched for three seconds: a frame every two seconds, and
		// what is played elsewhere (Stir: a bot's move, a room's
		// message) is drawn the tick it comes.
		frames(180)
		if got := frames(240); got != 2 {
			t.Errorf("box %d: untouched for seconds, %d frames of 240 were drawn; want 2", box, got)
		}
		for frames(1) == 0 { // the move on the tick after a drawing: one that rests
		}
		before := a.Frames
		scenes.Stir()
		frames(1)
		if a.Frames != before+1 {
			t.Errorf("box %d: a move played elsewhere at tick %d was not drawn", box, a.Tick)
		}
		// Then at rest again: what was played is shown, the screen
		// untouched still.
		frames(10)
		if got := frames(240); got != 2 {
			t.Errorf("box %d: after a move played elsewhere, untouched, %d frames of 240 were drawn; want 2", box, got)
		}
		t.Logf("box %d: a table waiting after %d ticks", box, at)
	}
}

// tableWaiting is the app at box's table waiting for a person's tap,
// reached by taps from the title, and the ticks it took.
func tableWaiting(t scenes.Failer, box int) (*scenes.App, int) {
	t.Helper()
	a := scenes.TestApp(Shelf, scenes.SpeedNormal)
	a.Settings.Box = box
	p := scenes.NewAutoplay(3)
	p.Box = box
	for i := 0; i <= 20000; i++ {
		pt, ok := p.Next(a)
		if ok && boxOf(a.Current()) == box && !a.Moving() {
			return a, i
		}
		if ok {
			a.Tap(pt.X, pt.Y)
		}
		tick(t, a, 1)
	}
	t.Fatal("box ", box, ": no table waiting for a tap")
	return nil, 0
}
