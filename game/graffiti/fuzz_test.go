package graffiti

import (
	"encoding/binary"
	"graffiti/game"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
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
	wd := time.AfterFunc(30*time.Second, func() { panic("fuzz input ran for 30s: a hang") })
	defer wd.Stop()
	{
		if len(data) < 9 {
			return
		}
		seed := binary.LittleEndian.Uint64(data[:8])
		opts := data[8]
		setup := Setup{Players: 2 + int(opts%3), Seed: seed, Block: opts&8 != 0, Special: opts&16 != 0}
		s, _, err := New(setup)
		require.NoError(t, err)
		r := game.NewRand(seed ^ 0x5eed)
		var legal []Action
		scores := make([]int, s.N())
		for _, b := range data[9:] {
			if s.Phase == PhaseOver {
				return
			}
			legal = s.LegalActions(legal)
			var a Action
			switch b % 4 {
			case 0, 1:
				a = legal[int(b/4)%len(legal)]
				if got, err := Parse(a.String()); err != nil || got != a {
					t.Fatalf("Parse(%q) = %+v, %v", a, got, err)
				}
			case 2:
				a = mutate(legal[int(b/4)%len(legal)], &r)
			case 3:
				a = randomAction(s, &r)
			}
			before := s.Hash()
			_, err := s.Apply(a)
			if err != nil {
				if s.Hash() != before {
					t.Fatalf("refused %q changed the state", a)
				}
				continue
			}
			if err := s.Invariants(); err != nil {
				t.Fatalf("after %q: %v", a, err)
			}
			for i := range s.Players {
				if s.Players[i].Score < scores[i] {
					t.Fatalf("score fell after %q", a)
				}
				scores[i] = s.Players[i].Score
			}
		}
	}
}
