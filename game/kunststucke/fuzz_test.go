package kunststucke

import (
	"reflect"
	"testing"

	"graffiti/game"
	"graffiti/game/gametest"
)

// FuzzActions plays a game of actions chosen by the fuzzer's bytes: legal
// ones from the list, legal ones from the policy, mutated ones and random
// ones from the whole action space. After every step: a refused action
// changed nothing (byte for byte), an accepted one keeps every invariant,
// and a listed action's text parses back to it.
func FuzzActions(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{7, 1, 0, 0, 0, 0, 0, 0, 3, 200, 13, 77, 5, 250, 1, 1, 1, 9, 9, 9})
	f.Fuzz(fuzzActions)
}

// maxFuzzSteps bounds one input: a whole game takes about 150 to 200.
const maxFuzzSteps = 400

func fuzzActions(t *testing.T, data []byte) {
	pol := DefaultPolicy()
	var legal []Action
	gametest.Fuzz(t, data, gametest.Fuzzed[*State, Action]{
		Deal: func(seed uint64, opts byte) (*State, error) {
			s, _, err := New(Setup{Players: MinPlayers + int(opts)%(MaxPlayers-MinPlayers+1), Seed: seed, Youngest: -1})
			return s, err
		},
		Over: func(s *State) bool { return s.Over },
		Pick: func(s *State, b byte, r *game.Rand) (Action, bool) {
			switch b % 4 {
			case 0:
				legal = s.LegalActions(legal)
				return legal[int(b/4)%len(legal)], true
			case 1:
				return pol.Choose(s, r), false
			case 2:
				return mutated(pol.Choose(s, r), b/4%6, r), false
			}
			a := Action{Kind: Kind(r.Intn(int(numKinds))), Shape: ShapeID(r.Intn(NumShapes)), Rot: int8(r.Intn(4)),
				At: Cell{int8(r.Intn(CanvasSize)), int8(r.Intn(CanvasSize))}, Pile: int8(r.Intn(NumPiles)),
				Tile: TileID(r.Intn(NumTiles)), Slot: int8(r.Intn(NumSlots))}
			return a.canonical(), false
		},
		Parse:    Parse,
		Apply:    func(s *State, a Action) error { _, err := s.Apply(a); return err },
		Clone:    (*State).Clone,
		Same:     func(before, after *State) bool { return reflect.DeepEqual(before, after) },
		Accepted: func(_, s *State, _ byte, _ *game.Rand) error { return s.Invariants() },
		Steps:    maxFuzzSteps,
	})
}

// mutated is a with one field (which) pushed about or out of range.
func mutated(a Action, which byte, r *game.Rand) Action {
	switch which {
	case 0:
		a.Shape = ShapeID(r.Intn(NumShapes+2) - 1)
	case 1:
		a.At.X += int8(r.Intn(5) - 2)
	case 2:
		a.At.Y += int8(r.Intn(5) - 2)
	case 3:
		a.Rot = int8(r.Intn(6) - 1)
	case 4:
		a.Kind = Kind(r.Intn(int(numKinds) + 1))
	case 5:
		a.Slot, a.Tile, a.Pile = int8(r.Intn(7)-1), TileID(r.Intn(NumTiles+2)-1), int8(r.Intn(7)-1)
	}
	return a
}
