package game

// The four actions, and how the turn passes on.

func (s *State) doPaint(a Action, cost int, ev []Event) []Event {
	seat := s.Current
	ev = s.place(a, cost, ev)
	s.Supply[a.Tile]--
	s.Players[seat].Paint[a.Tile]++
	ev = append(ev, Event{Kind: EvPaintTaken, Seat: seat, Space: a.Space, Tile: a.Tile})
	return s.endAction(ev)
}

// doPermit takes the space's permits, then refills the empty slots from
// the stack at once.
func (s *State) doPermit(a Action, cost int, ev []Event) []Event {
	seat := s.Current
	p := &s.Players[seat]
	ev = s.place(a, cost, ev)
	take := func(slot int) {
		if pips := s.PermitSlots[slot]; pips != 0 {
			p.Permits[pips]++
			s.PermitSlots[slot] = 0
			ev = append(ev, Event{Kind: EvPermitTaken, Seat: seat, Pips: pips, N: slot})
		}
	}
	switch a.Space {
	case SpPermitFirst:
		take(0)
		s.First = seat
		ev = append(ev, Event{Kind: EvFirstToken, Seat: seat})
	case SpPermit12:
		take(0)
		take(1)
	case SpPermit23:
		take(1)
		take(2)
	case SpPermit3S:
		take(2)
		if pips, ev2, ok := s.drawPermit(ev); ok {
			ev = ev2
			p.Permits[pips]++
			ev = append(ev, Event{Kind: EvPermitTaken, Seat: seat, Pips: pips, N: PermitSlots, Private: true})
		} else {
			ev = ev2
		}
	}
	for slot := range s.PermitSlots {
		if s.PermitSlots[slot] == 0 {
			pips, ev2, ok := s.drawPermit(ev)
			ev = ev2
			if !ok {
				break
			}
			s.PermitSlots[slot] = pips
			ev = append(ev, Event{Kind: EvPermitRefill, N: slot, Pips: pips})
		}
	}
	return s.endAction(ev)
}

// doBonus takes a bonus tile or the bobby. A 2 VP tile scores the moment
// it is taken and leaves the game (settled point 9).
func (s *State) doBonus(a Action, cost int, ev []Event) []Event {
	seat := s.Current
	p := &s.Players[seat]
	ev = s.place(a, cost, ev)
	def := &Spaces[a.Space]
	if def.Bobby {
		s.Bobby = seat
		ev = append(ev, Event{Kind: EvBobbyTaken, Seat: seat})
		return s.endAction(ev)
	}
	b := Bonus(s.BonusSlots[def.Slot])
	s.BonusSlots[def.Slot] = Nobody
	p.Bonus[b]++
	ev = append(ev, Event{Kind: EvBonusTaken, Seat: seat, Bonus: b, N: def.Slot})
	if b == BonusVP {
		ev = s.useBonus(seat, BonusVP, ev)
		ev = s.score(seat, 2, ev)
	}
	return s.endAction(ev)
}

func (s *State) score(seat, n int, ev []Event) []Event {
	p := &s.Players[seat]
	p.Score += n
	p.Points.Play += n
	return append(ev, Event{Kind: EvScore, Seat: seat, N: n, Points: p.Score})
}

// doSpray: permit and paint paid, the segment flipped with the artist's
// tag, its VP scored at once.
func (s *State) doSpray(a Action, cost int, ev []Event) []Event {
	seat := s.Current
	p := &s.Players[seat]
	ev = s.place(a, cost, ev)
	switch a.Permit {
	case PermitOne, PermitTwo:
		n := 1
		if a.Permit == PermitTwo {
			n = 2
		}
		for i := 0; i < n; i++ {
			p.Permits[a.Pips]--
			s.PermitDiscard = append(s.PermitDiscard, int(a.Pips))
			ev = append(ev, Event{Kind: EvPermitPaid, Seat: seat, Pips: int(a.Pips)})
		}
	case PermitBonus:
		ev = s.useBonus(seat, BonusPermit, ev)
	}
	for t := Tile(0); t < NumTiles; t++ {
		for i := uint8(0); i < a.Tiles[t]; i++ {
			p.Paint[t]--
			p.Paid[t]++
			ev = append(ev, Event{Kind: EvPaintPaid, Seat: seat, Tile: t})
		}
	}
	for i := uint8(0); i < a.Wild; i++ {
		ev = s.useBonus(seat, BonusWild, ev)
	}
	seg := int(a.Segment)
	d := &s.Tunnel().Segments[seg]
	s.Segments[seg] = seat
	p.Tags--
	ev = append(ev, Event{Kind: EvSprayed, Seat: seat, Segment: seg, N: d.VP})
	ev = s.score(seat, d.VP, ev)
	if p.Reserve == seg {
		p.Reserve = Nobody
		ev = append(ev, Event{Kind: EvReserveBack, Seat: seat, Segment: seg})
	}
	if s.GraffitiComplete(d.Graffiti) {
		ev = append(ev, Event{Kind: EvGraffitiDone, Seat: seat, N: d.Graffiti})
	}
	return s.endAction(ev)
}

// endAction: a player holding an extra-action tile may now use it
// (settled point 8), unless no can is left, when the extra turn could
// only be a pass; otherwise the turn passes on.
func (s *State) endAction(ev []Event) []Event {
	if p := &s.Players[s.Current]; p.Bonus[BonusExtra] > 0 && p.Cans > 0 {
		s.Phase = PhaseAfter
		return ev
	}
	return s.nextTurn(ev)
}

// nextTurn gives the turn to the next player clockwise who has not
// passed; when everyone has passed the round ends.
func (s *State) nextTurn(ev []Event) []Event {
	s.Phase = PhasePlay
	n := s.N()
	for i := 1; i <= n; i++ {
		q := (s.Current + i) % n
		if !s.Players[q].Passed {
			s.Current = q
			return append(ev, Event{Kind: EvTurn, Seat: q})
		}
	}
	return s.endRound(ev)
}
