package graffiti

// How the turn passes on: after an action a player holding an
// extra-action tile may take one more turn at once (settled point 8);
// then the next player clockwise who has not passed is to play.

func (s *State) checkExtra() error {
	if s.Players[s.Current].Bonus[BonusExtra] == 0 {
		return refuse("you have no extra action bonus")
	}
	return nil
}

func (s *State) doExtra(ev []Event) []Event {
	ev = s.useBonus(s.Current, BonusExtra, ev)
	s.Phase = PhasePlay
	return append(ev, Event{Kind: EvTurn, Seat: s.Current, N: 1})
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
