package bot

import (
	"math"

	"graffiti/game/graffiti"
)

// The evaluation: what a position is worth to each seat, in VP, from game
// knowledge. It counts the points already scored; the tags' worth at the
// end, weighted by how likely their graffiti are to be complete; the
// progress toward segments the seat can finish (paint it holds for them,
// the permit that opens their section); the permits and bonus tiles it
// holds; half a VP per tile left; and, inside a round, the cans still to
// place.

// Weights of the evaluation, in VP.
const (
	wCan          = 1.6  // a can still to place this round
	wTileEnd      = 0.5  // any tile left at the end
	wPermitUseful = 0.9  // a permit for a section with open segments
	wProgress1    = 0.55 // share of the best reachable segment's VP
	wProgress2    = 0.3  // share of the second best
	wNoPermit     = 0.35 // a segment whose permit the seat lacks counts this much
)

// bonusWorth is what an unused bonus tile is worth beyond its half VP.
var bonusWorth = [graffiti.NumBonus]float64{
	graffiti.BonusVP: 0, graffiti.BonusWild: 1.6, graffiti.BonusPermit: 1.6, graffiti.BonusExtra: 2.2,
	graffiti.BonusReserve: 0.4, graffiti.BonusAdd: 0.9, graffiti.BonusDiscount: 1.3, graffiti.BonusSave: 0.5,
}

// cover is how many units of needs a hand can pay, greedily: singles
// first, then doubles, then wild tiles, then one unit with the bobby.
func cover(needs []graffiti.Paint, hand *[graffiti.NumTiles]int, wild int, bobby bool) int {
	h := *hand
	n := 0
	var left [4]graffiti.Paint
	nl := 0
	for _, p := range needs {
		if h[p] > 0 { // single tiles share the paint's index
			h[p]--
			n++
		} else if nl < len(left) {
			left[nl] = p
			nl++
		}
	}
	for _, p := range left[:nl] {
		done := false
		for t := graffiti.TileRY; t <= graffiti.TileYB; t++ {
			if h[t] > 0 && t.Covers(p) {
				h[t]--
				n++
				done = true
				break
			}
		}
		if done {
			continue
		}
		if wild > 0 {
			wild--
			n++
			continue
		}
		if bobby {
			for t := range h {
				if h[t] > 0 {
					h[t]--
					n++
					bobby = false
					break
				}
			}
		}
	}
	return n
}

// access is how open a section is to a seat: 1 with a permit that shows
// it (or a pair, or the permit bonus), wNoPermit otherwise.
func access(p *graffiti.Player, sec graffiti.Section) float64 {
	if p.Permits[sec.Pips()] > 0 || p.Bonus[graffiti.BonusPermit] > 0 {
		return 1
	}
	for pips := 1; pips <= graffiti.NumSections; pips++ {
		if p.Permits[pips] >= 2 {
			return 1
		}
	}
	return wNoPermit
}

// completion is the chance that graffiti g will be complete at the end.
func completion(s *graffiti.State, g int) float64 {
	d := s.Tunnel().Graffiti[g]
	filled := 0
	for i := d.First; i < d.First+d.Len; i++ {
		if s.Segments[i] != graffiti.Nobody {
			filled++
		}
	}
	if filled == d.Len {
		return 1
	}
	f := float64(filled) / float64(d.Len)
	return 0.15 + 0.6*f*f
}

// progress is the worth of the seat's hand toward the open segments: a
// share of the VP of the best two it could spray, each weighted by the
// part of its paint the hand covers and by the permit.
func progress(s *graffiti.State, seat int) float64 {
	p := &s.Players[seat]
	if p.Tags == 0 {
		return 0
	}
	t := s.Tunnel()
	b1, b2 := 0.0, 0.0
	for i := range t.Segments {
		if s.Segments[i] != graffiti.Nobody {
			continue
		}
		if r := reservedBy(s, i); r != graffiti.Nobody && r != seat {
			continue
		}
		d := &t.Segments[i]
		c := cover(d.Needs, &p.Paint, p.Bonus[graffiti.BonusWild], false)
		if c == 0 {
			continue
		}
		frac := float64(c) / float64(len(d.Needs))
		v := float64(d.VP) * frac * frac * access(p, d.Section())
		if v > b1 {
			b1, b2 = v, b1
		} else if v > b2 {
			b2 = v
		}
	}
	return wProgress1*b1 + wProgress2*b2
}

func reservedBy(s *graffiti.State, seg int) int {
	for q := range s.Players {
		if s.Players[q].Reserve == seg {
			return q
		}
	}
	return graffiti.Nobody
}

// Value is what the position is worth to seat, in VP.
func Value(s *graffiti.State, seat int) float64 {
	p := &s.Players[seat]
	if s.Phase == graffiti.PhaseOver {
		return float64(p.Score)
	}
	t := s.Tunnel()
	v := float64(p.Score)
	for i, o := range s.Segments {
		if o == seat {
			g := t.Segments[i].Graffiti
			v += float64(t.Graffiti[g].TagVP()) * completion(s, g)
		}
	}
	v += progress(s, seat)
	tiles := p.PaintCount() + p.PermitCount() + p.BonusCount()
	v += wTileEnd * float64(tiles)
	for pips := 1; pips <= graffiti.NumSections; pips++ {
		if n := p.Permits[pips]; n > 0 && s.SectionOpen(graffiti.Section(pips-1)) {
			v += wPermitUseful * float64(min(n, 2))
		}
	}
	for b, n := range p.Bonus {
		v += bonusWorth[b] * float64(n)
	}
	if !p.Passed && s.Phase != graffiti.PhaseKeep && s.Phase != graffiti.PhaseFlip {
		v += wCan * float64(p.Cans)
	}
	return v
}

// Rewards turns a position into each seat's reward in [0, 1]: at the end
// the winners share 1; before it, a logistic of the seat's lead in value
// over the best other seat.
func Rewards(s *graffiti.State, out []float64) {
	var vals [graffiti.MaxPlayers]float64
	if s.Phase != graffiti.PhaseOver {
		for i := range s.Players {
			vals[i] = Value(s, i)
		}
	}
	rewards(s.Phase == graffiti.PhaseOver, s.Winners, vals[:len(s.Players)], out)
}

// rewards is any game's reward: over, the winners share 1; before,
// each seat's lead in value (vals) over the best other seat, squashed.
func rewards(over bool, winners []int, vals, out []float64) {
	if over {
		for i := range out {
			out[i] = 0
		}
		for _, w := range winners {
			out[w] = 1 / float64(len(winners))
		}
		return
	}
	for i := range vals {
		best := math.Inf(-1)
		for j := range vals {
			if j != i && vals[j] > best {
				best = vals[j]
			}
		}
		out[i] = 1 / (1 + math.Exp(-(vals[i]-best)/rewardScale))
	}
}

const rewardScale = 6.0
