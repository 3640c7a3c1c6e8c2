package graffiti

import (
	"testing"

	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/sprites/gametest"
)

// BenchmarkTableFrame measures one frame of a 4-player table mid-game at
// rest (no animation running): the app's Update and Draw, which is the
// CPU work of a frame. Every 30 frames the batch is flushed outside the
// timer, as a frame end would, so queued commands do not pile up.
func BenchmarkTableFrame(b *testing.B) { benchFrame(b, false) }

// BenchmarkTableFrameRedraw is a frame that draws the whole table again,
// as while something moves: the cached picture is invalidated each time.
func BenchmarkTableFrameRedraw(b *testing.B) { benchFrame(b, true) }

func benchFrame(b *testing.B, redraw bool) {
	// Mid-game, in the play phase: about 90 actions in, the first count
	// from there that does not stop in a round end's keep step.
	var a *scenes.App
	var tb *Table
	for acts := 90; ; acts++ {
		a = scenes.NewApp(scenes.MemStore{}, scenes.NoInput{}, testShelf)
		if err := a.Prepare(scenes.ShotOptions{Scene: "table", Players: 4, Seed: 7, Actions: acts}); err != nil {
			b.Fatal(err)
		}
		tb = a.Cur.(*Table)
		if tb.S.Phase == graffiti.PhasePlay {
			break
		}
		if acts > 120 {
			b.Fatalf("no play phase between 90 and 120 actions (phase %s)", tb.S.Phase)
		}
	}
	var every func()
	if redraw {
		every = func() { tb.pictureKey = frameKey{} }
	}
	gametest.BenchFrames(b, a, scenes.ScreenW, scenes.ScreenH, every)
}
