package boxes

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/scenes"
	"graffiti/sprites"
	"graffiti/sprites/gametest"
)

// The icon is drawn at every size a release needs: a rounded square (its
// corners clear), its neon frame on every side, the red tag at its heart.
func TestTheIconIsDrawnAtEverySize(t *testing.T) {
	gametest.Need(t)
	for _, size := range []int{16, 32, 48, 64, 128, 256, 512, 1024} {
		img := ebiten.NewImage(size, size)
		scenes.DrawIcon(img)
		pix := gametest.Pixels(img)
		img.Deallocate()
		at := func(x, y int) color.RGBA {
			i := 4 * (y*size + x)
			return color.RGBA{pix[i], pix[i+1], pix[i+2], pix[i+3]}
		}
		if c := at(0, 0); c.A > 8 {
			t.Errorf("%d px: the corner is painted (%v): not a rounded square", size, c)
		}
		frame := 5 // the frame's middle, in 128ths (scenes/icon.go)
		if size < 48 {
			frame = 12
		}
		edge := size * frame / 128
		for _, p := range [][2]int{{size / 2, edge}, {size / 2, size - 1 - edge}, {edge, size / 2}, {size - 1 - edge, size / 2}} {
			if c := at(p[0], p[1]); !gametest.Near(c, sprites.NeonPink, 60) {
				t.Errorf("%d px: the frame at %v is %v, not neon pink", size, p, c)
			}
		}
		red := 0
		for y := size / 4; y < size*3/4; y++ {
			for x := size / 4; x < size*3/4; x++ {
				if gametest.Near(at(x, y), sprites.ArtistRed, 60) {
					red++
				}
			}
		}
		if red < size*size/40 {
			t.Errorf("%d px: %d red pixels in the middle: where is the tag?", size, red)
		}
	}
}
