package graffiti

// The paint board: a space gives one paint tile of its kind while the
// board has one; the big space, any number of times, a red, yellow or
// blue tile (docs/rules.md, the boards).

func (s *State) checkPaint(a Action) error {
	def := &spaces[a.Space]
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

func (s *State) legalPaints(buf []Action, mods uint8) []Action {
	for sp := SpR1; sp <= SpYB2; sp++ { // the paint board's spaces
		def := &spaces[sp]
		if def.Big {
			for t := TileR; t <= TileB; t++ {
				if s.Supply[t] > 0 {
					buf = s.withModifiers(buf, ActPaint, sp, t, mods)
				}
			}
		} else if s.Supply[def.Tile] > 0 {
			buf = s.withModifiers(buf, ActPaint, sp, def.Tile, mods)
		}
	}
	return buf
}

func (s *State) doPaint(a Action, cost int, ev []Event) []Event {
	seat := s.Current
	ev = s.place(a, cost, ev)
	s.Supply[a.Tile]--
	s.Players[seat].Paint[a.Tile]++
	ev = append(ev, Event{Kind: EvPaintTaken, Seat: seat, Space: a.Space, Tile: a.Tile})
	return s.endAction(ev)
}
