package kunststucke

// Scoring (points 13, 14, 16): a tile is met when some group of its colour
// has exactly its number of shapes (6+: six or more); it scores its number
// (6 for 6+) plus the value of its slot, once however many groups qualify.

// MetGroup is the group (as numbered by Groups) that meets tile t on the
// canvas now, or -1 when none does. With several, the lowest-numbered.
func (s *State) MetGroup(t TileID) int {
	of, sizes := s.Groups()
	return metGroup(t, &of, sizes)
}

func metGroup(t TileID, of *[NumShapes]int8, sizes []int) int {
	for id, g := range of {
		if g >= 0 && ShapeID(id).Colour() == t.Colour() && t.Meets(sizes[g]) {
			return int(g)
		}
	}
	return -1
}

// TilePoints is what tile t on slot k scores when met.
func TilePoints(t TileID, k int) int { return t.Number() + SlotValues[k] }

// Score is what seat's tiles score on the canvas as it is now, with the
// number met. During play it depends on hidden tiles: it is for the seat
// itself, for bots on a determinized state, and for the final tally.
func (s *State) Score(seat int) (score, met int) {
	of, sizes := s.Groups()
	return s.score(seat, &of, sizes)
}

func (s *State) score(seat int, of *[NumShapes]int8, sizes []int) (score, met int) {
	for k, t := range s.Players[seat].Slots {
		if t >= 0 && metGroup(t, of, sizes) >= 0 {
			score += TilePoints(t, k)
			met++
		}
	}
	return score, met
}

// finish ends the game: every tile turns face up and scores, and the
// winners are found (point 16: the highest score, then more objectives
// met, then more tokens left, then a shared win).
func (s *State) finish(ev []Event) []Event {
	s.Over = true
	s.Current = Nobody
	of, sizes := s.Groups()
	for i := range s.Players {
		p := &s.Players[i]
		for k, t := range p.Slots {
			if t < 0 {
				continue
			}
			g := metGroup(t, &of, sizes)
			e := Event{Kind: EvTileScored, Seat: i, Slot: k, Tile: t, N: -1}
			if g >= 0 {
				e.N, e.Points = g, TilePoints(t, k)
			}
			ev = append(ev, e)
		}
		p.Score, p.Met = s.score(i, &of, sizes)
	}
	s.Winners = s.winners()
	return append(ev, Event{Kind: EvGameOver, Seat: Nobody})
}

func (s *State) winners() []int {
	better := func(a, b *Player) int {
		switch {
		case a.Score != b.Score:
			return a.Score - b.Score
		case a.Met != b.Met:
			return a.Met - b.Met
		}
		return a.Tokens - b.Tokens
	}
	var ws []int
	for i := range s.Players {
		if len(ws) == 0 {
			ws = []int{i}
			continue
		}
		switch c := better(&s.Players[i], &s.Players[ws[0]]); {
		case c > 0:
			ws = []int{i}
		case c == 0:
			ws = append(ws, i)
		}
	}
	return ws
}
