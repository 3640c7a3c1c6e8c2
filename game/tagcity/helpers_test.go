package tagcity

import (
	"graffiti/game/gametest"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game"
)

// newBattle sets up a battle and makes seat leader the leader, about to
// place the dice faces (taggers + 1 of them).
func newBattle(t *testing.T, setup Setup, leader int, faces ...int) *State {
	t.Helper()
	if setup.Players == 0 {
		setup.Players = 3
	}
	s, _, err := New(setup)
	require.NoError(t, err)
	s.Leader, s.Current = leader, leader
	if len(faces) > 0 {
		s.setDice(t, faces...)
	}
	require.NoError(t, s.Invariants())
	return s
}

// setDice replaces the roll of the round in progress.
func (s *State) setDice(t *testing.T, faces ...int) {
	t.Helper()
	require.Equal(t, PhasePlace, s.Phase)
	require.Len(t, faces, s.N()+1)
	faces = slices.Clone(faces)
	slices.Sort(faces)
	s.Dice = s.Dice[:0]
	for _, f := range faces {
		s.Dice = append(s.Dice, Die{Face: f, Section: Nobody, Taker: Nobody})
	}
}

// sq reads squares named like "A5".
func sq(t *testing.T, names ...string) Grid {
	t.Helper()
	var g Grid
	for _, n := range names {
		require.True(t, len(n) >= 2 && n[0] >= 'A' && n[0] < 'A'+Cols, n)
		r := 0
		for _, ch := range n[1:] {
			r = r*10 + int(ch-'0')
		}
		require.True(t, r >= 1 && r <= Rows, n)
		g = g.with(r-1, int(n[0]-'A'))
	}
	return g
}

// tagSquares marks squares on seat's board as drawn earlier, scoring
// whatever they complete as real play would.
func (s *State) tagSquares(t *testing.T, seat int, g Grid) {
	t.Helper()
	s.Taggers[seat].Grid = s.Taggers[seat].Grid.or(g)
	s.scoreNew(seat, s.HighBy, nil)
	s.Ending = s.endConditions()
	require.NoError(t, s.Invariants())
}

// act plays an action by its text, which must be legal.
func act(t *testing.T, s *State, text string) []Event {
	t.Helper()
	a, err := Parse(text)
	require.NoError(t, err, text)
	require.Equal(t, text, a.String(), "the text form is not canonical")
	ev, err := s.Apply(a)
	require.NoError(t, err, text)
	require.NoError(t, s.Invariants(), "after %s", text)
	return ev
}

// refused plays an action by its text, which must be refused with a
// reason containing want, leaving the state byte for byte as it was.
func refused(t *testing.T, s *State, text, want string) {
	t.Helper()
	a, err := Parse(text)
	require.NoError(t, err, text)
	before, _ := s.Save()
	_, err = s.Apply(a)
	require.ErrorContains(t, err, want, text)
	after, _ := s.Save()
	require.Equal(t, string(before), string(after), "refused %s changed the state", text)
	for _, l := range s.LegalActions(nil) {
		require.NotEqual(t, a, l, "refused %s is listed as legal", text)
	}
}

// isLegal tells whether the action of text is in the legal list.
func isLegal(t *testing.T, s *State, text string) bool {
	t.Helper()
	a, err := Parse(text)
	require.NoError(t, err, text)
	return slices.Contains(s.LegalActions(nil), a)
}

// advance plays n random actions (fewer if the battle ends).
func advance(s *State, r *game.Rand, n int) {
	for i := 0; i < n && s.Phase != PhaseOver; i++ {
		if _, err := s.Apply(s.RandomAction(r)); err != nil {
			panic(err)
		}
	}
}

func hasEvent(ev []Event, kind EventKind, seat int) bool {
	return slices.ContainsFunc(ev, func(e Event) bool { return e.Kind == kind && e.Seat == seat })
}

func bit(seat int) uint8 { return 1 << seat }

const (
	colA   = 0
	colF   = 5
	row1   = Cols + 0
	row4   = Cols + 3
	distR  = Cols + Rows + 0
	distG  = Cols + Rows + 3
	distPu = Cols + Rows + 2
)

func newRand(seed uint64) game.Rand { return game.NewRand(seed) }

func (g Grid) minus(h Grid) Grid { return Grid{g[0] &^ h[0], g[1] &^ h[1]} }

// replay plays a record through the contract to the state it reaches.
func replay(r *Record) (*State, error) { m, err := gametest.Replay(Rules, r); return StateOf(m), err }
