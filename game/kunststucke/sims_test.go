package kunststucke

import (
	"testing"
	"time"

	"graffiti/game"
	"graffiti/game/gametest"
)

// TestSims plays random games with every check on (invariants after every
// action, a view's secrecy at every turn's end) and prints figures. It
// plays 20 games per player count; KUNSTSTUCKE_SIMS=10000 runs the full
// simulation:
//
//	KUNSTSTUCKE_SIMS=10000 go test -count=1 -run TestSims -v ./game/kunststucke
func TestSims(t *testing.T) {
	games := 20
	games = gametest.Games(t, "KUNSTSTUCKE_SIMS", games)
	for n := MinPlayers; n <= MaxPlayers; n++ {
		start := time.Now()
		var actions, discarded, forced, firstForced, withForced, slides, drawn, met, score, shared, breaks int
		wins := make([]int, n)
		for g := 0; g < games; g++ {
			seed := uint64(n)<<32 | uint64(g)
			r := game.NewRand(seed ^ 0xa11ce)
			st, err := Playout(Setup{Players: n, Seed: seed, Youngest: 0}, DefaultPolicy(), &r, true)
			if err != nil {
				breaks++
				t.Errorf("%v", err)
				continue
			}
			actions += st.Actions
			discarded += st.Discarded
			forced += st.Forced
			if st.FirstForced > 0 {
				firstForced += st.FirstForced
				withForced++
			}
			slides += st.Slides
			drawn += st.Drawn
			met += st.Met
			for _, sc := range st.Scores {
				score += sc
			}
			if len(st.Winners) > 1 {
				shared++
			}
			for _, w := range st.Winners {
				wins[w]++
			}
		}
		f := float64(games)
		first := 0.0
		if withForced > 0 {
			first = float64(firstForced) / float64(withForced) / float64(Deal(n)*n)
		}
		t.Logf("%d players: %d games in %v, %d breaks; per game %.1f actions, %.1f discards (%.1f forced; first forced at %.0f%% of the turns in %d games), %.1f slides, %.1f tiles drawn, %.1f met; mean score %.1f; shared wins %d; wins by seat from the first %v",
			n, games, time.Since(start).Round(time.Millisecond), breaks, float64(actions)/f, float64(discarded)/f, float64(forced)/f,
			100*first, withForced, float64(slides)/f, float64(drawn)/f, float64(met)/f, float64(score)/f/float64(n), shared, wins)
	}
}
