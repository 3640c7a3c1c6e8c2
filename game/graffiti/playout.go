package graffiti

import (
	"fmt"
	"graffiti/game"
)

// PlayoutStats describes one random game.
type PlayoutStats struct {
	Actions  int
	Rounds   int
	Scores   []int
	Graffiti int // complete graffiti at the end
}

// MaxPlayoutActions stops a random game that would not end; it is far
// above what any real game takes.
const MaxPlayoutActions = 20000

// Playout plays one game choosing uniformly among the legal actions with
// chooser. With check it plays each through Apply's check (a listed
// action must be accepted) and verifies after every action every invariant,
// that scores never fall, and the secrecy of the views: one seat's
// serialised view (each seat in turn) is unchanged when everything hidden
// from that seat is exchanged (permuteHidden). A broken rule is a
// *game.Failed.
func Playout(setup Setup, chooser *game.Rand, check bool) (PlayoutStats, error) {
	s, _, err := New(setup)
	if err != nil {
		return PlayoutStats{}, err
	}
	var legal []Action
	var ev []Event
	trail := game.Trail[Action]{Keep: check}
	scores := make([]int, s.N())
	perm := game.NewRand(setup.Seed ^ 0x5ec7e7) // apart from chooser: checking changes no game
	fail := func(err error) (PlayoutStats, error) { return PlayoutStats{}, trail.Fail(err) }
	for s.Phase != PhaseOver {
		if s.Actions >= MaxPlayoutActions {
			return fail(fmt.Errorf("the game did not end after %d actions", s.Actions))
		}
		legal = s.LegalActions(legal)
		if len(legal) == 0 {
			return fail(fmt.Errorf("no legal action in phase %s", s.Phase))
		}
		a := legal[chooser.Intn(len(legal))]
		if !check {
			ev = s.ApplyListed(ev[:0], a)
			continue
		}
		trail.Add(a)
		if ev, err = s.ApplyTo(ev[:0], a); err != nil {
			return fail(fmt.Errorf("listed action %q refused: %v", a, err))
		}
		if err := s.Invariants(); err != nil {
			return fail(err)
		}
		if err := core.CheckSecrecy(s, s.Actions%s.N(), &perm); err != nil {
			return fail(err)
		}
		for i := range s.Players {
			if s.Players[i].Score < scores[i] {
				return fail(fmt.Errorf("%s's score fell from %d to %d", s.Players[i].Name, scores[i], s.Players[i].Score))
			}
			scores[i] = s.Players[i].Score
		}
	}
	st := PlayoutStats{Actions: s.Actions, Rounds: s.Round, Graffiti: s.CompleteGraffiti()}
	for i := range s.Players {
		st.Scores = append(st.Scores, s.Players[i].Score)
	}
	return st, nil
}
