package graffiti

import (
	"math/rand/v2"
)

// The Graffiti adapter: the forward model the generic search runs on.

// sim is one determinization being played forward, with its scratch space.
type sim struct {
	s     *State
	ev    []Event
	legal []Action
	steps int
}

// model is the search's view of one decision.
type model struct {
	view      View
	u         unseen
	stopRound int // the search stops when this round starts
	minSteps  int // a playout plays at least this many actions before it stops at a round's start
	noise     float64
}

func newModel(v *View, rounds int) (*model, error) {
	u, err := unseenOf(v)
	if err != nil {
		return nil, err
	}
	return &model{view: *v, u: u, stopRound: v.Round + rounds, minSteps: 0, noise: 1.0}, nil
}

func (m *model) Sample(r *rand.Rand) *sim {
	return &sim{s: m.u.deal(&m.view, r)}
}

func (m *model) Actor(x *sim) int {
	s := x.s
	if s.Phase == PhaseOver || s.Round >= m.stopRound {
		return -1
	}
	return s.Current
}

func (m *model) Moves(x *sim, buf []Action) []Action {
	x.legal = x.s.LegalActions(x.legal)
	return candidates(x.s, x.legal, buf)
}

func (m *model) Apply(x *sim, a Action) {
	var err error
	x.ev, err = x.s.ApplyTo(x.ev[:0], a)
	if err != nil {
		panic("bot: a listed action was refused: " + a.String() + ": " + err.Error())
	}
	x.steps++
}

func (m *model) Playout(x *sim, r *rand.Rand, out []float64) {
	s := x.s
	for s.Phase != PhaseOver && s.Round < m.stopRound {
		x.legal = s.LegalActions(x.legal)
		// The rollout plays from the list of this very state: no
		// second check (game.ApplyListed).
		x.ev = s.ApplyListed(x.ev[:0], policy(s, x.legal, r, m.noise))
		x.steps++
	}
	Rewards(s, out)
}

// placeCost is the cans a placement takes.
func placeCost(s *State, a Action) int {
	def := a.Space.Def()
	c := def.Cost
	if def.Board == TunnelBoard && c == 2 && s.Bobby == s.Current {
		c = 1
	}
	if a.Discount {
		c--
	}
	return c
}

// tileWorth is what a paint tile costs to spend, in VP.
var tileWorth = [NumTiles]float64{0.9, 0.9, 0.9, 1.1, 1.1, 1.2, 1.2, 1.2}

// sprayCost is what a way of spraying spends, beyond its cans, in VP.
func sprayCost(a Action) float64 {
	c := 0.0
	switch a.Permit {
	case PermitOne:
		c += 1.4
	case PermitTwo:
		c += 3.2
	case PermitBonus:
		c += 2.1
	}
	for t, n := range a.Tiles {
		c += float64(n) * tileWorth[t]
	}
	c += 2.1 * float64(a.Wild)
	if a.Add {
		c += 1.4
	}
	if a.Discount {
		c += 1.8
	}
	return c
}

// needsDiscount reports whether a discounted placement is worth its tile:
// only when cans are short (without it the seat could not afford the
// space, or would have no can left).
func needsDiscount(s *State, a Action) bool {
	plain := a
	plain.Discount = false
	return placeCost(s, plain) >= s.Players[s.Current].Cans
}

// candidates keeps the actions worth searching: one way (the cheapest) to
// spray each segment, a discount only when cans are short, reservations
// only of the two best segments, the three best keeps.
func candidates(s *State, legal []Action, buf []Action) []Action {
	var bestSpray [NumSegments]int
	var bestCost [NumSegments]float64
	for i := range bestSpray {
		bestSpray[i] = -1
	}
	keeps := 0
	reserves := 0
	var kbest [3]int
	var kval [3]float64
	var rbest [2]int
	var rval [2]float64
	for i, a := range legal {
		switch a.Kind {
		case ActSpray:
			if a.Discount && !needsDiscount(s, a) {
				continue
			}
			c := sprayCost(a) + wCan*float64(placeCost(s, a))
			if bestSpray[a.Segment] < 0 || c < bestCost[a.Segment] {
				bestSpray[a.Segment], bestCost[a.Segment] = i, c
			}
		case ActPaint, ActPermit, ActBonus:
			if a.Discount && !needsDiscount(s, a) {
				continue
			}
			buf = append(buf, a)
		case ActKeep:
			v := keepValue(s, a)
			insertTop(kbest[:], kval[:], &keeps, i, v)
		case ActReserve:
			v := float64(s.Tunnel().Segments[a.Segment].VP)
			insertTop(rbest[:], rval[:], &reserves, i, v)
		default:
			buf = append(buf, a)
		}
	}
	for _, i := range bestSpray {
		if i >= 0 {
			buf = append(buf, legal[i])
		}
	}
	for _, i := range kbest[:keeps] {
		buf = append(buf, legal[i])
	}
	for _, i := range rbest[:reserves] {
		buf = append(buf, legal[i])
	}
	return buf
}

