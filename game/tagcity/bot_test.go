package tagcity

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"graffiti/game"
	"graffiti/game/bot"
	"graffiti/game/gametest"
)

// The one-move bot's choice is legal in every position of random
// battles, for 2 to 4 taggers, with and without noise.
func TestTagCityOneMoveIsAlwaysLegal(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		s, _, err := New(Setup{Players: n, Seed: uint64(n)})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; s.Phase != PhaseOver; i++ {
			seat := s.Actor()
			a, err := OneMove(s.ViewFor(seat), uint64(i), i%2 == 0)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.Apply(a); err != nil {
				t.Fatalf("%d taggers, action %d: %q is refused: %v", n, i, a, err)
			}
		}
	}
}

// Its final-die choice depends on its own view only: what the others
// chose before it, still secret, changes nothing.
func TestTagCityOneMoveIgnoresOthersSecretChoices(t *testing.T) {
	s, _, _ := New(Setup{Players: 3, Seed: 9})
	r := game.NewRand(2)
	checked := 0
	for s.Phase != PhaseOver && checked < 5 {
		if s.Phase == PhaseFinal && len(s.Finals) > 0 {
			seat := s.Actor()
			a1, _ := OneMove(s.ViewFor(seat), 7, false)
			alt := s.Clone()
			for i := range alt.Finals {
				alt.Finals[i].Use = Use{Kind: ActSocial}
			}
			a2, _ := OneMove(alt.ViewFor(seat), 7, false)
			if a1 != a2 {
				t.Fatalf("the choice changed with the others' secret choices: %q against %q", a1, a2)
			}
			checked++
		}
		if _, err := s.Apply(s.RandomAction(&r)); err != nil {
			t.Fatal(err)
		}
	}
	if checked == 0 {
		t.Fatal("no final-die choice was checked")
	}
}

