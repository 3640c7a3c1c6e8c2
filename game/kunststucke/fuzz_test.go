package kunststucke

import (
	"encoding/binary"
	"reflect"
	"testing"
	"time"

	"graffiti/game"
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
	wd := time.AfterFunc(30*time.Second, func() { panic("fuzz input ran for 30s: a hang") })
	defer wd.Stop()
	if len(data) < 9 {
		return
	}
	seed := binary.LittleEndian.Uint64(data[:8])
	s, _, err := New(Setup{Players: MinPlayers + int(data[8])%(MaxPlayers-MinPlayers+1), Seed: seed, Youngest: -1})
	if err != nil {
		t.Fatal(err)
	}
	r := game.NewRand(seed ^ 0x5eed)
	pol := DefaultPolicy()
	var legal []Action
	if len(data) > 9+maxFuzzSteps {
		data = data[:9+maxFuzzSteps]
	}
	for _, b := range data[9:] {
		if s.Over {
			return
		}
		var a Action
		switch b % 4 {
		case 0:
			legal = s.LegalActions(legal)
			a = legal[int(b/4)%len(legal)]
			if got, err := Parse(a.String()); err != nil || got != a {
				t.Fatalf("Parse(%q) = %+v, %v", a, got, err)
			}
		case 1:
			a = pol.Choose(s, &r)
		case 2:
			a = pol.Choose(s, &r)
			switch b / 4 % 6 {
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
		case 3:
			a = Action{Kind: Kind(r.Intn(int(numKinds))), Shape: ShapeID(r.Intn(NumShapes)), Rot: int8(r.Intn(4)),
				At: Cell{int8(r.Intn(CanvasSize)), int8(r.Intn(CanvasSize))}, Pile: int8(r.Intn(NumPiles)),
				Tile: TileID(r.Intn(NumTiles)), Slot: int8(r.Intn(NumSlots))}
			a = a.canonical()
		}
		before := s.Clone()
		if _, err := s.Apply(a); err != nil {
			if !reflect.DeepEqual(before, s) {
				t.Fatalf("refused %q changed the state", a)
			}
			continue
		}
		if err := s.Invariants(); err != nil {
			t.Fatalf("after %q: %v", a, err)
		}
	}
}
