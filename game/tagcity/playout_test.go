package tagcity

import (
	"testing"
	"time"

	"graffiti/game"
	"graffiti/game/gametest"
)

// TestRandomGamesKeepInvariants plays random battles of every player
// count, HQ side and city side with every invariant and the views'
// secrecy checked after every action.
func TestRandomGamesKeepInvariants(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for side := SideA; side <= SideB; side++ {
			for seed := uint64(1); seed <= 30; seed++ {
				setup := Setup{Players: players, Seed: seed, HQ: Side(seed % 2), City: side}
				r := game.NewRand(seed * 7)
				st, err := Playout(setup, &r, true)
				if err != nil {
					t.Fatal(err)
				}
				if st.Ending == 0 || st.Rounds < 1 {
					t.Fatalf("battle ended with no end condition after %d rounds", st.Rounds)
				}
			}
		}
	}
}

// TestSimulations plays TAGCITY_SIM_GAMES battles (default 50; 10 with
// -short) of every player count and city side, the HQ side alternating,
// with every invariant and the views' secrecy checked after every action,
// and logs the counts and the time:
//
//	TAGCITY_SIM_GAMES=10000 go test ./game/tagcity -run TestSimulations -v -count=1
func TestSimulations(t *testing.T) {
	games := 50
	if testing.Short() {
		games = 10
	}
	games = gametest.Games(t, "TAGCITY_SIM_GAMES", games)
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for side := SideA; side <= SideB; side++ {
			start := time.Now()
			var actions, rounds int
			ends := map[EndReason]int{}
			breaks := 0
			for g := 0; g < games; g++ {
				seed := uint64(players)<<40 | uint64(side)<<32 | uint64(g)
				setup := Setup{Players: players, Seed: seed, HQ: Side(g % 2), City: side}
				r := game.NewRand(seed ^ 0xc0ffee)
				st, err := Playout(setup, &r, true)
				if err != nil {
					breaks++
					t.Errorf("%v", err)
					continue
				}
				actions += st.Actions
				rounds += st.Rounds
				ends[st.Ending]++
			}
			el := time.Since(start)
			t.Logf("%d taggers, city side %s: %d battles, %d broken, %d actions, %.2f rounds a battle, ends %v, %v (%.0f µs an action)",
				players, side, games, breaks, actions, float64(rounds)/float64(games), ends, el.Round(time.Millisecond), float64(el.Microseconds())/float64(actions))
		}
	}
}
