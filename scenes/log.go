package scenes

import (
	"graffiti/game"
	"graffiti/scenes/words"
)

// The log tells every move in words, in the table's language. It is seen
// by everyone at the table, so private details (a permit drawn from the
// stack) are never told.

// bonusWords name the bonus tiles, by the core's kind.
var bonusWords = [game.NumBonus]words.Word{
	game.BonusVP: words.BonusVP, game.BonusWild: words.BonusWild, game.BonusPermit: words.BonusPermit, game.BonusExtra: words.BonusExtra,
	game.BonusReserve: words.BonusReserve, game.BonusAdd: words.BonusAdd, game.BonusDiscount: words.BonusDiscount, game.BonusSave: words.BonusSave,
}

// eventText is one log line, or "" for events the log leaves out.
func (t *Table) eventText(lang words.Lang, e game.Event) string {
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
		return words.T(lang, words.EvCans, name(), e.N, spaceLabel(lang, e.Space))
	case game.EvPaintTaken:
		return words.T(lang, words.EvPaint, name(), tileWord(lang, e.Tile))
	case game.EvPermitTaken:
		if e.Private {
			return words.T(lang, words.EvPermitS, name())
		}
		return words.T(lang, words.EvPermit, name(), e.Pips)
	case game.EvFirstToken:
		return words.T(lang, words.EvFirst, name())
	case game.EvPermitShuffle:
		return words.T(lang, words.EvShuffle)
	case game.EvBonusTaken:
		return words.T(lang, words.EvBonus, name(), words.T(lang, bonusWords[e.Bonus]))
	case game.EvBobbyTaken:
		return words.T(lang, words.EvBobby, name())
	case game.EvBonusUsed:
		if e.Bonus == game.BonusVP {
			return words.T(lang, words.EvVp, name())
		}
		return words.T(lang, words.EvUsed, name(), words.T(lang, bonusWords[e.Bonus]))
	case game.EvSprayed:
		return words.T(lang, words.EvSprayed, name(), seg(), e.N)
	case game.EvGraffitiDone:
		return words.T(lang, words.EvDone, s.Tunnel().Graffiti[e.N].Section.String())
	case game.EvReserved:
		return words.T(lang, words.EvReserved, name(), seg())
	case game.EvPassed:
		return words.T(lang, words.EvPassed, name())
	case game.EvTurn:
		if e.N == 1 {
			return words.T(lang, words.EvExtra, name())
		}
	case game.EvRoundEnd:
		return words.T(lang, words.EvRoundEnd, e.N)
	case game.EvKept:
		return words.T(lang, words.EvKept, name(), e.N)
	case game.EvRevealed:
		return words.T(lang, words.EvRevealed, e.Pips)
	case game.EvNeutralFlip:
		return words.T(lang, words.EvNeutral, seg())
	case game.EvNoFlip:
		return words.T(lang, words.EvNoflip, game.Section(e.Pips-1).String())
	case game.EvBlocked:
		return words.T(lang, words.EvBlocked, game.Section(e.N).String())
	case game.EvRoundStart:
		return words.T(lang, words.EvRound, e.N)
	case game.EvGameOver:
		return words.T(lang, words.EvOver)
	}
	return ""
}

// logEvents keeps the events the log tells (the last 200).
func (t *Table) logEvents(_ *App, ev []game.Event) {
	for _, e := range ev {
		if t.eventText(words.English, e) != "" {
			t.log = append(t.log, e)
		}
	}
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
func spaceLabel(lang words.Lang, sp game.Space) string {
	def := sp.Def()
	switch def.Board {
	case game.PaintBoard:
		return words.T(lang, words.PaintBoard) + " " + def.Name
	case game.PermitBoard:
		return words.T(lang, words.PermitBoard) + " " + def.Name
	case game.BonusBoard:
		return words.T(lang, words.BonusBoard) + " " + def.Name
	}
	return words.T(lang, words.TunnelSpace, def.Sec.String(), def.Cost)
}
