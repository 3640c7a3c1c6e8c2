package graffiti

import "graffiti/game"

// The permit board: four spaces take the face-up permits (and the
// first-player token, or the top of the stack); empty slots are refilled
// at once. The moment the stack is exhausted the discard pile becomes the
// new stack (docs/rules.md, the boards).

func (s *State) checkPermit(a Action) error {
	if !s.permitSpaceOpen(a.Space) {
		return refuse("permit space %s has no permit to give", spaces[a.Space].Name)
	}
	return nil
}

// PermitSpaceSlots are the face-up slots a permit space takes, left to
// right (3+stack also draws one from the stack; first also gives the
// first-player token).
func PermitSpaceSlots(sp Space) []int {
	switch sp {
	case SpPermitFirst:
		return []int{0}
	case SpPermit12:
		return []int{0, 1}
	case SpPermit23:
		return []int{1, 2}
	case SpPermit3S:
		return []int{2}
	}
	return nil
}

// permitSpaceOpen reports whether a permit space has a tile to give.
func (s *State) permitSpaceOpen(sp Space) bool {
	switch sp {
	case SpPermitFirst:
		return s.PermitSlots[0] != 0
	case SpPermit12:
		return s.PermitSlots[0] != 0 || s.PermitSlots[1] != 0
	case SpPermit23:
		return s.PermitSlots[1] != 0 || s.PermitSlots[2] != 0
	}
	return s.PermitSlots[2] != 0 || s.permitsLeft()
}

func (s *State) legalPermits(buf []Action, mods uint8) []Action {
	for sp := SpPermitFirst; sp <= SpPermit3S; sp++ {
		if s.permitSpaceOpen(sp) {
			buf = s.withModifiers(buf, ActPermit, sp, 0, mods)
		}
	}
	return buf
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
	for _, slot := range PermitSpaceSlots(a.Space) {
		take(slot)
	}
	switch a.Space {
	case SpPermitFirst:
		s.First = seat
		ev = append(ev, Event{Kind: EvFirstToken, Seat: seat})
	case SpPermit3S:
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

// drawPermit takes the top of the permit stack. The moment the stack is
// exhausted, the discard pile is shuffled into a new stack (docs/rules.md,
// the permit board); permits discarded later wait in a new discard pile.
// A stack that ran out while the discard pile was empty is remade at the
// next draw. ok is false when there is no permit left in either.
func (s *State) drawPermit(ev []Event) (int, []Event, bool) {
	if len(s.PermitStack) == 0 {
		if len(s.PermitDiscard) == 0 {
			return 0, ev, false
		}
		ev = s.reshufflePermits(ev)
	}
	p := s.PermitStack[len(s.PermitStack)-1]
	s.PermitStack = s.PermitStack[:len(s.PermitStack)-1]
	if len(s.PermitStack) == 0 && len(s.PermitDiscard) > 0 {
		ev = s.reshufflePermits(ev)
	}
	return p, ev, true
}

// reshufflePermits makes the discard pile the new permit stack.
func (s *State) reshufflePermits(ev []Event) []Event {
	ev = append(ev, Event{Kind: EvPermitShuffle, N: len(s.PermitDiscard)})
	s.PermitStack = append(s.PermitStack, s.PermitDiscard...)
	s.PermitDiscard = s.PermitDiscard[:0]
	game.Shuffle(&s.RNG, s.PermitStack)
	return ev
}

// permitsLeft reports whether a permit can still be drawn.
func (s *State) permitsLeft() bool { return len(s.PermitStack)+len(s.PermitDiscard) > 0 }
