package tagcity

// The effects of the actions, in the order of the rulebook.

// checkPlace (settled point 2): every die rolled, unchanged, on one of the
// two sections beside its face; dice of any values may share a section.
func (s *State) checkPlace(a Action) error {
	var rolled [Faces + 1]uint8
	for _, d := range s.Dice {
		rolled[d.Face]++
	}
	if a.Faces != rolled {
		return refuse("place every die rolled, unchanged: the dice show %s", faceList(rolled))
	}
	for f := 1; f <= Faces; f++ {
		if a.Later[f] > a.Faces[f] {
			return refuse("more dice showing %d placed than rolled", f)
		}
	}
	return nil
}

func faceList(fs [Faces + 1]uint8) string {
	out := ""
	for f := 1; f <= Faces; f++ {
		for i := uint8(0); i < fs[f]; i++ {
			if out != "" {
				out += ", "
			}
			out += string(rune('0' + f))
		}
	}
	return out
}

func (s *State) doPlace(a Action, ev []Event) []Event {
	var n [Faces + 1]uint8
	for i := range s.Dice {
		d := &s.Dice[i]
		lo, hi := DieSections(d.Face)
		if n[d.Face] < a.Faces[d.Face]-a.Later[d.Face] {
			d.Section = lo
		} else {
			d.Section = hi
		}
		n[d.Face]++
		ev = append(ev, Event{Kind: EvPlaced, Seat: s.Current, Face: d.Face, Section: d.Section})
	}
	s.Phase = PhasePick
	s.Current = (s.Leader + 1) % s.N()
	return ev
}

// doPick (settled point 3): the tagger takes the die and at once tags,
// drones or checks social networks; then the next tagger to the left,
// the leader last, and then the final die.
func (s *State) doPick(a Action, ev []Event) []Event {
	i := s.findDie(int(a.Face), int(a.Section))
	s.Dice[i].Taker = s.Current
	ev = append(ev, Event{Kind: EvDieTaken, Seat: s.Current, Face: int(a.Face), Section: int(a.Section)})
	seat := s.Current
	t := &s.Taggers[seat]
	switch a.Kind {
	case ActTag, ActDrone:
		ev = s.draw(seat, a.use(), ev)
		ev = s.scoreNew(seat, s.HighBy, ev)
	case ActSocial:
		if a.Bubble == 0 {
			t.Checks++
			ev = append(ev, Event{Kind: EvNoBubble, Seat: seat})
		} else {
			b := int(a.Bubble) - 1
			s.Bubbles[b] = 1 << seat
			ev = append(ev, Event{Kind: EvBubble, Seat: seat, N: b, Value: bubbleValues[b]})
		}
	}
	ev = s.checkEnd(ev)
	if s.Current == s.Leader {
		s.Phase = PhaseFinal
		s.Current = (s.Leader + 1) % s.N()
	} else {
		s.Current = (s.Current + 1) % s.N()
	}
	return ev
}

// draw marks a tag or drone drawing on seat's board; a drone circles the
// first free space of the remote (settled point 5).
func (s *State) draw(seat int, u Use, ev []Event) []Event {
	t := &s.Taggers[seat]
	m, _ := drawing(u.Shape, u.Orient, u.Row, u.Col)
	t.Grid = t.Grid.or(m)
	if u.Kind == ActDrone {
		ev = append(ev, Event{Kind: EvDrone, Seat: seat, N: t.Drones, Value: droneValues[t.Drones], Shape: u.Shape})
		t.Drones++
	}
	return append(ev, Event{Kind: EvTagged, Seat: seat, Shape: u.Shape, Orient: u.Orient, Row: u.Row, Col: u.Col})
}

// newlyComplete gives the features seat's board fills that it has not
// scored yet.
func (s *State) newlyComplete(seat int) uint32 {
	t := &s.Taggers[seat]
	var out uint32
	for f := 0; f < NumFeatures; f++ {
		if t.Done&(1<<f) == 0 && t.Grid.covers(featureMasks[s.side()][f]) {
			out |= 1 << f
		}
	}
	return out
}

