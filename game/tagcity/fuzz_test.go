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
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{7, 1, 0, 0, 0, 0, 0, 0, 5, 200, 13, 77, 5, 250, 1, 1, 1, 9, 9, 9})
	f.Add([]byte{3, 0, 0, 0, 0, 0, 0, 0, 14, 255, 254, 253, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Fuzz(fuzzActions)
}

func fuzzActions(t *testing.T, data []byte) {
	var legal []Action
	gametest.Fuzz(t, data, gametest.Fuzzed[*State, Action]{
		Deal: func(seed uint64, opts byte) (*State, error) {
			s, _, err := New(Setup{Players: 2 + int(opts%3), Seed: seed, HQ: Side(opts >> 2 & 1), City: Side(opts >> 3 & 1)})
			return s, err
		},
		Over: func(s *State) bool { return s.Phase == PhaseOver },
		Pick: func(s *State, b byte, r *game.Rand) (Action, bool) {
			legal = s.LegalActions(legal)
			switch b % 4 {
			case 0:
				return legal[int(b/4)%len(legal)], true
			case 1:
				return s.RandomAction(r), false
			case 2:
				return mutate(legal[int(b/4)%len(legal)], r), false
			}
			return anyAction(r), false
		},
		Parse: Parse,
		Apply: func(s *State, a Action) error { _, err := s.Apply(a); return err },
		Clone: (*State).Clone,
		Same: func(before, after *State) bool {
			b, _ := before.Save()
			a, _ := after.Save()
			return string(a) == string(b)
		},
		Refused: func(err error) error {
			if _, ok := err.(*game.Refusal); !ok {
				return fmt.Errorf("not a game.Refusal: %v", err)
			}
			return nil
		},
		Accepted: func(before, s *State, b byte, r *game.Rand) error {
			if err := s.Invariants(); err != nil {
				return err
			}
			for i := range s.Taggers {
				if !s.Taggers[i].Grid.covers(before.Taggers[i].Grid) {
					return fmt.Errorf("a mark left %s's board", s.Taggers[i].Name)
				}
			}
			return core.CheckSecrecy(s, int(b)%s.N(), r)
		},
	})
}
