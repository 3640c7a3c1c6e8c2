package graffiti

import (
	"strings"

	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// Explaining a piece: the pointer resting on a piece for a moment, or a
// finger held on it (a long press, which is then no tap), shows a line
// saying what it is: a segment, a space, a face-up tile, a player's
// counts. Every icon of the table has its words this way.

// tipTicks is how long the mouse rests before the explanation shows.
const tipTicks = 24

// tip is the explanation under way.
type tip struct {
	at    ui.Point // where the pointer rests
	since int      // tick it came to rest there
}

// updateTip follows the pointer; a long press shows the tip at once.
func (t *Table) updateTip(a *scenes.App, in *ui.Input) {
	if in.Hover != t.tip.at || len(in.Taps) > 0 {
		t.tip.at, t.tip.since = in.Hover, a.Tick
	}
	if in.Long {
		t.tip.since = a.Tick - tipTicks
	}
}

// stripIcons say what each count of a player's strip counts, left to
// right: tags left, paint tiles, permits, bonus tiles (stripIcon places
// them).
var stripIcons = [...]words.Word{words.TipTags, words.TipPaint, words.TipPermits, words.TipBonus}

// explain says what is at p, or "".
func (t *Table) explain(lang words.Lang, p ui.Point) string {
	s := t.S
	tun := s.Tunnel()
	for i := range tun.Segments {
		if !segmentRect(tun, i).Contains(p) {
			continue
		}
		d := &tun.Segments[i]
		var needs []string
		for _, c := range d.Needs {
			needs = append(needs, words.T(lang, paintKeys[c]))
		}
		line := words.T(lang, words.TipSegment, d.Name, d.VP, strings.Join(needs, ", "))
		switch owner := s.Segments[i]; {
		case owner == graffiti.Neutral:
			line += " · " + words.T(lang, words.TipNeutral)
		case owner >= 0:
			line += " · " + words.T(lang, words.TipSprayedBy, s.Players[owner].Name)
		}
		return line
	}
	for sp := graffiti.Space(0); sp < graffiti.NumSpaces; sp++ {
		r := spacePos(sp).rect()
		if sp == graffiti.SpBig {
			r = bigSpace
		}
		if r.Contains(p) {
			return t.explainSpace(lang, sp)
		}
	}
	for i := 0; i < graffiti.PermitSlots; i++ {
		q := permitSlotPos(i)
		if pips := s.PermitSlots[i]; pips != 0 && (ui.Rect{X: q.X, Y: q.Y, W: permitTile, H: permitTile}).Contains(p) {
			return words.T(lang, words.TipPermitSlot, pips)
		}
	}
	for i := 0; i < graffiti.BonusSlots; i++ {
		q := bonusSlotPos(i)
		if b := s.BonusSlots[i]; b != graffiti.Nobody && (ui.Rect{X: q.X, Y: q.Y, W: bonusTile, H: bonusTile}).Contains(p) {
			return words.T(lang, bonusWords[b]) + ": " + words.T(lang, bonusEffects[b])
		}
	}
	for seat := range s.Players {
		r := stripRect(seat)
		if !r.Contains(p) {
			continue
		}
		for i, w := range stripIcons {
			if stripIcon(r, i).Contains(p) {
				return words.T(lang, w, s.Players[seat].Name)
			}
		}
		if p.X < r.X+66 && p.Y > r.Y+24 && p.Y < r.Y+46 {
			return words.T(lang, words.TipCans, s.Players[seat].Name, s.Players[seat].Cans)
		}
	}
	if p.Y > trackY-6 && p.Y < trackY+22 && p.X >= trackX0-8 && p.X <= trackX1+8 {
		return words.T(lang, words.TipTrack)
	}
	return ""
}

// explainSpace says what a spray-can space gives and costs.
func (t *Table) explainSpace(lang words.Lang, sp graffiti.Space) string {
	def := sp.Def()
	cost := words.T(lang, words.CostCans, def.Cost)
	switch def.Board {
	case graffiti.PaintBoard:
		if def.Big {
			return words.T(lang, words.TipBigSpace) + " · " + cost
		}
		return words.T(lang, words.DescPaint, tileWord(lang, def.Tile)) + " · " + cost
	case graffiti.PermitBoard:
		return t.describePermit(lang, sp) + " · " + cost
	case graffiti.BonusBoard:
		if def.Bobby {
			return words.T(lang, words.DescBobby) + " · " + cost
		}
		if b := t.S.BonusSlots[def.Slot]; b != graffiti.Nobody {
			return words.T(lang, words.DescBonus, words.T(lang, bonusWords[b]), words.T(lang, bonusEffects[b])) + " · " + cost
		}
		return words.T(lang, words.TipEmptySlot)
	}
	return words.T(lang, words.TipTunnelSpace, def.Sec.String(), def.Cost)
}

// drawTip draws the explanation by the pointer once it has rested.
func (t *Table) drawTip(d *scenes.Draw) {
	a := d.App
	if a.Tick-t.tip.since < tipTicks || a.Demo != nil {
		return // the demo's pointer is hidden: nobody is asking
	}
	text := t.explain(a.Lang(), t.tip.at)
	if text == "" {
		return
	}
	const size, maxW = 13.0, 420.0
	lines := ui.Wrap(text, size, ui.Bold, maxW)
	w := 0.0
	for _, l := range lines {
		w = max(w, ui.TextWidth(l, size, ui.Bold))
	}
	// A few heights and widths only: every size of a rounded panel is a
	// cached picture.
	h := 34.0
	if len(lines) > 1 {
		h = 34 + 17*float64(min(len(lines), 3)-1)
	}
	x := min(max(t.tip.at.X+14, 8), scenes.ScreenW-w-32)
	y := t.tip.at.Y + 18
	if y+h > scenes.ScreenH-8 {
		y = t.tip.at.Y - h - 10
	}
	// Widths in steps of 60 px, so a few panel sizes serve every text.
	r := ui.Rect{X: x, Y: y, W: 60 * float64(int((w+24)/60)+1), H: h}
	r.X = min(r.X, scenes.ScreenW-r.W-8)
	d.Fill(r, 8, sprites.Ink, 0.95)
	d.Stroke(r, 8, 1.5, sprites.NeonCyan, 0.9)
	for i, l := range lines[:min(len(lines), 3)] {
		d.Text(l, r.X+12, y+17+17*float64(i), size, ui.Bold, ui.Left, sprites.Chalk, 1)
	}
}
