package graffiti

import (
	"bytes"
	"encoding/json"
	"graffiti/game"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// BenchmarkPlayout measures random 4-player games: legal actions plus
// Apply for every step. The figure that matters is actions/s (wall
// time); actions/cpu-s divides by the CPU time the process used instead,
// which a busy shared machine disturbs less.
func BenchmarkPlayout(b *testing.B) {
	r := game.NewRand(1)
	actions := 0
	b.ReportAllocs()
	cpu := cpuTime()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		st, err := Playout(Setup{Players: 4, Seed: uint64(i)}, &r, false)
		require.NoError(b, err)
		actions += st.Actions
	}
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
	if used := cpuTime() - cpu; used > 0 {
		b.ReportMetric(float64(actions)/used.Seconds(), "actions/cpu-s")
	}
}

// midGame gives 4-player states some way into a game.
func midGames(n int) []*State {
	var out []*State
	r := game.NewRand(3)
	for i := 0; len(out) < n; i++ {
		s, _, _ := New(Setup{Players: 4, Seed: uint64(i)})
		advance(s, &r, 40+r.Intn(120))
		if s.Phase == PhasePlay {
			out = append(out, s)
		}
	}
	return out
}

func BenchmarkLegalActions(b *testing.B) {
	states := midGames(64)
	var buf []Action
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = states[i%len(states)].LegalActions(buf)
	}
}

func BenchmarkApply(b *testing.B) {
	states := midGames(64)
	type job struct {
		s *State
		a Action
	}
	var jobs []job
	for _, s := range states {
		for _, a := range s.LegalActions(nil) {
			jobs = append(jobs, job{s, a})
		}
	}
	clones := make([]*State, len(jobs))
	var ev []Event
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		j := i % len(jobs)
		if j == 0 {
			b.StopTimer()
			for k := range jobs {
				clones[k] = jobs[k].s.Clone()
			}
			b.StartTimer()
		}
		ev, _ = clones[j].ApplyTo(ev[:0], jobs[j].a)
	}
}

// BenchmarkClone measures the deep copy a search makes of a state.
func BenchmarkClone(b *testing.B) {
	states := midGames(64)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = states[i%len(states)].Clone()
	}
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
