package graffiti

import (
	"graffiti/game"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestRandomGamesKeepInvariants(t *testing.T) {
	for players := 2; players <= 4; players++ {
		for v := 0; v < 4; v++ {
			for seed := uint64(1); seed <= 20; seed++ {
				setup := Setup{Players: players, Seed: seed, Block: v&1 != 0, Special: v&2 != 0}
				r := game.NewRand(seed * 7)
				st, err := Playout(setup, &r, true)
				require.NoError(t, err)
				if st.Graffiti < GraffitiToEnd {
					t.Fatalf("game ended with %d complete graffiti", st.Graffiti)
				}
			}
		}
	}
}
