package tagcity

import (
	"slices"
	"strings"

	"graffiti/game"
)

// Rules is Tag City as the house plays it (the contract of package game).
var Rules game.Game = &game.Box[*State, Action, Event, View, Setup, *Record, *Decision]{
	Core: core, GameName: GameName, GameTitle: "Tag City",
	MinSeats: MinPlayers, MaxSeats: MaxPlayers,
	Choices: []game.Variant{
		{Name: "city", Usage: "the side every city board shows: A, or B with steeper gaps", Values: []string{"A", "B"}, Flag: "side"},
		{Name: "hq", Usage: "the HQ board's side: A, printed shapes, or B, freestyle", Values: []string{"A", "B"}},
	},
	Setup: setupOf, Deal: New, Files: files, Stand: StandIn, Bot: NewDecision, Simulate: simulate,
}

// core is Tag City's state, actions and events for the generic match.
var core = game.Fill[View, Outcome](&game.Core[*State, Action, Event]{
	Parse:   Parse,
	Names:   func(s *State) []string { return game.SeatNames(s.Taggers, func(p *Tagger) string { return p.Name }) },
	Actions: func(s *State) int { return s.Actions },
	Check:   (*State).Check,
	Result:  func(s *State) game.Result { return game.Result{Scores: s.Scores(), Winners: slices.Clone(s.Winners)} },
	Record: func(s *State, actions []string) ([]byte, error) {
		return files.Record(s.Setup, actions)
	},
	Reshuffle: (*State).permuteHidden,
	Final: func(before *State, _ []Event) error {
		if before.Phase == PhaseFinal {
			return errFinalKept
		}
		return nil
	},
	UndoSteps: 1,
	Space:     (*State).actionSpace,
})

// actionSpace is every action with its fields in range for the dice on
// the table: each placement of the roll, and for every die (taken or
// not, and the final die) every drawing of every shape that lies on a
// board, as a tag and as a drone, and social networks with every bubble.
// The simulator checks the legal list against Check over all of it.
func (s *State) actionSpace() []Action {
	out := s.legalPlaces(nil)
	dice := [][2]uint8{{0, 0}}
	for _, d := range s.Dice {
		if k := [2]uint8{uint8(d.Face), uint8(d.Section)}; !slices.Contains(dice, k) {
			dice = append(dice, k)
		}
	}
	for _, d := range dice {
		base := Action{Face: d[0], Section: d[1]}
		for sh := Shape(0); sh < NumShapes; sh++ {
			for _, kind := range []Kind{ActTag, ActDrone} {
				a := base
				a.Kind, a.Shape = kind, sh
				for _, p := range placementsOf(sh) {
					a.Orient, a.Row, a.Col = p.Orient, p.Row, p.Col
					out = append(out, a)
				}
			}
		}
		for b := uint8(0); b <= NumBubbles; b++ {
			a := base
			a.Kind, a.Bubble = ActSocial, b
			out = append(out, a)
		}
	}
	return out
}

// setupOf is the set-up options ask for.
func setupOf(o game.Options) (Setup, error) {
	side := func(name string) Side {
		if o.Value(name, "A") == "B" {
			return SideB
		}
		return SideA
	}
	return Setup{Players: o.Players, Names: o.Names, Seed: o.Seed, City: side("city"), HQ: side("hq")}, nil
}

// Choice is the text of the action chosen so far.
func (d *Decision) Choice() string { return d.Best().String() }

// simulate is the simulator's battle, its stats as the contract counts
// them.
func simulate(setup Setup, r *game.Rand, check bool) (game.Playout, error) {
	st, err := Playout(setup, r, check)
	ended := game.Tally{Name: "ended by " + strings.ReplaceAll(st.Ending.String(), ", ", " and "), N: 1}
	return game.Playout{Actions: st.Actions, Scores: st.Scores, Tallies: []game.Tally{{Name: "rounds", N: st.Rounds}, ended}}, err
}

// errFinalKept: a final-die choice, secret until all have chosen, is
// never taken back.
var errFinalKept = &game.Refusal{Format: "a choice of the final die cannot be taken back"}

// Told is the event as seat may learn it: every event of Tag City is
// public (a final-die choice is told only as made, never what).
func (e Event) Told(int) game.Event { return e }

// NewMatch plays s, the game as it stands, as the contract's Match (it
// keeps no record of the actions before it).
func NewMatch(s *State) game.Match { return core.Play(s, nil) }

// StateOf is the state behind a Match of this game, for whoever owns the
// game (nil for another game's).
func StateOf(m game.Match) *State {
	s, _ := game.CoreState[*State, Action, Event](m)
	return s
}
