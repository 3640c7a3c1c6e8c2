package kunststucke

import (
	"testing"

	"graffiti/game"
	"graffiti/game/gametest"
)

// Kunststücke keeps the contract every game of the house keeps, at
// every player count, who starts by chance or chosen.
func TestKunststuckeKeepsTheContract(t *testing.T) {
	gametest.Contract(t, Rules, []game.Options{
		{Players: 2, Seed: 1},
		{Players: 3, Seed: 2, Variants: []string{"first=2"}},
		{Players: 4, Seed: 3},
		{Players: 5, Seed: 4, Variants: []string{"first=5"}},
	})
}
