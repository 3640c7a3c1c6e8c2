package kunststucke

import (
	"graffiti/game/gametest"
	"testing"

	"github.com/stretchr/testify/require"
	"graffiti/game"
)

// newGame sets up n players, seat 0 to start.
func newGame(t testing.TB, n int, seed uint64) *State {
	t.Helper()
	s, _, err := New(Setup{Players: n, Seed: seed})
	require.NoError(t, err)
	return s
}

// parsed is text read by parse, which must take it.
func parsed[T any](t testing.TB, parse func(string) (T, error), text string) T {
	t.Helper()
	v, err := parse(text)
	require.NoError(t, err)
	return v
}

func shape(t testing.TB, name string) ShapeID { t.Helper(); return parsed(t, ParseShape, name) }

func cell(t testing.TB, name string) Cell { t.Helper(); return parsed(t, ParseCell, name) }

func act(t testing.TB, text string) Action { t.Helper(); return parsed(t, Parse, text) }

// lay puts shapes straight onto the canvas, out of wherever they were
// ("red-bar r0 A1" each), for tests of a rule on a given canvas; the
// current seat's hand keeps its length: a shape taken from it is replaced
// by a set-aside one.
func lay(t testing.TB, s *State, specs ...string) {
	t.Helper()
	for _, spec := range specs {
		a := act(t, "place "+spec)
		old := s.Shapes[a.Shape]
		s.Shapes[a.Shape] = ShapeState{Where: OnCanvas, Seat: 0, Rot: a.Rot, X: a.At.X, Y: a.At.Y}
		if old.Where == InHand {
			for id := range s.Shapes {
				if s.Shapes[id].Where == SetAside {
					s.Shapes[id] = old
					break
				}
			}
		}
	}
	require.NoError(t, s.rebuild())
}

// give puts shape id in the current seat's hand, in exchange for one of
// its shapes, which takes id's place; the counts stay as play left them.
func give(t testing.TB, s *State, name string) ShapeID {
	t.Helper()
	id := shape(t, name)
	if ss := s.Shapes[id]; ss.Where == InHand && int(ss.Seat) == s.Current {
		return id
	}
	h := s.Hand(s.Current)
	require.NotEmpty(t, h)
	s.Shapes[h[0]], s.Shapes[id] = s.Shapes[id], s.Shapes[h[0]]
	require.NoError(t, s.rebuild())
	return id
}

// apply plays the actions, each of which must be accepted.
func apply(t testing.TB, s *State, texts ...string) []Event {
	t.Helper()
	var ev []Event
	for _, text := range texts {
		e, err := s.Apply(act(t, text))
		require.NoError(t, err, "%s", text)
		ev = append(ev, e...)
	}
	return ev
}

// refused checks that the action is refused with a reason containing
// want, and that the state did not change by a byte.
func refused(t testing.TB, s *State, text, want string) {
	t.Helper()
	before, err := s.Save()
	require.NoError(t, err)
	board := s.board
	_, err = s.Apply(act(t, text))
	require.Error(t, err, "%s should be refused", text)
	var r *game.Refusal
	require.ErrorAs(t, err, &r, "a refusal carries a format and args")
	require.Contains(t, err.Error(), want, "%s", text)
	after, _ := s.Save()
	require.Equal(t, string(before), string(after), "a refused %s changed the state", text)
	require.Equal(t, board, s.board, "a refused %s changed the canvas", text)
}

// advance plays k actions of the default policy.
func advance(s *State, r *game.Rand, k int) {
	pol := DefaultPolicy()
	for i := 0; i < k && !s.Over; i++ {
		if _, err := s.Apply(pol.Choose(s, r)); err != nil {
			panic(err)
		}
	}
}

// tile gives the named tile to seat's slot k, out of its pile.
func tile(t testing.TB, s *State, seat, k int, name string) {
	t.Helper()
	id, err := ParseTile(name)
	require.NoError(t, err)
	s.Players[seat].Slots[k], s.Players[seat].From[k] = id, s.Piles[id]
	s.Piles[id] = -1
}

func newRand(seed uint64) game.Rand { return game.NewRand(seed) }

// replay plays a record through the contract to the state it reaches.
func replay(r *Record) (*State, error) { m, err := gametest.Replay(Rules, r); return StateOf(m), err }
