package kunststucke

import (
	"testing"

	"graffiti/game"
)

// midGames gives states a third and two thirds into games of 2 and 4.
func midGames(b *testing.B) []*State {
	var out []*State
	for _, n := range []int{2, 4} {
		for _, frac := range []int{3, 6} {
			s := newGame(b, n, uint64(n*frac))
			r := game.NewRand(uint64(frac))
			pol := DefaultPolicy()
			for s.Turn < Deal(n)*n*frac/9 {
				s.Apply(pol.Choose(s, &r))
			}
			out = append(out, s)
		}
	}
	return out
}

func BenchmarkClone(b *testing.B) {
	ss := midGames(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = ss[i%len(ss)].Clone()
	}
}

func BenchmarkLegalActions(b *testing.B) {
	ss := midGames(b)
	var buf []Action
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = ss[i%len(ss)].LegalActions(buf)
	}
}

func BenchmarkPolicyChooseAndApply(b *testing.B) {
	ss := midGames(b)
	r := game.NewRand(1)
	pol := DefaultPolicy()
	var ev []Event
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := ss[i%len(ss)].Clone()
		ev, _ = s.ApplyTo(ev[:0], pol.Choose(s, &r))
	}
}

func BenchmarkViewFor(b *testing.B) {
	ss := midGames(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = ss[i%len(ss)].ViewFor(0)
	}
}

func BenchmarkDeterminize(b *testing.B) {
	ss := midGames(b)
	var vs []View
	for _, s := range ss {
		vs = append(vs, s.ViewFor(s.Current))
	}
	r := game.NewRand(1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Determinize(&vs[i%len(vs)], &r); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScore(b *testing.B) {
	ss := midGames(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ss[i%len(ss)].Score(0)
	}
}

// BenchmarkPlayout is a whole game of 4 with the policy, unchecked.
func BenchmarkPlayout(b *testing.B) {
	r := game.NewRand(1)
	for i := 0; i < b.N; i++ {
		if _, err := Playout(Setup{Players: 4, Seed: uint64(i)}, DefaultPolicy(), &r, false); err != nil {
			b.Fatal(err)
		}
	}
}
