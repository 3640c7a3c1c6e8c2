package graffiti

import (
	"image/color"
	"strings"

	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/graffiti/kinds"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// The choice strip: the ways to do what the person tapped, cheapest
// first and proposed, then Confirm. Nothing is final until confirmed;
// Undo drops the choice.

func (t *Table) prompt(d *scenes.Draw) string {
	a := d.App
	switch {
	case t.msg != "":
		return t.msg
	case t.S.Phase == graffiti.PhaseFlip:
		return a.T(words.FlipTitle, graffiti.Section(t.S.FlipSection).String())
	case t.S.Phase == graffiti.PhaseKeep:
		return a.T(words.KeepTitle, t.keepLimit())
	case t.S.Players[t.S.Current].Cans == 0 && t.S.Phase == graffiti.PhasePlay:
		return a.T(words.MustPass)
	case t.reserving:
		return a.T(words.Reserve)
	case len(t.opts) > 1:
		// The chosen card in plain words, and how many ways there are.
		return a.T(words.OptionOf, t.optSel+1, len(t.opts)) + " · " + t.describe(a.Lang(), t.opts[t.optSel])
	case len(t.opts) == 1:
		return t.describe(a.Lang(), t.opts[0])
	}
	return a.T(words.ToPlay, t.S.Players[t.S.Current].Name)
}

func (t *Table) drawChoice(d *scenes.Draw) {
	a := d.App
	d.Fill(choiceRect, 12, sprites.Ink, 0.85)
	d.Stroke(choiceRect, 12, 1.5, sprites.NeonCyan, 0.5)
	col := sprites.Chalk
	if t.msg != "" {
		col = sprites.NeonAmber
	}
	t.drawPrompt(d, t.prompt(d), col, choiceRect.W-120)
	if t.hint.th != nil || t.canHint() {
		hint := ui.Button{R: hintBtn, Label: a.T(words.HintBtn), Enabled: t.hint.th == nil, Accent: sprites.NeonCyan}
		d.Button(&hint, 13)
	}
	if t.S.Phase == graffiti.PhaseAfter && t.target.kind == tNone {
		r := cardRect(0)
		d.Fill(r, 10, sprites.Night, 0.9)
		d.Stroke(r, 10, 2, sprites.NeonCyan, 0.9)
		sprites.DrawBonusTile(d.Dst, sprites.ExtraAction, d.S(r.X+29), d.S(r.Y+8), d.S(40))
		d.Text(a.T(words.ExtraAction), r.X+r.W/2, r.Y+70, 10, ui.Bold, ui.Center, sprites.Chalk, 1)
	}
	for i := 0; i < cardsPerPage; i++ {
		k := t.page*cardsPerPage + i
		if k >= len(t.opts) {
			break
		}
		t.drawCard(d, cardRect(i), t.opts[k], k == t.optSel)
	}
	if t.page > 0 {
		d.Text("‹", prevPage.X+prevPage.W/2, prevPage.Y+prevPage.H/2, 30, ui.Bold, ui.Center, sprites.NeonCyan, 1)
	}
	if (t.page+1)*cardsPerPage < len(t.opts) {
		d.Text("›", nextPage.X+nextPage.W/2, nextPage.Y+nextPage.H/2, 30, ui.Bold, ui.Center, sprites.NeonCyan, 1)
	}
	canConfirm := len(t.opts) > 0 || t.S.Phase == graffiti.PhaseKeep
	undo := ui.Button{R: undoBtn, Label: a.T(words.Undo), Enabled: t.target.kind != tNone || t.reserving || t.S.Phase == graffiti.PhaseKeep || t.canTakeBack(a)}
	confirm := ui.Button{R: confirmBtn, Label: a.T(words.Confirm), Enabled: canConfirm, Accent: sprites.NeonAmber}
	d.Button(&undo, 15)
	d.Button(&confirm, 17)
	switch t.S.Phase {
	case graffiti.PhasePlay:
		pass := ui.Button{R: passBtn, Label: a.T(words.Pass), Enabled: true, Accent: sprites.NeonPink}
		d.Button(&pass, 15)
	case graffiti.PhaseAfter:
		end := ui.Button{R: passBtn, Label: a.T(words.EndTurn), Enabled: true, Accent: sprites.NeonPink}
		d.Button(&end, 15)
	}
}

// drawCard shows one way to act: what it costs and what it pays.
func (t *Table) drawCard(d *scenes.Draw, r ui.Rect, act graffiti.Action, selected bool) {
	a := d.App
	d.Fill(r, 10, sprites.Night, 0.9)
	if selected {
		d.Stroke(r, 10, 3, sprites.NeonAmber, 1)
	} else {
		d.Stroke(r, 10, 1.5, sprites.Chalk, 0.4)
	}
	cx := r.X + r.W/2
	switch act.Kind {
	case graffiti.ActPass:
		d.Text(a.T(words.Pass), cx, r.Y+r.H/2, 16, ui.Bold, ui.Center, sprites.Chalk, 1)
		return
	case graffiti.ActExtra:
		d.Text(a.T(words.ExtraAction), cx, r.Y+r.H/2, 11, ui.Bold, ui.Center, sprites.Chalk, 1)
		return
	case graffiti.ActEnd:
		d.Text(a.T(words.EndTurn), cx, r.Y+r.H/2, 13, ui.Bold, ui.Center, sprites.Chalk, 1)
		return
	case graffiti.ActReserve:
		sprites.DrawReservationMarker(d.Dst, d.S(cx-16), d.S(r.Y+10), d.S(32), t.seatColor(t.S.Current))
		d.Text(t.S.Tunnel().Segments[act.Segment].Name, cx, r.Y+62, 14, ui.Bold, ui.Center, sprites.Chalk, 1)
		return
	case graffiti.ActFlip:
		d.Text(t.S.Tunnel().Segments[act.Segment].Name, cx, r.Y+r.H/2, 18, ui.Bold, ui.Center, sprites.Chalk, 1)
		return
	case graffiti.ActPaint:
		sprites.DrawPaintTile(d.Dst, kinds.Tile(act.Tile), d.S(cx-18), d.S(r.Y+8), d.S(36), d.S(36))
	case graffiti.ActPermit:
		// The permits the space gives, as the tiles themselves; the
		// stack's back when it draws one.
		slots := graffiti.PermitSpaceSlots(act.Space)
		if act.Space == graffiti.SpPermit3S {
			slots = append(slots, graffiti.PermitSlots) // the stack
		}
		x := cx - float64(len(slots))*17 + 2
		for _, i := range slots {
			pips := 0 // the stack's back
			if i < graffiti.PermitSlots {
				pips = t.S.PermitSlots[i]
			}
			if i < graffiti.PermitSlots && pips == 0 {
				continue
			}
			sprites.DrawPermitTile(d.Dst, pips, d.S(x), d.S(r.Y+10), d.S(30))
			x += 34
		}
		if act.Space == graffiti.SpPermitFirst {
			d.Text(a.T(words.FirstToken), cx, r.Y+48, 9.5, ui.Body, ui.Center, sprites.Chalk, 0.9)
		}
	case graffiti.ActBonus:
		def := act.Space.Def()
		if def.Bobby {
			sprites.DrawBobby(d.Dst, d.S(cx-18), d.S(r.Y+6), d.S(36))
		} else if b := t.S.BonusSlots[def.Slot]; b != graffiti.Nobody {
			sprites.DrawBonusTile(d.Dst, kinds.Bonus(graffiti.Bonus(b)), d.S(cx-18), d.S(r.Y+6), d.S(36))
			d.Text(ui.Fit(a.T(bonusWords[b]), 10, ui.Bold, r.W-8), cx, r.Y+48, 10, ui.Bold, ui.Center, sprites.Chalk, 0.95)
		}
	case graffiti.ActSpray:
		// The permit shown, then the paint paid.
		d.Text(permitShown(a.Lang(), act), cx, r.Y+12, 10, ui.Bold, ui.Center, sprites.Chalk, 0.9)
		n := 0
		for k := graffiti.Tile(0); k < graffiti.NumTiles; k++ {
			n += int(act.Tiles[k])
		}
		n += int(act.Wild)
		x := cx - float64(n)*11 + 1
		for k := graffiti.Tile(0); k < graffiti.NumTiles; k++ {
			for i := uint8(0); i < act.Tiles[k]; i++ {
				sprites.DrawPaintTile(d.Dst, kinds.Tile(k), d.S(x), d.S(r.Y+24), d.S(20), d.S(20))
				x += 22
			}
		}
		for i := uint8(0); i < act.Wild; i++ {
			sprites.DrawBonusTile(d.Dst, sprites.WildPaint, d.S(x), d.S(r.Y+24), d.S(20))
			x += 22
		}
	}
	cost, _ := t.S.Check(act)
	line := a.T(words.CostCans, cost)
	if act.Kind == graffiti.ActSpray {
		line = a.T(words.PlusVP, t.S.Tunnel().Segments[act.Segment].VP) + " · " + line
	}
	d.Text(line, cx, r.Y+58, 11, ui.Bold, ui.Center, sprites.NeonAmber, 1)
	mods := ""
	if act.Add {
		mods = a.T(words.WithAdd)
	}
	if act.Discount {
		if mods != "" {
			mods += " "
		}
		mods += a.T(words.WithDiscount)
	}
	if mods != "" {
		d.Text(mods, cx, r.Y+75, 9.5, ui.Body, ui.Center, sprites.Chalk, 0.9)
	}
}

// drawPrompt writes the strip's line, wrapped on two lines when it is
// long (a hint's reason, a refusal), in the width w.
func (t *Table) drawPrompt(d *scenes.Draw, text string, col color.RGBA, w float64) {
	lines := ui.Wrap(text, 13, ui.Bold, w)
	if len(lines) == 1 {
		d.Text(lines[0], choiceRect.X+14, privY+17, 13, ui.Bold, ui.Left, col, 1)
		return
	}
	// Longer, at a smaller size: two lines above the cards, and when
	// there are no cards (a refusal, a hint's reason) as many as the
	// strip holds above its buttons.
	room := 2
	if len(t.opts) == 0 && !(t.S.Phase == graffiti.PhaseAfter && t.target.kind == tNone) {
		room = promptRoom
	}
	for i, l := range promptLines(text, w, room) {
		d.Text(l, choiceRect.X+14, privY+11+float64(i)*14, promptSize, ui.Bold, ui.Left, col, 1)
	}
}

const promptSize = 11.5

// promptRoom is how many small lines the strip holds above its buttons.
var promptRoom = int((undoBtn.Y - privY - 8) / 14)

// promptLines wraps a long text to the width w in at most room lines; a
// text longer still ends its last line with an ellipsis.
func promptLines(text string, w float64, room int) []string {
	lines := ui.Wrap(text, promptSize, ui.Bold, w)
	if len(lines) > room {
		lines = append(lines[:room-1], ui.Fit(strings.Join(lines[room-1:], " "), promptSize, ui.Bold, w))
	}
	return lines
}

// drawBotChoice is the strip while a bot plays: who is thinking, then the
// move it chose among the ways to make it, lit as a person's choice is.
func (t *Table) drawBotChoice(d *scenes.Draw) {
	a := d.App
	actor := t.S.Actor()
	col := t.seatColor(actor)
	d.Fill(choiceRect, 12, sprites.Ink, 0.85)
	d.Stroke(choiceRect, 12, 1.5, col, 0.6)
	name := t.S.Players[actor].Name
	line := a.T(words.BotThinking, name)
	if t.seats[actor].OnPhone() {
		line = a.T(words.PhoneTurn, name) + "…"
	}
	if t.botShown() {
		line = a.T(words.BotPlays, name)
	}
	if t.seats[actor].Replayed {
		// A step of a replay: what it did, not who is awaited.
		line = ""
		if n := len(t.log); n > 0 {
			line = t.eventText(a.Lang(), t.log[n-1])
		}
	}
	d.Text(ui.Fit(line, 13, ui.Bold, choiceRect.W-28), choiceRect.X+14, privY+17, 13, ui.Bold, ui.Left, col, 1)
	if t.canTakeBack(a) {
		// The person's last move can still be taken back while the bot
		// thinks of its answer.
		undo := ui.Button{R: undoBtn, Label: a.T(words.Undo), Enabled: true}
		d.Button(&undo, 15)
	}
	if !t.botShown() {
		return // the thinking dots are drawn over the picture, each frame
	}
	for i := 0; i < cardsPerPage; i++ {
		k := t.page*cardsPerPage + i
		if k >= len(t.opts) {
			break
		}
		t.drawCard(d, cardRect(i), t.opts[k], k == t.optSel)
	}
}
