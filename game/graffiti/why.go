package graffiti

// Target is what a person can point at on the table: a spray-can space
// or a segment of the tunnel.
type Target struct {
	Space     Space
	Segment   int
	OnSegment bool // the segment, not the space
	Reserve   bool // the person is placing the reservation marker
}

// uses reports whether action a is one made on target t.
func (t Target) uses(a Action) bool {
	if t.OnSegment {
		switch a.Kind {
		case ActSpray, ActFlip:
			return !t.Reserve && int(a.Segment) == t.Segment
		case ActReserve:
			return t.Reserve && int(a.Segment) == t.Segment
		}
		return false
	}
	return a.Kind <= ActSpray && a.Space == t.Space
}

// WhyNot tells why nothing can be done on t now: the refusal of the
// simplest action there, in the words of the rules. It is nil when some
// legal action uses t, or when nothing forbids the simplest one.
func (s *State) WhyNot(t Target) error {
	for _, a := range s.LegalActions(nil) {
		if t.uses(a) {
			return nil
		}
	}
	_, err := s.Check(s.probe(t))
	return err
}

// probe is the simplest action on a target: the one whose refusal names
// the rule a person most likely missed.
func (s *State) probe(t Target) Action {
	if !t.OnSegment {
		if t.Space >= NumSpaces {
			return Action{Kind: ActPaint, Space: t.Space}
		}
		def := &spaces[t.Space]
		switch def.Board {
		case PaintBoard:
			return Action{Kind: ActPaint, Space: t.Space, Tile: def.Tile}
		case PermitBoard:
			return Action{Kind: ActPermit, Space: t.Space}
		case BonusBoard:
			return Action{Kind: ActBonus, Space: t.Space}
		}
		return Action{Kind: ActSpray, Space: t.Space, Segment: -1}
	}
	seg := int8(t.Segment)
	switch {
	case s.Phase == PhaseFlip:
		return Action{Kind: ActFlip, Segment: seg}
	case t.Reserve:
		return Action{Kind: ActReserve, Segment: seg}
	case t.Segment < 0 || t.Segment >= NumSegments:
		return Action{Kind: ActSpray, Segment: seg}
	}
	d := &s.tunnel().Segments[t.Segment]
	sec := d.Section()
	sp := TunnelSpace(sec, 0)
	if s.Spaces[sp].Taken {
		sp = TunnelSpace(sec, 1)
	}
	a := Action{Kind: ActSpray, Segment: seg, Space: sp, Permit: PermitOne, Pips: int8(sec.Pips())}
	seat := s.Current
	if s.Phase == PhaseOver || !s.seatOK(seat) {
		return a
	}
	p := &s.Players[seat]
	if p.Permits[sec.Pips()] == 0 {
		for pips := 1; pips <= NumSections; pips++ {
			if p.Permits[pips] >= 2 {
				a.Permit, a.Pips = PermitTwo, int8(pips)
			}
		}
		if p.Bonus[BonusPermit] > 0 {
			a.Permit, a.Pips = PermitBonus, 0
		}
	}
	if pays := Payments(d.Needs, p.Paint, p.Bonus[BonusWild], s.Bobby == seat); len(pays) > 0 {
		a.Tiles, a.Wild = pays[0].Tiles, pays[0].Wild
	}
	return a
}
