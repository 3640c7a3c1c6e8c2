package graffiti

import (
	"fmt"
	"graffiti/game"
	"testing"
)

// The legal list and Apply must agree both ways: every listed action
// applies, every action not listed is refused and leaves the state as it
// was, byte for byte.
func TestLegalActionsAgreeWithApply(t *testing.T) {
	// Two halves of the seeds side by side: each game is one core's work.
	for half := uint64(0); half < 2; half++ {
		t.Run(fmt.Sprint("seeds-", half), func(t *testing.T) {
			t.Parallel()
			legalAgreesWithApply(t, 1+half, 30)
		})
	}
}

// legalAgreesWithApply plays the seeds from first to last, every other.
func legalAgreesWithApply(t *testing.T, first, last uint64) {
	for seed := first; seed <= last; seed += 2 {
		setup := Setup{Players: 2 + int(seed%3), Seed: seed, Block: seed%2 == 0, Special: seed%4 < 2}
		s, _, _ := New(setup)
		r := game.NewRand(seed)
		var buf []Action
		for s.Phase != PhaseOver {
			buf = s.LegalActions(buf)
			legal := map[Action]bool{}
			for _, a := range buf {
				if legal[a] {
					t.Fatalf("%q listed twice", a)
				}
				legal[a] = true
				c := s.Clone()
				ev, err := c.Apply(a)
				if err != nil {
					t.Fatalf("listed %q refused: %v", a, err)
				}
				// Playing it as listed, unchecked, does the same.
				l := s.Clone()
				if lev := l.ApplyListed(nil, a); l.Hash() != c.Hash() || fmt.Sprint(lev) != fmt.Sprint(ev) {
					t.Fatalf("listed %q played unchecked differs from Apply", a)
				}
			}
			before := s.Hash()
			for i := 0; i < 60; i++ {
				var a Action
				if i%2 == 0 {
					a = randomAction(s, &r)
				} else {
					a = mutate(buf[r.Intn(len(buf))], &r)
				}
				if legal[a] {
					continue
				}
				c := s.Clone()
				if _, err := c.Apply(a); err == nil {
					t.Fatalf("seed %d: unlisted %q (%+v) applied in phase %s", seed, a, a, s.Phase)
				}
				if c.Hash() != before {
					t.Fatalf("refused %q changed the state", a)
				}
			}
			if _, err := s.Apply(buf[r.Intn(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestActionTextRoundTrips(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		s, _, _ := New(Setup{Players: 2 + int(seed%3), Seed: seed, Special: true})
		r := game.NewRand(seed)
		var buf []Action
		for s.Phase != PhaseOver {
			buf = s.LegalActions(buf)
			for _, a := range buf {
				b, err := Parse(a.String())
				if err != nil || b != a {
					t.Fatalf("Parse(%q) = %+v, %v; want %+v", a.String(), b, err, a)
				}
			}
			s.Apply(buf[r.Intn(len(buf))])
		}
	}
}
