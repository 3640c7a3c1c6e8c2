package tagcity

import (
	"fmt"
	"testing"

	"graffiti/game"
	"graffiti/game/gametest"
)

// FuzzActions sets a battle up from the first bytes and plays actions,
// legal and illegal mixed, chosen by the rest, checking after every
// step: an illegal action changes nothing and carries a refusal, a
// legal one keeps every invariant, its text parses back to it, no mark
// leaves a board, and the views keep the final-die choices secret.
func FuzzActions(f *testing.F) {
	gametest.Fuzz(f, core, []byte{0, 5, 14}, gametest.Fuzzed[*State, Action]{
		Deal: func(seed uint64, opts byte) (*State, error) {
			s, _, err := New(Setup{Players: 2 + int(opts%3), Seed: seed, HQ: Side(opts >> 2 & 1), City: Side(opts >> 3 & 1)})
			return s, err
		},
		Pick: func(s *State, listed Action, b byte, r *game.Rand) Action {
			switch b % 4 {
			case 1:
				return s.RandomAction(r)
			case 2:
				return mutate(listed, r)
			}
			return anyAction(r)
		},
		Same: func(before, after *State) bool {
			b, _ := before.Save()
			a, _ := after.Save()
			return string(a) == string(b)
		},
		Accepted: func(before, s *State, b byte, r *game.Rand) error {
			for i := range s.Taggers {
				if !s.Taggers[i].Grid.covers(before.Taggers[i].Grid) {
					return fmt.Errorf("a mark left %s's board", s.Taggers[i].Name)
				}
			}
			return core.CheckSecrecy(s, int(b)%s.N(), r)
		},
	})
}
