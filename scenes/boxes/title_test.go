package boxes

import (
	"bytes"
	"image"
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

// A release shows its version in the title's bottom right corner, and
// nothing else changes; a build without one shows none.
func TestTheTitleShowsTheReleasesVersionInItsCorner(t *testing.T) {
	gametest.Need(t)
	frame := func(version string) []byte {
		a := newTestApp(scenes.SpeedInstant)
		a.Version = version
		tick(t, a, 30)
		screen := ebiten.NewImage(scenes.ScreenW, scenes.ScreenH)
		defer screen.Deallocate()
		a.Draw(screen)
		return gametest.Pixels(screen)
	}
	plain, release := frame(""), frame("v1.4.0-3-gabcdef0")
	corner := image.Rect(1100, 690, scenes.ScreenW, scenes.ScreenH)
	inCorner, outside := 0, 0
	for i := 0; i < len(plain); i += 4 {
		if bytes.Equal(plain[i:i+4], release[i:i+4]) {
			continue
		}
		p := image.Pt(i/4%scenes.ScreenW, i/4/scenes.ScreenW)
		if p.In(corner) {
			inCorner++
		} else {
			outside++
		}
	}
	if inCorner < 50 {
		t.Errorf("the version changes %d pixels of the corner: not shown", inCorner)
	}
	if outside > 0 {
		t.Errorf("the version changes %d pixels outside the corner", outside)
	}
}
