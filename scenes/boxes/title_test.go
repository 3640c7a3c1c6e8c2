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
// frames after, stuttering on, as do the tags. The paths are counted,
// not their pixels: drawn by a GL that draws none.
func TestTitleFirstFrameFillsNoVectorPath(t *testing.T) {
	if gametest.WithoutPixels(t) {
		return
	}
	a := scenes.TestApp(Shelf, scenes.SpeedInstant)
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
		a := scenes.TestApp(Shelf, scenes.SpeedInstant)
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

// The line under the title credits the authors the box's rulebook names,
// and nobody's where it names none: no game is credited to another's.
func TestTheTitleCreditsOnlyTheBoxsOwnAuthors(t *testing.T) {
	gametest.Need(t)
	for i, b := range Shelf {
		a := scenes.TestApp(Shelf, scenes.SpeedInstant)
		a.Settings.Box = i
		a.Cur = scenes.NewTitle(a)
		tick(t, a, 30)
		screen := ebiten.NewImage(scenes.ScreenW, scenes.ScreenH)
		a.Draw(screen)
		pix := gametest.Pixels(screen)
		screen.Deallocate()
		text := 0
		for y := 694; y < 716; y++ {
			for x := 380; x < 900; x++ {
				j := 4 * (y*scenes.ScreenW + x)
				// The text is chalk at 0.6 over the dark wall: light grey.
				if r, g, b := int(pix[j]), int(pix[j+1]), int(pix[j+2]); r > 110 && g > 110 && b > 110 {
					text++
				}
			}
		}
		credits := b.Credits(a.Lang())
		switch {
		case credits != "" && text < 100:
			t.Errorf("%s: the credits %q are not drawn (%d pixels)", b.Rules().Name(), credits, text)
		case credits == "" && text > 0:
			t.Errorf("%s: %d pixels of text under the title, with no authors to credit", b.Rules().Name(), text)
		}
	}
}
