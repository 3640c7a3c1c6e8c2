package graffiti

import (
	"testing"

	"graffiti/scenes"
	"graffiti/sprites/gametest"
)

func TestMain(m *testing.M) { gametest.Main(m, "scenes", scenes.ScreenW, scenes.ScreenH) }

// invalidate makes the table's next frame draw its picture again, for a
// test that changed the state behind the table's back.
func (t *Table) invalidate() { t.pictureKey = frameKey{} }
