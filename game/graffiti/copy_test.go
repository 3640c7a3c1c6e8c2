package graffiti

import (
	"testing"
)

// copyInto makes the same state Clone makes, in a state that played on
// from another position (its slices longer, shorter, or empty where the
// copy's are not), and neither writes into the other afterwards: the
// copy played on leaves the original as it was.
func TestCopyIntoIsAClone(t *testing.T) {
	for players := 2; players <= 4; players++ {
		ps := positions(t, players, players == 3, players == 4, 40, uint64(players))
		scratch := ps[len(ps)-1].Clone()
		var legal []Action
		for i, s := range ps {
			before := s.Hash()
			s.copyInto(scratch)
			if got, want := scratch.Hash(), s.Clone().Hash(); got != want {
				t.Fatalf("%d players, position %d: the copy differs from the clone", players, i)
			}
			// Played on, the copy leaves s alone, and goes on to the
			// next position as a used state.
			for range 3 {
				if scratch.Phase == PhaseOver {
					break
				}
				legal = scratch.LegalActions(legal)
				if _, err := scratch.Apply(legal[i%len(legal)]); err != nil {
					t.Fatal(err)
				}
			}
			if s.Hash() != before {
				t.Fatalf("%d players, position %d: playing the copy changed the original", players, i)
			}
		}
	}
}
