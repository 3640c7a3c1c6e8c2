package graffiti

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"graffiti/scenes"
	"graffiti/sprites"
	"graffiti/sprites/gametest"
)

// The pointer over a legal space rings it in amber; away from it, the
// space has no amber ring.
func TestHoverLightsTheLegalSpaceUnderThePointer(t *testing.T) {
	gametest.Need(t)
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	require.NoError(t, a.Prepare(scenes.ShotOptions{Scene: "table", Players: 4, Seed: 7, Actions: 60}))
	tb := a.Cur.(*Table)
	c, want := somethingToDo(tb)
	require.Equal(t, tSpace, want.kind)
	sp := spacePos(want.space)
	around := image.Rect(int(sp.X-sp.R-12), int(sp.Y-sp.R-12), int(sp.X+sp.R+12), int(sp.Y+sp.R+12))
	amber := func() int {
		img := a.Render()
		defer img.Deallocate()
		return gametest.CountNear(gametest.Pixels(img.SubImage(around).(*ebiten.Image)), sprites.NeonAmber, 40)
	}
	a.In.Hover = c
	over := amber()
	a.In.Hover.X, a.In.Hover.Y = -100, -100
	away := amber()
	require.Greater(t, over, away+40, "amber pixels round the space: %d with the pointer over it, %d without", over, away)
}
