package tagcity

import "testing"

// BenchmarkOneMove is the one-move bot's choice (the easy bot's, and the
// pictures' set-ups' moves) over positions of a dozen games.
func BenchmarkOneMove(b *testing.B) {
	var views []View
	for _, s := range sampleStates(b, 12, 4) {
		if s.Phase != PhaseOver && s.Phase != PhasePlace {
			views = append(views, s.ViewFor(s.Actor()))
		}
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := OneMove(views[i%len(views)], uint64(i), true); err != nil {
			b.Fatal(err)
		}
	}
}
