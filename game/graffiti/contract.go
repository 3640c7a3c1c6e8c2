package graffiti

import (
	"encoding/json"
	"errors"
	"fmt"

	"graffiti/game"
	"graffiti/game/bot"
)

// Rules is Graffiti as the house plays it (the contract of package game):
// set-up from options, the match played by the text of its actions,
// views, saves, records, bots and the simulator's checked playout.
var Rules game.Game = rules{}

type rules struct{}

// core is Graffiti's state, actions and events for the generic match.
var core = &game.Core[*State, Action, Event]{
	Parse:   Parse,
	Seats:   (*State).N,
	Names:   func(s *State) []string { return playerNames(s.Players) },
	Actor:   (*State).Actor,
	Actions: func(s *State) int { return s.Actions },
	Legal:   (*State).LegalActions,
	Check: func(s *State, a Action) error {
		_, err := s.Check(a)
		return err
	},
	Apply:      (*State).ApplyTo,
	View:       func(s *State, seat int) game.View { return s.ViewFor(seat) },
	Result:     func(s *State) game.Result { return result(s.Players, s.Winners) },
	Outcome:    func(s *State) any { return s.Outcome() },
	Hash:       (*State).Hash,
	Save:       (*State).Save,
	Invariants: (*State).Invariants,
	Clone:      (*State).Clone,
	Record: func(s *State, actions []string) ([]byte, error) {
		return json.Marshal(Record{Format: Format, Setup: s.Setup, Actions: actions})
	},
	Reshuffle: (*State).permuteHidden,
	Final:     final,
	UndoSteps: -1,
}

func (rules) Name() string             { return "graffiti" }
func (rules) Title() string            { return "Graffiti" }
func (rules) Players() (int, int)      { return MinPlayers, MaxPlayers }
func (rules) Variants() []game.Variant { return gameVariants }

var gameVariants = []game.Variant{
	{Name: "block", Usage: "variant 1: the blocking token"},
	{Name: "special", Usage: "variant 2: the special graffiti"},
}

// setupOf is the set-up options ask for.
func setupOf(o game.Options) (Setup, error) {
	if err := o.Check(gameVariants); err != nil {
		return Setup{}, err
	}
	return Setup{Players: o.Players, Names: o.Names, Seed: o.Seed, Block: o.Has("block"), Special: o.Has("special")}, nil
}

func (rules) New(o game.Options) (game.Match, []game.Event, error) {
	setup, err := setupOf(o)
	if err != nil {
		return nil, nil, err
	}
	s, ev, err := New(setup)
	if err != nil {
		return nil, nil, err
	}
	return core.Play(s, []string{}), game.Events(ev), nil
}

func (rules) Load(data []byte) (game.Match, error) {
	s, err := Load(data)
	if err != nil {
		return nil, err
	}
	return core.Play(s, nil), nil
}

func (rules) Replay(data []byte) (game.Match, error) {
	r, err := ReadRecord(data)
	if err != nil {
		return nil, err
	}
	s, _, err := New(r.Setup)
	if err != nil {
		return nil, err
	}
	return core.Replay(s, r.Actions)
}

func (rules) ReadView(data []byte) (game.View, error)   { return game.ReadView[View](data) }
func (rules) ReadEvent(data []byte) (game.Event, error) { return game.ReadEvent[Event](data) }

func (rules) StandIn(v game.View, seed uint64) (game.Match, error) {
	view, ok := v.(View)
	if !ok {
		return nil, fmt.Errorf("not a Graffiti view: %T", v)
	}
	s, err := StandIn(view, seed)
	if err != nil {
		return nil, err
	}
	return core.Play(s, nil), nil
}

func (rules) Decide(level bot.Level, v game.View, seed uint64, b bot.Budget) (game.Decision, error) {
	view, ok := v.(View)
	if !ok {
		return nil, fmt.Errorf("not a Graffiti view: %T", v)
	}
	return NewDecision(level, view, seed, b)
}

// Choice is the text of the action chosen so far.
func (d *Decision) Choice() string { return d.Best().String() }

func (rules) Playout(o game.Options, seed uint64, check bool) (game.Playout, error) {
	setup, err := setupOf(o)
	if err != nil {
		return game.Playout{}, err
	}
	chooser := game.NewRand(seed)
	st, err := Playout(setup, &chooser, check)
	var ie *InvariantError
	if errors.As(err, &ie) {
		rec, _ := json.Marshal(Record{Format: Format, Setup: ie.Setup, Actions: ie.Actions})
		return game.Playout{}, &game.Broken{Err: ie, Record: rec}
	}
	if err != nil {
		return game.Playout{}, err
	}
	return game.Playout{Actions: st.Actions, Scores: st.Scores, Tallies: []game.Tally{{Name: "rounds", N: st.Rounds}, {Name: "graffiti completed", N: st.Graffiti}}}, nil
}

// Told is the event as seat may learn it: a permit drawn from the stack
// is shown to its seat alone, its pips blanked for everyone else.
func (e Event) Told(seat int) game.Event {
	if e.Private && seat != e.Seat {
		e.Pips = 0
	}
	return e
}

func playerNames(ps []Player) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.Name
	}
	return out
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
