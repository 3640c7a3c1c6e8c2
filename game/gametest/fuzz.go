package gametest

import (
	"encoding/binary"
	"testing"
	"time"

	"graffiti/game"
)

// Fuzzed is what a game's fuzz target adds to its core: S its state, A
// its action. Playing, parsing, cloning, the end and the invariants are
// the core's, the same for every game.
type Fuzzed[S any, A game.Action] struct {
	// Deal sets a game up from a seed and a byte of options.
	Deal func(seed uint64, opts byte) (S, error)
	// Pick is the action a byte chooses when it does not play listed,
	// the legal action it points at (a quarter of the bytes, b%4 == 0,
	// play it in every game); r is the source of random ones.
	Pick func(s S, listed A, b byte, r *game.Rand) A
	// Same, when set, tells more closely than the hash that a refused
	// action changed nothing.
	Same func(before, after S) bool
	// Accepted, when set, checks what the game adds to its invariants
	// after an action played on before.
	Accepted func(before, after S, b byte, r *game.Rand) error
	// Steps bounds one input (0: no bound).
	Steps int
}

// starts are the inputs every game's fuzzing begins from, but for their
// ninth byte, the game's options: a zero seed with the actions counting
// up, a seed with actions scattered, a seed with the highest actions.
var starts = [][]byte{
	{0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9},
	{7, 1, 0, 0, 0, 0, 0, 0, 0, 200, 13, 77, 5, 250, 1, 1, 1, 9, 9, 9},
	{3, 0, 0, 0, 0, 0, 0, 0, 0, 255, 254, 253, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
}

// Fuzz is a game's fuzz target: it begins from the shared starts, the
// i-th with the options opts[i] (as many starts as opts), and plays every
// input on the game's core c as fuzzInput does.
func Fuzz[S any, A game.Action, E game.Event](f *testing.F, c *game.Core[S, A, E], opts []byte, fz Fuzzed[S, A]) {
	for i, o := range opts {
		in := append([]byte(nil), starts[i]...)
		in[8] = o
		f.Add(in)
	}
	f.Fuzz(func(t *testing.T, data []byte) { fuzzInput(t, data, c, fz) })
}

// fuzzInput plays the fuzzer's data on a game: the first eight bytes the
// seed, the ninth its options, each of the rest an action, legal and
// illegal mixed, checked after every step: a refused action is refused
// in words a table can translate (a *game.Refusal) and changes nothing,
// an accepted one keeps the invariants and what Accepted checks, and a
// listed action's text parses back to it. An input running for 30 s is a
// hang.
func fuzzInput[S any, A game.Action, E game.Event](t *testing.T, data []byte, c *game.Core[S, A, E], f Fuzzed[S, A]) {
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
	var legal []A
	for _, b := range steps {
		if c.Actor(s) == game.Nobody {
			return
		}
		legal = c.Legal(s, legal)
		listed := legal[int(b/4)%len(legal)]
		a := listed
		if b%4 != 0 {
			a = f.Pick(s, listed, b, &r)
		}
		if a == listed {
			if got, err := c.Parse(a.String()); err != nil || got != a {
				t.Fatalf("Parse(%q) = %+v, %v", a, got, err)
			}
		}
		before := c.Clone(s)
		if _, err := c.Apply(s, nil, a); err != nil {
			if _, ok := err.(*game.Refusal); !ok {
				t.Fatalf("refusal of %q not a game.Refusal: %v", a, err)
			}
			if c.Hash(before) != c.Hash(s) || f.Same != nil && !f.Same(before, s) {
				t.Fatalf("refused %q changed the state", a)
			}
			continue
		}
		if err := c.Invariants(s); err != nil {
			t.Fatalf("after %q: %v", a, err)
		}
		if f.Accepted != nil {
			if err := f.Accepted(before, s, b, &r); err != nil {
				t.Fatalf("after %q: %v", a, err)
			}
		}
	}
}
