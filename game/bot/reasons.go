package bot

import (
	"fmt"
	"strings"

	"graffiti/game"
)

// reason says in one line why a is worth considering for the seat to act
// in s: "spray D6 for 15 VP; you hold the paint".
func reason(s *game.State, a game.Action) string {
	seat := s.Current
	p := &s.Players[seat]
	t := s.Tunnel()
	switch a.Kind {
	case game.ActSpray:
		d := &t.Segments[a.Segment]
		var why []string
		if graffitiCompletedBy(s, int(a.Segment)) {
			why = append(why, "it completes the graffiti")
		} else {
			why = append(why, "you hold the paint")
		}
		if a.Wild > 0 {
			why = append(why, fmt.Sprintf("%d wild tile(s) fill the gap", a.Wild))
		}
		if a.Permit == game.PermitTwo {
			why = append(why, "two equal permits open the section")
		} else if a.Permit == game.PermitBonus {
			why = append(why, "the permit bonus opens the section")
		}
		return fmt.Sprintf("spray %s for %d VP; %s", d.Name, d.VP, strings.Join(why, ", "))
	case game.ActPaint:
		name := game.TileNames[a.Tile]
		if seg := neededFor(s, seat, a.Tile); seg >= 0 {
			return fmt.Sprintf("take a %s tile; %s (%d VP) needs it", name, t.Segments[seg].Name, t.Segments[seg].VP)
		}
		return fmt.Sprintf("take a %s tile; worth half a VP at the end at least", name)
	case game.ActPermit:
		var pips []string
		add := func(slot int) {
			if x := s.PermitSlots[slot]; x != 0 {
				pips = append(pips, fmt.Sprintf("%d (section %s)", x, game.Section(x-1)))
			}
		}
		extra := ""
		switch a.Space {
		case game.SpPermitFirst:
			add(0)
			extra = " and the first-player token"
		case game.SpPermit12:
			add(0)
			add(1)
		case game.SpPermit23:
			add(1)
			add(2)
		case game.SpPermit3S:
			add(2)
			pips = append(pips, "one from the stack")
		}
		return fmt.Sprintf("take permit %s%s; you need permits to spray", strings.Join(pips, " + "), extra)
	case game.ActBonus:
		def := a.Space.Def()
		if def.Bobby {
			return "take the bobby; 1 can on a 2-can tunnel space, any tile for one unit, this round"
		}
		b := game.Bonus(s.BonusSlots[def.Slot])
		if b == game.BonusVP {
			return "take the 2 VP bonus; 2 points at once"
		}
		return fmt.Sprintf("take the %s bonus; worth about %.0f VP in play", game.BonusTitles[b], bonusWorth[b]+wTileEnd)
	case game.ActPass:
		if p.Cans == 0 {
			return "pass; no cans left"
		}
		return "pass; no move is worth a can now"
	case game.ActReserve:
		d := &t.Segments[a.Segment]
		return fmt.Sprintf("reserve %s (%d VP) so nobody else sprays it this round", d.Name, d.VP)
	case game.ActExtra:
		return "use the extra action; another turn at once"
	case game.ActEnd:
		return "end the turn; keep the extra action for later"
	case game.ActKeep:
		var kept []string
		for k, n := range a.Tiles {
			for i := 0; i < int(n); i++ {
				kept = append(kept, game.Tile(k).String())
			}
		}
		if len(kept) == 0 {
			return "keep nothing"
		}
		return fmt.Sprintf("keep %s; the paint your best segments still need", strings.Join(kept, ", "))
	case game.ActFlip:
		d := &t.Segments[a.Segment]
		return fmt.Sprintf("neutral tag on %s (%d VP nobody scores)", d.Name, d.VP)
	}
	return a.String()
}

// graffitiCompletedBy reports whether spraying seg completes its graffiti.
func graffitiCompletedBy(s *game.State, seg int) bool {
	t := s.Tunnel()
	g := t.Graffiti[t.Segments[seg].Graffiti]
	for i := g.First; i < g.First+g.Len; i++ {
		if i != seg && s.Segments[i] == game.Nobody {
			return false
		}
	}
	return true
}

// neededFor is the open segment of most VP that a tile of kind tile would
// help seat pay (a unit its hand does not cover yet), or -1.
func neededFor(s *game.State, seat int, tile game.Tile) int {
	p := &s.Players[seat]
	t := s.Tunnel()
	best, bestVP := -1, 0
	for i := range t.Segments {
		if s.Segments[i] != game.Nobody {
			continue
		}
		d := &t.Segments[i]
		with := p.Paint
		with[tile]++
		if cover(d.Needs, &with, p.Bonus[game.BonusWild], false) > cover(d.Needs, &p.Paint, p.Bonus[game.BonusWild], false) {
			v := int(float64(d.VP) * access(p, d.Section()))
			if v > bestVP {
				best, bestVP = i, v
			}
		}
	}
	return best
}
