package boxes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/scenes"
	"graffiti/sprites/gametest"
)

// pacedLoop runs the app as Ebitengine's loop does when it runs only
// the frames asked for: a frame when the one before asked for it, in it
// as many ticks as passed since (those beyond Ebitengine's CatchUp run
// by the app itself), then its drawing. Time is counted in ticks.
type pacedLoop struct {
	a      *scenes.App
	screen *ebiten.Image
	next   int // ticks to the frame asked for
}

// run runs span ticks of time and counts the frames run and drawn.
func (l *pacedLoop) run(t *testing.T, span int) (frames, drawn int) {
	t.Helper()
	before := l.a.Frames
	for spent := 0; spent < span; spent += l.next {
		tick(t, l.a, l.next)
		l.a.Draw(l.screen)
		frames++
		l.next = l.a.NextFrameIn()
	}
	return frames, l.a.Frames - before
}

// A table waiting for a person, untouched, runs and draws a frame every
// 120 ticks (two seconds); the same game's table while its pieces move
// (the café demo's) runs and draws every tick. Over ten seconds of
// ticks the still table costs a 120th of the frames, and what is played
// elsewhere (Stir) is drawn the frame it is heard.
func TestAnIdleTableRunsA120thOfTheFramesOfAMovingOne(t *testing.T) {
	if gametest.WithoutPixels(t) {
		return
	}
	const span = 600 // ten seconds
	a, _ := tableWaiting(t, 0)
	a.Restful()
	l := &pacedLoop{a: a, screen: ebiten.NewImage(1280, 720), next: 1}
	l.run(t, 300) // past the last input, and deeply at rest
	idleFrames, idleDrawn := l.run(t, span)

	before := a.Frames
	scenes.Stir()
	l.run(t, 1)
	if a.Frames != before+1 {
		t.Errorf("a move played elsewhere was not drawn the frame it was heard")
	}

	a.DemoSeed, a.BotSeed, a.BotIterations = 7, 7, 400
	a.StartDemo()
	l.run(t, 60) // the fade to the demo's table
	movingFrames, movingDrawn := l.run(t, span)
	t.Logf("over %d ticks: still, %d frames run and %d drawn; moving, %d run and %d drawn",
		span, idleFrames, idleDrawn, movingFrames, movingDrawn)
	if movingFrames != span || movingDrawn != span {
		t.Errorf("moving: %d frames run and %d drawn in %d ticks; want every tick", movingFrames, movingDrawn, span)
	}
	if idleFrames != span/120 || idleDrawn != span/120 {
		t.Errorf("still: %d frames run and %d drawn in %d ticks; want one in 120, %d", idleFrames, idleDrawn, span, span/120)
	}
}
