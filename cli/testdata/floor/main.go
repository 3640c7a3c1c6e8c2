// Command floor is an empty Ebitengine window: the memory figure's floor
// (memory_test.go). It opens a window as large as the game's, fills it
// at every frame for as many ticks as the game's picture runs, and quits.
// Whatever the game's process holds above this one is the game's own.
package main

import (
	"flag"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

type floor struct{ left int }

func (f *floor) Update() error {
	if f.left--; f.left < 0 {
		return ebiten.Termination
	}
	return nil
}

func (f *floor) Draw(screen *ebiten.Image) { screen.Fill(color.RGBA{0x20, 0x20, 0x24, 0xff}) }

func (f *floor) Layout(w, h int) (int, int) { return w, h }

func main() {
	ticks := flag.Int("ticks", 120, "ticks to run before quitting")
	flag.Parse()
	ebiten.SetWindowSize(1280, 720)
	if err := ebiten.RunGame(&floor{left: *ticks}); err != nil {
		panic(err)
	}
}
