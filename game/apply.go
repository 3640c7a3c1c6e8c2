package game

// Apply checks a against every rule. If it is legal it changes the state
// and returns the events it caused; if not, it returns an error that says
// which rule forbids it, and the state is untouched: every check is made
// before anything changes.
func (s *State) Apply(a Action) ([]Event, error) {
	return s.ApplyTo(nil, a)
}

// ApplyTo is Apply appending the events to ev, so a caller that plays
// many actions can reuse one buffer.
func (s *State) ApplyTo(ev []Event, a Action) ([]Event, error) {
	cost, err := s.Check(a)
	if err != nil {
		return ev, err
	}
	s.Actions++
	switch a.Kind {
	case ActPaint:
		ev = s.doPaint(a, cost, ev)
	case ActPermit:
		ev = s.doPermit(a, cost, ev)
	case ActBonus:
		ev = s.doBonus(a, cost, ev)
	case ActSpray:
		ev = s.doSpray(a, cost, ev)
	case ActPass:
		s.Players[s.Current].Passed = true
		ev = append(ev, Event{Kind: EvPassed, Seat: s.Current})
		ev = s.nextTurn(ev)
	case ActReserve:
		seat := s.Current
		ev = s.useBonus(seat, BonusReserve, ev)
		s.Players[seat].Reserve = int(a.Segment)
		ev = append(ev, Event{Kind: EvReserved, Seat: seat, Segment: int(a.Segment)})
	case ActExtra:
		ev = s.useBonus(s.Current, BonusExtra, ev)
		s.Phase = PhasePlay
		ev = append(ev, Event{Kind: EvTurn, Seat: s.Current, N: 1})
	case ActEnd:
		ev = s.nextTurn(ev)
	case ActKeep:
		ev = s.doKeep(a, ev)
	case ActFlip:
		ev = s.neutralFlip(int(a.Segment), ev)
		ev = s.nextFlip(ev)
	}
	return ev, nil
}

var errOver = refuse("the game is over")

// Check tells whether a is legal now, and for a placement what it costs.
func (s *State) Check(a Action) (int, error) {
	if s.Phase == PhaseOver {
		return 0, errOver
	}
	if a.Kind >= numKinds {
		return 0, refuse("unknown action kind %d", a.Kind)
	}
	if (a.Add || a.Discount) && a.Kind > ActSpray {
		return 0, refuse("add and discount go with a placement, not with %s", a.Kind)
	}
	if a.Save && a.Kind != ActKeep {
		return 0, refuse("save goes with keep, not with %s", a.Kind)
	}
	if a != a.canonical() {
		return 0, refuse("malformed %s action: it carries fields %s does not take", a.Kind, a.Kind)
	}
	seat := s.Current
	p := &s.Players[seat]
	switch s.Phase {
	case PhaseKeep:
		if a.Kind != ActKeep {
			return 0, refuse("the round is over: %s chooses the paint tiles to keep", p.Name)
		}
		return 0, s.checkKeep(a)
	case PhaseFlip:
		if a.Kind != ActFlip {
			return 0, refuse("the round is over: %s chooses a segment of section %s for the neutral tag", p.Name, Section(s.FlipSection))
		}
		return 0, s.checkFlip(a)
	case PhaseAfter:
		switch a.Kind {
		case ActExtra:
			if p.Bonus[BonusExtra] == 0 {
				return 0, refuse("you have no extra action bonus")
			}
			return 0, nil
		case ActEnd:
			return 0, nil
		case ActReserve:
			return 0, s.checkReserve(a)
		}
		return 0, refuse("%s has acted: use the extra action or end the turn", p.Name)
	}
	// PhasePlay.
	switch a.Kind {
	case ActPass:
		return 0, nil
	case ActReserve:
		if p.Cans == 0 {
			return 0, refuse("you have no cans left: you must pass")
		}
		return 0, s.checkReserve(a)
	case ActExtra, ActEnd:
		return 0, refuse("%s is only possible after your action", a.Kind)
	case ActKeep:
		return 0, refuse("paint tiles are kept at the end of the round")
	case ActFlip:
		return 0, refuse("neutral flips happen at the end of the round")
	}
	// A placement.
	if int(a.Space) >= int(NumSpaces) {
		return 0, refuse("unknown space %d", a.Space)
	}
	def := &Spaces[a.Space]
	board := [...]Board{ActPaint: PaintBoard, ActPermit: PermitBoard, ActBonus: BonusBoard, ActSpray: TunnelBoard}[a.Kind]
	if def.Board != board {
		return 0, refuse("%s is not a space for %s", def.Name, a.Kind)
	}
	cost, why := s.placementCost(seat, a.Space, a.Add, a.Discount)
	if why != okay {
		return 0, why.err(s, seat, a.Space, cost)
	}
	var err error
	switch a.Kind {
	case ActPaint:
		err = s.checkPaint(a)
	case ActPermit:
		if !s.permitSpaceOpen(a.Space) {
			err = refuse("permit space %s has no permit to give", def.Name)
		}
	case ActBonus:
		if !s.bonusSpaceOpen(a.Space) {
			if def.Bobby {
				err = refuse("%s holds the bobby this round", s.Players[s.Bobby].Name)
			} else {
				err = refuse("bonus space %s is empty until the round ends", def.Name)
			}
		}
	case ActSpray:
		err = s.checkSpray(a)
	}
	return cost, err
}

