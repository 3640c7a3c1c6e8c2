package graffiti

// The neutral flips of 2- and 3-player games (settled point 13): the
// first player reveals the top permit (two with 2 players) and puts a
// neutral tag on an unsprayed segment of that section. The revealed
// permits are set aside and go to the discard pile after all the flips.

func (s *State) checkFlip(a Action) error {
	if a.Segment < 0 || int(a.Segment) >= NumSegments {
		return refuse("unknown segment %d", a.Segment)
	}
	d := &s.tunnel().Segments[a.Segment]
	if int(d.Section()) != s.FlipSection || s.Segments[a.Segment] != Nobody {
		return refuse("the neutral tag goes on an unsprayed segment of section %s", Section(s.FlipSection))
	}
	return nil
}

func (s *State) legalFlips(buf []Action) []Action {
	for i, d := range s.tunnel().Segments {
		if int(d.Section()) == s.FlipSection && s.Segments[i] == Nobody {
			buf = append(buf, Action{Kind: ActFlip, Segment: int8(i)})
		}
	}
	return buf
}

func (s *State) doFlip(a Action, ev []Event) []Event {
	ev = s.neutralFlip(int(a.Segment), ev)
	return s.nextFlip(ev)
}

// nextFlip reveals permits for the neutral flips still due. The first
// player chooses the segment; with only one candidate it is flipped at
// once. Nothing happens for a section already all sprayed, nor when the
// 12 neutral tags are all in the tunnel.
func (s *State) nextFlip(ev []Event) []Event {
	for s.FlipsLeft > 0 {
		s.FlipsLeft--
		pips, ev2, ok := s.drawPermit(ev)
		ev = ev2
		if !ok {
			continue
		}
		s.Revealed = append(s.Revealed, pips) // set aside until all flips are made
		ev = append(ev, Event{Kind: EvRevealed, Seat: s.First, Pips: pips})
		sec := Section(pips - 1)
		cand, n := -1, 0
		for i, d := range s.tunnel().Segments {
			if d.Section() == sec && s.Segments[i] == Nobody {
				cand = i
				n++
			}
		}
		switch {
		case n == 0 || s.NeutralLeft == 0:
			ev = append(ev, Event{Kind: EvNoFlip, Pips: pips})
		case n == 1:
			ev = s.neutralFlip(cand, ev)
		default:
			s.Phase = PhaseFlip
			s.Current = s.First
			s.FlipSection = int(sec)
			return ev
		}
	}
	// Afterwards the revealed permits go to the discard pile, so a permit
	// revealed first is never drawn again as the second.
	s.PermitDiscard = append(s.PermitDiscard, s.Revealed...)
	s.Revealed = s.Revealed[:0]
	s.FlipSection = 0
	if s.CompleteGraffiti() >= GraffitiToEnd {
		return s.finalScoring(ev)
	}
	s.Round++
	return s.startRound(ev)
}

func (s *State) neutralFlip(seg int, ev []Event) []Event {
	s.Segments[seg] = Neutral
	s.NeutralLeft--
	ev = append(ev, Event{Kind: EvNeutralFlip, Seat: Neutral, Segment: seg})
	g := s.tunnel().Segments[seg].Graffiti
	if s.GraffitiComplete(g) {
		ev = append(ev, Event{Kind: EvGraffitiDone, Seat: Neutral, N: g})
	}
	return ev
}
