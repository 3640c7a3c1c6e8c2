package boxes

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/sprites/gametest"
)

// The tests of the whole shelf: the games side by side on the title,
// their saves, the demo taking them in turn, every screen of every game.

func TestMain(m *testing.M) { gametest.Main(m, "scenes/boxes", 1280, 720) }

// The games' places on the shelf.
const (
	BoxGraffiti = iota
	BoxTagCity
	BoxKunststucke
)

var testShelf = Shelf

// newTestApp is the real app on its title screen, with a memory store
// and no devices, so tests drive it tap by tap.
func newTestApp(speed scenes.Speed) *scenes.App {
	a := scenes.NewApp(scenes.MemStore{}, scenes.NoInput{}, Shelf)
	a.Settings.Speed = speed
	return a
}

var testNow = time.Date(2026, 11, 22, 3, 15, 0, 0, time.UTC)

// newAppAt starts the program on a store with a fixed clock.
func newAppAt(store scenes.Store) *scenes.App {
	return scenes.NewAppAt(store, scenes.NoInput{}, Shelf, func() time.Time { return testNow })
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
