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
	// One policy for the inputs, played one after another: it keeps
	// nothing between its choices but buffers.
	pol := DefaultPolicy()
	gametest.Fuzz(f, core, []byte{0, 3}, gametest.Fuzzed[*State, Action]{
		Deal: func(seed uint64, opts byte) (*State, error) {
			s, _, err := New(Setup{Players: MinPlayers + int(opts)%(MaxPlayers-MinPlayers+1), Seed: seed, Youngest: -1})
			return s, err
		},
		Pick: func(s *State, listed Action, b byte, r *game.Rand) Action {
			switch b % 4 {
			case 1:
				return pol.Choose(s, r)
			case 2:
				return mutated(pol.Choose(s, r), b/4%6, r)
			}
			a := Action{Kind: Kind(r.Intn(int(numKinds))), Shape: ShapeID(r.Intn(NumShapes)), Rot: int8(r.Intn(4)),
				At: Cell{int8(r.Intn(CanvasSize)), int8(r.Intn(CanvasSize))}, Pile: int8(r.Intn(NumPiles)),
				Tile: TileID(r.Intn(NumTiles)), Slot: int8(r.Intn(NumSlots))}
			return a.canonical()
		},
		Same:  func(before, after *State) bool { return reflect.DeepEqual(before, after) },
		Steps: maxFuzzSteps,
	})
}

// maxFuzzSteps bounds one input: a whole game takes about 150 to 200.
const maxFuzzSteps = 400

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
