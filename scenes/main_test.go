package scenes

import (
	"testing"

	"graffiti/scenes/ui"
	"graffiti/sprites/gametest"
)

func TestMain(m *testing.M) { gametest.Main(m, "scenes", ScreenW, ScreenH) }

// NoInput is a source for headless tests: nothing but what is injected.
type NoInput struct{}

// Read gives an empty input.
func (NoInput) Read(float64) ui.Input { return ui.Input{} }

// invalidate makes the table's next frame draw its picture again, for a
// test that changed the state behind the table's back.
func (t *Table) invalidate() { t.pictureKey = frameKey{} }
