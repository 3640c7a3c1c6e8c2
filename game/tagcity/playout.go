package tagcity

import (
	"fmt"

	"graffiti/game"
)

// PlayoutStats describes one random battle.
type PlayoutStats struct {
	Actions int
	Rounds  int
	Scores  []int
	Ending  EndReason // the end conditions met when it ended
}

// MaxPlayoutActions stops a battle that would not end; far above any
// real one (at most 96 squares to tag, 5 bubbles, 5 drones a seat).
const MaxPlayoutActions = 5000

// Playout plays one battle with RandomAction drawing from chooser. With
// check it verifies after every action that the action was legal by the
// legal list's own test (Check), every invariant, that no score of a
// finished feature changes, and the secrecy of the views: a seat's
// serialised view is unchanged when everything hidden from it is
// exchanged (permuteHidden). A broken rule is a *game.Failed.
func Playout(setup Setup, chooser *game.Rand, check bool) (PlayoutStats, error) {
	s, _, err := New(setup)
	if err != nil {
		return PlayoutStats{}, err
	}
	var ev []Event
	trail := game.Trail[Action]{Keep: check}
	perm := game.NewRand(setup.Seed ^ 0x7a6c17) // apart from chooser: checking changes no battle
	fail := func(err error) (PlayoutStats, error) { return PlayoutStats{}, trail.Fail(err) }
	for s.Phase != PhaseOver {
		if s.Actions >= MaxPlayoutActions {
			return fail(fmt.Errorf("the battle did not end after %d actions", s.Actions))
		}
		a := s.RandomAction(chooser)
		trail.Add(a)
		var before []Tagger
		if check {
			before = append(before, s.Taggers...)
		}
		if ev, err = s.ApplyTo(ev[:0], a); err != nil {
			return fail(fmt.Errorf("random action %q refused: %v", a, err))
		}
		if check {
			if err := s.Invariants(); err != nil {
				return fail(err)
			}
			for i := range before {
				b, t := &before[i], &s.Taggers[i]
				if t.Done&b.Done != b.Done || t.High&b.High != b.High || !t.Grid.covers(b.Grid) || t.Drones < b.Drones {
					return fail(fmt.Errorf("%s's board lost a mark", t.Name))
				}
			}
			if err := core.CheckSecrecy(s, s.Actions%s.N(), &perm); err != nil {
				return fail(err)
			}
		}
	}
	st := PlayoutStats{Actions: s.Actions, Rounds: s.Round, Ending: s.Ending, Scores: s.Scores()}
	return st, nil
}
