package tagcity

import (
	"math/rand/v2"
	"testing"

	"graffiti/game"
	"graffiti/game/gametest"
)

// TestAppendJSONIsJSONMarshal: every view (each seat's and the public
// one) and every event as each of them learns it, of random games of two
// to four players on both sides of both boards, with HQ tokens chosen and
// drawn and with names that need escaping, is written by AppendJSON byte
// for byte as json.Marshal writes it.
func TestAppendJSONIsJSONMarshal(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 39))
	checked := 0
	for i := range 16 {
		s := Setup{Players: 2 + i%3, Seed: r.Uint64(), City: Side(i % 2), HQ: Side(i / 2 % 2)}
		if i%4 == 3 {
			s.Tokens = []string{"U5", "Z5", "O4", "V5", "T5", "L5"}
		}
		if i%3 == 1 { // each name with one character to escape, or none
			names := []string{"<b>", "Zoë", "Kai\\", "Mo & Jo", "\"Al\"", "a\u2028b", "Mo"}
			s.Names = names[i%5:][:s.Players]
		}
		st, ev, err := New(s)
		if err != nil {
			t.Fatal(err)
		}
		checked += gametest.AppendsAsMarshal(t, r, core.Play(st, []string{}), game.Events(ev))
	}
	t.Logf("%d views and events compared", checked)
}
