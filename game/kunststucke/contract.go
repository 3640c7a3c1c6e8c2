package kunststucke

import (
	"encoding/json"
	"errors"
	"slices"
	"strconv"

	"graffiti/game"
)

// Rules is Kunststücke as the house plays it (the contract of package
// game).
var Rules game.Game = &game.Box[*State, Action, Event, View, Setup, *Record, *Decision]{
	Core: core, GameName: GameName, GameTitle: "Kunststücke",
	MinSeats: MinPlayers, MaxSeats: MaxPlayers, Choices: ksVariants,
	// Dealt from options, saved, recorded, and played by bots and by
	// the simulator, each by the functions of its own file.
	Setup: setupOf, Deal: New, Open: Load, ReadRecord: ReadRecord,
	Opening: func(r *Record) (Setup, []string) { return r.Setup, r.Actions },
	Stand:   StandIn, Bot: NewDecision, Simulate: playout,
}

// core is Kunststücke's state, actions and events for the generic match.
var core = &game.Core[*State, Action, Event]{
	Parse: Parse,
	Seats: (*State).N,
	Names: func(s *State) []string {
		var out []string
		for _, p := range s.Players {
			out = append(out, p.Name)
		}
		return out
	},
	Actor:   (*State).Actor,
	Actions: func(s *State) int { return s.Actions },
	Legal:   (*State).LegalActions,
	Check:   (*State).Check,
	Apply:   (*State).ApplyTo,
	View:    func(s *State, seat int) game.View { return s.ViewFor(seat) },
	Result: func(s *State) game.Result {
		r := game.Result{Winners: slices.Clone(s.Winners)}
		for _, p := range s.Players {
			r.Scores = append(r.Scores, p.Score) // set at the end: a running score would tell the tiles
		}
		return r
	},
	Outcome:    func(s *State) any { return s.Outcome() },
	Hash:       (*State).Hash,
	Save:       (*State).Save,
	Invariants: (*State).Invariants,
	Clone:      (*State).Clone,
	Record: func(s *State, actions []string) ([]byte, error) {
		r := NewRecord(s.Setup)
		r.Actions = actions
		return json.Marshal(r)
	},
	Space:     func(*State) []Action { return actionSpace() },
	Reshuffle: (*State).permuteHidden,
	// Taking back is an action of Kunststücke's own (ActUndo).
	UndoSteps: 0,
}

// Actor is the seat whose decision it is, or Nobody once the game is
// over.
func (s *State) Actor() int {
	if s.Over {
		return Nobody
	}
	return s.Current
}

var ksVariants = []game.Variant{
	{Name: "first", Usage: "who starts (the youngest): a seat from 1, or chance", Values: []string{"chance", "1", "2", "3", "4", "5"}},
}

// setupOf is the set-up options ask for.
func setupOf(o game.Options) (Setup, error) {
	if err := o.Check(ksVariants); err != nil {
		return Setup{}, err
	}
	youngest := -1
	if n, err := strconv.Atoi(o.Value("first", "chance")); err == nil {
		youngest = n - 1
	}
	return Setup{Players: o.Players, Names: o.Names, Seed: o.Seed, Youngest: youngest}, nil
}

// Choice is the text of the action chosen so far.
func (d *Decision) Choice() string { return d.Best().String() }

// playout is the simulator's game: random legal actions chosen with
// seed, checked after each one with check.
func playout(o game.Options, seed uint64, check bool) (game.Playout, error) {
	setup, err := setupOf(o)
	if err != nil {
		return game.Playout{}, err
	}
	chooser := game.NewRand(seed)
	st, err := Playout(setup, DefaultPolicy(), &chooser, check)
	var ie *InvariantError
	if errors.As(err, &ie) {
		r := NewRecord(ie.Setup)
		r.Actions = ie.Actions
		rec, _ := json.Marshal(r)
		return game.Playout{}, &game.Broken{Err: ie, Record: rec}
	}
	if err != nil {
		return game.Playout{}, err
	}
	return game.Playout{Actions: st.Actions, Scores: st.Scores, Tallies: []game.Tally{
		{Name: "discards", N: st.Discarded}, {Name: "slides", N: st.Slides}, {Name: "tiles drawn", N: st.Drawn}, {Name: "objectives met", N: st.Met},
	}}, nil
}

// Told is the event as seat may learn it: a tile drawn is blanked for
// everyone but its seat.
func (e Event) Told(seat int) game.Event { return e.For(seat) }

// actionSpace is every action with its fields in range: the simulator
// checks the legal list against Check over all of it.
func actionSpace() []Action {
	as := []Action{{Kind: ActUndo}, End}
	for id := ShapeID(0); int(id) < NumShapes; id++ {
		as = append(as, Action{Kind: ActDiscard, Shape: id})
		for y := int8(0); y < CanvasSize; y++ {
			for x := int8(0); x < CanvasSize; x++ {
				at := Cell{X: x, Y: y}
				as = append(as, Action{Kind: ActSlide, Shape: id, At: at})
				for rot := int8(0); rot < 4; rot++ {
					as = append(as, Action{Kind: ActPlace, Shape: id, Rot: rot, At: at})
				}
			}
		}
	}
	for p := int8(0); p < NumPiles; p++ {
		as = append(as, Action{Kind: ActLook, Pile: p})
	}
	for t := TileID(0); int(t) < NumTiles; t++ {
		for k := int8(0); int(k) < NumSlots; k++ {
			as = append(as, Action{Kind: ActTake, Tile: t, Slot: k})
		}
	}
	return as
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
