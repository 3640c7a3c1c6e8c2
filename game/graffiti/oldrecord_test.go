package graffiti

import (
	"os"
	"testing"
)

// The record of a whole game written by the build before the house was
// laid out for three games (testdata/) replays, through the contract, to
// the same final state.
func TestGraffitiRecordOfTheEarlierBuildReplaysToItsHash(t *testing.T) {
	data, err := os.ReadFile("../../testdata/graffiti-record.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := Rules.Replay(data)
	if err != nil {
		t.Fatal(err)
	}
	if !m.Over() || m.Hash() != "bb428659fbbfd5e5" {
		t.Errorf("the record replays to %s (over: %v), not %s", m.Hash(), m.Over(), "bb428659fbbfd5e5")
	}
}
