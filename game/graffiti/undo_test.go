package graffiti

import (
	"graffiti/game"
	"testing"

	"github.com/stretchr/testify/require"
)

// undoPlay applies text for the current seat and notes it in u.
func undoPlay(t *testing.T, s *State, u *Undo, text string) []Event {
	t.Helper()
	seat, before := s.Current, s.Clone()
	ev := mustApply(t, s, text)
	a, err := Parse(text)
	require.NoError(t, err)
	u.Played(before, seat, a, ev)
	return ev
}

// A confirmed action taken back leaves the state byte for byte as it was
// before it (the same hash), and the record then holds nothing more.
func TestUndoTakesBackToTheSameState(t *testing.T) {
	s := newGame(t, 3)
	s.seatTurn(0)
	u := NewUndo()
	require.ErrorIs(t, u.Check(), errUndoNothing)
	before := s.Hash()
	undoPlay(t, s, u, "paint R1")
	require.NoError(t, u.Check(), "the seat's own action, nothing hidden seen")
	back, err := u.Back()
	require.NoError(t, err)
	require.Equal(t, before, back.Hash())
	require.Error(t, u.Check(), "one action was played, one taken back")
}

// Two actions of one turn (an action, then the reservation) come back one
// at a time, each to the state before it.
func TestUndoStepsBackOneActionAtATime(t *testing.T) {
	s := newGame(t, 2)
	s.seatTurn(0)
	s.giveBonus(0, BonusReserve)
	s.giveBonus(0, BonusExtra)
	u := NewUndo()
	h0 := s.Hash()
	undoPlay(t, s, u, "paint Y1")
	h1 := s.Hash()
	require.Equal(t, PhaseAfter, s.Phase)
	undoPlay(t, s, u, "reserve "+tunnels[0].Segments[0].Name)
	require.Equal(t, 2, u.Steps())
	s1, err := u.Back()
	require.NoError(t, err)
	require.Equal(t, h1, s1.Hash())
	s0, err := u.Back()
	require.NoError(t, err)
	require.Equal(t, h0, s0.Hash())
}

// Drawing a permit from the stack shows a hidden tile: that action, and
// anything before it, cannot be taken back.
func TestUndoIsRefusedAfterAStackDraw(t *testing.T) {
	s := newGame(t, 3)
	s.seatTurn(0)
	u := NewUndo()
	ev := undoPlay(t, s, u, "permit 3+stack")
	require.True(t, revealsHidden(ev), "the stack draw is in the events")
	require.ErrorIs(t, u.Check(), errUndoHidden)
	_, err := u.Back()
	require.ErrorIs(t, err, errUndoHidden)
}

// The seat's action can be taken back after the turn passed to the next
// seat, until that seat acts: then only the new seat's own actions can.
func TestUndoStopsWhenAnotherSeatActs(t *testing.T) {
	s := newGame(t, 3)
	s.seatTurn(0)
	u := NewUndo()
	h0 := s.Hash()
	undoPlay(t, s, u, "paint B1")
	require.NotEqual(t, 0, s.Current, "a plain action hands the turn on")
	require.Equal(t, 0, u.Seat())
	back, err := u.Back()
	require.NoError(t, err, "the next seat has not acted yet")
	require.Equal(t, h0, back.Hash())

	undoPlay(t, s, u, "paint R1") // seat 1's turn in s
	require.Equal(t, 1, u.Seat(), "seat 0's action is beyond reach once seat 1 acted")
	require.ErrorIs(t, u.CheckFor(0), errUndoHanded)
	require.NoError(t, u.CheckFor(1))
	require.Equal(t, 1, u.Steps())

	u.HandOver() // the table hands over: the curtain lifts
	require.ErrorIs(t, u.Check(), errUndoHanded)
}

// Over random games, every take-back the record allows gives a state the
// rules reached: the one just before the action, hash for hash.
func TestUndoAgreesWithTheGameOverRandomGames(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		s, _, err := New(Setup{Players: 2 + int(seed%3), Seed: seed, Special: seed%2 == 0})
		require.NoError(t, err)
		u := NewUndo()
		r := game.NewRand(seed)
		var hashes []string // the state before each action the record holds
		for s.Phase != PhaseOver {
			legal := s.LegalActions(nil)
			a := legal[r.Intn(len(legal))]
			before, seat := s.Clone(), s.Current
			ev, err := s.Apply(a)
			require.NoError(t, err)
			if seat != u.Seat() {
				hashes = hashes[:0]
			}
			u.Played(before, seat, a, ev)
			if u.Check() != nil {
				hashes = hashes[:0]
				continue
			}
			hashes = append(hashes, before.Hash())
			require.Len(t, hashes, u.Steps())
			if r.Intn(4) == 0 {
				back, err := u.Back()
				require.NoError(t, err)
				require.Equal(t, hashes[len(hashes)-1], back.Hash(), "seed %d: taken back to another state", seed)
				hashes = hashes[:len(hashes)-1]
				s = back
			}
		}
	}
}