func insertTop(idx []int, val []float64, n *int, i int, v float64) {
	k := *n
	if k < len(idx) {
		*n = k + 1
	} else if v <= val[k-1] {
		return
	} else {
		k--
	}
	for k > 0 && val[k-1] < v {
		idx[k], val[k] = idx[k-1], val[k-1]
		k--
	}
	idx[k], val[k] = i, v
}

// keepValue is the worth of a keep choice: the progress the kept tiles
// give plus their end worth, less a tile spent on Save.
func keepValue(s *State, a Action) float64 {
	p := &s.Players[s.Current]
	old := p.Paint
	for t := range p.Paint {
		p.Paint[t] = int(a.Tiles[t])
	}
	v := progress(s, s.Current) + wTileEnd*float64(p.PaintCount())
	p.Paint = old
	if a.Save {
		v -= wTileEnd + bonusWorth[BonusSave]
	}
	return v
}

// policy is the playout's choice: the best action by a quick score of
// its own (no look-ahead), with noise, and now and then a random one.
func policy(s *State, legal []Action, r *rand.Rand, noise float64) Action {
	if len(legal) == 1 {
		return legal[0]
	}
	if r.IntN(10) == 0 {
		return legal[r.IntN(len(legal))]
	}
	var k knowledge
	k.init(s)
	best, bestScore := 0, -1e9
	for i, a := range legal {
		sc := k.quick(s, a) + noise*r.Float64()
		if sc > bestScore {
			best, bestScore = i, sc
		}
	}
	return legal[best]
}

// knowledge is what the quick score needs of the actor, worked out once
// a step: which paints its best targets still miss.
type knowledge struct {
	seat    int
	missing [NumPaints]float64
}

func (k *knowledge) init(s *State) {
	k.seat = s.Current
	p := &s.Players[k.seat]
	t := s.Tunnel()
	type target struct {
		seg int
		v   float64
	}
	var top [3]target
	for i := range top {
		top[i].seg = -1
	}
	for i := range t.Segments {
		if s.Segments[i] != Nobody {
			continue
		}
		d := &t.Segments[i]
		c := cover(d.Needs, &p.Paint, p.Bonus[BonusWild], false)
		v := float64(d.VP) * (0.3 + float64(c)/float64(len(d.Needs))) * access(p, d.Section())
		for j := range top {
			if top[j].seg < 0 || v > top[j].v {
				copy(top[j+1:], top[j:len(top)-1])
				top[j] = target{i, v}
				break
			}
		}
	}
	for _, tg := range top {
		if tg.seg < 0 {
			continue
		}
		d := &t.Segments[tg.seg]
		h := p.Paint
		for _, pt := range d.Needs {
			if h[pt] > 0 {
				h[pt]--
			} else {
				k.missing[pt] += float64(d.VP) / float64(len(d.Needs)) / 3
			}
		}
	}
}

// quick scores an action for the actor without playing it, in VP.
func (k *knowledge) quick(s *State, a Action) float64 {
	p := &s.Players[k.seat]
	cans := 0.0
	if a.Kind <= ActSpray {
		cans = wCan * float64(placeCost(s, a))
		if a.Add {
			cans += 0.9
		}
		if a.Discount {
			cans += 1.3
		}
	}
	switch a.Kind {
	case ActSpray:
		d := &s.Tunnel().Segments[a.Segment]
		return float64(d.VP) + 0.5*float64(s.Tunnel().Graffiti[d.Graffiti].TagVP()) - sprayCost(a) - cans + 1.5
	case ActPaint:
		x, y, _ := a.Tile.Paints()
		m := max(k.missing[x], k.missing[y])
		return 0.4 + min(m, 3) - cans
	case ActPermit:
		v := 0.0
		take := func(slot int) {
			if pips := s.PermitSlots[slot]; pips != 0 {
				if p.Permits[pips] == 0 && s.SectionOpen(Section(pips-1)) {
					v += 1.8
				} else {
					v += 0.5
				}
			}
		}
		switch a.Space {
		case SpPermitFirst:
			take(0)
			v += 0.3
		case SpPermit12:
			take(0)
			take(1)
		case SpPermit23:
			take(1)
			take(2)
		case SpPermit3S:
			take(2)
			v += 1.0
		}
		return v - cans
	case ActBonus:
		def := a.Space.Def()
		if def.Bobby {
			return 0.6 - cans
		}
		b := Bonus(s.BonusSlots[def.Slot])
		if b == BonusVP {
			return 2.5 - cans
		}
		return 0.5 + bonusWorth[b] - cans
	case ActPass:
		if p.Cans == 0 {
			return 0
		}
		return -0.6
	case ActExtra:
		if p.Cans > 0 {
			return 1
		}
		return -1
	case ActEnd:
		return 0
	case ActReserve:
		return -0.2
	case ActKeep:
		v := 0.0
		for t, n := range a.Tiles {
			x, y, _ := Tile(t).Paints()
			v += float64(n) * (0.5 + min(max(k.missing[x], k.missing[y]), 3))
		}
		if a.Save {
			v -= 1
		}
		return v
	}
	return 0
}
