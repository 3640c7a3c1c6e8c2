package kunststucke

import (
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/sprites/gametest"
)

func TestMain(m *testing.M) { gametest.Main(m, "scenes/kunststucke", 1280, 720) }

// BoxKunststucke is Kunststücke's place on testShelf, the shelf of its tests.
const BoxKunststucke = 0

var testShelf = []scenes.Box{Box}

// newTestApp is the real app on its title screen, with a memory store
// and no devices, so tests drive it tap by tap.
func newTestApp(speed scenes.Speed) *scenes.App {
	a := scenes.NewApp(scenes.MemStore{}, scenes.NoInput{}, testShelf)
	a.Settings.Speed = speed
	return a
}

func tick(t *testing.T, a *scenes.App, n int) {
	t.Helper()
	require.NoError(t, a.Run(n))
}

func tap(t *testing.T, a *scenes.App, p ui.Point) {
	t.Helper()
	require.NoError(t, a.TapStill(p))
}

func center(r ui.Rect) ui.Point { return r.Center() }
