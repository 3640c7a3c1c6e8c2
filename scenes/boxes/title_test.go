package boxes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/scenes"
	"graffiti/sprites"
	"graffiti/sprites/gametest"
)

// The title's first frame fills no vector path, so the browser shows it
// without first compiling the vector shaders: its wall, words and
// buttons are drawn without them, and the neon tubes light up in the
// frames after, stuttering on, as do the tags.
func TestTitleFirstFrameFillsNoVectorPath(t *testing.T) {
	gametest.Need(t)
	a := newTestApp(scenes.SpeedInstant)
	if _, ok := a.Cur.(*scenes.Title); !ok {
		t.Fatalf("the app starts on %T", a.Cur)
	}
	screen := ebiten.NewImage(scenes.ScreenW, scenes.ScreenH)
	tick(t, a, 1)
	before := sprites.PathsFilled
	a.Draw(screen)
	if n := sprites.PathsFilled - before; n != 0 {
		t.Errorf("the title's first frame filled %d vector paths", n)
	}
	for range len(scenes.NeonStart) {
		tick(t, a, 1)
		a.Draw(screen)
	}
	if sprites.PathsFilled == before {
		t.Error("the neon and the tags never came on")
	}
}
