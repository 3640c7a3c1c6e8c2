package graffiti

import (
	"encoding/json"
	"graffiti/game"
	"os"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestWriteRecord makes the committed record again when the rules change
// (GRAFFITI_RERECORD=1 go test ./game -run TestWriteRecord): a random game
// of 3 players with variant 1, seed 2023, its moves chosen by a source
// seeded with the same number.
func TestWriteRecord(t *testing.T) {
	if os.Getenv("GRAFFITI_RERECORD") != "1" {
		t.Skip("set GRAFFITI_RERECORD=1 to write ../../testdata/graffiti-record.json again")
	}
	setup := Setup{Players: 3, Seed: 2023, Block: true}
	s, _, err := New(setup)
	require.NoError(t, err)
	chooser := game.NewRand(setup.Seed)
	rec := Record{Format: Format, Setup: setup}
	var legal []Action
	for s.Phase != PhaseOver {
		legal = s.LegalActions(legal)
		a := legal[chooser.Intn(len(legal))]
		if _, err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		rec.Actions = append(rec.Actions, a.String())
	}
	data, err := json.MarshalIndent(rec, "", " ")
	require.NoError(t, err)
	if err := os.WriteFile("../../testdata/graffiti-record.json", append(data, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d actions, final hash %s", len(rec.Actions), s.Hash())
}
