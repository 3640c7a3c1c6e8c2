package kunststucke

import (
	"testing"

	"graffiti/game"
	"graffiti/game/gametest"
)

// Kunststücke keeps the contract every game of the house keeps, at
// every player count, who starts by chance or chosen.
func TestKunststuckeKeepsTheContract(t *testing.T) {
	gametest.Contract(t, Rules, nil, []string{"first=2"}, nil, []string{"first=5"})
}

// The record of a whole game written by the build before the house was
// laid out for three games (testdata/) replays, through the contract, to
// the same final state.
func TestKunststuckeRecordOfTheEarlierBuildReplaysToItsHash(t *testing.T) {
	gametest.OldRecord(t, Rules, "bfe2b9d720303804")
}

// TestAppendJSONIsJSONMarshal: every view (each seat's and the public
// one) and every event as each of them learns it, private tiles blanked
// or not, of random games of two to five players, started by chance or a
// chosen seat, with names that need escaping, is written by AppendJSON
// byte for byte as json.Marshal writes it.
func TestAppendJSONIsJSONMarshal(t *testing.T) {
	gametest.AppendsAsMarshalIn(t, 12, func(i int, seed uint64) (game.Match, []game.Event, error) {
		o := game.Options{Players: 2 + i%4, Seed: seed}
		if i%2 == 1 {
			o.Variants = []string{"first=2"}
		}
		if i%3 == 1 { // each name with one character to escape, or none
			o.Names = gametest.Escaping[i%2:][:o.Players]
		}
		return Rules.New(o)
	})
}
