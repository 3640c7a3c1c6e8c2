package tagcity

import (
	"testing"

	"graffiti/game"
	"graffiti/game/gametest"
)

// Tag City keeps the contract every game of the house keeps, at every
// player count, on both sides of its boards.
func TestTagCityKeepsTheContract(t *testing.T) {
	gametest.Contract(t, Rules, []game.Options{
		{Players: 2, Seed: 1},
		{Players: 3, Seed: 2, Variants: []string{"city=B"}},
		{Players: 4, Seed: 3, Variants: []string{"hq=B", "city=A"}},
	})
}
