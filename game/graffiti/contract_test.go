package graffiti

import (
	"testing"

	"graffiti/game"
	"graffiti/game/gametest"
)

// Graffiti keeps the contract every game of the house keeps, at every
// player count, with and without the variants.
func TestGraffitiKeepsTheContract(t *testing.T) {
	gametest.Contract(t, Rules, nil, []string{"block"}, []string{"special", "block"})
}

// The record of a whole game written by the build before the house was
// laid out for three games (testdata/) replays, through the contract, to
// the same final state.
func TestGraffitiRecordOfTheEarlierBuildReplaysToItsHash(t *testing.T) {
	gametest.OldRecord(t, Rules, "bb428659fbbfd5e5")
}

// TestAppendJSONIsJSONMarshal: every view (each seat's and the public
// one) and every event as each of them learns it, of random games of two
// to four players with and without the variants and names that need
// escaping, is written by AppendJSON byte for byte as json.Marshal writes it.
func TestAppendJSONIsJSONMarshal(t *testing.T) {
	variants := [][]string{nil, {"block"}, {"special"}, {"block", "special"}}
	gametest.AppendsAsMarshalIn(t, 24, func(i int, seed uint64) (game.Match, []game.Event, error) {
		o := game.Options{Players: 2 + i%3, Seed: seed, Variants: variants[i%len(variants)]}
		if i%2 == 1 { // each name with one character to escape, or none
			o.Names = gametest.Escaping[(i/2)%5:][:o.Players]
		}
		return Rules.New(o)
	})
}
