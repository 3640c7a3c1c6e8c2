package gametest

import (
	"encoding/binary"
	"testing"
	"time"

	"graffiti/game"
)

// Fuzzed is a game as its fuzz target plays it: S its state, A its action.
type Fuzzed[S any, A game.Action] struct {
	// Deal sets a game up from a seed and a byte of options.
	Deal func(seed uint64, opts byte) (S, error)
	Over func(S) bool
	// Pick is the action a byte chooses, r the source of random ones;
	// listed says it is one of the legal list, whose text must parse
	// back to it.
	Pick  func(s S, b byte, r *game.Rand) (a A, listed bool)
	Parse func(string) (A, error)
	Apply func(S, A) error
	Clone func(S) S
	// Same tells that a refused action changed nothing; Refused, when
	// set, checks the refusal itself.
	Same    func(before, after S) bool
	Refused func(error) error
	// Accepted checks the state after an action played on before: the
	// invariants and what the game adds.
	Accepted func(before, after S, b byte, r *game.Rand) error
	// Steps bounds one input (0: no bound).
	Steps int
}

// Fuzz plays the fuzzer's data on a game: the first eight bytes the
// seed, the ninth its options, each of the rest an action, legal and
// illegal mixed, checked after every step: a refused action changes
// nothing, an accepted one keeps what Accepted checks, and a listed
// action's text parses back to it. An input running for 30 s is a hang.
func Fuzz[S any, A game.Action](t *testing.T, data []byte, f Fuzzed[S, A]) {
	wd := time.AfterFunc(30*time.Second, func() { panic("fuzz input ran for 30s: a hang") })
	defer wd.Stop()
	if len(data) < 9 {
		return
	}
	seed := binary.LittleEndian.Uint64(data[:8])
	s, err := f.Deal(seed, data[8])
	if err != nil {
		t.Fatal(err)
	}
	r := game.NewRand(seed ^ 0x5eed)
	steps := data[9:]
	if f.Steps > 0 && len(steps) > f.Steps {
		steps = steps[:f.Steps]
	}
	for _, b := range steps {
		if f.Over(s) {
			return
		}
		a, listed := f.Pick(s, b, &r)
		if listed {
			if got, err := f.Parse(a.String()); err != nil || got != a {
				t.Fatalf("Parse(%q) = %+v, %v", a, got, err)
			}
		}
		before := f.Clone(s)
		if err := f.Apply(s, a); err != nil {
			if f.Refused != nil {
				if err := f.Refused(err); err != nil {
					t.Fatalf("refusal of %q: %v", a, err)
				}
			}
			if !f.Same(before, s) {
				t.Fatalf("refused %q changed the state", a)
			}
			continue
		}
		if err := f.Accepted(before, s, b, &r); err != nil {
			t.Fatalf("after %q: %v", a, err)
		}
	}
}
