package graffiti

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
		return refuse("that paint does not pay for %s: it needs%s, and each tile paid must cover some of it", d.Name, need)
	}
	return nil
}

func (s *State) legalSprays(buf []Action, mods uint8) []Action {
	seat := s.Current
	p := &s.Players[seat]
	if p.Tags == 0 {
		return buf
	}
	t := s.tunnel()
	variant := 0
	if s.Setup.Special {
		variant = 1
	}
	payTables.Do(buildPayTables)
	opts := &payOptions[variant]
	wild, bobby := p.Bonus[BonusWild] > 0, s.Bobby == seat
	which := 0 // the payments' list: 2×bobby + wild tiles held
	if bobby {
		which = 2
	}
	if wild {
		which++
	}
	have := packCounts(p.Paint, p.Bonus[BonusWild])
	hand := handCover(p.Paint)
	// The segments that may be sprayed: unsprayed, not reserved by
	// someone else, and not beyond the hand's paint (mayPayBy).
	open := uint32(1)<<NumSegments - 1
	if !wild {
		open = mayPayBy[variant][which>>1][hand]
	}
	for q := range s.Players {
		if r := s.Players[q].Reserve; q != seat && r != Nobody {
			open &^= 1 << r
		}
	}
	for i, o := range s.Segments {
		if o != Nobody {
			open &^= 1 << i
		}
	}
	// How a permit can be shown: the one of the section's pips (set
	// per section), then the pairs and the permit bonus, alike for all.
	var shown, rest [7]Action
	others := rest[:0]
	for pips := 1; pips <= NumSections; pips++ {
		if p.Permits[pips] >= 2 {
			others = append(others, Action{Permit: PermitTwo, Pips: int8(pips)})
		}
	}
	if p.Bonus[BonusPermit] > 0 {
		others = append(others, Action{Permit: PermitBonus})
	}
	for sec := Section(0); sec < NumSections; sec++ {
		if int(sec) == s.Blocked {
			continue
		}
		// Cheapest first: how the permit can be shown, then which
		// segments are open and may be paid, and only then where the
		// cans can go and which payments the hand holds.
		permits := shown[:0]
		if p.Permits[sec.Pips()] > 0 {
			permits = append(permits, Action{Permit: PermitOne, Pips: int8(sec.Pips())})
		}
		permits = append(permits, others...)
		if len(permits) == 0 {
			continue
		}
		open := open & (1<<t.secFirst[sec+1] - 1) &^ (1<<t.secFirst[sec] - 1)
		if open == 0 {
			continue
		}
		var room [8]Action
		places := s.withModifiers(room[:0], ActSpray, TunnelSpace(sec, 0), 0, mods)
		places = s.withModifiers(places, ActSpray, TunnelSpace(sec, 1), 0, mods)
		if len(places) == 0 {
			continue
		}
		for ; open != 0; open &= open - 1 {
			i := bits.TrailingZeros32(open)
			for _, o := range opts[i][which] {
				if !fits(o.counts, have) {
					continue
				}
				py := o.pay
				for _, pl := range places {
					for _, pm := range permits {
						// Written into the list's zeroed slot: an Action
						// built aside and copied whole stalls (withModifiers).
						buf = append(buf, Action{})
						a := &buf[len(buf)-1]
						a.Kind, a.Space, a.Add, a.Discount = ActSpray, pl.Space, pl.Add, pl.Discount
						a.Segment, a.Permit, a.Pips = int8(i), pm.Permit, pm.Pips
						a.Tiles, a.Wild = py.Tiles, py.Wild
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
