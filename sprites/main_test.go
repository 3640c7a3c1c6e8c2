package sprites

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/sprites/gametest"
)

func TestMain(m *testing.M) { gametest.Main(m, "sprites", 320, 240) }

// canvas is an offscreen image filled with the night background.
func canvas(w, h int) *ebiten.Image {
	img := ebiten.NewImage(w, h)
	img.Fill(Night)
	return img
}

// changed counts pixels that differ from the night background.
func changed(p []byte) int {
	n := 0
	for i := 0; i < len(p); i += 4 {
		if gametest.AbsDiff(p[i], Night.R)+gametest.AbsDiff(p[i+1], Night.G)+gametest.AbsDiff(p[i+2], Night.B) > 24 {
			n++
		}
	}
	return n
}
