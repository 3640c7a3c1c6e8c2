package kunststucke

import (
	"os"
	"testing"
)

// The record of a whole game written by the build before the house was
// laid out for three games (testdata/) replays, through the contract, to
// the same final state.
func TestKunststuckeRecordOfTheEarlierBuildReplaysToItsHash(t *testing.T) {
	data, err := os.ReadFile("../../testdata/kunststucke-record.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := Rules.Replay(data)
	if err != nil {
		t.Fatal(err)
	}
	if !m.Over() || m.Hash() != "bfe2b9d720303804" {
		t.Errorf("the record replays to %s (over: %v), not %s", m.Hash(), m.Over(), "bfe2b9d720303804")
	}
}
