package game

// LegalActions appends to buf every action Apply accepts now and returns
// it. Spray payments are listed as the distinct multisets of tiles that
// pay; every listed action applies and every other action is refused
// (the tests check both ways).
func (s *State) LegalActions(buf []Action) []Action {
	buf = buf[:0]
	if s.Phase == PhaseOver {
		return buf
	}
	seat := s.Current
	p := &s.Players[seat]
	switch s.Phase {
	case PhaseKeep:
		return s.legalKeeps(buf)
	case PhaseFlip:
		for i, d := range s.Tunnel().Segments {
			if int(d.Section()) == s.FlipSection && s.Segments[i] == Nobody {
				buf = append(buf, Action{Kind: ActFlip, Segment: int8(i)})
			}
		}
		return buf
	case PhaseAfter:
		buf = append(buf, Action{Kind: ActExtra}, Action{Kind: ActEnd})
		return s.legalReserves(buf)
	}
	buf = append(buf, Pass)
	if p.Cans == 0 {
		return buf
	}
	buf = s.legalReserves(buf)
	for sp := Space(0); sp < NumSpaces; sp++ {
		def := &Spaces[sp]
		switch def.Board {
		case PaintBoard:
			if def.Big {
				for t := TileR; t <= TileB; t++ {
					if s.Supply[t] > 0 {
						buf = s.withModifiers(buf, Action{Kind: ActPaint, Space: sp, Tile: t})
					}
				}
			} else if s.Supply[def.Tile] > 0 {
				buf = s.withModifiers(buf, Action{Kind: ActPaint, Space: sp, Tile: def.Tile})
			}
		case PermitBoard:
			if s.permitSpaceOpen(sp) {
				buf = s.withModifiers(buf, Action{Kind: ActPermit, Space: sp})
			}
		case BonusBoard:
			if s.bonusSpaceOpen(sp) {
				buf = s.withModifiers(buf, Action{Kind: ActBonus, Space: sp})
			}
		}
	}
	return s.legalSprays(buf)
}

// withModifiers appends a placement in each combination of Add and
// Discount that is allowed.
func (s *State) withModifiers(buf []Action, a Action) []Action {
	for m := 0; m < 4; m++ {
		a.Add, a.Discount = m&1 != 0, m&2 != 0
		if _, why := s.placementCost(s.Current, a.Space, a.Add, a.Discount); why == okay {
			buf = append(buf, a)
		}
	}
	return buf
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

func (s *State) legalSprays(buf []Action) []Action {
	seat := s.Current
	p := &s.Players[seat]
	if p.Tags == 0 {
		return buf
	}
	t := s.Tunnel()
	var pay payer
	var payBuf [64]Payment
	var places [8]Action
	for sec := Section(0); sec < NumSections; sec++ {
		if int(sec) == s.Blocked {
			continue
		}
		// Where the cans can go in this section.
		np := 0
		for k := 0; k < 2; k++ {
			sp := TunnelSpace(sec, k)
			for m := 0; m < 4; m++ {
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
		for i := range t.Segments {
			d := &t.Segments[i]
			if d.Section() != sec || s.Segments[i] != Nobody || s.reservedByOther(seat, i) != Nobody {
				continue
			}
			pay.out = payBuf[:0]
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

// legalKeeps lists every choice of at most 2 tiles, and of exactly 3
// with the Save bonus.
func (s *State) legalKeeps(buf []Action) []Action {
	p := &s.Players[s.Current]
	var rec func(t Tile, left int, a Action)
	rec = func(t Tile, left int, a Action) {
		if t == NumTiles {
			if !a.Save || left == 0 {
				buf = append(buf, a)
			}
			return
		}
		for n := 0; n <= p.Paint[t] && n <= left; n++ {
			a.Tiles[t] = uint8(n)
			rec(t+1, left-n, a)
		}
	}
	rec(0, KeepLimit, Action{Kind: ActKeep})
	if p.Bonus[BonusSave] > 0 && p.PaintCount() >= KeepLimitSave {
		rec(0, KeepLimitSave, Action{Kind: ActKeep, Save: true})
	}
	return buf
}
