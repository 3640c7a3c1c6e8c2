package graffiti

import (
	"encoding/json"
	"graffiti/game"
	"testing"
)

// A seat's view, serialised, must not depend on anything another seat
// keeps hidden: two states that differ only in the other seats' hidden
// tiles (and the order of the stacks and the random source) give seat 0
// the same bytes.
func TestViewHoldsNoOtherSeatsHiddenTiles(t *testing.T) {
	r := game.NewRand(5)
	for i := 0; i < 200; i++ {
		s, _, _ := New(Setup{Players: 2 + i%3, Seed: uint64(i)})
		advance(s, &r, r.Intn(80))
		if s.Phase == PhaseOver {
			continue
		}
		other := s.Clone()
		rr := game.NewRand(uint64(i))
		swapped := other.permuteHidden(0, &rr)
		if err := other.Invariants(); err != nil {
			t.Fatal(err)
		}
		a, _ := json.Marshal(s.ViewFor(0))
		b, _ := json.Marshal(other.ViewFor(0))
		if string(a) != string(b) {
			t.Fatalf("seat 0's view tells seat 1's hidden tiles or the stacks apart")
		}
		// The seats whose tiles changed see it in their own views.
		if swapped {
			differ := false
			for q := 1; q < s.N(); q++ {
				a1, _ := json.Marshal(s.ViewFor(q))
				b1, _ := json.Marshal(other.ViewFor(q))
				differ = differ || string(a1) != string(b1)
			}
			if !differ {
				t.Fatalf("no seat's view shows its own tiles")
			}
		}
	}
}

func TestViewKeepsPublicFacts(t *testing.T) {
	s := newGame(t, 3)
	s.seatTurn(0)
	s.givePaint(1, TileG, 2)
	v := s.ViewFor(0)
	if v.Players[1].NPaint != 5 || v.Players[1].Paint != nil || v.Players[0].Paint == nil {
		t.Errorf("view of seat 1: %+v", v.Players[1])
	}
	if v.PermitStack != len(s.PermitStack) || v.PermitSlots != s.PermitSlots || v.BonusSlots != s.BonusSlots {
		t.Error("public boards differ in the view")
	}
}
