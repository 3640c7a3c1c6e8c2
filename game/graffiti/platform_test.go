package graffiti

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"
)

// The same seed and actions give the same game on every platform: this
// recorded game's final state hash was computed natively, and the test
// also runs under GOOS=js GOARCH=wasm (see .ci/run), where it must come
// out the same.
const recordedGameHash = "bb428659fbbfd5e5"

func TestRecordedGameHashIsTheSameOnEveryPlatform(t *testing.T) {
	data, err := os.ReadFile("../../testdata/graffiti-record.json")
	require.NoError(t, err)
	rec, err := files.ReadRecord(data)
	require.NoError(t, err)
	s, err := replay(rec)
	require.NoError(t, err)
	if s.Phase != PhaseOver {
		t.Fatalf("the record ends in phase %s", s.Phase)
	}
	if got := s.Hash(); got != recordedGameHash {
		t.Fatalf("final hash %s, recorded %s", got, recordedGameHash)
	}
}
