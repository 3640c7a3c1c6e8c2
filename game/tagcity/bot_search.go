package tagcity

import (
	"math"
	"math/rand/v2"
	"sort"

	"graffiti/game"
	"graffiti/game/bot"
)

// Tag City's searching bots: the generic information-set search
// (ismcts.go) over a forward model of Tag City, seen from one seat. A
// determinization is tagcity.Determinize of the seat's view (the others'
// pending final-die choices are not in it); the moves searched are
// pruned to the few drawings worth the most by a cheap gain (features
// completed, squares tagged), every social-networks choice and every
// placement; a playout plays greedy on the same gain among a few random
// actions to the horizon, and a seat's reward is its lead, squashed.
// Hard's cut-off (tcProspectRewards) also counts the features each
// seat has nearly filled.

// tcSim is one determinization being played forward.
type tcSim struct {
	s     *State
	legal []Action
	rng   game.Rand
}

// tcModel is the search's view of one decision.
type tcModel struct {
	view      View
	stopRound int  // the search stops when this round starts
	k         int  // drawings kept per die and use
	prospects bool // the cut-off also weighs features nearly filled
}

func (m *tcModel) Sample(r *rand.Rand) *tcSim {
	g := game.NewRand(r.Uint64())
	s, err := Determinize(&m.view, &g)
	if err != nil {
		panic("bot: a view the decision checked no longer determinizes: " + err.Error())
	}
	return &tcSim{s: s, rng: g}
}

func (m *tcModel) Actor(x *tcSim) int {
	if x.s.Phase == PhaseOver || x.s.Round >= m.stopRound {
		return -1
	}
	return x.s.Actor()
}

func (m *tcModel) Moves(x *tcSim, buf []Action) []Action {
	x.legal = x.s.LegalActions(x.legal)
	return tcCandidates(x.s, x.legal, buf, m.k)
}

func (m *tcModel) Apply(x *tcSim, a Action) {
	if _, err := x.s.Apply(a); err != nil {
		panic("bot: a listed action was refused: " + a.String() + ": " + err.Error())
	}
}

// tcPolicyTries is how many random actions a playout weighs at each
// step: enough to find a drawing that scores, cheap enough for many
// playouts.
const tcPolicyTries = 8

func (m *tcModel) Playout(x *tcSim, r *rand.Rand, out []float64) {
	s := x.s
	for s.Phase != PhaseOver && s.Round < m.stopRound {
		seat := s.Actor()
		best, bestV := s.RandomAction(&x.rng), math.Inf(-1)
		for i := 0; i < tcPolicyTries; i++ {
			a := s.RandomAction(&x.rng)
			if v := tcGain(s, seat, a) + 0.5*r.Float64(); v > bestV {
				best, bestV = a, v
			}
		}
		if _, err := s.Apply(best); err != nil {
			panic("bot: a random action was refused: " + err.Error())
		}
	}
	if m.prospects {
		tcProspectRewards(s, out)
		return
	}
	tcRewards(s, out)
}

// tcGain is what action a is worth to seat at once, cheaply: the values
// of the features its drawing completes (the high one if still open),
// a third of a point a square tagged, the drone's penalty, the bubble's.
// Placing the dice and the final die's reveal are worth nothing here.
func tcGain(s *State, seat int, a Action) float64 {
	t := &s.Taggers[seat]
	switch a.Kind {
	case ActSocial:
		if a.Bubble > 0 {
			return float64(BubbleValues()[a.Bubble-1])
		}
		return 0
	case ActTag, ActDrone:
	default:
		return 0
	}
	m := a.Squares()
	g := Grid{t.Grid[0] | m[0], t.Grid[1] | m[1]}
	v := float64(m.Count()) / 3
	side := s.Setup.City
	for f := 0; f < NumFeatures; f++ {
		if t.Done&(1<<f) != 0 {
			continue
		}
		fs := FeatureSquares(side, f)
		if fs[0]&m[0] == 0 && fs[1]&m[1] == 0 {
			continue
		}
		hi, lo := FeatureValues(side, f)
		if g[0]&fs[0] == fs[0] && g[1]&fs[1] == fs[1] {
			if s.HighBy[f] == 0 {
				v += float64(hi)
			} else {
				v += float64(lo)
			}
			continue
		}
		// Nearer completion is worth a little of the value to come.
		filled := float64((Grid{g[0] & fs[0], g[1] & fs[1]}).Count()) / float64(fs.Count())
		v += 0.15 * filled * float64(hi)
	}
	if a.Kind == ActDrone {
		v += float64(DroneValues()[min(t.Drones, DroneSpots-1)])
	}
	return v
}

// tcDroneStride: one drone drawing in so many is weighed as a candidate.
const tcDroneStride = 7

