package scenes

import "graffiti/game"

// The log tells every move in words, in the table's language. It is seen
// by everyone at the table, so private details (a permit drawn from the
// stack) are never told.

var logWords = map[string][numLangs]string{
	"ev cans":      {"%s puts %d {can|cans} on %s", "%s pose %d {bombe|bombes} sur %s"},
	"ev paint":     {"%s takes a %s paint tile", "%s prend une tuile Peinture %s"},
	"ev permit":    {"%s takes a permit (%d)", "%s prend une autorisation (%d)"},
	"ev permit s":  {"%s draws a permit from the stack", "%s pioche une autorisation"},
	"ev first":     {"%s takes the first-player token", "%s prend le jeton Premier joueur"},
	"ev shuffle":   {"the discarded permits become the stack", "la défausse devient la pioche"},
	"ev bonus":     {"%s takes the %s bonus", "%s prend le bonus %s"},
	"ev bobby":     {"%s takes the bobby", "%s prend le policier"},
	"ev used":      {"%s uses %s", "%s utilise %s"},
	"ev sprayed":   {"%s sprays %s: +%d VP", "%s peint %s : +%d PV"},
	"ev done":      {"graffiti complete in section %s!", "graffiti terminé en section %s !"},
	"ev reserved":  {"%s reserves %s", "%s réserve %s"},
	"ev passed":    {"%s passes", "%s passe"},
	"ev round end": {"round %d ends", "fin du tour %d"},
	"ev kept":      {"%s keeps %d paint {tile|tiles}", "%s garde %d {tuile|tuiles} Peinture"},
	"ev revealed":  {"permit %d revealed", "autorisation %d révélée"},
	"ev neutral":   {"neutral tag on %s", "tag neutre sur %s"},
	"ev noflip":    {"no neutral flip in section %s", "pas de tag neutre en section %s"},
	"ev blocked":   {"section %s is blocked this round", "la section %s est bloquée ce tour"},
	"ev round":     {"— round %d —", "— tour %d —"},
	"ev vp":        {"%s scores 2 VP", "%s marque 2 PV"},
	"ev extra":     {"%s takes an extra turn", "%s rejoue"},
	"ev over":      {"the game is over", "la partie est terminée"},
}

var bonusKeys = [game.NumBonus][numLangs]string{
	{"2 VP", "2 PV"}, {"wild paint", "peinture joker"}, {"permit", "autorisation"}, {"extra action", "action supplémentaire"},
	{"reservation", "réservation"}, {"add", "ajout"}, {"discount", "réduction"}, {"save", "économie"},
}

func lw(lang Lang, key string, args ...any) string {
	w := logWords[key]
	return sprintf(lang, w[lang], args...)
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
		return lw(lang, "ev cans", name(), e.N, spaceLabel(lang, e.Space))
	case game.EvPaintTaken:
		return lw(lang, "ev paint", name(), tileWord(lang, e.Tile))
	case game.EvPermitTaken:
		if e.Private {
			return lw(lang, "ev permit s", name())
		}
		return lw(lang, "ev permit", name(), e.Pips)
	case game.EvFirstToken:
		return lw(lang, "ev first", name())
	case game.EvPermitShuffle:
		return lw(lang, "ev shuffle")
	case game.EvBonusTaken:
		return lw(lang, "ev bonus", name(), bonusKeys[e.Bonus][lang])
	case game.EvBobbyTaken:
		return lw(lang, "ev bobby", name())
	case game.EvBonusUsed:
		if e.Bonus == game.BonusVP {
			return lw(lang, "ev vp", name())
		}
		return lw(lang, "ev used", name(), bonusKeys[e.Bonus][lang])
	case game.EvSprayed:
		return lw(lang, "ev sprayed", name(), seg(), e.N)
	case game.EvGraffitiDone:
		return lw(lang, "ev done", s.Tunnel().Graffiti[e.N].Section.String())
	case game.EvReserved:
		return lw(lang, "ev reserved", name(), seg())
	case game.EvPassed:
		return lw(lang, "ev passed", name())
	case game.EvTurn:
		if e.N == 1 {
			return lw(lang, "ev extra", name())
		}
	case game.EvRoundEnd:
		return lw(lang, "ev round end", e.N)
	case game.EvKept:
		return lw(lang, "ev kept", name(), e.N)
	case game.EvRevealed:
		return lw(lang, "ev revealed", e.Pips)
	case game.EvNeutralFlip:
		return lw(lang, "ev neutral", seg())
	case game.EvNoFlip:
		return lw(lang, "ev noflip", game.Section(e.Pips-1).String())
	case game.EvBlocked:
		return lw(lang, "ev blocked", game.Section(e.N).String())
	case game.EvRoundStart:
		return lw(lang, "ev round", e.N)
	case game.EvGameOver:
		return lw(lang, "ev over")
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
		return T(lang, "paint board") + " " + def.Name
	case game.PermitBoard:
		return T(lang, "permit board") + " " + def.Name
	case game.BonusBoard:
		return T(lang, "bonus board") + " " + def.Name
	}
	return T(lang, "tunnel space", def.Sec.String(), def.Cost)
}
