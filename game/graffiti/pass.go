package graffiti

// Passing (settled point 12): anyone may pass; a player with no cans left
// must. A pass ends that player's round; when everyone has passed the
// round ends.

func (s *State) doPass(ev []Event) []Event {
	s.Players[s.Current].Passed = true
	ev = append(ev, Event{Kind: EvPassed, Seat: s.Current})
	return s.nextTurn(ev)
}