// scoreNew scores every feature a drawing completed (settled point 8):
// the high value if still open (everyone else crosses it out), else the
// low value; each feature once. open is who had crossed each feature
// before (s.HighBy, or as it stood before the final dice's drawings).
func (s *State) scoreNew(seat int, open [NumFeatures]uint8, ev []Event) []Event {
	t := &s.Taggers[seat]
	done := s.newlyComplete(seat)
	for f := 0; f < NumFeatures; f++ {
		if done&(1<<f) == 0 {
			continue
		}
		t.Done |= 1 << f
		high := open[f] == 0
		v := featureValues[s.side()][f]
		value := v[1]
		if high {
			t.High |= 1 << f
			s.HighBy[f] |= 1 << seat
			value = v[0]
		}
		ev = append(ev, Event{Kind: EvFeature, Seat: seat, N: f, Value: value, High: high})
	}
	return ev
}

// checkEnd (settled point 11) notes the end conditions met by now; the
// round in progress is then the last.
func (s *State) checkEnd(ev []Event) []Event {
	if now := s.endConditions(); now&^s.Ending != 0 {
		ev = append(ev, Event{Kind: EvLastRound, N: int(now &^ s.Ending)})
		s.Ending = now
	}
	return ev
}

// doFinal holds a secret final-die choice (settled point 9): it changes
// nothing anyone could see until the last tagger, the leader, has
// chosen; then all are revealed and take effect together.
func (s *State) doFinal(a Action, ev []Event) []Event {
	s.Finals = append(s.Finals, Final{Seat: s.Current, Use: a.use()})
	ev = append(ev, Event{Kind: EvFinalChosen, Seat: s.Current})
	if s.Current != s.Leader {
		s.Current = (s.Current + 1) % s.N()
		return ev
	}
	return s.endRound(s.reveal(ev))
}

// reveal carries out every final-die choice at once. Every tagger who
// completes a feature with the final die gets its high value if it was
// open before the final die; all who check social networks circle the
// same bubble, the cheapest free one (the lowest-numbered among equals).
func (s *State) reveal(ev []Event) []Event {
	d := s.Dice[s.remaining()]
	ev = append(ev, Event{Kind: EvReveal, Face: d.Face, Section: d.Section})
	openBefore := s.HighBy
	bubble := s.freeBubble()
	for _, f := range s.Finals {
		seat := f.Seat
		switch f.Use.Kind {
		case ActTag, ActDrone:
			ev = s.draw(seat, f.Use, ev)
		case ActSocial:
			if bubble == Nobody {
				s.Taggers[seat].Checks++
				ev = append(ev, Event{Kind: EvNoBubble, Seat: seat})
			} else {
				s.Bubbles[bubble] |= 1 << seat
				ev = append(ev, Event{Kind: EvBubble, Seat: seat, N: bubble, Value: bubbleValues[bubble]})
			}
		}
	}
	for _, fin := range s.Finals {
		ev = s.scoreNew(fin.Seat, openBefore, ev)
	}
	s.Finals = nil
	return s.checkEnd(ev)
}

// endRound (settled points 10-12): the pawn passes to the left and the
// new leader rolls, unless an end condition was met this round; then the
// battle is scored: highest total wins, ties go to the most bubbles
// circled, and taggers still tied share the win.
func (s *State) endRound(ev []Event) []Event {
	if s.Ending == 0 {
		s.Leader = (s.Leader + 1) % s.N()
		s.Round++
		ev = append(ev, Event{Kind: EvLeader, Seat: s.Leader})
		return s.startRound(ev)
	}
	s.Phase = PhaseOver
	s.Current = Nobody
	s.Winners = s.winners()
	return append(ev, Event{Kind: EvGameOver})
}

func (s *State) winners() []int {
	var out []int
	best, bestCircled := 0, 0
	for seat := range s.Taggers {
		b := s.Breakdown(seat)
		switch {
		case out == nil || b.Total > best || b.Total == best && b.Circled > bestCircled:
			out = []int{seat}
			best, bestCircled = b.Total, b.Circled
		case b.Total == best && b.Circled == bestCircled:
			out = append(out, seat)
		}
	}
	return out
}
