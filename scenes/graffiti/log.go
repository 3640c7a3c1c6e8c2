package graffiti

import (
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/words"
)

// The log tells every move in words, in the table's language. It is seen
// by everyone at the table, so private details (a permit drawn from the
// stack) are never told.

// bonusWords name the bonus tiles, by the core's kind.
var bonusWords = [graffiti.NumBonus]words.Word{
	graffiti.BonusVP: words.BonusVP, graffiti.BonusWild: words.BonusWild, graffiti.BonusPermit: words.BonusPermit, graffiti.BonusExtra: words.BonusExtra,
	graffiti.BonusReserve: words.BonusReserve, graffiti.BonusAdd: words.BonusAdd, graffiti.BonusDiscount: words.BonusDiscount, graffiti.BonusSave: words.BonusSave,
}

// eventText is one log line, or "" for events the log leaves out.
func (t *Table) eventText(lang words.Lang, e graffiti.Event) string {
	s := t.S
	name := func() string {
		if e.Seat >= 0 && e.Seat < s.N() {
			return s.Players[e.Seat].Name
		}
		return "?"
	}
	seg := func() string { return s.Tunnel().Segments[e.Segment].Name }
	switch e.Kind {
	case graffiti.EvCans:
		return words.T(lang, words.EvCans, name(), e.N, spaceLabel(lang, e.Space))
	case graffiti.EvPaintTaken:
		return words.T(lang, words.EvPaint, name(), tileWord(lang, e.Tile))
	case graffiti.EvPermitTaken:
		if e.Private {
			return words.T(lang, words.EvPermitS, name())
		}
		return words.T(lang, words.EvPermit, name(), e.Pips)
	case graffiti.EvFirstToken:
		return words.T(lang, words.EvFirst, name())
	case graffiti.EvPermitShuffle:
		return words.T(lang, words.EvShuffle)
	case graffiti.EvBonusTaken:
		return words.T(lang, words.EvBonus, name(), words.T(lang, bonusWords[e.Bonus]))
	case graffiti.EvBobbyTaken:
		return words.T(lang, words.EvBobby, name())
	case graffiti.EvBonusUsed:
		if e.Bonus == graffiti.BonusVP {
			return words.T(lang, words.EvVp, name())
		}
		return words.T(lang, words.EvUsed, name(), words.T(lang, bonusWords[e.Bonus]))
	case graffiti.EvSprayed:
		return words.T(lang, words.EvSprayed, name(), seg(), e.N)
	case graffiti.EvGraffitiDone:
		return words.T(lang, words.EvDone, s.Tunnel().Graffiti[e.N].Section.String())
	case graffiti.EvReserved:
		return words.T(lang, words.EvReserved, name(), seg())
	case graffiti.EvPassed:
		return words.T(lang, words.EvPassed, name())
	case graffiti.EvTurn:
		if e.N == 1 {
			return words.T(lang, words.EvExtra, name())
		}
	case graffiti.EvRoundEnd:
		return words.T(lang, words.EvRoundEnd, e.N)
	case graffiti.EvKept:
		return words.T(lang, words.EvKept, name(), e.N)
	case graffiti.EvRevealed:
		return words.T(lang, words.EvRevealed, e.Pips)
	case graffiti.EvNeutralFlip:
		return words.T(lang, words.EvNeutral, seg())
	case graffiti.EvNoFlip:
		return words.T(lang, words.EvNoflip, graffiti.Section(e.Pips-1).String())
	case graffiti.EvBlocked:
		return words.T(lang, words.EvBlocked, graffiti.Section(e.N).String())
	case graffiti.EvRoundStart:
		return words.T(lang, words.EvRound, e.N)
	case graffiti.EvGameOver:
		return words.T(lang, words.EvOver)
	}
	return ""
}

// logEvents keeps the events the log tells (the last 200).
func (t *Table) logEvents(_ *scenes.App, ev []graffiti.Event) {
	for _, e := range ev {
		if t.eventText(words.English, e) != "" {
			t.log = append(t.log, e)
		}
	}
}

// tellable reports whether the log can put e in words for s's game: its
// kind, seat, space, tile, bonus and segment are ones the game has. A
// save's log is checked with it, so a damaged one cannot stop the table.
func tellable(s *graffiti.State, e graffiti.Event) bool {
	switch e.Kind {
	case graffiti.EvGraffitiDone:
		if e.N >= len(s.Tunnel().Graffiti) {
			return false
		}
	case graffiti.EvNoFlip:
		if e.Pips < 1 {
			return false
		}
	case graffiti.EvBlocked:
		if e.N >= graffiti.NumSections {
			return false
		}
	}
	return e.Kind <= graffiti.EvGameOver &&
		e.Seat >= graffiti.Nobody && (e.Seat < s.N() || e.Seat == graffiti.Neutral) &&
		e.Space < graffiti.NumSpaces && e.Tile < graffiti.NumTiles && e.Bonus < graffiti.NumBonus &&
		e.Segment >= 0 && e.Segment < len(s.Tunnel().Segments) &&
		e.N >= 0 && e.N < 1000 && e.Pips >= 0 && e.Pips <= graffiti.NumSections
}

// spaceLabel names a space for people.
func spaceLabel(lang words.Lang, sp graffiti.Space) string {
	def := sp.Def()
	switch def.Board {
	case graffiti.PaintBoard:
		return words.T(lang, words.PaintBoard) + " " + def.Name
	case graffiti.PermitBoard:
		return words.T(lang, words.PermitBoard) + " " + def.Name
	case graffiti.BonusBoard:
		return words.T(lang, words.BonusBoard) + " " + def.Name
	}
	return words.T(lang, words.TunnelSpace, def.Sec.String(), def.Cost)
}
