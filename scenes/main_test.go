package scenes

import (
	"testing"

	"graffiti/sprites/gametest"
)

// The tests run inside a game loop where there is a display, so that
// the pictures kept in pieces (tiles_test.go) can be drawn and read back.
func TestMain(m *testing.M) { gametest.Main(m, "scenes", 320, 180) }
