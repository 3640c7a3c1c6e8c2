package graffiti

import (
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game"
	"graffiti/game/bot"
	"graffiti/game/graffiti"
	"graffiti/scenes/words"
)

// missingFR lists the formats of w (and of its parts) the French table
// lacks.
func missingFR(w graffiti.Why, out map[string]bool) {
	if _, ok := hints[w.Format]; !ok {
		out[w.Format] = true
	}
	for _, a := range w.Args {
		switch a := a.(type) {
		case graffiti.Why:
			missingFR(a, out)
		case []graffiti.Why:
			for _, p := range a {
				missingFR(p, out)
			}
		}
	}
}

// Every reason a hint can give reads in French: over whole games with
// both variants, the reasons of every action the bots consider are
// translated, parts and names included.
func TestEveryHintReasonHasItsFrench(t *testing.T) {
	missing := map[string]bool{}
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 6; seed++ {
		s, _, err := graffiti.New(graffiti.Setup{Players: 2 + int(seed%3), Seed: seed, Block: seed%2 == 0, Special: true})
		require.NoError(t, err)
		r := game.NewRand(seed)
		var legal []graffiti.Action
		for s.Phase != graffiti.PhaseOver {
			d, err := graffiti.NewDecision(bot.Easy, s.ViewFor(s.Actor()), seed, bot.Budget{})
			require.NoError(t, err)
			for _, h := range d.Hints(100) {
				seen[h.Why.Format] = true
				missingFR(h.Why, missing)
				if fr := whyText(words.French, h.Why); fr == "" || fr == h.Reason && h.Why.Format != "%s" {
					t.Errorf("the hint %q reads the same in French", h.Reason)
				}
			}
			legal = s.LegalActions(legal)
			if _, err := s.Apply(legal[r.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for f := range missing {
		t.Errorf("no French for the hint %q", f)
	}
	if len(seen) < 10 {
		t.Errorf("only %d kinds of reason seen; the test plays too little", len(seen))
	}
}
