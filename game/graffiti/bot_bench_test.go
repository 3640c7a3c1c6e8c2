package graffiti

import (
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game/bot"
)

// BenchmarkIterations measures search iterations (a determinization, the
// walk down the tree, a playout to the next round's start) on mid-game
// positions of 2 and 4 players.
func BenchmarkIterations(b *testing.B) {
	var ds []*Decision
	for _, n := range []int{2, 4} {
		for _, s := range positions(b, n, false, false, 40, 11) {
			if s.Phase != PhasePlay {
				continue
			}
			d, err := NewDecision(bot.Hard, s.ViewFor(s.Current), 1, bot.Budget{Iterations: 1 << 30, Workers: 1})
			require.NoError(b, err)
			ds = append(ds, d)
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ds[i%len(ds)].Step(1)
	}
}