// tcCandidates are the moves searched: every placement and every social
// choice, and of the drawings the k best by gain for each die (tags) and
// overall (drones).
func tcCandidates(s *State, legal, buf []Action, k int) []Action {
	buf = buf[:0]
	seat := s.Actor()
	type scored struct {
		a Action
		v float64
	}
	groups := map[[3]uint8][]scored{}
	drones := 0
	for _, a := range legal {
		switch a.Kind {
		case ActDrone:
			// A drone may draw any of nine shapes anywhere: thousands of
			// drawings. Every tcDroneStride-th is weighed, which keeps an
			// iteration cheap and still finds the drone that completes.
			drones++
			if drones%tcDroneStride != 0 {
				continue
			}
			key := [3]uint8{uint8(a.Kind)}
			groups[key] = append(groups[key], scored{a, tcGain(s, seat, a)})
		case ActTag:
			key := [3]uint8{uint8(a.Kind), a.Face, a.Section}
			groups[key] = append(groups[key], scored{a, tcGain(s, seat, a)})
		default:
			buf = append(buf, a)
		}
	}
	keys := make([][3]uint8, 0, len(groups))
	for key := range groups {
		keys = append(keys, key)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		return a[0] < b[0] || a[0] == b[0] && (a[1] < b[1] || a[1] == b[1] && a[2] < b[2])
	})
	for _, key := range keys {
		g := groups[key]
		sort.SliceStable(g, func(i, j int) bool { return g[i].v > g[j].v })
		for i := 0; i < len(g) && i < k; i++ {
			buf = append(buf, g[i].a)
		}
	}
	return buf
}

// tcRewards: at the end, the winners share 1; before it, each seat's
// lead over the best other (score plus a third of a point a square
// tagged), squashed.
func tcRewards(s *State, out []float64) {
	var vals [MaxPlayers]float64
	for i := range s.Taggers {
		vals[i] = float64(s.Score(i)) + float64(s.Taggers[i].Grid.Count())/3
	}
	bot.LeadRewards(s.Phase == PhaseOver, s.Winners, vals[:len(s.Taggers)], out)
}

// tcNearCredit[n] is the share of a feature's value a tagger counts on
// with n squares of it still to tag: a square or two usually follows
// within a round or two, five or more rarely soon.
var tcNearCredit = [...]float64{1, 0.6, 0.36, 0.22, 0.13, 0.08, 0.05}

// tcProspectRewards: hard's cut-off. Each seat's score, plus its
// prospects: every feature it has not scored, worth the share of
// tcNearCredit its missing squares give, at the high value while that
// is open and no other tagger is as near to it (half way between high
// and low when one is), the low value after; and a quarter of a point a
// square tagged. A seat's reward is its lead, squashed, over a rival
// half way between the best other seat and the others' mean: at two
// taggers that is the other one; at four, every rival's points count,
// not only those of whoever leads at the cut-off. At the end, the
// winners share 1.
func tcProspectRewards(s *State, out []float64) {
	n := len(s.Taggers)
	if s.Phase == PhaseOver {
		bot.LeadRewards(true, s.Winners, nil, out)
		return
	}
	var vals [MaxPlayers]float64
	var missing [MaxPlayers]int
	side := s.Setup.City
	for i := 0; i < n; i++ {
		vals[i] = float64(s.Score(i)) + float64(s.Taggers[i].Grid.Count())/4
	}
	for f := 0; f < NumFeatures; f++ {
		fs := FeatureSquares(side, f)
		hi, lo := FeatureValues(side, f)
		for i := 0; i < n; i++ {
			t := &s.Taggers[i]
			if t.Done&(1<<f) != 0 {
				missing[i] = -1
				continue
			}
			missing[i] = fs.Count() - (Grid{t.Grid[0] & fs[0], t.Grid[1] & fs[1]}).Count()
		}
		for i := 0; i < n; i++ {
			m := missing[i]
			if m < 0 || m >= len(tcNearCredit) {
				continue
			}
			v := float64(lo)
			if s.HighBy[f] == 0 {
				v = float64(hi)
				for j := 0; j < n; j++ {
					if j != i && missing[j] >= 0 && missing[j] <= m {
						v = float64(hi+lo) / 2
						break
					}
				}
			}
			vals[i] += tcNearCredit[m] * v
		}
	}
	for i := 0; i < n; i++ {
		best, sum := math.Inf(-1), 0.0
		for j := 0; j < n; j++ {
			if j != i {
				best = max(best, vals[j])
				sum += vals[j]
			}
		}
		rival := (best + sum/float64(n-1)) / 2
		out[i] = 1 / (1 + math.Exp(-(vals[i]-rival)/tcRewardScale))
	}
}

// tcRewardScale is the lead, in points, that hard's cut-off counts as
// about three quarters of a win (the scale of bot.LeadRewards).
const tcRewardScale = 6.0
