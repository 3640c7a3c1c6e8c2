package graffiti

import (
	"fmt"
	"testing"

	"graffiti/game"
	"graffiti/game/gametest"
)

// FuzzActions plays a sequence of actions, legal and illegal mixed, chosen
// by the fuzzer's bytes, and checks after every step: all 58 paint, 30
// permit and 40 bonus tiles accounted for, cans 0-5 a player, tags within
// 16 a player and 12 neutral, a segment sprayed at most once (one owner
// per segment, tags counted against owners), scores never falling, an
// illegal action changing nothing, and every legal action's text form
// parsing back to it.
func FuzzActions(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0, 0, 2, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{7, 1, 0, 0, 0, 0, 0, 0, 1, 200, 13, 77, 5, 250, 1, 1, 1, 9, 9, 9})
	f.Add([]byte{3, 0, 0, 0, 0, 0, 0, 0, 3, 255, 254, 253, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Fuzz(fuzzActions)
}

func fuzzActions(t *testing.T, data []byte) {
	var legal []Action
	gametest.Fuzz(t, data, gametest.Fuzzed[*State, Action]{
		Deal: func(seed uint64, opts byte) (*State, error) {
			s, _, err := New(Setup{Players: 2 + int(opts%3), Seed: seed, Block: opts&8 != 0, Special: opts&16 != 0})
			return s, err
		},
		Over: func(s *State) bool { return s.Phase == PhaseOver },
		Pick: func(s *State, b byte, r *game.Rand) (Action, bool) {
			legal = s.LegalActions(legal)
			switch b % 4 {
			case 0, 1:
				return legal[int(b/4)%len(legal)], true
			case 2:
				return mutate(legal[int(b/4)%len(legal)], r), false
			}
			return randomAction(s, r), false
		},
		Parse: Parse,
		Apply: func(s *State, a Action) error { _, err := s.Apply(a); return err },
		Clone: (*State).Clone,
		Same:  func(before, after *State) bool { return before.Hash() == after.Hash() },
		Accepted: func(before, s *State, _ byte, _ *game.Rand) error {
			if err := s.Invariants(); err != nil {
				return err
			}
			for i := range s.Players {
				if s.Players[i].Score < before.Players[i].Score {
					return fmt.Errorf("score fell")
				}
			}
			return nil
		},
	})
}
