package tagcity

import (
	"fmt"
	"math/rand/v2"

	"graffiti/game"
	"graffiti/game/bot"
)

// Tag City's decision: the choice of the seat to act, made from its view
// only, at once (random, easy) or by the search of bot_search.go
// within a budget. The budget is spent by the machinery Graffiti's
// Decision uses too (game/bot/search.go): StepFor's slices, Run's goroutines,
// Done and Iterations.
//
// In the final-die phase every tagger chooses in turn, secretly: the
// view's Current is the one choosing, and Chosen tells who has chosen
// before it, never what.

// Decision is one Tag City choice being made, in slices or at
// once, like Graffiti's Decision (the same search machinery).
type Decision struct {
	bot.Search[*tcSim, Action]
	best Action
}

// tcTunings: the exploration constant, the rounds a playout looks ahead,
// the drawings kept per die and whether the cut-off counts the features
// nearly filled (tcProspectRewards), by level.
var tcTunings = [bot.NumLevels]struct {
	c         float64
	rounds    int
	k         int
	prospects bool
}{bot.Medium: {0.4, 1, 3, false}, bot.Hard: {0.4, 2, 5, true}}

// NewDecision prepares the choice of v.Seat, which must be the
// seat to act (v.Current; in the final-die phase, the tagger choosing).
// seed drives the bot's own random source: the same view, seed and
// iteration budget give the same decision. Random and easy decide at
// once (any legal action; one move ahead with noise); medium and hard
// search within the budget (with no budget at all, one move ahead).
func NewDecision(level bot.Level, v View, seed uint64, b bot.Budget) (*Decision, error) {
	if level < bot.Random || level >= bot.NumLevels {
		return nil, fmt.Errorf("unknown bot level %d", int(level))
	}
	if v.Phase == PhaseOver {
		return nil, fmt.Errorf("the battle is over")
	}
	if v.Current != v.Seat {
		return nil, fmt.Errorf("seat %d is not to act (seat %d is)", v.Seat, v.Current)
	}
	d := &Decision{}
	d.SetBudget(b)
	switch {
	case level == bot.Random:
		g := game.NewRand(seed)
		s, err := Determinize(&v, &g)
		if err != nil {
			return nil, err
		}
		d.best = s.RandomAction(&g)
		d.Decided()
		return d, nil
	case level == bot.Easy || (b.Time == 0 && b.Iterations == 0):
		a, err := OneMove(v, seed, level == bot.Easy)
		if err != nil {
			return nil, err
		}
		d.best = a
		d.Decided()
		return d, nil
	}
	// The first move one move ahead: the answer before any iteration.
	first, err := OneMove(v, seed, false)
	if err != nil {
		return nil, err
	}
	d.best = first
	tu := tcTunings[level]
	m := &tcModel{view: v, stopRound: v.Round + tu.rounds, k: tu.k, prospects: tu.prospects}
	r := rand.New(rand.NewPCG(seed, 0x7c17))
	for i := 0; i < max(b.Workers, 1); i++ {
		d.AddTree(bot.NewTree[*tcSim, Action](m, len(v.Taggers), r.Uint64(), tu.c))
	}
	return d, nil
}

// Best is the action chosen so far: the most visited of the search, or
// the one-move choice before any iteration.
func (d *Decision) Best() Action {
	return d.MostVisited(d.best)
}
