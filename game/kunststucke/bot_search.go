package kunststucke

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"sync"

	"graffiti/game"
	"graffiti/game/bot"
)

// Kunststücke's searching bots: the generic information-set search
// (ismcts.go) over a forward model seen from one seat. A determinization
// is ks.Determinize of the seat's view (the others' tiles and the piles
// dealt at random). The tree holds the seat's own turn: the tile to take
// from the pile it looks at, then the placement, pruned to the few with
// the best gain of different effects (and the best discard); the look
// (at the largest pile) is a single move, made only in the level's last
// turns (bot_judge.go: a tile chosen late is chosen knowing the groups);
// after the shape, the end of the turn, or in the seat's last turns one
// of the few slides that raise its judged value most (hard weighs more of
// them, over more turns). A playout then plays every seat greedily on the
// same gain among a few random placements, to a horizon some turns
// ahead (the seat drawing as late as its level, the others at once), and
// the reward is the seat's lead in the judged value of its tiles and free
// slots, squashed (LeadRewards()).

// ksSim is one determinization being played forward, with the moves made
// from the root (the key of the seat's own turn's candidates).
type ksSim struct {
	s    *State
	path ksPath
	rng  game.Rand
}

// ksPath is the moves made in the tree in the seat's own turn: a look, a
// take, a placement, a slide and the end at most.
type ksPath struct {
	n     int
	moves [6]Action
}

// ksModel is the search's view of one decision.
type ksModel struct {
	view     View
	turn     int      // the seat's own turn: the tree holds it only
	stopTurn int      // the playout stops when this turn starts
	k        int      // placements searched
	slides   ksSlides // slides searched after the shape
	tries    int      // random placements a playout weighs
	late     int      // the seat draws once its turns left are its free slots and late
	noise    float64

	mu    sync.Mutex
	cands map[ksPath][]Action
}

func (m *ksModel) Sample(r *rand.Rand) *ksSim {
	g := game.NewRand(r.Uint64())
	s, err := Determinize(&m.view, &g)
	if err != nil {
		panic("bot: a view the decision checked no longer determinizes: " + err.Error())
	}
	return &ksSim{s: s, rng: g}
}

func (m *ksModel) Actor(x *ksSim) int {
	if x.s.Over || x.s.Turn != m.turn {
		return -1
	}
	return x.s.Current
}

// Moves are the seat's candidates after the moves of x.path. They depend
// only on what the seat knows (the canvas, the hands, its own tiles, the
// pile it looks at), so they are worked out once per path and shared by
// every determinization and tree.
func (m *ksModel) Moves(x *ksSim, buf []Action) []Action {
	m.mu.Lock()
	c, ok := m.cands[x.path]
	m.mu.Unlock()
	if !ok {
		slides := m.slides
		for _, a := range x.path.moves[:min(x.path.n, len(x.path.moves))] {
			if a.Kind == ActSlide {
				slides.n = 0 // one slide a turn in the tree: each costs a search of every slide
			}
		}
		c = ksCandidates(x.s, m.k, slides, m.late)
		m.mu.Lock()
		m.cands[x.path] = c
		m.mu.Unlock()
	}
	return append(buf, c...)
}

func (m *ksModel) Apply(x *ksSim, a Action) {
	if _, err := x.s.Apply(a); err != nil {
		panic("bot: a listed action was refused: " + a.String() + ": " + err.Error())
	}
	if x.path.n < len(x.path.moves) {
		x.path.moves[x.path.n] = a
	}
	x.path.n++
}

// ksPlayoutNoise is the playout policy's noise, in points.
const ksPlayoutNoise = 0.5

func (m *ksModel) Playout(x *ksSim, _ *rand.Rand, out []float64) {
	s := x.s
	for !s.Over && s.Turn < m.stopTurn {
		draw := ksMustDraw(s)
		if s.Current == m.view.Seat {
			draw = ksLateDraw(s, m.late)
		}
		a := ksGreedyDraw(s, &x.rng, m.tries, m.noise, draw)
		if _, err := s.Apply(a); err != nil {
			panic("bot: the playout's " + a.String() + " was refused: " + err.Error())
		}
	}
	ksRewards(s, m.view.Seat, out)
}

// ksCandidates are the moves searched in s: every tile of the pile looked
// at on the highest free slot (the tile that goes there is the choice
// that matters), the look at the largest pile once the level draws (late
// turns beyond its free slots), the k best placements of different effects and the best
// discard, or the end of the turn and the slides sl allows.
func ksCandidates(s *State, k int, sl ksSlides, late int) []Action {
	switch {
	case s.Looking >= 0:
		hi := 0
		for s.Players[s.Current].Slots[hi] >= 0 {
			hi++
		}
		var out []Action
		for _, t := range s.Pile(s.Looking) {
			out = append(out, Action{Kind: ActTake, Tile: t, Slot: int8(hi)})
		}
		return out
	case ksLateDraw(s, late):
		return []Action{ksLook(s)}
	case s.Played:
		return append([]Action{End}, sl.best(s)...)
	}
	return ksBestPlaces(s, newKsEval(s), k, nil)
}

// ksSlides is which slides a level weighs: the n that raise the seat's
// judged value most, by gain at least, in the seat's last turns only,
// when the canvas is crowded (few destinations to weigh) and the groups
// nearly final (a token spent then buys something that lasts).
type ksSlides struct {
	n, turns int
	gain     float64
}

// best are the slides sl weighs in s: of shapes of the seat's tiles'
// colours (no other shape changes its tiles).
func (sl ksSlides) best(s *State) []Action {
	seat := s.Current
	if sl.n == 0 || s.Players[seat].Tokens < SlideCost || len(s.Hand(seat)) >= sl.turns {
		return nil
	}
	var colours [NumColours]bool
	for _, t := range s.Players[seat].Slots {
		if t >= 0 {
			colours[t.Colour()] = true
		}
	}
	base := newKsEval(s).judged(s, seat)
	type ranked struct {
		a Action
		v float64
	}
	var found []ranked
	var buf []Action
	for id := range s.Shapes {
		if s.Shapes[id].Where != OnCanvas || !colours[ShapeID(id).Colour()] {
			continue
		}
		buf = s.SlidesOf(ShapeID(id), buf)
		for _, a := range buf {
			c := s.Clone()
			if _, err := c.Apply(a); err != nil {
				panic("bot: a listed slide was refused: " + err.Error())
			}
			if v := newKsEval(c).judged(c, seat) - base; v >= sl.gain {
				found = append(found, ranked{a, v})
			}
		}
	}
	slices.SortStableFunc(found, func(x, y ranked) int { return cmp.Compare(y.v, x.v) })
	var out []Action
	for _, f := range found[:min(sl.n, len(found))] {
		out = append(out, f.a)
	}
	return out
}

// ksRewards: at the end, the winners share 1; before it, the observer's
// lead in the judged value of its tiles and free slots over the best
// other, squashed.
// The others' tiles are judged as the observer must judge them, as any
// tile it does not hold: a determinization's guess at them would only add
// noise to the rewards of its moves.
func ksRewards(s *State, observer int, out []float64) {
	var vals [MaxPlayers]float64
	if !s.Over {
		e := newKsEval(s)
		for i := range s.Players {
			if i == observer {
				vals[i] = e.judged(s, i)
			} else {
				vals[i] = e.publicValue(s, i, observer)
			}
		}
	}
	bot.LeadRewards(s.Over, s.Winners, vals[:len(s.Players)], out)
}
