package graffiti

import (
	"graffiti/game/bot"
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
var bonusWorth = [NumBonus]float64{
	BonusVP: 0, BonusWild: 1.6, BonusPermit: 1.6, BonusExtra: 2.2,
	BonusReserve: 0.4, BonusAdd: 0.9, BonusDiscount: 1.3, BonusSave: 0.5,
}

// cover is how many units of needs a hand can pay, greedily: singles
// first, then doubles, then wild tiles, then one unit with the bobby.
func cover(needs []Paint, hand *[NumTiles]int, wild int, bobby bool) int {
	h := *hand
	n := 0
	var left [4]Paint
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
		for t := TileRY; t <= TileYB; t++ {
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
func access(p *Player, sec Section) float64 {
	if p.Permits[sec.Pips()] > 0 || p.Bonus[BonusPermit] > 0 {
		return 1
	}
	for pips := 1; pips <= NumSections; pips++ {
		if p.Permits[pips] >= 2 {
			return 1
		}
	}
	return wNoPermit
}

// completion is the chance that graffiti g will be complete at the end.
func completion(s *State, g int) float64 {
	d := s.Tunnel().Graffiti[g]
	filled := 0
	for i := d.First; i < d.First+d.Len; i++ {
		if s.Segments[i] != Nobody {
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
func progress(s *State, seat int) float64 {
	p := &s.Players[seat]
	if p.Tags == 0 {
		return 0
	}
	t := s.Tunnel()
	b1, b2 := 0.0, 0.0
	for i := range t.Segments {
		if s.Segments[i] != Nobody {
			continue
		}
		if r := reservedBy(s, i); r != Nobody && r != seat {
			continue
		}
		d := &t.Segments[i]
		c := cover(d.Needs, &p.Paint, p.Bonus[BonusWild], false)
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

func reservedBy(s *State, seg int) int {
	for q := range s.Players {
		if s.Players[q].Reserve == seg {
			return q
		}
	}
	return Nobody
}

// Value is what the position is worth to seat, in VP.
func Value(s *State, seat int) float64 {
	p := &s.Players[seat]
	if s.Phase == PhaseOver {
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
	for pips := 1; pips <= NumSections; pips++ {
		if n := p.Permits[pips]; n > 0 && s.SectionOpen(Section(pips-1)) {
			v += wPermitUseful * float64(min(n, 2))
		}
	}
	for b, n := range p.Bonus {
		v += bonusWorth[b] * float64(n)
	}
	if !p.Passed && s.Phase != PhaseKeep && s.Phase != PhaseFlip {
		v += wCan * float64(p.Cans)
	}
	return v
}

// Rewards turns a position into each seat's reward in [0, 1]: at the end
// the winners share 1; before it, a logistic of the seat's lead in value
// over the best other seat.
func Rewards(s *State, out []float64) {
	var vals [MaxPlayers]float64
	if s.Phase != PhaseOver {
		for i := range s.Players {
			vals[i] = Value(s, i)
		}
	}
	bot.LeadRewards(s.Phase == PhaseOver, s.Winners, vals[:len(s.Players)], out)
}
