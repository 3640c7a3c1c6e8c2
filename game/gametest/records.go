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
