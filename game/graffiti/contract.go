package graffiti

import (
	"graffiti/game"
)

// Rules is Graffiti as the house plays it (the contract of package game):
// set-up from options, the match played by the text of its actions,
// views, saves, records, bots and the simulator's checked playout.
var Rules game.Game = &game.Box[*State, Action, Event, View, Setup, *Record, *Decision]{
	Core: core, GameName: "graffiti", GameTitle: "Graffiti",
	MinSeats: MinPlayers, MaxSeats: MaxPlayers,
	Choices: []game.Variant{
		{Name: "block", Usage: "variant 1: the blocking token"},
		{Name: "special", Usage: "variant 2: the special graffiti"},
	},
	// Dealt from options, saved, recorded, and played by bots and by
	// the simulator, each by the functions of its own file.
	Setup: setupOf, Deal: New, Files: files, Stand: StandIn, Bot: NewDecision, Simulate: simulate,
}

// core is Graffiti's state, actions and events for the generic match.
var core = game.Fill[View, Outcome](&game.Core[*State, Action, Event]{
	Parse:   Parse,
	Names:   func(s *State) []string { return game.SeatNames(s.Players, func(p *Player) string { return p.Name }) },
	Actions: func(s *State) int { return s.Actions },
	Check: func(s *State, a Action) error {
		_, err := s.Check(a)
		return err
	},
	Result: func(s *State) game.Result { return result(s.Players, s.Winners) },
	Record: func(s *State, actions []string) ([]byte, error) {
		return files.Record(s.Setup, actions)
	},
	Reshuffle: (*State).permuteHidden,
	Final:     final,
	UndoSteps: -1,
})

// setupOf is the set-up options ask for.
func setupOf(o game.Options) (Setup, error) {
	return Setup{Players: o.Players, Names: o.Names, Seed: o.Seed, Block: o.Has("block"), Special: o.Has("special")}, nil
}

// Choice is the text of the action chosen so far.
func (d *Decision) Choice() string { return d.Best().String() }

// simulate is the simulator's game, its stats as the contract counts them.
func simulate(setup Setup, r *game.Rand, check bool) (game.Playout, error) {
	st, err := Playout(setup, r, check)
	return game.Playout{Actions: st.Actions, Scores: st.Scores, Tallies: []game.Tally{{Name: "rounds", N: st.Rounds}, {Name: "graffiti completed", N: st.Graffiti}}}, err
}

// Told is the event as seat may learn it: a permit drawn from the stack
// is shown to its seat alone, its pips blanked for everyone else.
func (e Event) Told(seat int) game.Event {
	if e.Private && seat != e.Seat {
		e.Pips = 0
	}
	return e
}

func result(ps []Player, winners []int) game.Result {
	r := game.Result{Winners: append([]int(nil), winners...)}
	for _, p := range ps {
		r.Scores = append(r.Scores, p.Score)
	}
	return r
}

// NewMatch plays s, the game as it stands, as the contract's Match (it
// keeps no record of the actions before it).
func NewMatch(s *State) game.Match { return core.Play(s, nil) }

// StateOf is the state behind a Match of this game, for whoever owns the
// game (nil for another game's).
func StateOf(m game.Match) *State {
	s, _ := game.CoreState[*State, Action, Event](m)
	return s
}
