package graffiti

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"testing"

	"graffiti/game"
	"graffiti/game/gametest"
)

// TestAppendJSONIsJSONMarshal: every view (each seat's and the public
// one) and every event as each of them learns it, of random games of two
// to four players with and without the variants and names that need
// escaping, is written by AppendJSON byte for byte as json.Marshal writes it.
func TestAppendJSONIsJSONMarshal(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 39))
	variants := [][]string{nil, {"block"}, {"special"}, {"block", "special"}}
	checked := 0
	for i := range 24 {
		o := game.Options{Players: 2 + i%3, Seed: r.Uint64(), Variants: variants[i%len(variants)]}
		if i%2 == 1 { // each name with one character to escape, or none
			names := []string{"<b>", "Zoë", "Kai\\", "Mo & Jo", "\"Al\"", "a\u2028b", "Mo"}
			o.Names = names[(i/2)%5:][:o.Players]
		}
		m, deal, err := Rules.New(o)
		if err != nil {
			t.Fatal(err)
		}
		checked += gametest.AppendsAsMarshal(t, r, m, deal)
	}
	t.Logf("%d views and events compared", checked)
}

// BenchmarkViewJSON writes the public view and a seat's of a game in its
// second round, by encoding/json and by AppendJSON.
func BenchmarkViewJSON(b *testing.B) {
	m, _, _ := Rules.New(game.Options{Players: 4, Seed: 39})
	r := rand.New(rand.NewPCG(1, 2))
	for m.View(game.Nobody).(View).Round < 2 {
		legal := m.Legal()
		m.Apply(legal[r.IntN(len(legal))])
	}
	views := []View{m.View(game.Nobody).(View), m.View(m.ToAct()).(View)}
	b.Run("encoding-json", func(b *testing.B) {
		var w bytes.Buffer
		for i := range b.N {
			w.Reset()
			if err := json.NewEncoder(&w).Encode(views[i%2]); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("AppendJSON", func(b *testing.B) {
		var buf []byte
		for i := range b.N {
			buf = views[i%2].AppendJSON(buf[:0])
		}
	})
}
