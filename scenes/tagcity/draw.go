package tagcity

import (
	"fmt"
	"image/color"
	"math"

	"graffiti/game"
	"graffiti/game/tagcity"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// drawTable paints the Tag City table: the HQ ring and its dice, the panel of
// the choice under way, the large city board of the tagger to act (or the
// one enlarged), the others' boards down the right, the banner, the log
// and, before a person's final-die choice at a shared device, the shutter.
func (t *Table) drawTable(d *scenes.Draw) {
	a := d.App
	scenes.Background(d, 0.55)
	t.drawHQ(d)
	t.drawPanel(d)
	t.drawBoard(d, t.mainSeat(), tcGridX, tcGridY, tcCell, true)
	t.drawBanner(d)
	for i, seat := range t.thumbSeats() {
		t.drawThumb(d, tcThumbRect(i), seat)
	}
	t.drawLogLines(d)
	d.Button(&ui.Button{R: tcRulesBtn, Label: a.T(words.Rules), Enabled: true}, 17)
	d.Button(&ui.Button{R: tcTitleBtn, Label: a.T(words.Menu), Enabled: true}, 17)
	if t.S.Phase == tagcity.PhaseFinal && scenes.People(t.Seats) > 1 {
		var card *scenes.ShutterCard
		if actor := t.S.Actor(); actor != game.Nobody {
			name := t.S.Taggers[actor].Name
			card = &scenes.ShutterCard{Name: name, Col: t.Marker(actor), Mark: t.markerMark(actor), Colour: a.T(t.markerName(actor)),
				Sub: a.T(TCFinalSecret, name), Foot: a.T(words.Round, t.S.Round)}
		}
		t.Curtain.DrawShutter(d, card)
	}
}

// mayShowChoice reports whether the choice in hand may be drawn: always
// while placing and picking (all is public), for the final die only to
// the person choosing, once they lifted the shutter (or alone at the
// device).
func (t *Table) mayShowChoice() bool {
	if t.S.Phase != tagcity.PhaseFinal {
		return true
	}
	actor := t.S.Actor()
	if actor == game.Nobody || t.isBot(actor) {
		return false
	}
	return scenes.People(t.Seats) <= 1 || t.Curtain.Lifted(actor)
}

// drawHQ is the ring: six sections with their shapes, the faces between
// them, the small shapes in the centre, and the dice.
func (t *Table) drawHQ(d *scenes.Draw) {
	a := d.App
	d.Fill(tcHQRect, 16, sprites.Night, 0.88)
	d.Stroke(tcHQRect, 16, 2, sprites.NeonViolet, 0.5)
	d.Text(a.T(TCHQ), tcHQRect.X+14, tcHQRect.Y+18, 18, ui.Display, ui.Left, sprites.NeonPink, 1)
	d.Circle(tcHQCentre.X, tcHQCentre.Y, 46, sprites.Ink, 0.9)
	d.Ring(tcHQCentre.X, tcHQCentre.Y, 46, 2, sprites.Chalk, 0.4)
	for k, sh := range tagcity.SmallShapes() {
		x := tcHQCentre.X - 30 + float64(k)*22
		tcDrawShape(d, sh, 0, x, tcHQCentre.Y-14+float64(k%2)*8, 7, sprites.Chalk, 0.85)
	}
	lit := [2]int{-1, -1}
	if t.held >= 0 && t.S.Phase == tagcity.PhasePlace && t.rolled() && !t.isBot(t.S.Actor()) {
		lit[0], lit[1] = tagcity.DieSections(t.S.Dice[t.held].Face)
	}
	for sec := 0; sec < tagcity.Sections; sec++ {
		r := tcSectionRect(sec)
		col := sprites.TCSections[sec]
		d.Fill(r, 12, col, 0.16)
		w, alpha := 2.0, float32(0.8)
		if sec == lit[0] || sec == lit[1] {
			w, alpha = 4, 1
			d.Fill(r, 12, col, 0.2)
		}
		d.Stroke(r, 12, w, col, alpha)
		d.Text(tcRoman(sec), r.X+8, r.Y+12, 14, ui.Bold, ui.Left, col, 1)
		tcDrawShape(d, t.S.HQ[sec], 0, r.X+r.W/2-18, r.Y+14, 9, col, 0.95)
	}
	for f := 1; f <= tagcity.Faces; f++ {
		// The printed face between its two sections, as a numeral: a
		// die's pips are for the dice themselves.
		p := tcFacePos(f)
		d.Circle(p.X, p.Y, 13, sprites.Ink, 0.95)
		d.Ring(p.X, p.Y, 13, 1.5, sprites.Chalk, 0.6)
		d.Text(fmt.Sprint(f), p.X, p.Y, 15, ui.Bold, ui.Center, sprites.Chalk, 0.95)
	}
	switch t.S.Phase {
	case tagcity.PhasePlace:
		if !t.rolled() {
			return
		}
		busy := t.rollBusy(a)
		for i, die := range t.S.Dice {
			face := die.Face
			r := t.placingDieRect(i)
			if busy {
				// Tumbling: faces flicker, dice jitter in the tray.
				face = 1 + (a.Tick/3+i*5)%tagcity.Faces
				r.X += 3 * math.Sin(float64(a.Tick+i*7)/2)
				r.Y += 3 * math.Cos(float64(a.Tick+i*3)/2)
			}
			tcDrawDie(d, r, face, sprites.Chalk, sprites.Ink, 1)
			if i == t.held && !busy {
				d.Stroke(r.Inset(-3), 8, 3, sprites.NeonAmber, 1)
			}
		}
	case tagcity.PhasePick, tagcity.PhaseFinal:
		for i, die := range t.S.Dice {
			if die.Taker != game.Nobody {
				continue
			}
			r := t.pickDieRect(i)
			tcDrawDie(d, r, die.Face, sprites.Chalk, sprites.Ink, 1)
			if i == t.held && t.mayShowChoice() {
				d.Stroke(r.Inset(-3), 8, 3, sprites.NeonAmber, 1)
			}
		}
	}
}

// drawPanel is the choice under way, under the HQ.
func (t *Table) drawPanel(d *scenes.Draw) {
	a := d.App
	d.Fill(tcPanel, 16, sprites.Night, 0.88)
	d.Stroke(tcPanel, 16, 2, sprites.NeonViolet, 0.5)
	actor := t.S.Actor()
	hint := ""
	x, w := tcPanel.X+16, tcPanel.W-32
	switch {
	case actor == game.Nobody:
	case t.isBot(actor) && t.Seats[actor].Replayed:
		// A step of a replay: what it did, not who is awaited.
		if n := len(t.log); n > 0 {
			for i, l := range ui.Wrap(t.eventText(a.Lang(), t.log[n-1].ev), 20, ui.Bold, w) {
				d.Text(l, tcPanel.X+tcPanel.W/2, tcPanel.Y+60+float64(i)*26, 20, ui.Bold, ui.Center, t.Marker(actor), 1)
			}
		}
	case t.isBot(actor):
		dots := []string{"", ".", "..", "..."}[(a.Tick/15)%4]
		line := a.T(TCThinking, t.S.Taggers[actor].Name)
		if t.Seats[actor].OnPhone() {
			line = a.T(words.PhoneTurn, t.S.Taggers[actor].Name)
		}
		// Fitted with room for the dots, so a long name is cut the same
		// in every frame.
		line = ui.Fit(line, 20, ui.Bold, w-ui.TextWidth("...", 20, ui.Bold)) + dots
		d.Text(line, tcPanel.X+tcPanel.W/2, tcPanel.Y+60, 20, ui.Bold, ui.Center, t.Marker(actor), 1)
	case t.S.Phase == tagcity.PhasePlace && !t.rolled():
		hint = a.T(TCRollHint)
		d.Button(&ui.Button{R: tcRollBtn, Label: a.T(TCRoll), Enabled: true, Accent: sprites.NeonAmber}, 22)
	case t.S.Phase == tagcity.PhasePlace:
		_, all := t.placeAction()
		hint = a.T(TCPlaceHint)
		if all {
			hint = a.T(TCPlaceDone)
		}
		t.confirmButton(d, all)
	case !t.mayShowChoice():
	case t.held < 0:
		hint = a.T(TCPickHint)
	default:
		t.drawUses(d)
		hint = t.useHint(a)
	}
	if hint != "" {
		for k, l := range ui.Wrap(hint, 15, ui.Bold, w) {
			d.Text(l, x, tcPanel.Y+24+float64(k)*19, 15, ui.Bold, ui.Left, sprites.Chalk, 0.95)
		}
	}
	if t.canUndo() {
		d.Button(&ui.Button{R: tcUndoBtn, Label: a.T(words.Undo), Enabled: true}, 17)
	}
	if t.msg != "" {
		for k, l := range ui.Wrap(t.msg, 14, ui.Bold, w) {
			d.Text(l, x, tcPanel.Y+tcPanel.H-82+float64(k)*17, 14, ui.Bold, ui.Left, sprites.NeonAmber, 1)
		}
	}
}

// confirmButton draws Confirm, lit when the choice is one the core takes.
func (t *Table) confirmButton(d *scenes.Draw, ok bool) {
	d.Button(&ui.Button{R: tcConfirmBtn, Label: d.App.T(words.Confirm), Enabled: ok, Accent: sprites.NeonAmber}, 18)
}

// useHint says what to do next with the die in hand, and what the
// drawing would score.
func (t *Table) useHint(a *scenes.App) string {
	switch t.use {
	case tagcity.ActTag, tagcity.ActDrone:
		if t.use == tagcity.ActDrone && t.shape >= tagcity.NumShapes {
			return a.T(TCDronePick, tagcity.DroneValues()[min(t.S.Taggers[t.S.Actor()].Drones, tagcity.DroneSpots-1)])
		}
		if !t.put {
			return a.T(TCTagHint)
		}
		return t.previewText(a)
	case tagcity.ActSocial:
		if t.S.Phase == tagcity.PhaseFinal {
			return a.T(TCSocialFinal)
		}
		if t.bubble == 0 {
			return a.T(TCNoBubble)
		}
		return a.T(TCSocialPick)
	}
	if t.S.Phase == tagcity.PhaseFinal {
		return a.T(TCFinalHint)
	}
	return a.T(TCUseHint)
}

// previewText is what the drawing put down would score, from the core.
func (t *Table) previewText(a *scenes.App) string {
	if t.S.Check(t.candidate()) != nil {
		return a.T(TCNoFitHere)
	}
	p := t.previewOf(t.candidate())
	if !p.valid || len(p.lines) == 0 {
		return a.T(TCScoresNothing) + " · " + a.T(TCDelta, p.delta)
	}
	s := ""
	for i, e := range p.lines {
		if i > 0 {
			s += " · "
		}
		s += a.T(TCCompletes, tcFeatureName(a.Lang(), e.N), tcHighWord(a.Lang(), e.High), e.Value)
	}
	return s + " · " + a.T(TCDelta, p.delta)
}

// drawUses is Tag / Drone / Social, and the choices of the use taken.
func (t *Table) drawUses(d *scenes.Draw) {
	a := d.App
	labels := [3]words.Word{TCTag, TCDrone, TCSocial}
	for k, kind := range tcUseKinds {
		b := &ui.Button{R: tcUseBtn(k), Label: a.T(labels[k]), Enabled: t.canUse(kind)}
		if t.use == kind {
			b.Accent = sprites.NeonAmber
		}
		d.Button(b, 17)
	}
	switch t.use {
	case tagcity.ActDrone:
		for k, sh := range t.S.Shapes() {
			r := tcDroneShape(k)
			d.Fill(r, 8, sprites.Ink, 0.9)
			alpha := float32(0.5)
			if sh == t.shape {
				alpha = 1
			}
			d.Stroke(r, 8, 2, sprites.NeonCyan, alpha)
			tcDrawShape(d, sh, 0, r.X+r.W/2-16, r.Y+8, 8, sprites.Chalk, 0.9)
			d.Text(tcShapeName(a, sh), r.X+r.W/2, r.Y+r.H-8, 11, ui.Bold, ui.Center, sprites.Chalk, 0.8)
		}
	case tagcity.ActSocial:
		values := tagcity.BubbleValues()
		for b := 0; b < tagcity.NumBubbles && t.S.Phase == tagcity.PhasePick; b++ {
			r := tcBubbleBtn(b)
			free := t.S.Bubbles[b] == 0
			alpha := float32(0.35)
			if free {
				alpha = 0.9
			}
			d.Circle(r.X+r.W/2, r.Y+r.H/2, r.W/2, sprites.Ink, 0.95)
			d.Ring(r.X+r.W/2, r.Y+r.H/2, r.W/2-2, 2, sprites.NeonCyan, alpha)
			if t.bubble == b+1 {
				d.Ring(r.X+r.W/2, r.Y+r.H/2, r.W/2+3, 3, sprites.NeonAmber, 1)
			}
			d.Text(fmt.Sprint(values[b]), r.X+r.W/2, r.Y+r.H/2, 18, ui.Bold, ui.Center, sprites.Chalk, alpha)
		}
	}
	if t.drawing() {
		d.Button(&ui.Button{R: tcRotateBtn, Label: a.T(TCRotate), Enabled: true}, 16)
		d.Button(&ui.Button{R: tcFlipBtn, Label: a.T(TCFlip), Enabled: true}, 16)
	}
	t.confirmButton(d, t.ready())
}

// drawBoard draws seat's city board with its grid at (x, y), squares of
// size cell: districts, tags, the features' values, and (large) the
// drone remote, the bubbles and the drawing under way.
func (t *Table) drawBoard(d *scenes.Draw, seat int, x, y, cell float64, large bool) {
	a := d.App
	side := t.S.Setup.City
	tg := &t.S.Taggers[seat]
	marker := t.Marker(seat)
	if large {
		d.Fill(tcBoardRect, 16, sprites.Night, 0.85)
		d.Stroke(tcBoardRect, 16, 2, marker, 0.7)
		d.NameMark(a.T(TCCity, tg.Name), tcBoardRect.X+16, tcBoardRect.Y+24, 22, ui.Display, marker, t.markerMark(seat))
		d.Text(a.T(TCPts, t.S.Score(seat)), tcBoardRect.X+tcBoardRect.W-16, tcBoardRect.Y+24, 22, ui.Display, ui.Right, sprites.Chalk, 1)
	}
	for r := 0; r < tagcity.Rows; r++ {
		for c := 0; c < tagcity.Cols; c++ {
			k := tagcity.DistrictAt(side, r, c)
			sq := ui.Rect{X: x + float64(c)*cell, Y: y + float64(r)*cell, W: cell - 1, H: cell - 1}
			d.Fill(sq, 2, sprites.TCDistricts[k], 0.32)
			if tg.Grid.Has(r, c) {
				p := 1.0
				if large {
					p = t.cellProgress(a, seat, r, c)
				}
				in := sq.Inset(cell * 0.5 * (1 - p))
				d.Fill(in, cell*0.18, marker, float32(0.95*p))
				if large {
					d.Line(sq.X+cell*0.25, sq.Y+cell*0.7, sq.X+cell*0.7, sq.Y+cell*0.25, 3, sprites.Ink, float32(0.5*p))
				}
			} else if large {
				d.Text(string(tagcity.DistrictLetter(k)), sq.X+sq.W/2, sq.Y+sq.H/2, 13, ui.Bold, ui.Center, sprites.TCDistricts[k], 0.55)
			}
		}
	}
	// District borders.
	for r := 0; r < tagcity.Rows; r++ {
		for c := 0; c < tagcity.Cols; c++ {
			k := tagcity.DistrictAt(side, r, c)
			if c+1 < tagcity.Cols && tagcity.DistrictAt(side, r, c+1) != k {
				d.Line(x+float64(c+1)*cell, y+float64(r)*cell, x+float64(c+1)*cell, y+float64(r+1)*cell, 1.5, sprites.Chalk, 0.7)
			}
			if r+1 < tagcity.Rows && tagcity.DistrictAt(side, r+1, c) != k {
				d.Line(x+float64(c)*cell, y+float64(r+1)*cell, x+float64(c+1)*cell, y+float64(r+1)*cell, 1.5, sprites.Chalk, 0.7)
			}
		}
	}
	d.Stroke(ui.Rect{X: x - 1, Y: y - 1, W: cell*tagcity.Cols + 1, H: cell*tagcity.Rows + 1}, 3, 2, sprites.Chalk, 0.7)
	if !large {
		// Too small for a letter on every square: each district's letter
		// once, on its middle square, so its colour is not its only sign
		// (in ink where that square is tagged).
		for k, at := range tcLabelSquares[side] {
			col := sprites.TCDistricts[k]
			if tg.Grid.Has(at[0], at[1]) {
				col = sprites.Ink
			}
			d.Text(string(tagcity.DistrictLetter(k)), x+(float64(at[1])+0.5)*cell-0.5, y+(float64(at[0])+0.5)*cell-0.5, cell*0.8, ui.Bold, ui.Center, col, 1)
		}
		return
	}
	for c := 0; c < tagcity.Cols; c++ {
		t.drawValues(d, seat, c, tcColValue(c, false), tcColValue(c, true))
		d.Text(string(rune('A'+c)), x+(float64(c)+0.5)*cell, y-52, 12, ui.Bold, ui.Center, sprites.NeonCyan, 0.8)
	}
	for r := 0; r < tagcity.Rows; r++ {
		t.drawValues(d, seat, tagcity.Cols+r, tcRowValue(r, false), tcRowValue(r, true))
		d.Text(fmt.Sprint(r+1), x-14, y+(float64(r)+0.5)*cell, 13, ui.Bold, ui.Center, sprites.NeonCyan, 0.8)
	}
	for k := 0; k < tagcity.Districts; k++ {
		chip := tcDistrictChip(k)
		d.Fill(chip, 8, sprites.TCDistricts[k], 0.25)
		d.Stroke(chip, 8, 1.5, sprites.TCDistricts[k], 0.8)
		d.Text(string(tagcity.DistrictLetter(k)), chip.X+16, chip.Y+chip.H/2, 16, ui.Display, ui.Center, sprites.TCDistricts[k], 1)
		t.drawValues(d, seat, tagcity.Cols+tagcity.Rows+k, tcDistValue(k, false), tcDistValue(k, true))
	}
	// The drone remote and the bubbles.
	base := tcDroneSpot(0)
	d.Text(a.T(TCRemote), base.X-18, base.Y, 13, ui.Bold, ui.Right, sprites.Chalk, 0.8)
	for i, v := range tagcity.DroneValues() {
		p := tcDroneSpot(i)
		d.Circle(p.X, p.Y, 12, sprites.Ink, 0.9)
		d.Text(fmt.Sprint(v), p.X, p.Y, 13, ui.Bold, ui.Center, sprites.Chalk, 0.9)
		if i < tg.Drones {
			d.Arc(p.X, p.Y, 13, 3, t.markProgress(a, tagcity.EvDrone, seat, i+1), marker, 1)
		}
	}
	bp := tcBubbleSpot(0)
	d.Text(a.T(TCBubbles), bp.X-18, bp.Y, 13, ui.Bold, ui.Right, sprites.Chalk, 0.8)
	for b, v := range tagcity.BubbleValues() {
		p := tcBubbleSpot(b)
		d.Circle(p.X, p.Y, 13, sprites.Ink, 0.9)
		d.Text(fmt.Sprint(v), p.X, p.Y, 13, ui.Bold, ui.Center, sprites.Chalk, 0.9)
		by := t.S.Bubbles[b]
		switch {
		case by&(1<<seat) != 0:
			d.Arc(p.X, p.Y, 14, 3, t.markProgress(a, tagcity.EvBubble, -1, b+1), marker, 1)
		case by != 0:
			tcCross(d, p.X, p.Y, 10, 1, sprites.Chalk, 0.8)
		}
	}
	t.drawGhost(d, seat)
}

// drawValues draws feature f's high and low values on seat's board:
// circled when scored, the high crossed when another took it first.
func (t *Table) drawValues(d *scenes.Draw, seat, f int, hiAt, loAt ui.Point) {
	hi, lo := tagcity.FeatureValues(t.S.Setup.City, f)
	marker := t.Marker(seat)
	tg := &t.S.Taggers[seat]
	d.Text(fmt.Sprint(hi), hiAt.X, hiAt.Y, 14, ui.Bold, ui.Center, sprites.Chalk, 1)
	d.Text(fmt.Sprint(lo), loAt.X, loAt.Y, 12, ui.Body, ui.Center, sprites.Chalk, 0.7)
	by := t.S.HighBy[f]
	p := float32(t.fxProgress(d.App, func(x *tcFx) bool { return x.ev.Kind == tagcity.EvFeature && x.ev.N == f }))
	// The marker circles the value as the event plays, and crosses out a
	// high value another tagger took: stroke by stroke.
	switch {
	case by&(1<<seat) != 0:
		d.Arc(hiAt.X, hiAt.Y, 11, 2.5, float64(p), marker, 1)
	case by != 0:
		tcCross(d, hiAt.X, hiAt.Y, 8, float64(p), sprites.Chalk, 0.75)
	}
	if tg.Done&(1<<f) != 0 && tg.High&(1<<f) == 0 {
		d.Arc(loAt.X, loAt.Y, 10, 2.5, float64(p), marker, 1)
	}
}

// drawGhost is the drawing under way on the large board: lit green where
// the core takes it, red where it refuses, following the pointer until a
// tap puts it down.
func (t *Table) drawGhost(d *scenes.Draw, seat int) {
	if !t.drawing() || seat != t.S.Actor() || !t.mayShowChoice() || t.viewing >= 0 {
		return
	}
	o := tagcity.Orientations(t.shape)[tcOrient(t.shape, t.turn)]
	col := sprites.ArtistGreen
	if t.S.Check(t.candidate()) != nil {
		col = sprites.TCDistricts[0]
	}
	alpha := float32(0.55)
	if t.put {
		alpha = 0.85
	}
	for _, q := range o.Cells {
		sq := tcCellRect(t.anchor[0]+q[0], t.anchor[1]+q[1])
		d.Fill(sq.Inset(2), 5, t.Marker(seat), alpha*0.7)
		d.Stroke(sq.Inset(2), 5, 3, col, alpha+0.1)
	}
}

// drawBanner says who does what now.
func (t *Table) drawBanner(d *scenes.Draw) {
	a := d.App
	d.Fill(tcBanner, 10, sprites.Ink, 0.9)
	text, col := t.bannerText(a)
	round := a.T(words.Round, t.S.Round)
	d.Text(round, tcBanner.X+12, tcBanner.Y+tcBanner.H/2, 13, ui.Body, ui.Left, sprites.Chalk, 0.7)
	cx, size, lines := tcBannerLines(round, text)
	for i, l := range lines {
		d.Text(l, cx, tcBanner.Y+tcBanner.H/2+(float64(i)-float64(len(lines)-1)/2)*(size+2), size, ui.Bold, ui.Center, col, 1)
	}
}

// tcBannerLines lays the banner's words out beside the round's label:
// centred on the banner where they clear it; longer (German's last
// round), centred on what is left, on two lines of a smaller size if
// need be, or three smaller still (a last round of all three endings,
// in French). cx is the lines' centre.
func tcBannerLines(round, text string) (cx, size float64, lines []string) {
	left := tcBanner.X + 12 + ui.TextWidth(round, 13, ui.Body) + 12
	free := tcBanner.X + tcBanner.W - 12 - left
	cx = tcBanner.X + tcBanner.W/2
	w := ui.TextWidth(text, 16, ui.Bold)
	if cx-w/2 >= left {
		return cx, 16, []string{text}
	}
	cx = left + free/2
	if w <= free {
		return cx, 16, []string{text}
	}
	if lines := ui.Wrap(text, 13, ui.Bold, free); len(lines) <= 2 {
		return cx, 13, lines
	}
	return cx, 11, ui.Wrap(text, 11, ui.Bold, free)
}

// bannerText is what the banner says, in the actor's colour. A pick is
// "your pick" only to a person at this screen: a bot's, or a person's on
// their phone, is told as theirs.
func (t *Table) bannerText(a *scenes.App) (string, color.RGBA) {
	actor := t.S.Actor()
	text, col := "", sprites.Chalk
	switch {
	case t.viewing >= 0:
		text = a.T(TCViewing, t.S.Taggers[t.viewing].Name)
	case actor == game.Nobody:
		text = a.T(TCLogOver)
	case t.S.Phase == tagcity.PhasePlace && !t.rolled() && !t.isBot(actor):
		text, col = a.T(TCRollNow, t.S.Taggers[actor].Name), t.Marker(actor)
	case t.S.Phase == tagcity.PhasePlace:
		text, col = a.T(TCPlacing, t.S.Taggers[actor].Name), t.Marker(actor)
	case t.S.Phase == tagcity.PhasePick && t.isBot(actor):
		text, col = a.T(TCPicks, t.S.Taggers[actor].Name, a.T(t.markerName(actor))), t.Marker(actor)
	case t.S.Phase == tagcity.PhasePick:
		text, col = a.T(TCYourPick, t.S.Taggers[actor].Name, a.T(t.markerName(actor))), t.Marker(actor)
	default:
		text, col = a.T(TCFinalWaiting, t.S.Taggers[actor].Name, len(t.S.Finals), t.S.N()), t.Marker(actor)
	}
	if t.S.Ending != 0 && actor != game.Nobody {
		text += " · " + a.T(TCLastRound, tcEndText(a.Lang(), t.S.Ending))
	}
	return text, col
}

// drawThumb is another tagger's board, small, with score, drones and the
// leader pawn; a tap enlarges it.
func (t *Table) drawThumb(d *scenes.Draw, r ui.Rect, seat int) {
	a := d.App
	tg := &t.S.Taggers[seat]
	marker := t.Marker(seat)
	d.Fill(r, 12, sprites.Night, 0.88)
	d.Stroke(r, 12, 2, marker, 0.6)
	d.NameMark(tg.Name, r.X+10, r.Y+14, 15, ui.Bold, marker, t.markerMark(seat))
	d.Text(a.T(TCPts, t.S.Score(seat)), r.X+r.W-10, r.Y+14, 15, ui.Bold, ui.Right, sprites.Chalk, 1)
	t.drawBoard(d, seat, r.X+10, r.Y+30, tcThumbCell, false)
	info := a.T(TCDronesUsed, tg.Drones, tagcity.DroneSpots)
	if seat == t.S.Leader {
		info += " · " + a.T(TCLeader)
	}
	for _, c := range t.S.Finals {
		if c.Seat == seat {
			info += " · " + a.T(TCChosen)
		}
	}
	d.Text(info, r.X+10, r.Y+r.H-10, 12, ui.Body, ui.Left, sprites.Chalk, 0.8)
}

// drawLogLines shows the log's last lines under the board.
func (t *Table) drawLogLines(d *scenes.Draw) {
	a := d.App
	d.Fill(tcLogRect, 12, sprites.Ink, 0.8)
	n := 6
	from := max(0, len(t.log)-n)
	for i, e := range t.log[from:] {
		alpha := float32(0.55 + 0.45*float64(i+1)/float64(min(n, len(t.log)-from)))
		d.Text(t.eventText(a.Lang(), e.ev), tcLogRect.X+12, tcLogRect.Y+14+float64(i)*22, 14, ui.Body, ui.Left, sprites.Chalk, alpha)
	}
}

// tcDrawShape draws shape sh in orientation o with its top left at (x, y).
func tcDrawShape(d *scenes.Draw, sh tagcity.Shape, o int, x, y, cell float64, col color.RGBA, alpha float32) {
	for _, q := range tagcity.Orientations(sh)[o].Cells {
		d.Fill(ui.Rect{X: x + float64(q[1])*cell, Y: y + float64(q[0])*cell, W: cell - 1, H: cell - 1}, 1.5, col, alpha)
	}
}

// tcDrawDie draws a die showing face in r.
func tcDrawDie(d *scenes.Draw, r ui.Rect, face int, body, pip color.RGBA, alpha float32) {
	d.Fill(r, r.W*0.2, body, alpha)
	d.Stroke(r, r.W*0.2, 1, sprites.Ink, 0.6*alpha)
	pips := [7][][2]float64{{}, {{0.5, 0.5}}, {{0.27, 0.27}, {0.73, 0.73}}, {{0.27, 0.27}, {0.5, 0.5}, {0.73, 0.73}},
		{{0.27, 0.27}, {0.73, 0.27}, {0.27, 0.73}, {0.73, 0.73}}, {{0.27, 0.27}, {0.73, 0.27}, {0.5, 0.5}, {0.27, 0.73}, {0.73, 0.73}},
		{{0.27, 0.25}, {0.73, 0.25}, {0.27, 0.5}, {0.73, 0.5}, {0.27, 0.75}, {0.73, 0.75}}}
	for _, p := range pips[face] {
		d.Circle(r.X+p[0]*r.W, r.Y+p[1]*r.H, r.W*0.09, pip, alpha)
	}
}

// tcCross crosses a value out, the part frac of its two strokes drawn
// (one stroke, then the other).
func tcCross(d *scenes.Draw, x, y, s, frac float64, col color.RGBA, alpha float32) {
	one, two := min(1, 2*frac), max(0, 2*frac-1)
	d.Line(x-s, y-s, x-s+2*s*one, y-s+2*s*one, 2, col, alpha)
	if two > 0 {
		d.Line(x-s, y+s, x-s+2*s*two, y+s-2*s*two, 2, col, alpha)
	}
}

// tcShapeNames name the shapes, by the core's codes.
var tcShapeNames = map[string]words.Word{
	"O4": TCShapeBlock, "I4": TCShapeLine, "T4": TCShapeTee, "L4": TCShapeHook, "S4": TCShapeZig,
	"P5": TCShapeBomb, "L5": TCShapeLong, "U5": TCShapeCup, "T5": TCShapeHammer, "V5": TCShapeCorner,
	"Z5": TCShapeBolt, "m1": TCShapeDot, "d2": TCShapeDash, "l3": TCShapeElbow,
}

func tcShapeName(a *scenes.App, sh tagcity.Shape) string {
	if w, ok := tcShapeNames[tagcity.ShapeCode(sh)]; ok {
		return a.T(w)
	}
	return tagcity.ShapeName(sh)
}
