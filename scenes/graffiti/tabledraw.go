package graffiti

import (
	"image/color"
	"math"
	"sort"

	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/graffiti/kinds"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// drawStatic draws what never changes during a game (wall, panels,
// frames, labels, the track's marks). It is drawn into the table's
// picture each time that is drawn again, not kept in a window-sized
// picture of its own: at 1280×720 that picture cost 8 MB of textures
// (a texture's sides are rounded up to powers of two), and what it held
// is a few dozen draws of cached pictures.
func (t *Table) drawStatic(d *scenes.Draw) {
	scenes.Background(d, 0.25)
	for sec := 0; sec < graffiti.NumSections; sec++ {
		r := sectionRect(sec)
		d.Fill(r, 14, sprites.Night, 0.55)
		d.Stroke(r, 14, 1.5, sprites.NeonViolet, 0.5)
		d.Text(graffiti.Section(sec).String(), r.X+22, 30, 30, ui.Display, ui.Center, sprites.NeonPink, 1)
		for i := 0; i <= sec; i++ {
			d.Circle(r.X+46+float64(i)*11, 30, 3.6, sprites.Chalk, 0.85)
		}
		if t.S.Blocked == sec {
			sprites.DrawBlockToken(d.Dst, d.S(r.X+108), d.S(12), d.S(36))
		}
	}
	drawTrackScale(d, trackY+10, 4, 9)
	boardFrame(d, permitBoard, d.App.T(words.PermitBoard))
	boardFrame(d, bonusBoard, d.App.T(words.BonusBoard))
	boardFrame(d, paintBoard, d.App.T(words.PaintBoard))
	for seat := 0; seat < t.S.N(); seat++ {
		d.Fill(stripRect(seat), 10, sprites.Night, 0.8)
	}
	d.Fill(logArea(t.S.N()), 10, sprites.Night, 0.75)
}

// frameKey is everything the cached table picture depends on besides
// the core state's action count. At rest it does not change, and a frame
// is one copy of the picture plus the pulsing glow: no text laid out, no
// sprites looked up, next to no allocation.
type frameKey struct {
	actions, phase, current int
	target                  target
	optSel, page            int
	reserving, keepSave     bool
	keep                    [graffiti.NumTiles]int
	msg                     string
	lang                    words.Lang
	k                       float32
	w, h                    int
	hover                   int
	moving                  int // the tick while anything moves, else 0
	curtain                 bool
	viewer                  int
	botShown, hinting       bool
}

func (t *Table) frameKey(d *scenes.Draw) frameKey {
	k := frameKey{
		actions: t.S.Actions, phase: int(t.S.Phase), current: t.S.Current,
		target: t.target, optSel: t.optSel, page: t.page, reserving: t.reserving, keepSave: t.keepSave,
		keep: t.keep, msg: t.msg, lang: d.App.Lang(), k: d.K,
		w: d.Whole().X, h: d.Whole().Y, curtain: t.curtain.Lifted(t.S.Actor()),
		viewer: t.viewer(), botShown: t.botShown(), hinting: t.hint.th != nil,
	}
	if t.anim.busy(d.App.Tick) || t.curtain.Moving(d.App) {
		k.moving = d.App.Tick
	}
	hover := d.App.Input().Hover
	for i, r := range [...]ui.Rect{undoBtn, confirmBtn, passBtn, reserveBtn, menuBtn, hintBtn, rulesBtn} {
		if r.Contains(hover) {
			k.hover = i + 1
		}
	}
	return k
}

// Release frees the table's window-sized picture; the next Draw makes
// and draws it again.
func (t *Table) Release() {
	t.stopBots()
	t.picture.Release()
}

// Draw paints the table: the cached picture, redrawn when something in
// it changed, and the glow of the legal targets on top.
func (t *Table) Draw(d *scenes.Draw) {
	t.see()
	t.freshPicture(d, true).DrawOn(d.Dst, nil)
	if t.leaving {
		t.drawLeaving(d)
		return
	}
	if t.logView.open {
		t.drawLogView(d)
		return
	}
	if t.anim.busy(d.App.Tick) {
		return
	}
	if t.curtain.Lifted(t.S.Actor()) {
		t.drawGlows(d)
		t.drawHover(d)
		t.drawSince(d)
	} else if actor := t.S.Actor(); t.isBot(actor) && !t.seats[actor].Replayed {
		t.drawBotTurn(d) // no dots in a replay: nobody thinks
	}
	if !t.curtain.Down() {
		t.drawTip(d)
	}
}

// freshPicture is the table's cached picture at the size of d, drawn
// again when what it shows has changed, and every frame while something
// moves if moving says so (the final scoring shows it still).
func (t *Table) freshPicture(d *scenes.Draw, moving bool) *scenes.Tiles {
	if w := d.Whole(); t.picture.Fit(w.X, w.Y) {
		t.pictureKey = frameKey{}
	}
	part := d.Dst.Bounds() // all of d, or a part of a picture (scenes.DrawOnPart)
	key := t.frameKey(d)
	same := key == t.pictureKey && !(moving && key.moving != 0)
	if !same || !part.In(t.picturePart) {
		t.pictureButtons = t.pictureButtons[:0]
		t.picture.Paint(d, &t.pictureButtons, t.drawPicture)
		if same {
			part = scenes.JoinParts(t.picturePart, part)
		}
		t.pictureKey, t.picturePart = key, part
	}
	if d.Buttons != nil {
		*d.Buttons = append(*d.Buttons, t.pictureButtons...) // the frame's controls, drawn or kept
	}
	return &t.picture
}

// drawPicture paints everything but the glow.
func (t *Table) drawPicture(d *scenes.Draw) {
	t.drawStatic(d)
	actor := t.S.Actor()
	viewer := t.viewer()
	t.drawTunnel(d)
	t.drawTrack(d)
	t.drawPermitBoard(d)
	t.drawBonusBoard(d)
	t.drawPaintBoard(d)
	t.drawStrips(d)
	t.drawLog(d)
	switch {
	case viewer == graffiti.Nobody:
		d.Fill(privRect, 12, sprites.Ink, 0.7)
	case viewer == actor && t.S.Phase == graffiti.PhaseKeep:
		t.drawKeep(d)
	default:
		t.drawScreen(d, viewer)
	}
	switch {
	case viewer != graffiti.Nobody && viewer == actor:
		t.drawChoice(d)
	case t.isBot(actor):
		t.drawBotChoice(d)
	default:
		d.Fill(choiceRect, 12, sprites.Ink, 0.7)
	}
	t.anim.draw(d, t)
	t.drawCurtain(d)
}

// drawGlows rings every space and segment a legal action uses, pulsing.
func (t *Table) drawGlows(d *scenes.Draw) {
	var sp [graffiti.NumSpaces]bool
	var seg [graffiti.NumSegments]bool
	t.glowTargets(&sp, &seg)
	pulse := float32(0.78 + 0.22*math.Sin(float64(d.App.Tick)/9))
	tun := t.S.Tunnel()
	for i := range seg {
		if seg[i] {
			d.Stroke(segmentRect(tun, i).Inset(-3), 10, 3, sprites.NeonCyan, pulse)
		}
	}
	for s := graffiti.Space(0); s < graffiti.NumSpaces; s++ {
		if !sp[s] {
			continue
		}
		if s == graffiti.SpBig {
			d.Stroke(bigSpace.Inset(-3), 16, 3, sprites.NeonCyan, pulse)
			continue
		}
		c := spacePos(s)
		d.Ring(c.X, c.Y, c.R+4, 3, sprites.NeonCyan, pulse)
	}
}

// glowTargets marks every space and segment a legal action uses.
func (t *Table) glowTargets(sp *[graffiti.NumSpaces]bool, seg *[graffiti.NumSegments]bool) {
	for _, a := range t.Legal {
		switch a.Kind {
		case graffiti.ActPaint, graffiti.ActPermit, graffiti.ActBonus:
			if !t.reserving {
				sp[a.Space] = true
			}
		case graffiti.ActSpray:
			if !t.reserving {
				seg[a.Segment] = true
				sp[a.Space] = true
			}
		case graffiti.ActReserve:
			if t.reserving {
				seg[a.Segment] = true
			}
		case graffiti.ActFlip:
			seg[a.Segment] = true
		}
	}
}

func (t *Table) drawTunnel(d *scenes.Draw) {
	tun := t.S.Tunnel()
	v := 0
	if t.S.Setup.Special {
		v = 1
	}
	for sec := 0; sec < graffiti.NumSections; sec++ {
		for k := 0; k < 2; k++ {
			sp := graffiti.TunnelSpace(graffiti.Section(sec), k)
			t.drawSpace(d, sp)
		}
	}
	// Each graffiti is one piece of art over the frame its segments
	// make; a complete one glows behind its segments, flaring while its
	// last segment turns over.
	var piece [graffiti.NumGraffiti]int
	special := 0
	for g := 0; g < graffiti.NumGraffiti; g++ {
		gd := tun.Graffiti[g]
		piece[g] = g
		if gd.Special {
			piece[g] = sprites.FirstSpecial + special
			special++
		}
		if !t.S.GraffitiComplete(g) {
			continue
		}
		fr := graffitiFrame(tun, g)
		flare := 1.0
		for i := gd.First; i < gd.First+gd.Len; i++ {
			flare = min(flare, t.anim.flipProgress(i))
		}
		sprites.DrawPieceGlow(d.Dst, d.S(fr.X), d.S(fr.Y), d.S(fr.W), d.S(fr.H), gd.Special, flare)
	}
	for i := range tun.Segments {
		r := segmentRect(tun, i)
		owner := t.S.Segments[i]
		col := t.seatColor(owner)
		prog := t.anim.flipProgress(i)
		sprayed := owner != graffiti.Nobody
		g := tun.Segments[i].Graffiti
		gd := tun.Graffiti[g]
		fr := graffitiFrame(tun, g)
		slice := sprites.PieceSlice{Piece: piece[g], Index: i - gd.First, Count: gd.Len, FrameX: d.S(fr.X), FrameW: d.S(fr.W)}
		sprites.DrawPieceSegment(d.Dst, d.S(r.X), d.S(r.Y), d.S(r.W), d.S(r.H), slice, kinds.Segment(v, i), tun.Segments[i].VP, sprayed, col, prog)
		if sprayed && prog > 0.8 {
			ini := 'N'
			if owner != graffiti.Neutral {
				ini = scenes.Initial(t.S.Players[owner].Name)
			}
			// Stamped at its final size (a growing tag would fill the
			// sprite cache with one image a frame), dropping into place,
			// in the corner so the art shows.
			sz := 30.0
			drop := 12 * (1 - min(1, (prog-0.8)/0.2))
			sprites.DrawArtistTag(d.Dst, d.S(r.X+r.W-sz-1), d.S(r.Y+r.H-sz-3-drop), d.S(sz), col, ini, t.seatMark(owner))
		}
		d.Text(tun.Segments[i].Name, r.X+5, r.Y+r.H-9, 10, ui.Bold, ui.Left, sprites.Chalk, 0.55)
		for q := range t.S.Players {
			if t.S.Players[q].Reserve == i {
				sprites.DrawReservationMarker(d.Dst, d.S(r.X+r.W-22), d.S(r.Y-4), d.S(24), t.seatColor(q))
			}
		}
		if t.target.kind == tSegment && t.target.seg == i {
			d.Stroke(r.Inset(-5), 12, 3, sprites.NeonAmber, 1)
		}
	}
}

// graffitiFrame is the union of graffiti g's segments, side by side.
func graffitiFrame(tun *graffiti.Tunnel, g int) ui.Rect {
	gd := tun.Graffiti[g]
	a := segmentRect(tun, gd.First)
	b := segmentRect(tun, gd.First+gd.Len-1)
	return ui.Rect{X: a.X, Y: a.Y, W: b.X + b.W - a.X, H: a.H}
}

// drawSpace draws a spray-can space: its cost and the cans on it.
func (t *Table) drawSpace(d *scenes.Draw, sp graffiti.Space) {
	c := spacePos(sp)
	def := sp.Def()
	st := &t.S.Spaces[sp]
	if sp == graffiti.SpBig {
		r := bigSpace
		d.Fill(r, 14, sprites.Slate, 1)
		d.Stroke(r, 14, 1.5, sprites.Chalk, 0.75)
		d.Text("R Y B  ∞", r.X+10, r.Y+r.H/2, 13, ui.Bold, ui.Left, sprites.Chalk, 0.8)
		t.drawCost(d, r.X+r.W-30, r.Y+r.H/2, 2)
		n := len(st.Occ) - t.anim.inFlight[sp]
		for i := 0; i < n && i < 8; i++ {
			sprites.DrawArtistCan(d.Dst, d.S(r.X+4+float64(i)*13), d.S(r.Y-12), d.S(18), t.seatColor(st.Occ[i].Seat), t.initialOf(st.Occ[i].Seat))
		}
		if t.target.kind == tSpace && t.target.space == sp {
			d.Stroke(r.Inset(-5), 18, 3, sprites.NeonAmber, 1)
		}
		return
	}
	d.Circle(c.X, c.Y, c.R, sprites.Slate, 1)
	d.Ring(c.X, c.Y, c.R, 1.5, sprites.Chalk, 0.75)
	n := len(st.Occ) - t.anim.inFlight[sp]
	if n <= 0 {
		t.drawCost(d, c.X, c.Y, def.Cost)
	}
	for i := 0; i < n; i++ {
		h := c.R * 2.1
		sprites.DrawArtistCan(d.Dst, d.S(c.X-h*sprites.CanAspect/2+float64(i)*8-float64(n-1)*4), d.S(c.Y-h/2), d.S(h), t.seatColor(st.Occ[i].Seat), t.initialOf(st.Occ[i].Seat))
	}
	if t.target.kind == tSpace && t.target.space == sp {
		d.Ring(c.X, c.Y, c.R+6, 3, sprites.NeonAmber, 1)
	}
}

// drawCost shows the cans a space takes as small can outlines.
func (t *Table) drawCost(d *scenes.Draw, x, y float64, n int) {
	for i := 0; i < n; i++ {
		cx := x + (float64(i)-float64(n-1)/2)*9
		d.Fill(ui.Rect{X: cx - 3, Y: y - 6, W: 6, H: 13}, 2, sprites.Chalk, 0.9)
		d.Fill(ui.Rect{X: cx - 1.5, Y: y - 9, W: 3, H: 3}, 1, sprites.Chalk, 0.9)
	}
}

// drawTrackScale draws the score track's line at y, 0 to 100, a tick
// every 5 (tick long, twice that every 10) and the tens labelled at size
// label; the table and the final scoring draw the same track.
func drawTrackScale(d *scenes.Draw, y, tick, label float64) {
	d.Line(trackX0, y, trackX1, y, 3, sprites.Chalk, 0.3)
	for i := 0; i <= 100; i += 5 {
		x := trackX0 + (trackX1-trackX0)*float64(i)/100
		hh := tick
		if i%10 == 0 {
			hh = 2 * tick
			d.Text(scenes.Num(i), x, y+label+3, label, ui.Body, ui.Center, sprites.Chalk, 0.5)
		}
		d.Line(x, y-hh/2, x, y+hh/2, 1.5, sprites.Chalk, 0.5)
	}
}

// drawTrack draws the scoring track and the markers walking it.
func (t *Table) drawTrack(d *scenes.Draw) {
	x0, x1 := trackX0, trackX1
	// Each artist's marker carries their initial; markers that would
	// overlap (the same score, or nearly) stand side by side instead.
	type marker struct {
		seat int
		x    float64
		sc   int
	}
	var ms []marker
	for seat := range t.S.Players {
		sc := t.anim.shownScore(seat, t.S.Players[seat].Score)
		ms = append(ms, marker{seat, x0 + (x1-x0)*float64(sc%100)/100, sc})
	}
	sort.SliceStable(ms, func(i, j int) bool { return ms[i].x < ms[j].x })
	const r, gap = 8.0, 17.0
	at := make([]float64, len(ms))
	for k, m := range ms {
		at[k] = m.x
	}
	for k, x := range sideBySide(at, gap, x0, x1) {
		m := ms[k]
		y := trackY + 8
		d.Circle(x, y, r, t.seatColor(m.seat), 1)
		d.Ring(x, y, r, 1.5, sprites.Ink, 1)
		d.Text(string(t.initialOf(m.seat)), x, y+0.5, 10, ui.Bold, ui.Center, sprites.Ink, 1)
		if m.sc >= 100 {
			d.Text("+"+scenes.Num(m.sc/100*100), x, y-14, 9, ui.Bold, ui.Center, t.seatColor(m.seat), 1)
		}
	}
}

// initialOf is the initial a seat's pieces carry.
func (t *Table) initialOf(seat int) rune {
	if seat < 0 || seat >= t.S.N() {
		return 0
	}
	return scenes.Initial(t.S.Players[seat].Name)
}

// boardFrame draws a board as a printed one: card stock in a frame with
// an inner printed rule and rivets, its name on a plate in the board's
// colour. It lies in the table's static layer, drawn once per size.
func boardFrame(d *scenes.Draw, r ui.Rect, title string) {
	accent := boardAccent(r)
	d.Fill(r, 14, sprites.Night, 0.7)
	d.Fill(r.Inset(3), 12, sprites.Slate, 0.3)
	d.Stroke(r, 14, 2, accent, 0.55)
	d.Stroke(r.Inset(5), 10, 1, sprites.Chalk, 0.14)
	for _, p := range [...]ui.Point{{X: r.X + r.W - 11, Y: r.Y + 11}, {X: r.X + 11, Y: r.Y + r.H - 11}, {X: r.X + r.W - 11, Y: r.Y + r.H - 11}} {
		d.Circle(p.X, p.Y, 2.5, sprites.Chalk, 0.3)
	}
	plate := ui.Rect{X: r.X + 9, Y: r.Y + 5, W: ui.TextWidth(title, 14, ui.Bold) + 22, H: 22}
	d.Fill(plate, 11, accent, 0.85)
	d.Text(title, plate.X+11, plate.Y+plate.H/2+0.5, 14, ui.Bold, ui.Left, sprites.Ink, 1)
}

// boardAccent is the colour a board is printed in.
func boardAccent(r ui.Rect) color.RGBA {
	switch r {
	case permitBoard:
		return sprites.Gold
	case bonusBoard:
		return sprites.NeonViolet
	}
	return sprites.NeonPink
}

// spacePad prints a space's place on its board: a soft disc in the
// board's colour and a thin printed ring (thinner and paler than the
// cyan glow of a legal space), under the space itself.
func spacePad(d *scenes.Draw, sp graffiti.Space, accent color.RGBA) {
	c := spacePos(sp)
	d.Circle(c.X, c.Y, c.R+6, accent, 0.16)
	d.Ring(c.X, c.Y, c.R+6, 1, sprites.Chalk, 0.25)
}

// tileWell prints a tile's place on a board, a shade deeper than the board.
func tileWell(d *scenes.Draw, x, y, size float64) {
	d.Fill(ui.Rect{X: x - 3, Y: y - 3, W: size + 6, H: size + 6}, 10, sprites.Ink, 0.55)
}

func (t *Table) drawPermitBoard(d *scenes.Draw) {
	accent := boardAccent(permitBoard)
	for i := 0; i <= graffiti.PermitSlots; i++ {
		p := permitSlotPos(i)
		tileWell(d, p.X, p.Y, permitTile)
	}
	for i := 0; i < graffiti.PermitSlots; i++ {
		p := permitSlotPos(i)
		if pips := t.S.PermitSlots[i]; pips != 0 {
			sprites.DrawPermitTile(d.Dst, pips, d.S(p.X), d.S(p.Y), d.S(permitTile))
		} else {
			d.Stroke(ui.Rect{X: p.X, Y: p.Y, W: permitTile, H: permitTile}, 8, 1, sprites.Chalk, 0.3)
		}
	}
	p := permitSlotPos(3)
	if len(t.S.PermitStack) > 0 {
		sprites.DrawPermitTile(d.Dst, 0, d.S(p.X), d.S(p.Y), d.S(permitTile))
	}
	d.Text(scenes.Num(len(t.S.PermitStack)), p.X+permitTile/2, p.Y+permitTile+10, 11, ui.Bold, ui.Center, sprites.Chalk, 0.7)
	// Each space takes the tiles above it; thin lines say which.
	links := [4][2]int{{0, 0}, {0, 1}, {1, 2}, {2, 3}}
	for k := 0; k < 4; k++ {
		sp := graffiti.SpPermitFirst + graffiti.Space(k)
		c := spacePos(sp)
		for _, s := range links[k] {
			q := permitSlotPos(s)
			d.Line(c.X, c.Y-c.R-6, q.X+permitTile/2, q.Y+permitTile+3, 1.5, accent, 0.4)
		}
		spacePad(d, sp, accent)
		t.drawSpace(d, sp)
	}
	c := spacePos(graffiti.SpPermitFirst)
	sprites.DrawFirstPlayerToken(d.Dst, d.S(c.X-34), d.S(c.Y+8), d.S(22))
	d.Text(d.App.T(words.Stack), p.X+permitTile/2, p.Y+permitTile+24, 9, ui.Body, ui.Center, sprites.Chalk, 0.5)
}

func (t *Table) drawBonusBoard(d *scenes.Draw) {
	accent := boardAccent(bonusBoard)
	// The printed band the spaces sit on, under their tiles.
	first, last := spacePos(graffiti.SpBonus1), spacePos(graffiti.SpBonus1+graffiti.Space(graffiti.BonusSlots-1))
	d.Fill(ui.Rect{X: first.X - first.R - 9, Y: first.Y - first.R - 9, W: last.X - first.X + 2*first.R + 18, H: 2*first.R + 18}, first.R+9, accent, 0.1)
	for i := 0; i < graffiti.BonusSlots; i++ {
		p := bonusSlotPos(i)
		tileWell(d, p.X, p.Y, bonusTile)
		spacePad(d, graffiti.SpBonus1+graffiti.Space(i), accent)
	}
	spacePad(d, graffiti.SpBobby, sprites.NeonAmber)
	for i := 0; i < graffiti.BonusSlots; i++ {
		p := bonusSlotPos(i)
		if b := t.S.BonusSlots[i]; b != graffiti.Nobody {
			sprites.DrawBonusTile(d.Dst, kinds.Bonus(graffiti.Bonus(b)), d.S(p.X), d.S(p.Y), d.S(bonusTile))
		} else {
			d.Stroke(ui.Rect{X: p.X, Y: p.Y, W: bonusTile, H: bonusTile}, 8, 1, sprites.Chalk, 0.3)
		}
		sp := graffiti.SpBonus1 + graffiti.Space(i)
		t.drawSpace(d, sp)
	}
	c := spacePos(graffiti.SpBobby)
	if t.S.Bobby == graffiti.Nobody {
		sprites.DrawBobby(d.Dst, d.S(c.X-74), d.S(c.Y-22), d.S(44))
	}
	t.drawSpace(d, graffiti.SpBobby)
	x := bonusBoard.X + bonusBoard.W - 40
	if len(t.S.BonusStack) > 0 {
		sprites.DrawBonusBack(d.Dst, d.S(x-8), d.S(c.Y-20), d.S(36))
	}
	d.Text(scenes.Num(len(t.S.BonusStack)), x+10, c.Y+26, 11, ui.Bold, ui.Center, sprites.Chalk, 0.7)
}

func (t *Table) drawPaintBoard(d *scenes.Draw) {
	accent := boardAccent(paintBoard)
	// Each column printed in its paints' colours, from the tile down to
	// its two spaces; the big space on a band of red, yellow and blue.
	for k := graffiti.Tile(0); k < graffiti.NumTiles; k++ {
		x := paintColumn(k)
		ps := kinds.Tile(k)
		for i, p := range ps {
			w := paintTile / float64(len(ps))
			d.Fill(ui.Rect{X: x + float64(i)*w, Y: boardsY + 30, W: w, H: boardsH - 36}, 0, sprites.PaintColor(p), 0.13)
		}
		tileWell(d, x, boardsY+34, paintTile)
	}
	for sp := graffiti.SpR1; sp <= graffiti.SpYB2; sp++ {
		if sp != graffiti.SpBig {
			spacePad(d, sp, accent)
		}
	}
	band := bigSpace.Inset(-5)
	for i, p := range [...]graffiti.Paint{graffiti.Red, graffiti.Yellow, graffiti.Blue} {
		d.Fill(ui.Rect{X: band.X + 8 + float64(i)*(band.W-16)/3, Y: band.Y + band.H - 4, W: (band.W - 16) / 3, H: 3}, 0, sprites.PaintColor(kinds.Paint(p)), 0.8)
	}
	d.Stroke(band, 20, 1, accent, 0.4)
	for k := graffiti.Tile(0); k < graffiti.NumTiles; k++ {
		x := paintColumn(k)
		n := t.S.Supply[k]
		alpha := float32(1)
		if n == 0 {
			alpha = 0.3
		}
		sprites.DrawPaintTile(d.Dst, kinds.Tile(k), d.S(x), d.S(boardsY+34), d.S(paintTile), d.S(paintTile))
		if n == 0 {
			d.Fill(ui.Rect{X: x, Y: boardsY + 34, W: paintTile, H: paintTile}, 6, sprites.Night, 0.7)
		}
		d.Text("×"+scenes.Num(n), x+paintTile/2, boardsY+84, 12, ui.Bold, ui.Center, sprites.Chalk, alpha)
	}
	for sp := graffiti.SpR1; sp <= graffiti.SpYB2; sp++ {
		t.drawSpace(d, sp)
	}
}

// drawStrips shows each player's public facts.
func (t *Table) drawStrips(d *scenes.Draw) {
	for seat := range t.S.Players {
		p := &t.S.Players[seat]
		r := stripRect(seat)
		col := t.seatColor(seat)
		d.Fill(ui.Rect{X: r.X, Y: r.Y, W: 6, H: r.H}, 3, col, 1)
		if seat == t.S.Actor() {
			d.Stroke(r, 10, 2, col, 1)
		}
		end := d.NameMark(p.Name, r.X+14, r.Y+13, 14, ui.Bold, col, t.seatMark(seat))
		if t.isBot(seat) {
			x := end + 6
			d.Text(d.App.SeatLabel(t.seats[seat]), x, r.Y+14, 10, ui.Bold, ui.Left, sprites.Chalk, 0.6)
		}
		if p.Passed {
			d.Text(d.App.T(words.Passed), r.X+r.W-48, r.Y+14, 11, ui.Bold, ui.Right, sprites.NeonAmber, 0.9)
		}
		d.Text(scenes.Num(t.anim.shownScore(seat, p.Score)), r.X+r.W-10, r.Y+15, 22, ui.Display, ui.Right, sprites.Chalk, 1)
		// Cans on the artist tile.
		for i := 0; i < p.Cans; i++ {
			sprites.DrawSprayCan(d.Dst, d.S(r.X+14+float64(i)*9), d.S(r.Y+27), d.S(18), col)
		}
		// Hidden tile counts and tags left.
		// Tags left, and what is behind the screen, counted but not
		// shown (stripIcons: where each sits and what it counts).
		for i, n := range [...]int{p.Tags, p.PaintCount(), p.PermitCount(), p.BonusCount()} {
			ic := stripIcon(r, i)
			drawStripIcon(d, i, ic.X, r.Y+29, col, scenes.Initial(p.Name))
			nx := ic.X + 17 // past the icon; the tag is wider
			if i == 0 {
				nx += 3
			}
			d.Text(scenes.Num(n), nx, r.Y+36, 11, ui.Bold, ui.Left, sprites.Chalk, 0.9)
		}
		// Paid paint in front of the screen.
		px := r.X + 14
		for k := graffiti.Tile(0); k < graffiti.NumTiles; k++ {
			for i := 0; i < p.Paid[k] && px < r.X+r.W-20; i++ {
				sprites.DrawPaintTile(d.Dst, kinds.Tile(k), d.S(px), d.S(r.Y+46), d.S(11), d.S(11))
				px += 13
			}
		}
		ix := r.X + r.W - 18
		if t.S.First == seat {
			sprites.DrawFirstPlayerToken(d.Dst, d.S(ix-4), d.S(r.Y+32), d.S(20))
			ix -= 24
		}
		if t.S.Bobby == seat {
			sprites.DrawBobby(d.Dst, d.S(ix-4), d.S(r.Y+32), d.S(20))
			ix -= 24
		}
		if p.Reserve != graffiti.Nobody {
			sprites.DrawReservationMarker(d.Dst, d.S(ix-4), d.S(r.Y+32), d.S(20), col)
		}
	}
}

// drawScreen shows the private tiles of seat, the one person who may see.
func (t *Table) drawScreen(d *scenes.Draw, seat int) {
	p := &t.S.Players[seat]
	d.Fill(privRect, 12, sprites.Ink, 0.85)
	d.Stroke(privRect, 12, 2, t.seatColor(seat), 0.9)
	d.Text(d.App.T(words.YourScreen, p.Name), privRect.X+12, privY+16, 14, ui.Bold, ui.Left, t.seatColor(seat), 1)
	i := 0
	for k := graffiti.Tile(0); k < graffiti.NumTiles; k++ {
		for n := 0; n < p.Paint[k]; n++ {
			q := privPaintPos(i, p.PaintCount())
			sprites.DrawPaintTile(d.Dst, kinds.Tile(k), d.S(q.X), d.S(q.Y), d.S(privTile), d.S(privTile))
			i++
		}
	}
	for _, h := range heldPermits(p) {
		sprites.DrawPermitTile(d.Dst, h.kind, d.S(h.at.X), d.S(h.at.Y), d.S(privTile))
		drawHeldCount(d, h)
	}
	for _, h := range heldBonus(p) {
		sprites.DrawBonusTile(d.Dst, kinds.Bonus(graffiti.Bonus(h.kind)), d.S(h.at.X), d.S(h.at.Y), d.S(privTile))
		drawHeldCount(d, h)
	}
	if p.PaintCount()+p.PermitCount()+p.BonusCount() == 0 {
		d.Text(d.App.T(words.NoTiles), privRect.X+14, privY+60, 13, ui.Body, ui.Left, sprites.Chalk, 0.6)
	}
	if seat == t.S.Actor() && t.canReserve() {
		b := ui.Button{R: reserveBtn, Label: d.App.T(words.Reserve), Enabled: true, Accent: sprites.NeonAmber}
		if t.reserving {
			d.Fill(reserveBtn, 10, sprites.NeonAmber, 0.35)
		}
		d.Button(&b, 13)
	}
}

// held is one kind of tile behind a screen: a permit's pips or a bonus,
// how many of it the seat holds, and where its tile stands.
type held struct {
	kind, n int
	at      ui.Point
}

// heldPermits are the seat's permits, one tile a pip value with their
// count: all thirty fit the row, each readable and apart.
func heldPermits(p *graffiti.Player) []held {
	var out []held
	for pips := 1; pips <= graffiti.NumSections; pips++ {
		if n := p.Permits[pips]; n > 0 {
			out = append(out, held{pips, n, privPermitPos(len(out))})
		}
	}
	return out
}

// heldBonus are the seat's bonus tiles, one tile a kind with its count.
func heldBonus(p *graffiti.Player) []held {
	var out []held
	for b := graffiti.Bonus(0); b < graffiti.NumBonus; b++ {
		if n := p.Bonus[b]; n > 0 {
			out = append(out, held{int(b), n, privBonusPos(len(out))})
		}
	}
	return out
}

// drawHeldCount writes the count on a kind of tile held more than once.
func drawHeldCount(d *scenes.Draw, h held) {
	if h.n < 2 {
		return
	}
	c := ui.Point{X: h.at.X + privTile - 6, Y: h.at.Y + privTile - 4}
	d.Circle(c.X, c.Y, 9, sprites.Ink, 0.9)
	d.Text(scenes.Num(h.n), c.X, c.Y+4, 11, ui.Bold, ui.Center, sprites.Chalk, 1)
}

// drawKeep shows the tiles to keep or give back.
func (t *Table) drawKeep(d *scenes.Draw) {
	seat := t.S.Actor()
	p := &t.S.Players[seat]
	d.Fill(privRect, 12, sprites.Ink, 0.85)
	d.Stroke(privRect, 12, 2, t.seatColor(seat), 0.9)
	d.Text(d.App.T(words.KeepTitle, t.keepLimit()), privRect.X+12, privY+16, 14, ui.Bold, ui.Left, t.seatColor(seat), 1)
	tiles := keepTiles(p)
	for i, k := range tiles {
		q := privPaintPos(i, len(tiles))
		kept := keptAt(tiles, t.keep, i)
		sprites.DrawPaintTile(d.Dst, kinds.Tile(k), d.S(q.X), d.S(q.Y), d.S(privTile), d.S(privTile))
		if kept {
			d.Stroke(ui.Rect{X: q.X - 3, Y: q.Y - 3, W: privTile + 6, H: privTile + 6}, 8, 3, sprites.NeonAmber, 1)
		} else {
			d.Fill(ui.Rect{X: q.X, Y: q.Y, W: privTile, H: privTile}, 6, sprites.Night, 0.55)
		}
	}
	if p.Bonus[graffiti.BonusSave] > 0 && len(tiles) >= graffiti.KeepLimitSave {
		b := ui.Button{R: saveBtn, Label: d.App.T(words.UseSave), Enabled: true, Accent: sprites.NeonAmber}
		if t.keepSave {
			d.Fill(saveBtn, 10, sprites.NeonAmber, 0.35)
		}
		d.Button(&b, 12)
	}
}

// legendWords name the counts of a player's strip, in stripIcons' order.
var legendWords = [...]words.Word{words.LegendTags, words.LegendPaint, words.LegendPermits, words.LegendBonus}

// drawStripIcon draws the icon of count i of a player's strip (tags left,
// paint tiles, permits, bonus tiles) with its top-left at x,y; the strips
// and their legend draw the same pictures.
func drawStripIcon(d *scenes.Draw, i int, x, y float64, col color.RGBA, tag rune) {
	switch i {
	case 0:
		sprites.DrawTag(d.Dst, d.S(x), d.S(y-2), d.S(18), col, tag)
	case 1:
		sprites.DrawPaintTile(d.Dst, kinds.Tile(graffiti.TileRY), d.S(x), d.S(y), d.S(14), d.S(14))
	case 2:
		sprites.DrawPermitTile(d.Dst, 0, d.S(x), d.S(y), d.S(14))
	case 3:
		sprites.DrawBonusBack(d.Dst, d.S(x), d.S(y), d.S(14))
	}
}

// legendH is the height the legend takes at the top of the log.
const legendH = 20.0

// drawLegend says, once, under the players' strips, what each of their
// counts is: a newcomer reads the strips without asking.
func (t *Table) drawLegend(d *scenes.Draw, r ui.Rect) {
	// The largest size, down to 9 px, at which the four fit the log's
	// width (French says "autorisations").
	size, gap := 11.0, 10.0
	for ; size > 9; size -= 0.5 {
		if legendWidth(d, size, gap) <= r.W-16 {
			break
		}
	}
	x := r.X + 8
	for i, w := range legendWords {
		drawStripIcon(d, i, x, r.Y+3, sprites.Chalk, '•')
		x += legendIconW(i)
		label := d.App.T(w)
		d.Text(label, x, r.Y+10, size, ui.Body, ui.Left, sprites.Chalk, 0.7)
		x += ui.TextWidth(label, size, ui.Body) + gap
	}
}

func legendWidth(d *scenes.Draw, size, gap float64) float64 {
	w := 0.0
	for i, word := range legendWords {
		w += legendIconW(i) + ui.TextWidth(d.App.T(word), size, ui.Body) + gap
	}
	return w - gap
}

// legendIconW is the room an icon takes in the legend; the tag is wider.
func legendIconW(i int) float64 {
	if i == 0 {
		return 22
	}
	return 18
}
