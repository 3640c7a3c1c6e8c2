package kunststucke

import (
	"slices"
	"strconv"

	"graffiti/game"
)

// core is Kunststücke's state, actions and events for the generic match.
var core = game.Fill[View, Outcome](&game.Core[*State, Action, Event]{
	Parse:   Parse,
	Names:   func(s *State) []string { return game.SeatNames(s.Players, func(p *Player) string { return p.Name }) },
	Actions: func(s *State) int { return s.Actions },
	Check:   (*State).Check,
	Result: func(s *State) game.Result {
		r := game.Result{Winners: slices.Clone(s.Winners)}
		for _, p := range s.Players {
			r.Scores = append(r.Scores, p.Score) // set at the end: a running score would tell the tiles
		}
		return r
	},
	Record: func(s *State, actions []string) ([]byte, error) {
		return files.Record(s.Setup, actions)
	},
	Space:     func(*State) []Action { return actionSpace() },
	Reshuffle: (*State).permuteHidden,
	// Taking back is an action of Kunststücke's own (ActUndo).
	UndoSteps: 0,
})

// Rules is Kunststücke as the house plays it (the contract of package
// game).
var Rules game.Game = &game.Box[*State, Action, Event, View, Setup, *Record, *Decision]{
	Core: core, GameName: GameName, GameTitle: "Kunststücke",
	MinSeats: MinPlayers, MaxSeats: MaxPlayers,
	Choices: []game.Variant{
		{Name: "first", Usage: "who starts (the youngest): a seat from 1, or chance", Values: []string{"chance", "1", "2", "3", "4", "5"}},
	},
	Setup: setupOf, Deal: New, Files: files, Stand: StandIn, Bot: NewDecision, Simulate: simulate,
}

// Actor is the seat whose decision it is, or Nobody once the game is
// over.
func (s *State) Actor() int {
	if s.Over {
		return Nobody
	}
	return s.Current
}

// setupOf is the set-up options ask for.
func setupOf(o game.Options) (Setup, error) {
	youngest := -1
	if n, err := strconv.Atoi(o.Value("first", "chance")); err == nil {
		youngest = n - 1
	}
	return Setup{Players: o.Players, Names: o.Names, Seed: o.Seed, Youngest: youngest}, nil
}

// Choice is the text of the action chosen so far.
func (d *Decision) Choice() string { return d.Best().String() }

// simulate is the simulator's game by the default policy, its stats as
// the contract counts them.
func simulate(setup Setup, r *game.Rand, check bool) (game.Playout, error) {
	st, err := Playout(setup, DefaultPolicy(), r, check)
	return game.Playout{Actions: st.Actions, Scores: st.Scores, Tallies: []game.Tally{
		{Name: "discards", N: st.Discarded}, {Name: "slides", N: st.Slides}, {Name: "tiles drawn", N: st.Drawn}, {Name: "objectives met", N: st.Met},
	}}, err
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
