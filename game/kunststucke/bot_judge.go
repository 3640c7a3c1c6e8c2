package kunststucke

import "slices"

// The searching bots' judgement of a seat's own prospects. A tile drawn
// late is chosen knowing the canvas nearly as it will end: from a pile
// of several, the one a group already meets. So a free slot is worth the
// best tile of a pile as the groups stand (the expected best of a pile's
// worth of tiles the seat may still draw), and the searching bots hold
// their draws back to their last turns.

// ksDrawsLeft is how many draws seat can still make: one in each turn
// still to play, this turn's only while it has not drawn.
func ksDrawsLeft(s *State, seat int) int {
	n := 0
	for id := range s.Shapes {
		if ss := s.Shapes[id]; ss.Where == InHand && int(ss.Seat) == seat {
			n++
		}
	}
	if seat == s.Current && !s.Over {
		switch {
		case s.Played && !s.Drew:
			n++
		case !s.Played && s.Drew:
			n--
		}
	}
	return n
}

// ksDraw is when a searching level starts drawing: once its turns left
// are no more than its free slots and spare, and a share of its deal
// (the shapes dealt to each seat) more.
type ksDraw struct {
	spare int
	share float64
}

// late is the turns beyond its free slots at which the level starts
// drawing, in a game of players seats.
func (d ksDraw) late(players int) int {
	return d.spare + int(d.share*float64(dealTable[players]))
}

// ksEarly draws at every chance, as the one-move bot does.
const ksEarly = NumShapes

// ksLateDraw tells whether the seat to act looks at a pile now, before
// placing: it has a free slot, a pile has tiles, and its turns left are
// no more than its free slots and late.
func ksLateDraw(s *State, late int) bool {
	if !ksMustDraw(s) {
		return false
	}
	free := 0
	for _, t := range s.Players[s.Current].Slots {
		if t < 0 {
			free++
		}
	}
	return ksDrawsLeft(s, s.Current) <= free+late
}

// judged is what seat's tiles and free slots are likely worth at the end,
// as the seat itself judges them (its own tiles known).
func (e *ksEval) judged(s *State, seat int) float64 {
	v := 0.0
	for k, t := range s.Players[seat].Slots {
		if t >= 0 {
			c := t.Colour()
			v += ksChance(t, e.sizes[c], e.hand[seat][c], e.all[c]) * float64(TilePoints(t, k))
		}
	}
	return v + e.lateFree(s, seat)
}

// lateFree is what seat's free slots are worth: each of those it can
// still fill (the highest first) the expected best, for that slot, of a
// pile's worth of the tiles it may draw (any it does not hold).
func (e *ksEval) lateFree(s *State, seat int) float64 {
	var free [NumSlots]int
	nf := 0
	var mine [NumTiles]bool
	for k, t := range s.Players[seat].Slots {
		if t < 0 {
			free[nf] = k
			nf++
		} else {
			mine[t] = true
		}
	}
	nf = min(nf, ksDrawsLeft(s, seat))
	if nf <= 0 || e.piles == 0 {
		return 0
	}
	pile := 0
	for q := 0; q < NumPiles; q++ {
		pile = max(pile, s.PileSize(q))
	}
	var chance, number [NumTiles]float64
	n := 0
	for t := TileID(0); int(t) < NumTiles; t++ {
		if mine[t] {
			continue
		}
		c := t.Colour()
		chance[n] = ksChance(t, e.sizes[c], e.hand[seat][c], e.all[c])
		number[n] = float64(t.Number())
		n++
	}
	m := min(pile, n)
	v := 0.0
	var vals [NumTiles]float64
	for _, k := range free[:nf] {
		for i := 0; i < n; i++ {
			vals[i] = chance[i] * (number[i] + float64(SlotValues[k]))
		}
		v += expectedBest(vals[:n], m)
	}
	return v
}

// expectedBest is the expected largest of m values drawn without
// replacement from vals (sorted in place).
func expectedBest(vals []float64, m int) float64 {
	n := len(vals)
	if m <= 0 || n == 0 {
		return 0
	}
	slices.Sort(vals)
	// The i-th smallest (from 1) is the largest of the m with chance
	// C(i-1, m-1) / C(n, m); p runs over i from m to n.
	p := 1.0 // C(m-1, m-1) / C(n, m), built below
	for j := 0; j < m; j++ {
		p *= float64(m-j) / float64(n-j)
	}
	v := 0.0
	for i := m; i <= n; i++ {
		v += p * vals[i-1]
		// C(i, m-1) / C(i-1, m-1) = i / (i-m+1)
		p *= float64(i) / float64(i-m+1)
	}
	return v
}
