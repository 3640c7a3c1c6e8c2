package scenes

import "graffiti/game"

// The log tells every move in words, in the table's language. It is seen
// by everyone at the table, so private details (a permit drawn from the
// stack) are never told.

// bonusWords name the bonus tiles, by the core's kind.
var bonusWords = [game.NumBonus]Word{
	game.BonusVP: wBonusVP, game.BonusWild: wBonusWild, game.BonusPermit: wBonusPermit, game.BonusExtra: wBonusExtra,
	game.BonusReserve: wBonusReserve, game.BonusAdd: wBonusAdd, game.BonusDiscount: wBonusDiscount, game.BonusSave: wBonusSave,
}

// eventText is one log line, or "" for events the log leaves out.
func (t *Table) eventText(lang Lang, e game.Event) string {
	s := t.s
	name := func() string {
		if e.Seat >= 0 && e.Seat < s.N() {
			return s.Players[e.Seat].Name
		}
		return "?"
	}
	seg := func() string { return s.Tunnel().Segments[e.Segment].Name }
	switch e.Kind {
	case game.EvCans:
		return T(lang, wEvCans, name(), e.N, spaceLabel(lang, e.Space))
	case game.EvPaintTaken:
		return T(lang, wEvPaint, name(), tileWord(lang, e.Tile))
	case game.EvPermitTaken:
		if e.Private {
			return T(lang, wEvPermitS, name())
		}
		return T(lang, wEvPermit, name(), e.Pips)
	case game.EvFirstToken:
		return T(lang, wEvFirst, name())
	case game.EvPermitShuffle:
		return T(lang, wEvShuffle)
	case game.EvBonusTaken:
		return T(lang, wEvBonus, name(), T(lang, bonusWords[e.Bonus]))
	case game.EvBobbyTaken:
		return T(lang, wEvBobby, name())
	case game.EvBonusUsed:
		if e.Bonus == game.BonusVP {
			return T(lang, wEvVp, name())
		}
		return T(lang, wEvUsed, name(), T(lang, bonusWords[e.Bonus]))
	case game.EvSprayed:
		return T(lang, wEvSprayed, name(), seg(), e.N)
	case game.EvGraffitiDone:
		return T(lang, wEvDone, s.Tunnel().Graffiti[e.N].Section.String())
	case game.EvReserved:
		return T(lang, wEvReserved, name(), seg())
	case game.EvPassed:
		return T(lang, wEvPassed, name())
	case game.EvTurn:
		if e.N == 1 {
			return T(lang, wEvExtra, name())
		}
	case game.EvRoundEnd:
		return T(lang, wEvRoundEnd, e.N)
	case game.EvKept:
		return T(lang, wEvKept, name(), e.N)
	case game.EvRevealed:
		return T(lang, wEvRevealed, e.Pips)
	case game.EvNeutralFlip:
		return T(lang, wEvNeutral, seg())
	case game.EvNoFlip:
		return T(lang, wEvNoflip, game.Section(e.Pips-1).String())
	case game.EvBlocked:
		return T(lang, wEvBlocked, game.Section(e.N).String())
	case game.EvRoundStart:
		return T(lang, wEvRound, e.N)
	case game.EvGameOver:
		return T(lang, wEvOver)
	}
	return ""
}

// logEvents keeps the events the log tells (the last 200).
func (t *Table) logEvents(_ *App, ev []game.Event) {
	for _, e := range ev {
		if t.eventText(English, e) != "" {
			t.log = append(t.log, e)
		}
	}
	if n := len(t.log); n > 200 {
		t.log = append(t.log[:0], t.log[n-200:]...)
	}
}

// logLines is the log in lang, oldest first.
func (t *Table) logLines(lang Lang) []string {
	lines := append([]string(nil), t.legacyLog...)
	for _, e := range t.log {
		lines = append(lines, t.eventText(lang, e))
	}
	return lines
}

// tellable reports whether the log can put e in words for s's game: its
// kind, seat, space, tile, bonus and segment are ones the game has. A
// save's log is checked with it, so a damaged one cannot stop the table.
func tellable(s *game.State, e game.Event) bool {
	switch e.Kind {
	case game.EvGraffitiDone:
		if e.N >= len(s.Tunnel().Graffiti) {
			return false
		}
	case game.EvNoFlip:
		if e.Pips < 1 {
			return false
		}
	case game.EvBlocked:
		if e.N >= game.NumSections {
			return false
		}
	}
	return e.Kind <= game.EvGameOver &&
		e.Seat >= game.Nobody && (e.Seat < s.N() || e.Seat == game.Neutral) &&
		e.Space < game.NumSpaces && e.Tile < game.NumTiles && e.Bonus < game.NumBonus &&
		e.Segment >= 0 && e.Segment < len(s.Tunnel().Segments) &&
		e.N >= 0 && e.N < 1000 && e.Pips >= 0 && e.Pips <= game.NumSections
}

// spaceLabel names a space for people.
func spaceLabel(lang Lang, sp game.Space) string {
	def := sp.Def()
	switch def.Board {
	case game.PaintBoard:
		return T(lang, wPaintBoard) + " " + def.Name
	case game.PermitBoard:
		return T(lang, wPermitBoard) + " " + def.Name
	case game.BonusBoard:
		return T(lang, wBonusBoard) + " " + def.Name
	}
	return T(lang, wTunnelSpace, def.Sec.String(), def.Cost)
}
