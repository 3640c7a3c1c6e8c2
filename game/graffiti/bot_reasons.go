package graffiti

import (
	"fmt"
	"math"
	"strings"
)

// Why is a reason in words: an English format and its arguments, which
// may be game.TileName, game.Bonus, Why, or []Why (parts joined by
// commas). The table translates the format, as it does the core's
// refusals; String gives the English.
type Why struct {
	Format string
	Args   []any
}

func why(format string, args ...any) Why { return Why{Format: format, Args: args} }

// String is the reason in English.
func (w Why) String() string {
	args := make([]any, len(w.Args))
	for i, a := range w.Args {
		switch a := a.(type) {
		case Why:
			args[i] = a.String()
		case []Why:
			parts := make([]string, len(a))
			for j, p := range a {
				parts[j] = p.String()
			}
			args[i] = strings.Join(parts, ", ")
		case Bonus:
			args[i] = BonusTitles[a]
		default:
			args[i] = a
		}
	}
	return fmt.Sprintf(w.Format, args...)
}

// reason says in one line why a is worth considering for the seat to act
// in s: "spray D6 for 15 VP; you hold the paint".
func reason(s *State, a Action) Why {
	seat := s.Current
	p := &s.Players[seat]
	t := s.Tunnel()
	switch a.Kind {
	case ActSpray:
		d := &t.Segments[a.Segment]
		var parts []Why
		if graffitiCompletedBy(s, int(a.Segment)) {
			parts = append(parts, why("it completes the graffiti"))
		} else {
			parts = append(parts, why("you hold the paint"))
		}
		if a.Wild == 1 {
			parts = append(parts, why("a wild tile fills the gap"))
		} else if a.Wild > 1 {
			parts = append(parts, why("%d wild tiles fill the gap", int(a.Wild)))
		}
		if a.Permit == PermitTwo {
			parts = append(parts, why("two equal permits open the section"))
		} else if a.Permit == PermitBonus {
			parts = append(parts, why("the permit bonus opens the section"))
		}
		return why("spray %s for %d VP; %s", d.Name, d.VP, parts)
	case ActPaint:
		name := TileName(a.Tile)
		if seg := neededFor(s, seat, a.Tile); seg >= 0 {
			return why("take a %s tile; %s (%d VP) needs it", name, t.Segments[seg].Name, t.Segments[seg].VP)
		}
		return why("take a %s tile; worth half a VP at the end at least", name)
	case ActPermit:
		var pips []Why
		add := func(slot int) {
			if x := s.PermitSlots[slot]; x != 0 {
				pips = append(pips, why("%d (section %s)", x, Section(x-1).String()))
			}
		}
		switch a.Space {
		case SpPermitFirst:
			add(0)
			return why("take permit %s and the first-player token; you need permits to spray", pips)
		case SpPermit12:
			add(0)
			add(1)
		case SpPermit23:
			add(1)
			add(2)
		case SpPermit3S:
			add(2)
			pips = append(pips, why("one from the stack"))
		}
		return why("take permits %s; you need permits to spray", pips)
	case ActBonus:
		def := a.Space.Def()
		if def.Bobby {
			return why("take the bobby; 1 can on a 2-can tunnel space, and one tile pays any paint, this round")
		}
		b := Bonus(s.BonusSlots[def.Slot])
		if b == BonusVP {
			return why("take the 2 VP bonus; 2 points at once")
		}
		return why("take the %s bonus; worth about %d VP in play", b, int(math.Round(bonusWorth[b]+wTileEnd)))
	case ActPass:
		if p.Cans == 0 {
			return why("pass; no cans left")
		}
		return why("pass; no move is worth a can now")
	case ActReserve:
		d := &t.Segments[a.Segment]
		return why("reserve %s (%d VP) so nobody else sprays it this round", d.Name, d.VP)
	case ActExtra:
		return why("use the extra action; another turn at once")
	case ActEnd:
		return why("end the turn; keep the extra action for later")
	case ActKeep:
		var kept []Why
		for k, n := range a.Tiles {
			for i := 0; i < int(n); i++ {
				kept = append(kept, why("%s", TileName(k)))
			}
		}
		if len(kept) == 0 {
			return why("keep nothing")
		}
		return why("keep %s; the paint your best segments still need", kept)
	case ActFlip:
		d := &t.Segments[a.Segment]
		return why("neutral tag on %s (%d VP nobody scores)", d.Name, d.VP)
	}
	return why("%s", a.String())
}

// graffitiCompletedBy reports whether spraying seg completes its graffiti.
func graffitiCompletedBy(s *State, seg int) bool {
	t := s.Tunnel()
	g := t.Graffiti[t.Segments[seg].Graffiti]
	for i := g.First; i < g.First+g.Len; i++ {
		if i != seg && s.Segments[i] == Nobody {
			return false
		}
	}
	return true
}

// neededFor is the open segment of most VP that a tile of kind tile would
// help seat pay (a unit its hand does not cover yet), or -1.
func neededFor(s *State, seat int, tile Tile) int {
	p := &s.Players[seat]
	t := s.Tunnel()
	best, bestVP := -1, 0
	for i := range t.Segments {
		if s.Segments[i] != Nobody {
			continue
		}
		d := &t.Segments[i]
		with := p.Paint
		with[tile]++
		if cover(d.Needs, &with, p.Bonus[BonusWild], false) > cover(d.Needs, &p.Paint, p.Bonus[BonusWild], false) {
			v := int(float64(d.VP) * access(p, d.Section()))
			if v > bestVP {
				best, bestVP = i, v
			}
		}
	}
	return best
}
