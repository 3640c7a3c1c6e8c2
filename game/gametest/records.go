package gametest

import (
	"encoding/json"
	"os"
	"testing"

	"graffiti/game"
)

// Replay writes record as JSON and plays it through g's Replay, as a
// record file is played: the match reached (or the one before a refused
// action), and why it stopped.
func Replay(g game.Game, record any) (game.Match, error) {
	data, err := json.Marshal(record)
	if err != nil {
		return nil, err
	}
	return g.Replay(data)
}

// OldRecord checks that the record of a whole game written by the build
// before the house was laid out for three games (in the module's
// testdata/, named for the game) replays, through the contract, to the
// same final state, hash.
func OldRecord(t *testing.T, g game.Game, hash string) {
	t.Helper()
	data, err := os.ReadFile("../../testdata/" + g.Name() + "-record.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := g.Replay(data)
	if err != nil {
		t.Fatal(err)
	}
	if !m.Over() || m.Hash() != hash {
		t.Errorf("the record replays to %s (over: %v), not %s", m.Hash(), m.Over(), hash)
	}
}

// Saver is a core's state as its save sees it.
type Saver interface {
	Save() ([]byte, error)
	Hash() string
}

// LoadsAndPlaysOn saves s and loads it back with load: the two have the
// same hash, and still have after play (the same actions, drawn from the
// same seed) on each.
func LoadsAndPlaysOn[S Saver](t *testing.T, s S, load func([]byte) (S, error), seed uint64, play func(S, *game.Rand)) {
	t.Helper()
	data, err := s.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := load(data)
	if err != nil {
		t.Fatal(err)
	}
	if s.Hash() != back.Hash() {
		t.Fatalf("the state hash changes through a save")
	}
	r1, r2 := game.NewRand(seed), game.NewRand(seed)
	play(s, &r1)
	play(back, &r2)
	if s.Hash() != back.Hash() {
		t.Fatalf("a loaded game plays on differently")
	}
}