func (s *State) checkPaint(a Action) error {
	def := &Spaces[a.Space]
	if def.Big {
		if a.Tile > TileB {
			return refuse("the big paint space gives a red, yellow or blue tile")
		}
	} else if a.Tile != def.Tile {
		return refuse("space %s gives %s tiles", def.Name, TileName(def.Tile))
	}
	if s.Supply[a.Tile] == 0 {
		return refuse("no %s tile left on the paint board", TileName(a.Tile))
	}
	return nil
}

func (s *State) checkSegment(seat int, seg int8) error {
	if seg < 0 || int(seg) >= NumSegments {
		return refuse("unknown segment %d", seg)
	}
	name := s.Tunnel().Segments[seg].Name
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
	d := &s.Tunnel().Segments[a.Segment]
	sec := d.Section()
	if Spaces[a.Space].Sec != sec {
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

func (s *State) checkReserve(a Action) error {
	seat := s.Current
	p := &s.Players[seat]
	if p.Bonus[BonusReserve] == 0 {
		return refuse("you have no reservation bonus")
	}
	if p.Reserve != Nobody {
		return refuse("your reservation marker is already on %s", s.Tunnel().Segments[p.Reserve].Name)
	}
	return s.checkSegment(seat, a.Segment)
}

func (s *State) checkKeep(a Action) error {
	p := &s.Players[s.Current]
	n := 0
	for t := Tile(0); t < NumTiles; t++ {
		if int(a.Tiles[t]) > p.Paint[t] {
			return refuse("you have %d %s tile(s), not %d", p.Paint[t], TileName(t), a.Tiles[t])
		}
		n += int(a.Tiles[t])
	}
	if a.Save {
		if p.Bonus[BonusSave] == 0 {
			return refuse("you have no save bonus")
		}
		if n != KeepLimitSave {
			return refuse("save lets you keep %d paint tiles: use it only to keep %d", KeepLimitSave, KeepLimitSave)
		}
		return nil
	}
	if n > KeepLimit {
		return refuse("you may keep %d paint tiles (%d with the save bonus), not %d", KeepLimit, KeepLimitSave, n)
	}
	return nil
}

func (s *State) checkFlip(a Action) error {
	if a.Segment < 0 || int(a.Segment) >= NumSegments {
		return refuse("unknown segment %d", a.Segment)
	}
	d := &s.Tunnel().Segments[a.Segment]
	if int(d.Section()) != s.FlipSection || s.Segments[a.Segment] != Nobody {
		return refuse("the neutral tag goes on an unsprayed segment of section %s", Section(s.FlipSection))
	}
	return nil
}
