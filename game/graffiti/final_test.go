package graffiti

import (
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game"
)

// finalAfter applies text for the current seat and says what Final says
// of it.
func finalAfter(t *testing.T, s *State, text string) error {
	t.Helper()
	before := s.Clone()
	ev := mustApply(t, s, text)
	return final(before, ev)
}

// A plain action of a seat's turn, and the reservation after it, can be
// taken back: nothing hidden was seen.
func TestFinalAllowsTakingBackPlainActions(t *testing.T) {
	s := newGame(t, 2)
	s.seatTurn(0)
	s.giveBonus(0, BonusReserve)
	s.giveBonus(0, BonusExtra)
	require.NoError(t, finalAfter(t, s, "paint Y1"))
	require.Equal(t, PhaseAfter, s.Phase)
	require.NoError(t, finalAfter(t, s, "reserve "+tunnels[0].Segments[0].Name))
}

// Drawing a permit from the stack shows a hidden tile: that action
// cannot be taken back.
func TestFinalRefusesAStackDraw(t *testing.T) {
	s := newGame(t, 3)
	s.seatTurn(0)
	require.ErrorIs(t, finalAfter(t, s, "permit 3+stack"), errUndoHidden)
}

// The round's end (keeping tiles, the neutral flips) cannot be taken
// back.
func TestFinalRefusesTheRoundsEnd(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		s, _, err := New(Setup{Players: 2 + int(seed%3), Seed: seed})
		require.NoError(t, err)
		r := game.NewRand(seed)
		for s.Phase == PhasePlay || s.Phase == PhaseAfter {
			legal := s.LegalActions(nil)
			_, err := s.Apply(legal[r.Intn(len(legal))])
			require.NoError(t, err)
		}
		if s.Phase == PhaseOver {
			continue
		}
		legal := s.LegalActions(nil)
		require.ErrorIs(t, finalAfter(t, s, legal[0].String()), errUndoRoundEnd, "seed %d, phase %v", seed, s.Phase)
	}
}

// Through the contract: the match says the same of its own actions.
func TestFinalThroughTheContract(t *testing.T) {
	s := newGame(t, 3)
	s.seatTurn(0)
	m := NewMatch(s)
	before := m.Clone()
	ev, err := m.Apply("permit 3+stack")
	require.NoError(t, err)
	require.ErrorIs(t, m.Final(before, ev), errUndoHidden)
}
