package kunststucke

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"graffiti/game"
	"graffiti/game/bot"
)

// Rules is Kunststücke as the house plays it (the contract of package
// game).
var Rules game.Game = rules{}

type rules struct{}

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

func (rules) Name() string             { return GameName }
func (rules) Title() string            { return "Kunststücke" }
func (rules) Players() (int, int)      { return MinPlayers, MaxPlayers }
func (rules) Variants() []game.Variant { return ksVariants }

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
		return nil, fmt.Errorf("not a Kunststücke view: %T", v)
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
		return nil, fmt.Errorf("not a Kunststücke view: %T", v)
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
