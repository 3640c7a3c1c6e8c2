package graffiti

// The end of a round, in the order of settled point 13: cans back; each
// player keeps up to 2 paint tiles (3 with Save), the rest and all paid
// tiles go back; the bonus board is refilled; the bobby and reservation
// markers return; in 2- and 3-player games the neutral flips; then the
// game ends if at least 6 graffiti are complete.

func (s *State) endRound(ev []Event) []Event {
	ev = append(ev, Event{Kind: EvRoundEnd, N: s.Round})
	for seat := range s.Players {
		p := &s.Players[seat]
		if back := CansPerPlayer - p.Cans; back > 0 {
			ev = append(ev, Event{Kind: EvCansBack, Seat: seat, N: back})
		}
		p.Cans = CansPerPlayer
		p.Passed = false
		for t := Tile(0); t < NumTiles; t++ {
			if n := p.Paid[t]; n > 0 {
				s.Supply[t] += n
				p.Paid[t] = 0
				ev = append(ev, Event{Kind: EvPaintBack, Seat: seat, Tile: t, N: n})
			}
		}
	}
	for i := range s.Spaces {
		s.Spaces[i] = SpaceState{Occ: s.Spaces[i].Occ[:0]}
	}
	// Keep step: a player with more tiles than the limit chooses, in turn
	// order from the first player; the others keep all they have.
	s.KeepQueue = s.KeepQueue[:0]
	for i := 0; i < s.N(); i++ {
		seat := (s.First + i) % s.N()
		if s.Players[seat].PaintCount() > KeepLimit {
			s.KeepQueue = append(s.KeepQueue, seat)
		} else {
			ev = append(ev, Event{Kind: EvKept, Seat: seat, N: s.Players[seat].PaintCount()})
		}
	}
	return s.afterKeep(ev)
}

// afterKeep asks the next player in the keep queue, or moves on.
func (s *State) afterKeep(ev []Event) []Event {
	if len(s.KeepQueue) > 0 {
		s.Phase = PhaseKeep
		s.Current = s.KeepQueue[0]
		return ev
	}
	for i := range s.BonusSlots {
		if s.BonusSlots[i] == Nobody && len(s.BonusStack) > 0 {
			b := s.popBonus()
			s.BonusSlots[i] = int(b)
			ev = append(ev, Event{Kind: EvBonusRefill, N: i, Bonus: b})
		}
	}
	if s.Bobby != Nobody {
		ev = append(ev, Event{Kind: EvBobbyBack, Seat: s.Bobby})
		s.Bobby = Nobody
	}
	for seat := range s.Players {
		if r := s.Players[seat].Reserve; r != Nobody {
			s.Players[seat].Reserve = Nobody
			ev = append(ev, Event{Kind: EvReserveBack, Seat: seat, Segment: r})
		}
	}
	switch s.N() {
	case 2:
		s.FlipsLeft = 2
	case 3:
		s.FlipsLeft = 1
	default:
		s.FlipsLeft = 0
	}
	return s.nextFlip(ev)
}

// finalScoring (settled point 14): half a VP per tile behind the screen,
// rounded down; then each tag on a complete graffiti scores as many VP as
// the graffiti has segments (5 on a special one). The highest total
// wins; a tie goes to the most tags in the tunnel; then the win is shared.
func (s *State) finalScoring(ev []Event) []Event {
	t := s.tunnel()
	for seat := range s.Players {
		p := &s.Players[seat]
		tiles := (p.PaintCount() + p.PermitCount() + p.BonusCount()) / 2
		p.Points.Tiles = tiles
		p.Score += tiles
		ev = append(ev, Event{Kind: EvFinalTiles, Seat: seat, N: tiles, Points: p.Score})
		tags := 0
		for i, o := range s.Segments {
			if o == seat && s.GraffitiComplete(t.Segments[i].Graffiti) {
				tags += t.Graffiti[t.Segments[i].Graffiti].TagVP()
			}
		}
		p.Points.Tags = tags
		p.Score += tags
		ev = append(ev, Event{Kind: EvFinalTags, Seat: seat, N: tags, Points: p.Score})
	}
	s.Winners = s.winners()
	s.Phase = PhaseOver
	s.Current = Nobody
	return append(ev, Event{Kind: EvGameOver})
}

func (s *State) winners() []int {
	best, bestTags := -1, -1
	var w []int
	for seat := range s.Players {
		sc, tg := s.Players[seat].Score, s.TagsInTunnel(seat)
		switch {
		case sc > best || (sc == best && tg > bestTags):
			best, bestTags = sc, tg
			w = append(w[:0], seat)
		case sc == best && tg == bestTags:
			w = append(w, seat)
		}
	}
	return w
}
