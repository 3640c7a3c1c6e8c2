package boxes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/scenes"
	"graffiti/sprites/gametest"
)

// A table at rest (a person to tap, nothing moving) in the real game
// loop is drawn one tick in three, one in thirty once untouched for
// three seconds, and a tap or a move played elsewhere is drawn the tick
// it comes; a table not in the game loop (the tests', the screenshots')
// is drawn every tick. The frames drawn are counted, not read: by a GL
// that draws no pixel.
func TestATableAtRestIsDrawnEveryThirdTickAndATapAtOnce(t *testing.T) {
	if gametest.WithoutPixels(t) {
		return
	}
	for box := range testShelf {
		a := scenes.TestApp(Shelf, scenes.SpeedNormal)
		a.Settings.Box = box
		p := scenes.NewAutoplay(3)
		p.Box = box
		screen := ebiten.NewImage(1280, 720)
		// Up to a table waiting for a person's tap.
		var at int
		for i := 0; ; i++ {
			if i > 20000 {
				t.Fatalf("box %d: no table waiting for a tap", box)
			}
			pt, ok := p.Next(a)
			if ok && boxOf(a.Current()) == box && !a.Moving() {
				at = i
				break
			}
			if ok {
				a.Tap(pt.X, pt.Y)
			}
			tick(t, a, 1)
		}
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
			for (a.Tick+1)%3 == 0 { // the tap on a tick that rests
				tick(t, a, 1)
				a.Draw(screen)
			}
			before := a.Frames
			a.Tap(-100, -100) // off the table: a tap changes nothing, and is drawn
			tick(t, a, 1)
			a.Draw(screen)
			if a.Frames != before+1 {
				t.Errorf("box %d: a tap at tick %d was not drawn", box, a.Tick)
			}
		}
		// Untouched for three seconds: two frames a second, and what is
		// played elsewhere (Stir: a bot's move, a room's message) is
		// drawn the tick it comes.
		frames(180)
		if got := frames(60); got != 2 {
			t.Errorf("box %d: untouched for seconds, %d frames of 60 were drawn; want 2", box, got)
		}
		for (a.Tick+1)%30 == 0 {
			frames(1)
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
		if got := frames(60); got != 2 {
			t.Errorf("box %d: after a move played elsewhere, untouched, %d frames of 60 were drawn; want 2", box, got)
		}
		t.Logf("box %d: a table waiting after %d ticks", box, at)
	}
}