// One move ahead beats random play clearly over two-tagger battles.
func TestTagCityOneMoveBeatsRandom(t *testing.T) {
	wins, games := 0, 40
	for g := 0; g < games; g++ {
		s, _, _ := New(Setup{Players: 2, Seed: uint64(100 + g)})
		r := game.NewRand(uint64(g))
		me := g % 2
		for i := 0; s.Phase != PhaseOver; i++ {
			var a Action
			if s.Actor() == me {
				a, _ = OneMove(s.ViewFor(me), uint64(i), true)
			} else {
				a = s.RandomAction(&r)
			}
			if _, err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if s.Score(me) > s.Score(1-me) {
			wins++
		}
	}
	t.Logf("one move ahead won %d of %d against random", wins, games)
	if wins < games*3/4 {
		t.Errorf("one move ahead won only %d of %d against random", wins, games)
	}
}

// tcPositions plays random battles of n taggers on each city side and
// keeps every every-th position, and every final-die choice made after
// another tagger's, so that each phase is sampled.
func tcPositions(t *testing.T, n, battles, every int) []*State {
	t.Helper()
	var out []*State
	for b := 0; b < battles; b++ {
		setup := Setup{Players: n, Seed: uint64(1000*n + b), City: Side(b % 2), HQ: Side(b / 2 % 2)}
		s, _, err := New(setup)
		if err != nil {
			t.Fatal(err)
		}
		r := game.NewRand(uint64(b))
		for i := 0; s.Phase != PhaseOver; i++ {
			if i%every == 0 || s.Phase == PhaseFinal && len(s.Finals) > 0 && i%2 == 0 {
				out = append(out, s.Clone())
			}
			if _, err := s.Apply(s.RandomAction(&r)); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// Every level's decision is legal in positions of random battles of 2, 3
// and 4 taggers, on both city sides, in every phase (placing the dice,
// the picks, the final die with and without earlier secret choices),
// with one search tree and with two.
func TestTagCityDecisionIsLegalAtEveryLevel(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		phases := map[string]int{}
		for i, s := range tcPositions(t, n, 4, 8) {
			seat := s.Actor()
			phase := s.Phase.String()
			if s.Phase == PhaseFinal && len(s.Finals) > 0 {
				phase += " after another's choice"
			}
			phases[phase]++
			for _, level := range []bot.Level{bot.Random, bot.Easy, bot.Medium, bot.Hard} {
				b := bot.Budget{Iterations: 6, Workers: 1 + i%2}
				d, err := NewDecision(level, s.ViewFor(seat), uint64(i), b)
				if err != nil {
					t.Fatalf("%d taggers, %s, %s: %v", n, phase, level, err)
				}
				d.Run(context.Background())
				if level >= bot.Medium && d.Iterations() < 6 {
					t.Errorf("%d taggers, %s: %d iterations for a budget of 6", n, level, d.Iterations())
				}
				if err := s.Check(d.Best()); err != nil {
					t.Fatalf("%d taggers, %s, %s chose %q: %v", n, phase, level, d.Best(), err)
				}
			}
		}
		for _, p := range []string{"place", "pick", "final", "final after another's choice"} {
			if phases[p] == 0 {
				t.Errorf("%d taggers: no position in phase %q was sampled (%v)", n, p, phases)
			}
		}
	}
}

// A decision asked of a seat not to act is refused, at every level.
func TestTagCityDecisionRefusesASeatNotToAct(t *testing.T) {
	s, _, _ := New(Setup{Players: 3, Seed: 4})
	other := (s.Actor() + 1) % 3
	for _, level := range []bot.Level{bot.Random, bot.Easy, bot.Medium, bot.Hard} {
		if _, err := NewDecision(level, s.ViewFor(other), 1, bot.Budget{Iterations: 4}); err == nil {
			t.Errorf("%s decided for seat %d while seat %d is to act", level, other, s.Actor())
		}
	}
}

// hideOthers gives a copy of s that differs from it only in what seat
// cannot see: the other taggers' pending final-die choices become other
// legal choices, and the future rolls change. It reports whether a
// choice changed.
func hideOthers(t *testing.T, s *State, seat int, r *game.Rand) (*State, bool) {
	t.Helper()
	alt := s.Clone()
	alt.RNG = game.NewRand(r.Uint64())
	changed := false
	for i, f := range alt.Finals {
		if f.Seat == seat {
			continue
		}
		// A tagger's choice was made from the board as the final die
		// found it: any of its legal choices will do, but a different
		// one is sought.
		alt.Current = f.Seat
		for try := 0; try < 20; try++ {
			a := alt.RandomAction(r)
			u := Use{Kind: a.Kind, Shape: a.Shape, Orient: int(a.Orient), Row: int(a.Row), Col: int(a.Col)}
			if u != f.Use {
				alt.Finals[i].Use = u
				changed = true
				break
			}
		}
	}
	alt.Current = s.Current
	if err := alt.Invariants(); err != nil {
		t.Fatalf("the changed state is broken: %v", err)
	}
	return alt, changed
}

// A decision depends on the seat's view only: two states that differ only
// in the other taggers' pending final-die choices (and the future rolls)
// give the same decision for the same seed, at every level.
func TestTagCityDecisionIgnoresHiddenInformation(t *testing.T) {
	r := game.NewRand(77)
	checked := 0
	for n := 2; n <= MaxPlayers; n++ {
		for i, s := range tcPositions(t, n, 2, 1000) {
			if s.Phase != PhaseFinal || len(s.Finals) == 0 {
				continue
			}
			seat := s.Actor()
			alt, changed := hideOthers(t, s, seat, &r)
			if !changed {
				continue
			}
			checked++
			if err := gametest.ChooseAlike(NewDecision, [2]View{s.ViewFor(seat), alt.ViewFor(seat)}, uint64(i), 16); err != nil {
				t.Errorf("%d taggers: the choice changed with the others' secret choices: %v", n, err)
			}
		}
	}
	if checked < 6 {
		t.Fatalf("only %d final-die positions with others' secret choices were checked", checked)
	}
}

// The same view, seed and iteration budget give the same decision,
// whether the budget is spent by Run on goroutines or by StepFor in
// slices; the budget is spent exactly.
func TestTagCityDecisionRepeatsWithAnIterationBudget(t *testing.T) {
	seeds := map[Action]bool{}
	for i, s := range tcPositions(t, 3, 1, 4)[:16] {
		seat := s.Actor()
		level := []bot.Level{bot.Medium, bot.Hard}[i%2]
		if _, spent := gametest.Repeats(t, NewDecision, level, s.ViewFor(seat), uint64(i), 24); spent != 24 {
			t.Fatalf("%d iterations for a budget of 24", spent)
		}
		if i == 1 { // a pick: another seed may choose otherwise
			gametest.SeedsChoose(NewDecision, s.ViewFor(seat), seeds)
		}
	}
	if len(seeds) < 2 {
		t.Errorf("eight seeds all chose %v: the seed drives nothing", seeds)
	}
}

// A time budget is spent in slices (spendsInSlices).
func TestTagCityDecisionStepForSpendsTheTimeBudgetInSlices(t *testing.T) {
	s, _, _ := New(Setup{Players: 2, Seed: 3})
	s.Apply(s.LegalActions(nil)[0]) // placed: the first pick is a real choice
	d, err := NewDecision(bot.Hard, s.ViewFor(s.Actor()), 1, bot.Budget{Time: 40 * time.Millisecond, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	gametest.SpendsInSlices(t, d)
	if err := s.Check(d.Best()); err != nil {
		t.Errorf("the choice %q is illegal: %v", d.Best(), err)
	}
}

// The search finds what one move ahead finds and more: medium beats the
// one-move easy bot over two-tagger battles at a small budget.
func TestTagCityMediumBeatsEasy(t *testing.T) {
	wins, games := 0.0, 6
	for g := 0; g < games; g++ {
		s, _, _ := New(Setup{Players: 2, Seed: uint64(500 + g/2)})
		me := g % 2
		for i := 0; s.Phase != PhaseOver; i++ {
			seat := s.Actor()
			level := bot.Easy
			if seat == me {
				level = bot.Medium
			}
			d, err := NewDecision(level, s.ViewFor(seat), uint64(i), bot.Budget{Iterations: 40, Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			d.Run(context.Background())
			if _, err := s.Apply(d.Best()); err != nil {
				t.Fatal(err)
			}
		}
		for _, w := range s.Winners {
			if w == me {
				wins += 1 / float64(len(s.Winners))
			}
		}
	}
	t.Logf("medium won %.1f of %d against easy", wins, games)
	if wins < float64(games)*0.6 {
		t.Errorf("medium won only %.1f of %d against easy", wins, games)
	}
}

// The model searches a manageable list: of the thousands of drawings a
// pick allows, a few per die, and among them the drawing that gains the
// most by the cheap gain (a completed feature first). A playout's rewards
// lie in [0, 1].
func TestTagCityModelPrunesDrawingsButKeepsTheBest(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	picks := 0
	for n := 2; n <= MaxPlayers; n++ {
		for _, s := range tcPositions(t, n, 2, 3) {
			if s.Phase == PhaseOver {
				continue
			}
			m := &tcModel{view: s.ViewFor(s.Actor()), stopRound: s.Round + 1, k: tcTunings[bot.Medium].k}
			x := &tcSim{s: s.Clone(), rng: game.NewRand(3)}
			cands := m.Moves(x, nil)
			legal := s.LegalActions(nil)
			if len(cands) == 0 {
				t.Fatalf("no move to search among %d legal ones", len(legal))
			}
			if s.Phase == PhasePick {
				picks++
				if len(cands) > 40 {
					t.Errorf("%d moves searched of %d legal ones", len(cands), len(legal))
				}
				best, bestCand := math.Inf(-1), math.Inf(-1)
				for _, a := range legal {
					if a.Kind == ActTag {
						best = max(best, tcGain(s, s.Actor(), a))
					}
				}
				for _, a := range cands {
					if err := s.Check(a); err != nil {
						t.Fatalf("%q is searched but illegal: %v", a, err)
					}
					if a.Kind == ActTag {
						bestCand = max(bestCand, tcGain(s, s.Actor(), a))
					}
				}
				if best != bestCand {
					t.Errorf("the best drawing gains %.2f, the best searched %.2f", best, bestCand)
				}
			}
			out := make([]float64, n)
			m.Playout(x, rng, out)
			for i, v := range out {
				if v < 0 || v > 1 || math.IsNaN(v) {
					t.Errorf("seat %d's reward is %v", i, v)
				}
			}
		}
	}
	if picks < 20 {
		t.Errorf("only %d picks were sampled", picks)
	}
}

// Hard's cut-off counts a feature nearly filled as part of its value to
// come: a tagger one square short of column B leads one with as many
// squares tagged that fill nothing, and leads by less once another
// tagger is as near to the column's high value. Rewards lie in [0, 1].
func TestTagCityHardCountsFeaturesNearlyFilled(t *testing.T) {
	s := newBattle(t, Setup{Players: 4}, 0, 1, 2, 3, 4, 5)
	s.tagSquares(t, 1, sq(t, "B1", "B2", "B3", "B4", "B5", "B6", "B7"))
	s.tagSquares(t, 2, sq(t, "A1", "C2", "E3", "G4", "I5", "K6", "L8"))
	out := make([]float64, 4)
	tcProspectRewards(s, out)
	for i, v := range out {
		if v < 0 || v > 1 || math.IsNaN(v) {
			t.Fatalf("seat %d's reward is %v", i, v)
		}
	}
	if out[1] <= out[2] {
		t.Errorf("one square short of column B: %.3f, nothing near: %.3f", out[1], out[2])
	}
	alone := out[1]
	s.tagSquares(t, 3, sq(t, "B1", "B2", "B3", "B4", "B5", "B6", "B7"))
	tcProspectRewards(s, out)
	if out[1] >= alone {
		t.Errorf("with a rival as near, column B still counts %.3f (%.3f alone)", out[1], alone)
	}
}
