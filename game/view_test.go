package game

import (
	"encoding/json"
	"testing"
)

// A seat's view, serialised, must not depend on anything another seat
// keeps hidden: two states that differ only in seat 1's hidden tiles (and
// the order of the stacks and the random source) give seat 0 the same
// bytes.
func TestViewHoldsNoOtherSeatsHiddenTiles(t *testing.T) {
	r := NewRand(5)
	for i := 0; i < 200; i++ {
		s, _, _ := New(Setup{Players: 2 + i%3, Seed: uint64(i)})
		advance(s, &r, r.Intn(80))
		if s.Phase == PhaseOver {
			continue
		}
		other := s.Clone()
		// Exchange hidden tiles between hidden places: seat 1's paint
		// with seat 2's, seat 1's permits and bonus tiles with the stacks.
		p := &other.Players[1]
		swapped := false
		if other.N() > 2 {
			q := &other.Players[2]
			for a := Tile(0); a < NumTiles && !swapped; a++ {
				for b := Tile(0); b < NumTiles && !swapped; b++ {
					if a != b && p.Paint[a] > 0 && q.Paint[b] > 0 {
						p.Paint[a], q.Paint[a] = p.Paint[a]-1, q.Paint[a]+1
						p.Paint[b], q.Paint[b] = p.Paint[b]+1, q.Paint[b]-1
						swapped = true
					}
				}
			}
		}
		for pips := 1; pips <= 5 && len(other.PermitStack) > 0; pips++ {
			if p.Permits[pips] > 0 && other.PermitStack[0] != pips {
				p.Permits[pips]--
				p.Permits[other.PermitStack[0]]++
				other.PermitStack[0] = pips
				swapped = true
				break
			}
		}
		for b := Bonus(0); b < NumBonus && len(other.BonusStack) > 0; b++ {
			if p.Bonus[b] > 0 && other.BonusStack[0] != b {
				p.Bonus[b]--
				p.Bonus[other.BonusStack[0]]++
				other.BonusStack[0] = b
				swapped = true
				break
			}
		}
		// Shuffle the stacks and change the random source.
		other.RNG.shuffleInts(other.PermitStack)
		other.RNG.shuffleBonus(other.BonusStack)
		other.RNG = NewRand(99)
		if err := other.Invariants(); err != nil {
			t.Fatal(err)
		}
		a, _ := json.Marshal(s.ViewFor(0))
		b, _ := json.Marshal(other.ViewFor(0))
		if string(a) != string(b) {
			t.Fatalf("seat 0's view tells seat 1's hidden tiles or the stacks apart")
		}
		// Seat 1 sees its own tiles, so its view must differ when they do.
		if swapped {
			a1, _ := json.Marshal(s.ViewFor(1))
			b1, _ := json.Marshal(other.ViewFor(1))
			if string(a1) == string(b1) {
				t.Fatalf("seat 1's view does not show its own tiles")
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
