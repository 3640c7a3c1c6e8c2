package tagcity

import (
	"testing"

	"graffiti/game"
)

// copyInto makes the same state Clone makes, in a state that played on
// from another position, and neither writes into the other afterwards:
// the copy played on leaves the original as it was.
func TestCopyIntoIsAClone(t *testing.T) {
	ps := sampleStates(t, 12, 4)
	scratch := ps[len(ps)-1].Clone()
	r := game.NewRand(5)
	for i, s := range ps {
		before := s.Hash()
		s.copyInto(scratch)
		if got, want := scratch.Hash(), s.Clone().Hash(); got != want {
			t.Fatalf("position %d: the copy differs from the clone", i)
		}
		advance(scratch, &r, 3) // played on, and the next position's copy is made in a used state
		if s.Hash() != before {
			t.Fatalf("position %d: playing the copy changed the original", i)
		}
	}
}
