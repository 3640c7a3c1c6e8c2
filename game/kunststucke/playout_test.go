package kunststucke

import (
	"testing"

	"graffiti/game"
)

func TestRandomGamesKeepInvariants(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		for seed := uint64(1); seed <= 6; seed++ {
			r := game.NewRand(seed * 7)
			st, err := Playout(Setup{Players: n, Seed: seed, Youngest: -1}, DefaultPolicy(), &r, true)
			if err != nil {
				t.Fatal(err)
			}
			if st.Placed+st.Discarded != Deal(n)*n {
				t.Fatalf("%d players: %d placed and %d discarded of %d dealt", n, st.Placed, st.Discarded, Deal(n)*n)
			}
		}
	}
}
