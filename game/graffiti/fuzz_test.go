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
	gametest.Fuzz(f, core, []byte{2, 1, 3}, gametest.Fuzzed[*State, Action]{
		Deal: func(seed uint64, opts byte) (*State, error) {
			s, _, err := New(Setup{Players: 2 + int(opts%3), Seed: seed, Block: opts&8 != 0, Special: opts&16 != 0})
			return s, err
		},
		Pick: func(s *State, listed Action, b byte, r *game.Rand) Action {
			switch b % 4 {
			case 1:
				return listed
			case 2:
				return mutate(listed, r)
			}
			return randomAction(s, r)
		},
		Accepted: func(before, s *State, _ byte, _ *game.Rand) error {
			for i := range s.Players {
				if s.Players[i].Score < before.Players[i].Score {
					return fmt.Errorf("score fell")
				}
			}
			return nil
		},
	})
}
