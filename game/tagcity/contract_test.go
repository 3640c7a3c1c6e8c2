package tagcity

import (
	"testing"

	"graffiti/game"
	"graffiti/game/gametest"
)

// Tag City keeps the contract every game of the house keeps, at every
// player count, on both sides of its boards.
func TestTagCityKeepsTheContract(t *testing.T) {
	gametest.Contract(t, Rules, nil, []string{"city=B"}, []string{"hq=B", "city=A"})
}

// The record of a whole game written by the build before the house was
// laid out for three games (testdata/) replays, through the contract, to
// the same final state.
func TestTagCityRecordOfTheEarlierBuildReplaysToItsHash(t *testing.T) {
	gametest.OldRecord(t, Rules, "262501a47c82a259")
}

// TestAppendJSONIsJSONMarshal: every view (each seat's and the public
// one) and every event as each of them learns it, of random games of two
// to four players on both sides of both boards, with HQ tokens chosen and
// drawn and with names that need escaping, is written by AppendJSON byte
// for byte as json.Marshal writes it.
func TestAppendJSONIsJSONMarshal(t *testing.T) {
	gametest.AppendsAsMarshalIn(t, 16, func(i int, seed uint64) (game.Match, []game.Event, error) {
		s := Setup{Players: 2 + i%3, Seed: seed, City: Side(i % 2), HQ: Side(i / 2 % 2)}
		if i%4 == 3 {
			s.Tokens = []string{"U5", "Z5", "O4", "V5", "T5", "L5"}
		}
		if i%3 == 1 { // each name with one character to escape, or none
			s.Names = gametest.Escaping[i%5:][:s.Players]
		}
		st, ev, err := New(s)
		return core.Play(st, []string{}), game.Events(ev), err
	})
}
