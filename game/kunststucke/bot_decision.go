package kunststucke

import (
	"fmt"
	"math/rand/v2"

	"graffiti/game"
	"graffiti/game/bot"
)

// Kunststücke's decision: the choice of the seat to act, made from its
// view only, at once (random, easy, or a move with no alternative worth
// searching: the look, the end of the turn) or by the search of
// bot_search.go within a budget, spent by the machinery every
// game's decision shares (game/bot/search.go).

// Decision is one Kunststücke choice being made, in slices or
// at once.
type Decision struct {
	bot.Search[*ksSim, Action]
	best Action
}

// ksTunings, by searching level: the exploration constant, the turns a
// playout plays on past the seat's own, the placements searched, the
// slides weighed after the shape, the random placements a playout weighs
// each turn, and when the seat starts drawing (ksDraw). Measured (two
// players, arena -think 0.04, 40 games unless said): more iterations
// alone change little, since the judgement of a placement is the
// one-move bot's (medium at 400 iterations won 20.5 of 40 against
// medium at 100). Slides fix a seat's groups in its last turns. Hard
// without them won 23.5 of 40 against a medium without them at 100
// iterations each, with them 31.5 of 40. A medium that never slides won
// only 89.5 % of 400 games against random, whose random slides break its
// groups; one that takes any slide worth 1.5 points in its last turn
// left hard near even (22 of 40); one that slides in its last turn only
// for 4 points or more won 92 of 100 against random and lost 28 of 40
// to hard.
//
// When to draw tells the levels apart most (60 games each): a tile drawn
// at the start is chosen blind, one drawn late from groups already
// there. A medium that draws at once as easy does, judging its free
// slots as late draws, won 71.7 % against easy; drawing only once its
// turns left are its free slots and one more, 95.0 %, its average from
// 37.7 to 56.0 points. Between two late drawers the earlier takes the
// tiles the canvas meets before the other looks: a hard with that one
// turn to spare won 54.2 % against that medium, with 4 turns 81.7 %,
// with 7 86.7 %, with 10 85.0 %. Hard spares a quarter of its deal
// more than medium: 7 turns at two players, 4 at four, where with 3 it
// won 40.0 % of 40 games against three mediums and with 7 37.5 %.
var ksTunings = [bot.NumLevels]struct {
	c      float64
	turns  int
	k      int
	slides ksSlides
	tries  int
	draw   ksDraw
}{
	bot.Medium: {0.4, 2, 4, ksSlides{1, 1, 4}, 12, ksDraw{1, 0}},
	bot.Hard:   {0.4, 4, 8, ksSlides{3, 8, 1.5}, 24, ksDraw{1, 0.25}},
}

// NewDecision prepares the choice of v.Seat, which must be the
// seat to act in a game not over. seed drives the bot's own random
// source: the same view, seed and iteration budget give the same
// decision. Random plays the core's cheap random policy (any legal
// action), easy one move ahead with noise; medium and hard search within
// the budget (with no budget at all, one move ahead). A view whose seat
// is not to act, or of a game over, is refused.
func NewDecision(level bot.Level, v View, seed uint64, b bot.Budget) (*Decision, error) {
	if level < bot.Random || level >= bot.NumLevels {
		return nil, fmt.Errorf("unknown bot level %d", int(level))
	}
	s, err := ksDeterminize(&v, seed)
	if err != nil {
		return nil, err
	}
	d := &Decision{}
	d.SetBudget(b)
	r := game.NewRand(seed ^ 0xea5e)
	switch {
	case level == bot.Random:
		d.best = DefaultPolicy().Choose(s, &r)
		d.Decided()
		return d, nil
	case level == bot.Easy:
		d.best, err = OneMove(v, seed, true)
		d.Decided()
		return d, err
	}
	tu := ksTunings[level]
	late := tu.draw.late(len(v.Players))
	cands := ksCandidates(s, tu.k, tu.slides, late)
	// The answer before any iteration: one move ahead, without noise
	// (the first candidate when it is a placement: the best by gain).
	d.best = cands[0]
	if s.Looking >= 0 {
		d.best = ksTake(s, newKsEval(s), &r, 0)
	}
	if len(cands) == 1 || (b.Time == 0 && b.Iterations == 0) {
		d.Decided()
		return d, nil
	}
	m := &ksModel{view: v, turn: v.Turn, stopTurn: v.Turn + 1 + tu.turns, k: tu.k, slides: tu.slides, tries: tu.tries, late: late,
		noise: ksPlayoutNoise, cands: map[ksPath][]Action{{}: cands}}
	tr := rand.New(rand.NewPCG(seed, 0x4b57))
	for i := 0; i < max(b.Workers, 1); i++ {
		d.AddTree(bot.NewTree[*ksSim, Action](m, len(v.Players), tr.Uint64(), tu.c))
	}
	return d, nil
}

// Best is the action chosen so far: the most visited of the search, or
// the one-move choice before any iteration.
func (d *Decision) Best() Action {
	return d.MostVisited(d.best)
}
