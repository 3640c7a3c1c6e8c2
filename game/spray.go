package game

import "math/bits"

// Spraying a segment: cans on the section's space, a permit shown (one
// with the section's pips, two equal ones, or the permit bonus: settled
// point 6), the paint paid (payment.go), the segment tagged and its VP
// scored at once.

// checkSegment: a segment can be sprayed or reserved while it is
// unsprayed and no one else has reserved it.
func (s *State) checkSegment(seat int, seg int8) error {
	if seg < 0 || int(seg) >= NumSegments {
		return refuse("unknown segment %d", seg)
	}
	name := s.tunnel().Segments[seg].Name
	if s.Segments[seg] != Nobody {
		return refuse("%s is already sprayed", name)
	}
	if q := s.reservedByOther(seat, int(seg)); q != Nobody {
		return refuse("%s is reserved by %s this round", name, s.Players[q].Name)
	}
	return nil
}

func (s *State) checkSpray(a Action) error {
	seat := s.Current
	p := &s.Players[seat]
	if err := s.checkSegment(seat, a.Segment); err != nil {
		return err
	}
	d := &s.tunnel().Segments[a.Segment]
	sec := d.Section()
	if spaces[a.Space].Sec != sec {
		return refuse("%s is in section %s: place your cans there", d.Name, sec)
	}
	if int(sec) == s.Blocked {
		return refuse("section %s is blocked this round", sec)
	}
	if p.Tags == 0 {
		return refuse("you have no tags left")
	}
	switch a.Permit {
	case PermitOne:
		if int(a.Pips) != sec.Pips() {
			return refuse("section %s needs a permit with %d pips", sec, sec.Pips())
		}
		if p.Permits[a.Pips] == 0 {
			return refuse("section %s needs a permit with %d pips, and you have none", sec, sec.Pips())
		}
	case PermitTwo:
		if a.Pips < 1 || a.Pips > NumSections {
			return refuse("a permit shows 1 to 5 pips")
		}
		if p.Permits[a.Pips] < 2 {
			return refuse("two permits with %d pips needed, you have %d", a.Pips, p.Permits[a.Pips])
		}
	case PermitBonus:
		if p.Bonus[BonusPermit] == 0 {
			return refuse("you have no permit bonus")
		}
	default:
		return refuse("unknown way to show a permit")
	}
	for t := Tile(0); t < NumTiles; t++ {
		if int(a.Tiles[t]) > p.Paint[t] {
			return refuse("you have %d %s tile(s), not %d", p.Paint[t], TileName(t), a.Tiles[t])
		}
	}
	if int(a.Wild) > p.Bonus[BonusWild] {
		return refuse("you have %d wild paint bonus tile(s), not %d", p.Bonus[BonusWild], a.Wild)
	}
	if !pays(d.Needs, Payment{Tiles: a.Tiles, Wild: a.Wild}, s.Bobby == seat) {
		need := ""
		for _, c := range d.Needs {
			need += " " + c.String()
		}
		return refuse("that paint does not pay for %s: it needs%s, every tile covering at least one unit", d.Name, need)
	}
	return nil
}

func (s *State) legalSprays(buf []Action) []Action {
	seat := s.Current
	p := &s.Players[seat]
	if p.Tags == 0 {
		return buf
	}
	t := s.tunnel()
	pay := payers.Get().(*payer)
	defer payers.Put(pay)
	var places [8]Action
	mods := s.modifiers()
	hand := handCover(p.Paint)
	wild, bobby := p.Bonus[BonusWild] > 0, s.Bobby == seat
	var reserved uint32 // segments someone else has reserved
	for q := range s.Players {
		if r := s.Players[q].Reserve; q != seat && r != Nobody {
			reserved |= 1 << r
		}
	}
	for sec := Section(0); sec < NumSections; sec++ {
		if int(sec) == s.Blocked {
			continue
		}
		// Where the cans can go in this section.
		np := 0
		for k := 0; k < 2; k++ {
			sp := TunnelSpace(sec, k)
			for mm := mods; mm != 0; mm &= mm - 1 {
				m := bits.TrailingZeros8(mm)
				add, disc := m&1 != 0, m&2 != 0
				if _, why := s.placementCost(seat, sp, add, disc); why == okay {
					places[np] = Action{Kind: ActSpray, Space: sp, Add: add, Discount: disc}
					np++
				}
			}
		}
		if np == 0 {
			continue
		}
		// How the permit can be shown.
		var permits [7]Action
		nperm := 0
		if p.Permits[sec.Pips()] > 0 {
			permits[nperm] = Action{Permit: PermitOne, Pips: int8(sec.Pips())}
			nperm++
		}
		for pips := 1; pips <= NumSections; pips++ {
			if p.Permits[pips] >= 2 {
				permits[nperm] = Action{Permit: PermitTwo, Pips: int8(pips)}
				nperm++
			}
		}
		if p.Bonus[BonusPermit] > 0 {
			permits[nperm] = Action{Permit: PermitBonus}
			nperm++
		}
		if nperm == 0 {
			continue
		}
		for i := t.secFirst[sec]; i < t.secFirst[sec+1]; i++ {
			d := &t.Segments[i]
			if s.Segments[i] != Nobody || reserved&(1<<i) != 0 || !mayPay(d.Needs, hand, wild, bobby) {
				continue
			}
			pay.out = pay.out[:0]
			for _, py := range pay.run(d.Needs, p.Paint, p.Bonus[BonusWild], s.Bobby == seat) {
				for _, pl := range places[:np] {
					for _, pm := range permits[:nperm] {
						a := pl
						a.Segment = int8(i)
						a.Permit, a.Pips = pm.Permit, pm.Pips
						a.Tiles, a.Wild = py.Tiles, py.Wild
						buf = append(buf, a)
					}
				}
			}
		}
	}
	return buf
}

// score adds n VP scored during play.
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
	d := &s.tunnel().Segments[seg]
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
