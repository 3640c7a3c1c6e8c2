// Graffiti's bot: a seat's view of the game (never the state) and a
// random source of its own give a legal action, or the best few with a
// one-line reason as hints. Random plays any legal action, easy one move
// ahead on the evaluation (bot_eval.go) with some noise, medium and hard
// search with the shared ISMCTS (game/bot) over Graffiti's forward model
// (bot_model.go), the hidden tiles dealt by bot_determinize.go.
//
// A decision runs in slices so that a single-threaded caller (the
// browser) can draw between them:
//
//	d, err := graffiti.NewDecision(bot.Hard, state.ViewFor(seat), seed, bot.Hard.Budget(1))
//	// then, once a frame:
//	if d.StepFor(8 * time.Millisecond) {
//		a := d.Best() // legal for the state the view came from
//	}
//
// Natively, d.Run(ctx) spends the whole budget at once, the trees on
// their own goroutines. Hints(k) gives the best k actions so far with a
// one-line reason each, for the table's hint button.

package graffiti

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"graffiti/game/bot"
)

// tuning is what differs between the searching levels: the exploration
// constant and how many round ends a playout runs through before it is
// scored (1: to the start of the next round). Measured in the arena at
// -think 0.1, 2 players: hard with 2 rounds won 16 of 20 and 29 of 40
// games against medium, with 1 round 13 of 20, with 3 rounds 11 of 20.
type tuning struct {
	c      float64
	rounds int
}

var tunings = [bot.NumLevels]tuning{bot.Medium: {c: 0.3, rounds: 1}, bot.Hard: {c: 0.3, rounds: 2}}

// Hint is one of the actions a bot would consider, best first.
type Hint struct {
	Action Action
	Reason string  // one line, in English: "spray D6 for 15 VP; you hold the paint"
	Why    Why     // the same line as a format and arguments, for translation
	Score  float64 // the share of the search's visits, or the one-move value in VP
}

// Decision is one choice being made, step by step.
type Decision struct {
	level  bot.Level
	view   View
	state  *State // one determinization, for the root's moves and the reasons
	legal  []Action
	cands  []Action
	ranked []Hint
	r      *rand.Rand
	bot.Search[*sim, Action]
}

// NewDecision prepares the choice of v.Seat, which must be the seat to
// act in v. seed drives the bot's own random source; the same view, seed
// and iteration budget give the same decision.
func NewDecision(level bot.Level, v View, seed uint64, b bot.Budget) (*Decision, error) {
	if v.Phase == PhaseOver {
		return nil, fmt.Errorf("the game is over")
	}
	if v.Current != v.Seat {
		return nil, fmt.Errorf("seat %d is not to act (seat %d is)", v.Seat, v.Current)
	}
	r := rand.New(rand.NewPCG(seed, 0xb07))
	s, err := Determinize(&v, r)
	if err != nil {
		return nil, err
	}
	d := &Decision{level: level, view: v, state: s, r: r}
	d.SetBudget(b)
	d.legal = s.LegalActions(nil)
	d.cands = candidates(s, d.legal, nil)
	if len(d.legal) == 0 {
		return nil, fmt.Errorf("no legal action in phase %s", v.Phase)
	}
	switch {
	case level == bot.Random:
		a := d.legal[r.IntN(len(d.legal))]
		d.ranked = []Hint{{Action: a}}
		d.Decided()
	case level == bot.Easy || len(d.cands) == 1 || (b.Time == 0 && b.Iterations == 0):
		d.ranked = oneMove(s, d.cands, r, level == bot.Easy)
		d.Decided()
	default:
		tu := tunings[level]
		m, err := newModel(&v, tu.rounds)
		if err != nil {
			return nil, err
		}
		n := max(b.Workers, 1)
		for i := 0; i < n; i++ {
			d.AddTree(bot.NewTree[*sim, Action](m, len(v.Players), r.Uint64(), tu.c))
		}
	}
	return d, nil
}

// Step runs up to n iterations on the calling goroutine; see search.
func (d *Decision) Step(n int) {
	d.Search.Step(n)
	d.forget()
}

// StepFor thinks for about slice of wall-clock time; see search.
//
//	if d.StepFor(8 * time.Millisecond) { play(d.Best()) }
func (d *Decision) StepFor(slice time.Duration) bool {
	done := d.Search.StepFor(slice)
	d.forget()
	return done
}

// Run spends the budget at once; see search.
func (d *Decision) Run(ctx context.Context) {
	d.Search.Run(ctx)
	d.forget()
}

// forget drops the ranking a search made, to be made again from the
// trees; a decision made without a search (random, easy, a single
// candidate) keeps its own.
func (d *Decision) forget() {
	if d.Searching() {
		d.ranked = nil
	}
}

// Best is the action chosen so far: for a search, the most visited root
// action (before any iteration, the best by one move ahead).
func (d *Decision) Best() Action {
	return d.Hints(1)[0].Action
}

// Hints are the k best actions so far, best first, each with a reason.
func (d *Decision) Hints(k int) []Hint {
	if d.ranked == nil {
		d.ranked = d.rank()
	}
	return withReasons(d.state, d.ranked[:min(k, len(d.ranked))])
}

func (d *Decision) rank() []Hint {
	stats := d.Stats()
	total := 0
	for _, st := range stats {
		total += st.Visits
	}
	if total == 0 {
		return oneMove(d.state, d.cands, nil, false)
	}
	out := make([]Hint, 0, len(stats))
	for _, st := range stats {
		out = append(out, Hint{Action: st.Action, Score: float64(st.Visits) / float64(total)})
	}
	return out
}

// oneMove ranks the candidates by the value of the position each leads
// to, for the seat to act, one move ahead. With noise (the easy bot) the
// order among the near-best is shuffled a little; actions far from the
// best are never promoted, so no obvious blunder is made.
func oneMove(s *State, cands []Action, r *rand.Rand, noisy bool) []Hint {
	seat := s.Current
	out := make([]Hint, 0, len(cands))
	var ev []Event
	best := math.Inf(-1)
	c := s.Clone()
	for i, a := range cands {
		if i > 0 {
			s.copyInto(c)
		}
		var err error
		if ev, err = c.ApplyTo(ev[:0], a); err != nil {
			panic("bot: a listed action was refused: " + a.String() + ": " + err.Error())
		}
		v := Value(c, seat)
		if a.Kind == ActExtra && c.Current == seat {
			// The extra action is worth the best action it allows.
			next := oneMove(c, candidates(c, c.LegalActions(nil), nil), nil, false)
			v = next[0].Score
		}
		best = max(best, v)
		out = append(out, Hint{Action: a, Score: v})
	}
	if noisy && r != nil {
		for i := range out {
			if out[i].Score > best-easyWindow {
				out[i].Score += easyNoise * r.Float64()
			}
		}
	}
	sortHints(out)
	return out
}

// withReasons fills in the reasons of hints for the position s.
func withReasons(s *State, h []Hint) []Hint {
	for i := range h {
		if h[i].Reason == "" {
			h[i].Why = reason(s, h[i].Action)
			h[i].Reason = h[i].Why.String()
		}
	}
	return h
}

// The easy bot's noise: a uniform bonus of up to easyNoise VP among the
// actions within easyWindow VP of the best.
const (
	easyNoise  = 1.2
	easyWindow = 1.2
)

func sortHints(h []Hint) {
	for i := 1; i < len(h); i++ {
		for j := i; j > 0 && h[j].Score > h[j-1].Score; j-- {
			h[j], h[j-1] = h[j-1], h[j]
		}
	}
}
