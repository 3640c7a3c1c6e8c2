package graffiti

// The bonus board: five face-up tiles and the bobby, each under a 1-can
// space; taken tiles are replaced only at round end. Bonus tiles are
// usable from the moment they are taken (settled point 11); a used tile
// leaves the game.

func (s *State) checkBonus(a Action) error {
	if s.bonusSpaceOpen(a.Space) {
		return nil
	}
	def := &spaces[a.Space]
	if def.Bobby {
		return refuse("%s holds the bobby this round", s.Players[s.Bobby].Name)
	}
	return refuse("bonus space %s is empty until the round ends", def.Name)
}

// bonusSpaceOpen reports whether a bonus space has its tile (or the bobby).
func (s *State) bonusSpaceOpen(sp Space) bool {
	if spaces[sp].Bobby {
		return s.Bobby == Nobody
	}
	return s.BonusSlots[spaces[sp].Slot] != Nobody
}

func (s *State) legalBonuses(buf []Action, mods uint8) []Action {
	for sp := SpBonus1; sp <= SpBobby; sp++ {
		if s.bonusSpaceOpen(sp) {
			buf = s.withModifiers(buf, ActBonus, sp, 0, mods)
		}
	}
	return buf
}

// doBonus takes a bonus tile or the bobby. A 2 VP tile scores the moment
// it is taken and leaves the game (settled point 9).
func (s *State) doBonus(a Action, cost int, ev []Event) []Event {
	seat := s.Current
	p := &s.Players[seat]
	ev = s.place(a, cost, ev)
	def := &spaces[a.Space]
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

// useBonus takes a used bonus tile out of the game.
func (s *State) useBonus(seat int, b Bonus, ev []Event) []Event {
	s.Players[seat].Bonus[b]--
	s.Players[seat].Used[b]++
	s.BonusRemoved[b]++
	return append(ev, Event{Kind: EvBonusUsed, Seat: seat, Bonus: b})
}

func (s *State) popBonus() Bonus {
	b := s.BonusStack[len(s.BonusStack)-1]
	s.BonusStack = s.BonusStack[:len(s.BonusStack)-1]
	return b
}
