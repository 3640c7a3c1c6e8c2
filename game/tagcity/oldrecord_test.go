package tagcity

import (
	"os"
	"testing"
)

// The record of a whole game written by the build before the house was
// laid out for three games (testdata/) replays, through the contract, to
// the same final state.
func TestTagCityRecordOfTheEarlierBuildReplaysToItsHash(t *testing.T) {
	data, err := os.ReadFile("../../testdata/tagcity-record.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := Rules.Replay(data)
	if err != nil {
		t.Fatal(err)
	}
	if !m.Over() || m.Hash() != "262501a47c82a259" {
		t.Errorf("the record replays to %s (over: %v), not %s", m.Hash(), m.Over(), "262501a47c82a259")
	}
}
