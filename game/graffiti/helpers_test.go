package graffiti

import (
	"graffiti/game/gametest"
	"testing"

	"github.com/stretchr/testify/require"
)

// Helpers that arrange a state by moving components, never by creating
// them, so every arranged state still passes Invariants.

func newGame(t *testing.T, players int) *State {
	t.Helper()
	s, _, err := New(Setup{Players: players, Seed: 42})
	require.NoError(t, err)
	return s
}

// seat makes seat the current player of a fresh round position.
func (s *State) seatTurn(seat int) { s.Current = seat; s.Phase = PhasePlay }

// givePaint moves n tiles of kind t from the paint board behind seat's screen.
func (s *State) givePaint(seat int, t Tile, n int) {
	if s.Supply[t] < n {
		panic("givePaint: supply exhausted")
	}
	s.Supply[t] -= n
	s.Players[seat].Paint[t] += n
}

// clearHand puts every paint tile of seat back on the board.
func (s *State) clearHand(seat int) {
	for t := range s.Players[seat].Paint {
		s.Supply[t] += s.Players[seat].Paint[t]
		s.Players[seat].Paint[t] = 0
	}
}

// takeFromStack removes a permit with pips from the stack (or discard).
func (s *State) takeFromStack(pips int) {
	for _, pile := range []*[]int{&s.PermitStack, &s.PermitDiscard} {
		for i, p := range *pile {
			if p == pips {
				*pile = append((*pile)[:i], (*pile)[i+1:]...)
				return
			}
		}
	}
	panic("takeFromStack: no such permit left")
}

// givePermit moves a permit with pips from the stack behind seat's screen.
func (s *State) givePermit(seat, pips int) {
	s.takeFromStack(pips)
	s.Players[seat].Permits[pips]++
}

// dropPermits puts seat's permits on the discard pile.
func (s *State) dropPermits(seat int) {
	for pips := 1; pips <= NumSections; pips++ {
		for ; s.Players[seat].Permits[pips] > 0; s.Players[seat].Permits[pips]-- {
			s.PermitDiscard = append(s.PermitDiscard, pips)
		}
	}
}

// setSlot puts a permit with pips on a face-up slot, the old one to the stack.
func (s *State) setSlot(slot, pips int) {
	s.takeFromStack(pips)
	if old := s.PermitSlots[slot]; old != 0 {
		s.PermitStack = append(s.PermitStack, old)
	}
	s.PermitSlots[slot] = pips
}

// stackTop puts a permit with pips on top of the stack.
func (s *State) stackTop(pips int) {
	s.takeFromStack(pips)
	s.PermitStack = append(s.PermitStack, pips)
}

// giveBonus moves a bonus tile of kind b from the stack behind seat's
// screen; a 2 VP tile is scored and leaves the game, as when taken.
func (s *State) giveBonus(seat int, b Bonus) {
	for i, x := range s.BonusStack {
		if x == b {
			s.BonusStack = append(s.BonusStack[:i], s.BonusStack[i+1:]...)
			p := &s.Players[seat]
			if b == BonusVP {
				p.Used[b]++
				s.BonusRemoved[b]++
				p.Score += 2
				p.Points.Play += 2
				return
			}
			p.Bonus[b]++
			return
		}
	}
	panic("giveBonus: none left in the stack")
}

// setBonusSlot puts a bonus of kind b on a board slot, the old one to the stack.
func (s *State) setBonusSlot(slot int, b Bonus) {
	for i, x := range s.BonusStack {
		if x == b {
			s.BonusStack = append(s.BonusStack[:i], s.BonusStack[i+1:]...)
			if old := s.BonusSlots[slot]; old != Nobody {
				s.BonusStack = append(s.BonusStack, Bonus(old))
			}
			s.BonusSlots[slot] = int(b)
			return
		}
	}
	panic("setBonusSlot: none left in the stack")
}

// sprayFor marks a segment as sprayed by seat (a tag from their supply),
// scoring its VP.
func (s *State) sprayFor(seat, seg int) {
	s.Segments[seg] = seat
	if seat == Neutral {
		s.NeutralLeft--
		return
	}
	p := &s.Players[seat]
	p.Tags--
	vp := s.Tunnel().Segments[seg].VP
	p.Score += vp
	p.Points.Play += vp
}

func seg(name string) int {
	i := SegmentByName(name)
	if i < 0 {
		panic("no segment " + name)
	}
	return i
}

func mustApply(t *testing.T, s *State, text string) []Event {
	t.Helper()
	a, err := Parse(text)
	require.NoError(t, err, "Parse(%q)", text)
	ev, err := s.Apply(a)
	require.NoError(t, err, "%q refused", text)
	require.NoError(t, s.Invariants(), "after %q", text)
	return ev
}

// mustRefuse applies text, wants an error containing why, and checks
// the state is unchanged.
func mustRefuse(t *testing.T, s *State, text, why string) {
	t.Helper()
	a, err := Parse(text)
	require.NoError(t, err, "Parse(%q)", text)
	before := s.Hash()
	_, err = s.Apply(a)
	require.ErrorContains(t, err, why, "%q", text)
	require.Equal(t, before, s.Hash(), "refused %q changed the state", text)
}

func hasEvent(ev []Event, k EventKind) bool {
	for _, e := range ev {
		if e.Kind == k {
			return true
		}
	}
	return false
}

// passAll makes every player pass until the round ends (or a round-end
// decision is asked for).
func passAll(t *testing.T, s *State) []Event {
	t.Helper()
	var all []Event
	for s.Phase == PhasePlay || s.Phase == PhaseAfter {
		text := "pass"
		if s.Phase == PhaseAfter {
			text = "end"
		}
		all = append(all, mustApply(t, s, text)...)
	}
	return all
}

// finishRound passes everyone, keeps the most paint allowed without Save
// and flips the first candidate, until the next round starts or the game ends.
func finishRound(t *testing.T, s *State) []Event {
	t.Helper()
	round := s.Round
	all := passAll(t, s)
	for s.Round == round && s.Phase != PhaseOver {
		legal := s.LegalActions(nil)
		best := legal[0]
		if s.Phase == PhaseKeep {
			for _, a := range legal {
				if !a.Save && keptCount(a) > keptCount(best) {
					best = a
				}
			}
		}
		ev, err := s.Apply(best)
		require.NoError(t, err)
		all = append(all, ev...)
	}
	return all
}

func keptCount(a Action) int {
	n := 0
	for _, c := range a.Tiles {
		n += int(c)
	}
	return n
}

// replay plays a record through the contract to the state it reaches.
func replay(r *Record) (*State, error) { m, err := gametest.Replay(Rules, r); return StateOf(m), err }
