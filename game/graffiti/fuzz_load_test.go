package graffiti

import (
	"errors"
	"graffiti/game"
	"strings"
	"testing"
	"time"
)

// FuzzLoad feeds Load any bytes. A file it accepts must be a game real
// play can go on with: it passes every invariant, saves back to the same
// state, and plays 200 random legal actions with every invariant holding,
// never panicking or hanging. A file it refuses is refused with an error,
// damaged unless it is merely newer.
func FuzzLoad(f *testing.F) {
	r := game.NewRand(3)
	for i, ph := range []Phase{PhasePlay, PhaseAfter, PhaseKeep, PhaseFlip, PhaseOver} {
		s, _, _ := New(Setup{Players: 2 + i%3, Seed: uint64(i), Block: i%2 == 0, Special: i == 1})
		for n := 0; n < 3000 && s.Phase != ph && s.Phase != PhaseOver; n++ {
			advance(s, &r, 1)
		}
		data, _ := s.Save()
		f.Add(data)
	}
	f.Add([]byte(`{"format":1}`))
	f.Add([]byte(`{"format":2}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		wd := time.AfterFunc(30*time.Second, func() { panic("Load input ran for 30s: a hang") })
		defer wd.Stop()
		s, err := Load(data)
		if err != nil {
			if !errors.Is(err, game.ErrDamaged) && !strings.Contains(err.Error(), "newer than this program") {
				t.Fatalf("refused without saying it is damaged: %v", err)
			}
			return
		}
		again, _ := s.Save()
		back, err := Load(again)
		if err != nil || back.Hash() != s.Hash() {
			t.Fatalf("a loaded state does not save back: %v", err)
		}
		r := game.NewRand(uint64(len(data)))
		var legal []Action
		for i := 0; i < 200 && s.Phase != PhaseOver; i++ {
			legal = s.LegalActions(legal)
			if len(legal) == 0 {
				t.Fatalf("no legal action in phase %s", s.Phase)
			}
			a := legal[r.Intn(len(legal))]
			if _, err := s.Apply(a); err != nil {
				t.Fatalf("listed %q refused: %v", a, err)
			}
			if err := s.Invariants(); err != nil {
				t.Fatalf("after %q: %v", a, err)
			}
		}
	})
}

// FuzzParse feeds Parse any text. What it accepts prints back to text
// that parses to the same action; checking it against a game never
// panics; what it refuses is refused with an error.
func FuzzParse(f *testing.F) {
	r := game.NewRand(4)
	s, _, _ := New(Setup{Players: 3, Seed: 4})
	for i := 0; i < 40 && s.Phase != PhaseOver; i++ {
		for _, a := range s.LegalActions(nil) {
			if r.Intn(20) == 0 {
				f.Add(a.String())
			}
		}
		advance(s, &r, 7)
	}
	for _, text := range []string{"pass", "spray C2 @2 permit:bonus paint:B,G,wild +discount", "keep R,Y,YB +save", "paint RYB:R", "flip A1", "permit 3+stack +add", "spray A1 @1 permit:5+5 paint:none"} {
		f.Add(text)
	}
	games := []*State{}
	for i := 0; i < 3; i++ {
		g, _, _ := New(Setup{Players: 2 + i, Seed: uint64(i)})
		advance(g, &r, 40*i)
		games = append(games, g)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a, err := Parse(text)
		if err != nil {
			return
		}
		b, err := Parse(a.String())
		if err != nil || b != a {
			t.Fatalf("Parse(%q) = %+v; its text %q parses to %+v, %v", text, a, a.String(), b, err)
		}
		for _, g := range games {
			g.Check(a)
		}
	})
}
