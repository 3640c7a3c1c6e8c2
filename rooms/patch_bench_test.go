package rooms

import (
	"math/rand/v2"
	"testing"

	"graffiti/game"
	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
)

// BenchmarkPatch is a host's patch of one role's view after an action:
// the new view indexed and diffed against the one held (indexed before),
// over the public view and the first seat's through a game of four, for
// each game.
func BenchmarkPatch(b *testing.B) {
	for _, g := range boxes.Games {
		b.Run(g.Name(), func(b *testing.B) {
			m, _, err := g.New(game.Options{Players: 4, Seed: 7})
			if err != nil {
				b.Fatal(err)
			}
			r := rand.New(rand.NewPCG(1, 2))
			var views [][]byte
			for !m.Over() && len(views) < 400 {
				views = append(views, appendJSON(nil, m.View(game.Nobody)), appendJSON(nil, m.View(0)))
				legal := m.Legal()
				if _, err := m.Apply(legal[r.IntN(len(legal))]); err != nil {
					b.Fatal(err)
				}
			}
			ends := make([][]int32, len(views))
			for k, v := range views {
				ends[k], _ = wire.Index(v, nil)
			}
			var next []int32
			var out []byte
			bytes := 0
			b.ResetTimer()
			for i := range b.N {
				k := i % (len(views) - 2)
				next, _ = wire.Index(views[k+2], next)
				p, _ := wire.DiffIndexed(out[:0], views[k], ends[k], views[k+2], next)
				out = p
				bytes += len(p)
			}
			b.ReportMetric(float64(bytes)/float64(b.N), "B/patch")
		})
	}
}
