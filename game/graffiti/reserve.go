package graffiti

// The reservation marker (settled point 7): a free step in your own turn,
// on any unsprayed segment not reserved by someone else; until the round
// ends only you may spray it. Not once you have no cans left.

func (s *State) checkReserve(a Action) error {
	seat := s.Current
	p := &s.Players[seat]
	if s.Phase == PhasePlay && p.Cans == 0 {
		return refuse("you have no cans left: you must pass")
	}
	if p.Bonus[BonusReserve] == 0 {
		return refuse("you have no reservation bonus")
	}
	if p.Reserve != Nobody {
		return refuse("your reservation marker is already on %s", s.tunnel().Segments[p.Reserve].Name)
	}
	return s.checkSegment(seat, a.Segment)
}

func (s *State) legalReserves(buf []Action) []Action {
	p := &s.Players[s.Current]
	if p.Bonus[BonusReserve] == 0 || p.Reserve != Nobody {
		return buf
	}
	for i := range s.Segments {
		if s.Segments[i] == Nobody && s.reservedByOther(s.Current, i) == Nobody {
			buf = append(buf, Action{Kind: ActReserve, Segment: int8(i)})
		}
	}
	return buf
}

func (s *State) doReserve(a Action, ev []Event) []Event {
	seat := s.Current
	ev = s.useBonus(seat, BonusReserve, ev)
	s.Players[seat].Reserve = int(a.Segment)
	return append(ev, Event{Kind: EvReserved, Seat: seat, Segment: int(a.Segment)})
}

// reservedByOther reports who else holds a reservation on seg, or Nobody.
func (s *State) reservedByOther(seat, seg int) int {
	for q := range s.Players {
		if q != seat && s.Players[q].Reserve == seg {
			return q
		}
	}
	return Nobody
}
