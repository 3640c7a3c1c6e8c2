// Command floor is the floor of the browser's first-frame figures
// (docs/figures.md): the least an Ebitengine program does before its
// first frame. It fills its screen once and tells the page, as the game
// does (window.graffitiFirstFrame), so a page's first frame can be timed
// beside the game's in the same run (web's TestBrowserFirstFrameBesideTheFloor).
package main

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

type floor struct{ drawn bool }

func (f *floor) Update() error { return nil }

// Draw fills the screen once: the screen is kept between frames, so the
// frames after draw nothing.
func (f *floor) Draw(screen *ebiten.Image) {
	if f.drawn {
		return
	}
	screen.Fill(color.RGBA{0x0f, 0x0d, 0x14, 0xff}) // the page's own background
	f.drawn = true
	mark("graffiti-first-draw")
	firstFrame()
}

func (f *floor) Layout(w, h int) (int, int) { return w, h }

func main() {
	mark("graffiti-main")
	ebiten.SetScreenClearedEveryFrame(false)
	ebiten.SetWindowSize(1280, 720)
	if err := ebiten.RunGame(&floor{}); err != nil {
		panic(err)
	}
}
