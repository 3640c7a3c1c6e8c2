package kunststucke

import (
	"math/rand/v2"
	"testing"

	"graffiti/game"
	"graffiti/game/gametest"
)

// TestAppendJSONIsJSONMarshal: every view (each seat's and the public
// one) and every event as each of them learns it, private tiles blanked
// or not, of random games of two to five players, started by chance or a
// chosen seat, with names that need escaping, is written by AppendJSON
// byte for byte as json.Marshal writes it.
func TestAppendJSONIsJSONMarshal(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 39))
	checked := 0
	for i := range 12 {
		o := game.Options{Players: 2 + i%4, Seed: r.Uint64()}
		if i%2 == 1 {
			o.Variants = []string{"first=2"}
		}
		if i%3 == 1 { // each name with one character to escape, or none
			names := []string{"<b>", "Zoë", "Kai\\", "Mo & Jo", "\"Al\"", "a\u2028b", "Mo"}
			o.Names = names[i%2:][:o.Players]
		}
		m, deal, err := Rules.New(o)
		if err != nil {
			t.Fatal(err)
		}
		checked += gametest.AppendsAsMarshal(t, r, m, deal)
	}
	t.Logf("%d views and events compared", checked)
}
