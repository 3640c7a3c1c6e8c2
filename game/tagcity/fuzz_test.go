package tagcity

import (
	"encoding/binary"
	"testing"
	"time"

	"graffiti/game"
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
	wd := time.AfterFunc(30*time.Second, func() { panic("fuzz input ran for 30s: a hang") })
	defer wd.Stop()
	if len(data) < 9 {
		return
	}
	seed := binary.LittleEndian.Uint64(data[:8])
	opts := data[8]
	setup := Setup{Players: 2 + int(opts%3), Seed: seed, HQ: Side(opts >> 2 & 1), City: Side(opts >> 3 & 1)}
	s, _, err := New(setup)
	if err != nil {
		t.Fatal(err)
	}
	r := game.NewRand(seed ^ 0x5eed)
	var legal []Action
	for _, b := range data[9:] {
		if s.Phase == PhaseOver {
			return
		}
		legal = s.LegalActions(legal)
		var a Action
		switch b % 4 {
		case 0:
			a = legal[int(b/4)%len(legal)]
			if got, err := Parse(a.String()); err != nil || got != a {
				t.Fatalf("Parse(%q) = %+v, %v", a, got, err)
			}
		case 1:
			a = s.RandomAction(&r)
		case 2:
			a = mutate(legal[int(b/4)%len(legal)], &r)
		case 3:
			a = anyAction(&r)
		}
		before, _ := s.Save()
		grids := make([]Grid, s.N())
		for i := range s.Taggers {
			grids[i] = s.Taggers[i].Grid
		}
		if _, err := s.Apply(a); err != nil {
			if _, ok := err.(*game.Refusal); !ok {
				t.Fatalf("refusal of %q is not a game.Refusal: %v", a, err)
			}
			if after, _ := s.Save(); string(after) != string(before) {
				t.Fatalf("refused %q changed the state", a)
			}
			continue
		}
		if err := s.Invariants(); err != nil {
			t.Fatalf("after %q: %v", a, err)
		}
		for i := range s.Taggers {
			if !s.Taggers[i].Grid.covers(grids[i]) {
				t.Fatalf("after %q a mark left %s's board", a, s.Taggers[i].Name)
			}
		}
		if err := core.CheckSecrecy(s, int(b)%s.N(), &r); err != nil {
			t.Fatal(err)
		}
	}
}
