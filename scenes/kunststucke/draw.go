package kunststucke

import (
	"image/color"
	"strings"

	"graffiti/game"
	ks "graffiti/game/kunststucke"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// drawTable paints the Kunststücke table: the left column (tile board,
// groups, trays, log), the canvas, the private strip, the public strips,
// the hand and the buttons; then the hand-over curtain or the peek.
// Nothing private is drawn unless viewer says whose it is.
func (t *Table) drawTable(d *scenes.Draw) {
	a := d.App
	scenes.Background(d, 0.6)
	t.drawTileBoard(d)
	t.drawGroups(d)
	t.drawTrays(d)
	t.drawLog(d)
	d.Button(&ui.Button{R: ksRulesBtn, Label: a.T(words.Rules), Enabled: true}, 17)
	d.Button(&ui.Button{R: ksTitleBtn, Label: a.T(words.Menu), Enabled: true}, 17)
	t.drawBanner(d)
	t.drawCanvas(d)
	t.drawPrivate(d)
	for seat := range t.S.Players {
		t.drawStrip(d, seat)
	}
	t.drawHand(d)
	t.drawButtons(d)
	t.drawFlights(d)
	if scenes.People(t.Seats) > 1 && !t.S.Over {
		var card *scenes.ShutterCard
		if actor := t.S.Current; actor != game.Nobody && !t.isBot(actor) {
			card = &scenes.ShutterCard{Name: t.S.Players[actor].Name, Col: ksSeatCol(actor), Mark: ksSeatMark(actor), Colour: a.T(KSSeatN, actor+1),
				Sub: a.T(words.TapToStart), Foot: a.T(KSTurnCount, t.S.Turn, ks.Deal(t.S.N())*t.S.N())}
		}
		t.Curtain.DrawShutter(d, card)
	}
	t.drawPeek(d)
}

// ksSeatCols mark the seats' names (the shapes' colours belong to no
// one, so the seats take neon tones apart from them).
var ksSeatCols = [ks.MaxPlayers]color.RGBA{sprites.NeonPink, sprites.NeonCyan, sprites.NeonAmber, sprites.Chalk, sprites.Gold}

// ksSeatMarks are the seats' marks, beside their colours, drawn after
// each seat's name (amber and gold are one colour for a deuteranope);
// Tag City's markers of the same colours carry the same marks.
var ksSeatMarks = [ks.MaxPlayers]sprites.Mark{sprites.MarkDiamond, sprites.MarkDot, sprites.MarkCross, sprites.MarkRing, sprites.MarkTriangle}

func ksSeatMark(seat int) sprites.Mark {
	if seat < 0 || seat >= len(ksSeatMarks) {
		return sprites.MarkNone
	}
	return ksSeatMarks[seat]
}

func ksSeatCol(seat int) color.RGBA {
	if seat < 0 || seat >= len(ksSeatCols) {
		return sprites.Chalk
	}
	return ksSeatCols[seat]
}

// panel is the dark box every part of the table sits in.
func ksPanel(d *scenes.Draw, r ui.Rect, title string) {
	d.Fill(r, 12, sprites.Night, 0.88)
	d.Stroke(r, 12, 1.5, sprites.NeonViolet, 0.45)
	if title != "" {
		d.Text(title, r.X+12, r.Y+14, 14, ui.Bold, ui.Left, sprites.NeonCyan, 0.9)
	}
}

// drawTileBoard is the five piles, A–E, each with its count.
func (t *Table) drawTileBoard(d *scenes.Draw) {
	a := d.App
	ksPanel(d, ksBoardRect, a.T(KSTileBoard))
	mine := t.mine()
	for k := 0; k < ks.NumPiles; k++ {
		r := ksPileRect(k)
		n := t.S.PileSize(k)
		alpha := float32(1)
		if n == 0 {
			alpha = 0.35
		}
		d.Fill(r, 8, sprites.Ink, 0.9)
		// The pile: a stack of tile backs, as high as it is full.
		for i := 0; i < n; i++ {
			b := ui.Rect{X: r.X + 7, Y: r.Y + 40 - float64(i)*3, W: r.W - 14, H: 24}
			d.Fill(b, 4, sprites.KSTileBack, alpha)
			d.Stroke(b, 4, 1, sprites.Ink, 0.7)
		}
		col := sprites.Chalk
		w, sa := 1.5, float32(0.5)
		switch {
		case t.S.Looking == k:
			col, w, sa = sprites.NeonAmber, 3, 1
		case t.pile == k && (mine || t.isBot(t.S.Current)):
			col, w, sa = sprites.NeonAmber, 3, 1
		}
		d.Stroke(r, 8, w, col, sa)
		d.Text(ks.PileName(k), r.X+r.W/2, r.Y+12, 16, ui.Display, ui.Center, sprites.Chalk, alpha)
		d.Text(scenes.Num(n), r.X+r.W/2, r.Y+r.H-9, 13, ui.Bold, ui.Center, sprites.Chalk, alpha)
	}
}

// drawGroups is the groups panel: each colour's group sizes.
func (t *Table) drawGroups(d *scenes.Draw) {
	a := d.App
	ksPanel(d, ksGroupsRect, a.T(KSGroups))
	sizes := t.S.GroupSizes()
	for c := 0; c < ks.NumColours; c++ {
		y := ksGroupsRect.Y + 40 + float64(c)*22
		ksDrawCell(d, ui.Rect{X: ksGroupsRect.X + 14, Y: y - 9, W: 18, H: 18}, ks.Colour(c), 1, true)
		parts := make([]string, len(sizes[c]))
		for i, n := range sizes[c] {
			parts[i] = scenes.Num(n)
		}
		text := "—"
		if len(parts) > 0 {
			text = strings.Join(parts, " · ")
		}
		name := ksColourName(a.Lang(), ks.Colour(c))
		ksLetterDisc(d, ksGroupsRect.X+45, y, 22, ks.Colour(c), 1)
		d.Text(ui.Fit(strings.ToUpper(name[:1])+name[1:], 14, ui.Bold, 58), ksGroupsRect.X+58, y, 14, ui.Bold, ui.Left, sprites.KSColours[c], 1)
		d.Text(ui.Fit(text, 14, ui.Body, 150), ksGroupsRect.X+118, y, 14, ui.Body, ui.Left, sprites.Chalk, 0.95)
	}
}

// drawTrays is the set-aside and discard trays, face up.
func (t *Table) drawTrays(d *scenes.Draw) {
	a := d.App
	ksPanel(d, ksTraysRect, a.T(KSSetAside))
	var aside, gone []ks.ShapeID
	for id, ss := range t.S.Shapes {
		switch ss.Where {
		case ks.SetAside:
			aside = append(aside, ks.ShapeID(id))
		case ks.Discarded:
			gone = append(gone, ks.ShapeID(id))
		}
	}
	laid, _ := ksAsideMinis(aside)
	ksDrawMinis(d, laid, 1)
	d.Text(a.T(KSDiscards, len(gone)), ksTraysRect.X+12, ksDiscardsY, 14, ui.Bold, ui.Left, sprites.NeonCyan, 0.9)
	ksDrawMinis(d, ksGoneMinis(gone), 1)
}

// drawLog is the log's last lines; those since the viewer's last turn
// are marked, the summary a person sees on lifting the curtain.
func (t *Table) drawLog(d *scenes.Draw) {
	a := d.App
	ksPanel(d, ksLogRect, a.T(KSLog))
	const size, step = 12.0, 16.0
	since := -1
	if v := t.viewer(); v >= 0 && v == t.S.Current {
		since = t.read[v]
	}
	type line struct {
		text  string
		fresh bool
	}
	var lines []line
	room := int((ksLogRect.H - 30) / step)
	for i := len(t.log) - 1; i >= 0; i-- {
		wrapped := ui.Wrap(t.eventText(a.Lang(), t.log[i].ev), size, ui.Body, ksLogRect.W-30)
		if len(lines)+len(wrapped) > room {
			break // whole entries only
		}
		for j := len(wrapped) - 1; j >= 0; j-- {
			lines = append(lines, line{wrapped[j], since >= 0 && i >= since})
		}
	}
	for k := range lines {
		l := lines[len(lines)-1-k]
		y := ksLogRect.Y + 32 + float64(k)*step
		alpha := float32(0.75)
		if l.fresh {
			d.Fill(ui.Rect{X: ksLogRect.X + 8, Y: y - 6, W: 4, H: 12}, 2, sprites.NeonAmber, 0.9)
			alpha = 1
		}
		d.Text(l.text, ksLogRect.X+18, y, size, ui.Body, ui.Left, sprites.Chalk, alpha)
	}
	if since >= 0 && since < len(t.log) {
		d.Text(a.T(KSSinceLast), ksLogRect.X+ksLogRect.W-10, ksLogRect.Y+14, 11, ui.Body, ui.Right, sprites.NeonAmber, 0.9)
	}
}

// drawBanner says whose turn it is and how far the game has come.
func (t *Table) drawBanner(d *scenes.Draw) {
	a := d.App
	d.Fill(ksBanner, 10, sprites.Ink, 0.9)
	text, col := a.T(KSLogOver), sprites.Chalk
	if actor := t.S.Current; actor != game.Nobody {
		col = ksSeatCol(actor)
		if t.isBot(actor) && t.Seats[actor].Replayed {
			// A step of a replay: what it did, not who is awaited.
			text = ""
			if n := len(t.log); n > 0 {
				text = ui.Fit(t.eventText(a.Lang(), t.log[n-1].ev), 16, ui.Bold, ksBannerText)
			}
		} else if t.isBot(actor) {
			dots := []string{"", ".", "..", "..."}[(a.Tick/15)%4]
			text = a.T(KSThinking, t.S.Players[actor].Name)
			if t.Seats[actor].OnPhone() {
				text = a.T(words.PhoneTurn, t.S.Players[actor].Name)
			}
			// Fitted with room for the dots, so a long name is cut the
			// same in every frame.
			text = ui.Fit(text, 16, ui.Bold, ksBannerText-ui.TextWidth("...", 16, ui.Bold)) + dots
		} else {
			text = ui.Fit(a.T(KSTurnOf, t.S.Players[actor].Name), 16, ui.Bold, ksBannerText)
		}
	}
	d.Text(text, ksBanner.X+ksBanner.W/2, ksBanner.Y+ksBanner.H/2, 16, ui.Bold, ui.Center, col, 1)
	d.Text(a.T(KSTurnCount, min(t.S.Turn, ks.Deal(t.S.N())*t.S.N()), ks.Deal(t.S.N())*t.S.N()), ksBanner.X+12, ksBanner.Y+ksBanner.H/2, 13, ui.Body, ui.Left, sprites.Chalk, 0.75)
}

// drawCanvas is the canvas: the guide lines, the coordinates, the
// shapes (one sliding along its route), and the choice under way.
func (t *Table) drawCanvas(d *scenes.Draw) {
	a := d.App
	d.Fill(ksCanvasBox, 12, sprites.Night, 0.9)
	g := ksGridRect
	d.Fill(g, 0, sprites.Paper, 0.1)
	// The dotted guide lines: a faint line and a dot at each corner.
	for i := 0; i <= ks.CanvasSize; i++ {
		x := g.X + float64(i)*ksCell
		y := g.Y + float64(i)*ksCell
		d.Line(x, g.Y, x, g.Y+g.H, 1, sprites.Chalk, 0.08)
		d.Line(g.X, y, g.X+g.W, y, 1, sprites.Chalk, 0.08)
	}
	for i := 0; i <= ks.CanvasSize; i++ {
		for j := 0; j <= ks.CanvasSize; j++ {
			d.Fill(ui.Rect{X: g.X + float64(i)*ksCell - 1, Y: g.Y + float64(j)*ksCell - 1, W: 2, H: 2}, 0, sprites.Chalk, 0.35)
		}
	}
	d.Stroke(g.Inset(-1), 2, 2, sprites.Chalk, 0.6)
	for i := 0; i < ks.CanvasSize; i++ {
		d.Text(string(rune('A'+i)), g.X+(float64(i)+0.5)*ksCell, g.Y-10, 12, ui.Bold, ui.Center, sprites.NeonCyan, 0.85)
		d.Text(scenes.Num(i+1), g.X-14, g.Y+(float64(i)+0.5)*ksCell, 12, ui.Bold, ui.Center, sprites.NeonCyan, 0.85)
	}
	for id, ss := range t.S.Shapes {
		if ss.Where != ks.OnCanvas {
			continue
		}
		x, y := float64(ss.X), float64(ss.Y)
		if sx, sy, ok := t.slidingAt(a, ks.ShapeID(id)); ok {
			x, y = sx, sy
		}
		alpha := float32(t.landing(a, ks.ShapeID(id)))
		ksDrawShape(d, ks.ShapeID(id), int(ss.Rot), g.X+x*ksCell, g.Y+y*ksCell, ksCell, 0.35+0.65*alpha)
	}
	t.drawChoice(d)
}

// drawChoice is what the person (or a bot, shown before it plays) has
// chosen on the canvas: the ghost, green or red with the reason; the
// shape to slide, its destinations glowing, the one picked.
func (t *Table) drawChoice(d *scenes.Draw) {
	a := d.App
	if t.peek >= 0 || (!t.mine() && !t.isBot(t.S.Current)) || t.movesBusy(a) {
		return
	}
	g := ksGridRect
	if t.held >= 0 {
		act := t.placeAction()
		err := t.S.Check(act)
		edge := sprites.ArtistGreen
		if err != nil {
			edge = sprites.ArtistRed
		}
		alpha := float32(0.5)
		if t.put {
			alpha = 0.8
		}
		cells := ks.Footprint(t.held, t.rot, t.anchor)
		ksDrawShape(d, t.held, t.rot, ksCellRect(t.anchor).X, ksCellRect(t.anchor).Y, ksCell, alpha)
		ksOutline(d, cells, g.X, g.Y, ksCell, 3, edge, 1)
		if err != nil {
			// The reason, under the ghost (over it near the bottom).
			top, bot := ksCellRect(cells[0]).Y, 0.0
			for _, c := range cells {
				bot = max(bot, ksCellRect(c).Y+ksCell)
			}
			y := bot + 14
			if y > g.Y+g.H-10 {
				y = top - 14
			}
			why := ksReason(a.Lang(), err)
			w := min(ui.TextWidth(why, 13, ui.Bold)+16, g.W)
			x := max(g.X, min(ksCellRect(cells[0]).X-w/4, g.X+g.W-w))
			d.Fill(ui.Rect{X: x, Y: y - 11, W: w, H: 22}, 8, sprites.Ink, 0.92)
			d.Text(ui.Fit(why, 13, ui.Bold, w-12), x+w/2, y, 13, ui.Bold, ui.Center, sprites.ArtistRed, 1)
		}
	}
	if t.slide >= 0 {
		ss := t.S.Shapes[t.slide]
		ksOutline(d, ks.Footprint(t.slide, int(ss.Rot), ss.At()), g.X, g.Y, ksCell, 3, sprites.NeonAmber, 1)
		pulse := float32(0.5 + 0.3*float64((a.Tick/10)%2))
		for _, x := range t.dests {
			c := ks.Cell{X: x.At.X + t.grab.X, Y: x.At.Y + t.grab.Y}
			r := ksCellRect(c)
			d.Circle(r.X+r.W/2, r.Y+r.H/2, ksCell*0.17, sprites.NeonAmber, pulse)
			d.Ring(r.X+r.W/2, r.Y+r.H/2, ksCell*0.17, 1, sprites.Ink, pulse)
		}
		if t.destSet {
			cells := ks.Footprint(t.slide, int(ss.Rot), t.dest)
			for _, c := range cells {
				ksDrawCell(d, ksCellRect(c), t.slide.Colour(), 0.45, false)
			}
			ksOutline(d, cells, g.X, g.Y, ksCell, 3, sprites.NeonAmber, 1)
		}
	}
}

// drawPrivate is the private strip: the viewer's own objective tiles
// face up, each marked when the canvas meets it now, and the pile they
// look at. With no viewer (a curtain down, a bot to play) it says so
// and draws nothing private.
func (t *Table) drawPrivate(d *scenes.Draw) {
	a := d.App
	v := t.viewer()
	if v < 0 {
		ksPanel(d, ksPrivate, a.T(KSObjectives))
		d.Text(a.T(KSHidden), ksPrivate.X+ksPrivate.W/2, ksPrivate.Y+ksPrivate.H/2+8, 15, ui.Body, ui.Center, sprites.Chalk, 0.7)
		return
	}
	ksPanel(d, ksPrivate, a.T(KSObjectivesOf, t.S.Players[v].Name))
	looking := v == t.S.Current && t.S.Looking >= 0
	t.drawSlots(d, v, looking, ksPrivSlotRect)
	if !looking {
		d.Text(a.T(KSMetMark), ksPrivate.X+ksPrivate.W-14, ksPrivate.Y+14, 12, ui.Body, ui.Right, sprites.Chalk, 0.7)
		return
	}
	pile := t.S.Pile(t.S.Looking)
	d.Text(a.T(KSLookingAt, ks.PileName(t.S.Looking)), ksPrivate.X+ksPrivate.W-14, ksPrivate.Y+14, 13, ui.Bold, ui.Right, sprites.NeonAmber, 1)
	for j, tile := range pile {
		r := ksPileTileRect(j, len(pile))
		ksDrawTile(d, r, tile, 1)
		if tile == t.tile {
			d.Stroke(r.Inset(-3), 8, 3, sprites.NeonAmber, 1)
		}
	}
}

// drawSlots draws seat's five slots face up at where(k), as seat knows
// them.
func (t *Table) drawSlots(d *scenes.Draw, seat int, looking bool, where func(int) ui.Rect) {
	s := t.known(seat)
	p := &s.Players[seat]
	for k, tile := range p.Slots {
		r := where(k)
		if tile < 0 {
			d.Fill(r, 8, sprites.Ink, 0.8)
			lit := looking && t.tile >= 0
			col, alpha := sprites.Chalk, float32(0.45)
			if lit {
				col, alpha = sprites.NeonAmber, 1
			}
			d.Stroke(r, 8, 2, col, alpha)
			d.Text(scenes.Num(ks.SlotValues[k]), r.X+r.W/2, r.Y+r.H/2, 18, ui.Display, ui.Center, sprites.Chalk, 0.6)
			continue
		}
		ksDrawTile(d, r, tile, 1)
		d.Text("+"+scenes.Num(ks.SlotValues[k]), r.X+r.W/2, r.Y+r.H+10, 11, ui.Bold, ui.Center, sprites.Chalk, 0.8)
		if s.MetGroup(tile) >= 0 {
			d.Circle(r.X+r.W-4, r.Y+4, 9, sprites.ArtistGreen, 1)
			d.Line(r.X+r.W-9, r.Y+4, r.X+r.W-5, r.Y+8, 2.5, sprites.Ink, 1)
			d.Line(r.X+r.W-5, r.Y+8, r.X+r.W+1, r.Y, 2.5, sprites.Ink, 1)
		}
	}
}

// drawStrip is seat's public strip: name, tokens, shapes left, the
// scoring board (a tile back on each filled slot, with the pile it came
// from), "My objectives", and the shapes in hand, small.
func (t *Table) drawStrip(d *scenes.Draw, seat int) {
	a := d.App
	n := t.S.N()
	r := ksStripRect(seat, n)
	p := &t.S.Players[seat]
	col := ksSeatCol(seat)
	d.Fill(r, 10, sprites.Night, 0.88)
	w, alpha := 1.5, float32(0.45)
	if seat == t.S.Current {
		w, alpha = 3, 1
	}
	d.Stroke(r, 10, w, col, alpha)
	d.NameMark(ui.Fit(p.Name, 16, ui.Bold, 100), r.X+10, r.Y+14, 16, ui.Bold, col, ksSeatMark(seat))
	hand := t.S.Hand(seat)
	info := a.T(KSTokens, p.Tokens) + " · " + a.T(KSShapesLeft, len(hand))
	room := 116.0 // up to "My objectives"
	if t.isBot(seat) {
		info = a.SeatLabel(t.Seats[seat]) + " · " + info
		room = ksStripSlot(seat, n, 0).X - r.X - 16 // a bot peeks at nothing
	}
	size := 11.0
	if ui.TextWidth(info, size, ui.Body) > room && ui.TextWidth(info, 10, ui.Body) <= room {
		size = 10 // a longer language's words (German's) whole, a point smaller
	}
	d.Text(ui.Fit(info, size, ui.Body, room), r.X+10, r.Y+31, size, ui.Body, ui.Left, sprites.Chalk, 0.85)
	if !t.isBot(seat) {
		d.Button(&ui.Button{R: ksPeekBtn(seat, n), Label: a.T(KSMyObjectives), Enabled: !t.S.Over}, 12)
	}
	for k := range p.Slots {
		s := ksStripSlot(seat, n, k)
		if p.Slots[k] >= 0 {
			d.Fill(s, 5, sprites.KSTileBack, 1)
			d.Stroke(s, 5, 1, sprites.Ink, 0.8)
			d.Text(ks.PileName(int(p.From[k])), s.X+s.W/2, s.Y+11, 12, ui.Display, ui.Center, sprites.Chalk, 0.8)
			d.Text(scenes.Num(ks.SlotValues[k]), s.X+s.W/2, s.Y+s.H-8, 10, ui.Bold, ui.Center, sprites.Chalk, 0.7)
			continue
		}
		d.Fill(s, 5, sprites.Ink, 0.8)
		d.Stroke(s, 5, 1, sprites.Chalk, 0.35)
		d.Text(scenes.Num(ks.SlotValues[k]), s.X+s.W/2, s.Y+s.H/2, 12, ui.Bold, ui.Center, sprites.Chalk, 0.6)
	}
	ksDrawMinis(d, ksStripMinis(seat, n, hand), 1)
}

// drawHand is the hand of the seat to play, face up; the shape in hand
// is lit.
func (t *Table) drawHand(d *scenes.Draw) {
	a := d.App
	actor := t.S.Current
	if actor == game.Nobody {
		ksPanel(d, ksHandRect, "")
		return
	}
	ksPanel(d, ksHandRect, a.T(KSHandOf, t.S.Players[actor].Name))
	dim := float32(1)
	if t.S.Played {
		dim = 0.45
	}
	for k, id := range t.S.Hand(actor) {
		r := ksHandBox(k)
		d.Fill(r, 6, sprites.Ink, 0.8)
		if id == t.held && (t.mine() || t.isBot(actor)) {
			d.Stroke(r.Inset(-1), 6, 3, sprites.NeonAmber, 1)
		}
		w, h := ks.Size(id, 0)
		cell := min(ksHandCell, (r.W-6)/float64(max(w, h)))
		ksDrawShape(d, id, 0, r.X+(r.W-float64(w)*cell)/2, r.Y+(r.H-float64(h)*cell)/2, cell, dim)
		// Too small for its pattern: the colour's letter in the corner.
		d.Text(id.Colour().Letter(), r.X+r.W-3, r.Y+7, 9, ui.Bold, ui.Right, sprites.Chalk, 0.8*dim)
	}
	hint := t.hint(a)
	if t.msg != "" {
		hint = t.msg
	}
	col := sprites.Chalk
	if t.msg != "" {
		col = sprites.NeonAmber
	}
	lines := ui.Wrap(hint, 13, ui.Bold, ksHandRect.W-20)
	for k, l := range lines {
		if k >= 2 {
			break
		}
		d.Text(l, ksHandRect.X+10, ksHandRect.Y+ksHandRect.H-30+float64(k)*16, 13, ui.Bold, ui.Left, col, 1)
	}
}

// hint says what the person may do next.
func (t *Table) hint(a *scenes.App) string {
	if !t.mine() {
		return ""
	}
	switch {
	case t.S.Looking >= 0 && t.tile < 0:
		return a.T(KSChooseTile)
	case t.S.Looking >= 0:
		return a.T(KSChooseSlot)
	case t.held >= 0 && !t.put:
		return a.T(KSPlaceHint)
	case t.held >= 0:
		if t.S.Check(t.placeAction()) == nil {
			return a.T(KSPlaceOK)
		}
		return a.T(KSPlaceHint)
	case t.slide >= 0 && len(t.dests) > 0 && !t.destSet:
		return a.T(KSSlideHint)
	case t.pile >= 0:
		return a.T(KSLookQuestion, ks.PileName(t.pile))
	case !t.S.Played && !t.canPlace():
		return a.T(KSMustDiscard)
	case !t.S.Played:
		return a.T(KSTurnHint)
	}
	return a.T(KSAfterHint)
}

// drawButtons is Rotate, Discard, Undo, Confirm and End turn, for the
// person to play.
func (t *Table) drawButtons(d *scenes.Draw) {
	a := d.App
	if !t.mine() {
		return
	}
	d.Button(&ui.Button{R: ksRotateBtn, Label: a.T(KSRotate), Enabled: t.held >= 0}, 16)
	d.Button(&ui.Button{R: ksDiscardBtn, Label: a.T(KSDiscard), Enabled: t.held >= 0 && !t.S.Played}, 16)
	d.Button(&ui.Button{R: ksUndoBtn, Label: a.T(words.Undo), Enabled: t.S.Check(ks.Action{Kind: ks.ActUndo}) == nil}, 16)
	label := a.T(words.Confirm)
	act, ok := t.confirmAction()
	if ok {
		switch act.Kind {
		case ks.ActSlide:
			label = a.T(KSSlideFor, t.S.Players[t.S.Current].Tokens-ks.SlideCost)
		case ks.ActLook:
			label = a.T(KSLookAt, ks.PileName(t.pile))
		case ks.ActPlace:
			label = a.T(KSPlace)
		}
	}
	d.Button(&ui.Button{R: ksConfirmBtn, Label: label, Enabled: ok && t.S.Check(act) == nil, Accent: sprites.NeonAmber}, 15)
	d.Button(&ui.Button{R: ksEndBtn, Label: a.T(KSEndTurn), Enabled: t.S.Check(ks.End) == nil, Accent: sprites.NeonAmber}, 16)
}

// drawPeek is the peek at one's own objectives: its shutter, "Only Ben
// should look", then his tiles until he lets go.
func (t *Table) drawPeek(d *scenes.Draw) {
	if t.peek < 0 {
		return
	}
	a := d.App
	name := t.S.Players[t.peek].Name
	if !t.peekShown {
		c := scenes.Curtain{IsDown: true, Moved: t.peekAt, LiftedFor: game.Nobody}
		c.DrawShutter(d, &scenes.ShutterCard{Name: name, Col: ksSeatCol(t.peek), Mark: ksSeatMark(t.peek), Colour: a.T(KSSeatN, t.peek+1),
			Sub: a.T(KSOnlyLook, name), Foot: a.T(words.TapToStart)})
		return
	}
	d.Fill(ui.Rect{X: 0, Y: 0, W: scenes.ScreenW, H: scenes.ScreenH}, 0, sprites.Night, 0.96)
	box := ui.Rect{X: 340, Y: 200, W: 600, H: 300}
	ksPanel(d, box, "")
	d.Text(a.T(KSObjectivesOf, name), 640, box.Y+36, 26, ui.Display, ui.Center, ksSeatCol(t.peek), 1)
	t.drawSlots(d, t.peek, false, func(k int) ui.Rect {
		return ui.Rect{X: 640 - 5*100/2 + float64(k)*100 + 12, Y: box.Y + 80, W: 76, H: 110}
	})
	d.Text(a.T(KSMetMark), 640, box.Y+226, 14, ui.Body, ui.Center, sprites.Chalk, 0.8)
	d.Text(a.T(KSTapToHide), 640, box.Y+264, 18, ui.Bold, ui.Center, sprites.NeonAmber, 1)
}
