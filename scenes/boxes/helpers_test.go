package boxes

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/sprites/gametest"
)

// The tests of the whole shelf: the games side by side on the title,
// their saves, the demo taking them in turn, every screen of every game.
// They name no game: each is a box of Shelf, by its place on it; what is
// one game's own is tested in its own scenes package.

func TestMain(m *testing.M) {
	if os.Getenv(idleEnv) != "" {
		idleProcess() // a process of the idle table's test, not the tests
	}
	gametest.Main(m, "scenes/boxes", 1280, 720)
}

var testShelf = Shelf

// The app driven a tick and a tap at a time (scenes/drive.go).
var tick, tap, center = scenes.Tick, scenes.Tap, ui.Rect.Center

// boxOf is the box whose table s is (a table knows its game), or -1.
func boxOf(s scenes.Scene) int {
	t, ok := s.(interface{ Box() scenes.Box })
	if !ok {
		return -1
	}
	for i, b := range Shelf {
		if t.Box() == b {
			return i
		}
	}
	return -1
}

// sceneInfo is what the box whose scene s is tells of it (its kind and
// the game's state hash), and that box's place on the shelf, or -1 for
// a scene of no box's.
func sceneInfo(a *scenes.App, s scenes.Scene) (scenes.SceneInfo, int) {
	for i, b := range Shelf {
		if info, ok := b.Info(a, s); ok {
			return info, i
		}
	}
	return scenes.SceneInfo{}, -1
}

// earlierSave is box's save written by the build before the house was
// laid out for several games: testdata/<name>-autosave.json, mid-game.
func earlierSave(t *testing.T, box int) []byte {
	t.Helper()
	data, err := os.ReadFile("../../testdata/" + Shelf[box].Rules().Name() + "-autosave.json")
	require.NoError(t, err)
	return data
}
