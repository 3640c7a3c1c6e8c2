package graffiti

import (
	"testing"

	"graffiti/game"
	"graffiti/game/gametest"
)

// Graffiti keeps the contract every game of the house keeps, at every
// player count, with and without the variants.
func TestGraffitiKeepsTheContract(t *testing.T) {
	gametest.Contract(t, Rules, []game.Options{
		{Players: 2, Seed: 1},
		{Players: 3, Seed: 2, Variants: []string{"block"}},
		{Players: 4, Seed: 3, Variants: []string{"special", "block"}},
	})
}
