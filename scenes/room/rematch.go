package room

import (
	"graffiti/rooms/wire"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// The room's rematch (rooms/wire/rematch.go) as each device shows it.
// At the game's end, Rematch on the table screen (where the game's own
// Rematch would stand on its scoring), on a far seat's scoring alike,
// and in the bar of a phone's tally offers the room's rematch: a new
// room for the same seats. The offer is shown on every device as a card
// (who offered it, each seat's answer, what a seat not answered becomes)
// with Accept and Decline where the device answers for a seat (a phone,
// a far seat, a table screen for the seats it plays itself); the table
// chooses there what a seat not answered becomes. A seat that accepts is
// sent its token for the new room and its device goes there at once; the
// table goes when the answers close, with the token it holds.

// The rematch's words.
const (
	RematchOffered   words.Word = "room.RematchOffered"
	RematchTable     words.Word = "room.RematchTable"
	RematchSame      words.Word = "room.RematchSame"
	Accept           words.Word = "room.Accept"
	Decline          words.Word = "room.Decline"
	AnswerYes        words.Word = "room.AnswerYes"
	AnswerNo         words.Word = "room.AnswerNo"
	AnswerNone       words.Word = "room.AnswerNone"
	FillFreeSays     words.Word = "room.FillFreeSays"
	FillBotSays      words.Word = "room.FillBotSays"
	RefusedNotOver   words.Word = "room.RefusedNotOver"
	RefusedNoRematch words.Word = "room.RefusedNoRematch"
	RefusedAnswered  words.Word = "room.RefusedAnswered"
)

func init() {
	codeWords[wire.CodeNotOver] = RefusedNotOver
	codeWords[wire.CodeNoRematch] = RefusedNoRematch
	codeWords[wire.CodeAnswered] = RefusedAnswered
}

// fillBot is the bot the table chooses for a seat not answered.
const fillBot = "medium"

// rematchSeen is the room's rematch as the host told a connection: the
// offer as it stands, and, once this connection's seat accepted, its
// seat and token in the new room (told to this connection alone).
type rematchSeen struct {
	offer *wire.Rematch
	seat  int
	token string
}

func (s *rematchSeen) take(m wire.Message) {
	if m.Rematch == nil {
		return
	}
	s.offer = m.Rematch
	if m.Token != "" && m.Seat != nil {
		s.token, s.seat = m.Token, *m.Seat
	}
}

// open tells whether an offer takes answers now.
func (s *rematchSeen) open() bool { return s.offer != nil && s.offer.Open }

// unanswered tells whether seat may still answer the offer.
func (s *rematchSeen) unanswered(seat int) bool {
	return s.open() && seat >= 0 && seat < len(s.offer.Answers) && s.offer.Answers[seat] == ""
}

// endButton is a control of the room's end, with what a tap does.
type endButton struct {
	b    ui.Button
	size float64
	do   func()
}

// offerCard is the offer as the card lays it out in a panel width w
// wide at x, y: a line a seat, what a seat not answered becomes (the
// table's button, to choose it), and Accept and Decline.
type offerCard struct {
	r                ui.Rect
	fill             ui.Rect
	accept, decline  ui.Rect
	answers, toggles bool
}

// layOffer lays out the offer's card for seats seats: with Accept and
// Decline when answers, the fill as a button when toggles.
func layOffer(x, y, w float64, seats int, answers, toggles bool) offerCard {
	c := offerCard{answers: answers, toggles: toggles}
	f := y + 130 + float64(seats)*44 + 8
	c.fill = ui.Rect{X: x + 24, Y: f, W: w - 48, H: 52}
	h := f + 52 + 24 - y
	if answers {
		half := (w - 60) / 2
		c.accept = ui.Rect{X: x + 24, Y: f + 68, W: half, H: 64}
		c.decline = ui.Rect{X: x + 36 + half, Y: f + 68, W: half, H: 64}
		h += 80
	}
	c.r = ui.Rect{X: x, Y: y, W: w, H: h}
	return c
}

// controls are the card's buttons, doing accept, decline and toggle.
func (c offerCard) controls(a *scenes.App, o *wire.Rematch, accept, decline, toggle func()) []endButton {
	var out []endButton
	if c.toggles {
		out = append(out, endButton{b: ui.Button{R: c.fill, Label: ui.Fit(a.T(fillWord(o.Fill)), 22, ui.Bold, c.fill.W-24), Enabled: true, Accent: sprites.NeonCyan}, size: 22, do: toggle})
	}
	if c.answers {
		out = append(out,
			endButton{b: ui.Button{R: c.accept, Label: a.T(Accept), Enabled: true, Accent: sprites.NeonPink}, size: 28, do: accept},
			endButton{b: ui.Button{R: c.decline, Label: a.T(Decline), Enabled: true, Accent: sprites.NeonAmber}, size: 28, do: decline})
	}
	return out
}

// fillWord says what a seat not answered becomes.
func fillWord(fill string) words.Word {
	if fill == wire.FillFree {
		return FillFreeSays
	}
	return FillBotSays
}

// draw draws the card under its buttons (drawn by the caller).
func (c offerCard) draw(d *scenes.Draw, o *wire.Rematch, seats []wire.SeatInfo) {
	a, r := d.App, c.r
	w, h := a.Logical()
	d.Fill(ui.Rect{W: w, H: h}, 0, sprites.Night, 0.6) // what is under it waits for the answers
	d.Fill(r, 18, sprites.Ink, 1)
	d.Stroke(r, 18, 3, sprites.NeonPink, 1)
	head := a.T(RematchTable)
	if o.By >= 0 && o.By < len(seats) {
		head = a.T(RematchOffered, seats[o.By].Name)
	}
	d.Text(ui.Fit(head, 32, ui.Display, r.W-48), r.X+r.W/2, r.Y+46, 32, ui.Display, ui.Center, sprites.NeonPink, 1)
	d.Text(ui.Fit(a.T(RematchSame), 22, ui.Body, r.W-48), r.X+r.W/2, r.Y+88, 22, ui.Body, ui.Center, sprites.Steel, 1)
	for i, s := range seats {
		word, col := AnswerNone, sprites.Steel
		if i < len(o.Answers) {
			switch o.Answers[i] {
			case wire.AnswerYes:
				word, col = AnswerYes, sprites.NeonCyan
			case wire.AnswerNo:
				word, col = AnswerNo, sprites.NeonAmber
			case wire.AnswerBot:
				word = SeatBot
			}
		}
		y := r.Y + 130 + float64(i)*44 + 16
		d.Text(ui.Fit(s.Name, 26, ui.Bold, r.W/2-40), r.X+32, y, 26, ui.Bold, ui.Left, sprites.Chalk, 1)
		d.Text(ui.Fit(a.T(word), 22, ui.Body, r.W/2-40), r.X+r.W-32, y, 22, ui.Body, ui.Right, col, 1)
	}
	if !c.toggles {
		d.Text(ui.Fit(a.T(fillWord(o.Fill)), 20, ui.Body, c.fill.W), c.fill.X+c.fill.W/2, c.fill.Y+c.fill.H/2, 20, ui.Body, ui.Center, sprites.Steel, 1)
	}
}

// tapEnd runs the control tapped, if any, and takes the tap from what is
// under it.
func tapEnd(a *scenes.App, bs []endButton) bool {
	in := a.Input()
	for _, b := range bs {
		if b.b.Hit(in) {
			b.do()
			in.Taps = nil
			return true
		}
	}
	return false
}

// endControls are a wide screen's controls over the scoring it keeps,
// and the offer's card when one is shown.
type endControls func(a *scenes.App) ([]endButton, *offerCard)

// updateOver answers the controls over the scoring end, then lets it
// answer the rest; its Title leaves the room (leave).
func updateOver(a *scenes.App, end scenes.Scene, controls endControls, leave func()) error {
	bs, _ := controls(a)
	if tapEnd(a, bs) {
		return nil
	}
	err := end.Update(a)
	if a.Next != nil {
		leave()
	}
	return err
}

// drawOver draws the scoring end, and over it the offer's card of
// session s and the controls.
func drawOver(d *scenes.Draw, end scenes.Scene, s *Remote, controls endControls) {
	end.Draw(d)
	bs, c := controls(d.App)
	if c != nil {
		c.draw(d, s.re.offer, s.RoomSeats())
	}
	for i := range bs {
		d.Button(&bs[i].b, bs[i].size)
	}
}

// The wide card's place: over the scoring's middle, clear of its Title.
const (
	wideCardX = 340
	wideCardY = 84
	wideCardW = 600
)

// tallyDone tells whether end, a box's scoring, has told everything: its
// player would tap nothing more (a room's scoring has no Rematch of its
// own to tap), so its Title is up and the room's Rematch goes beside it.
func tallyDone(a *scenes.App, box scenes.Box, end scenes.Scene) bool {
	_, ok, known, _ := box.Player(0).Tap(a, end)
	return known && !ok
}

// keptEnd takes the scoring screen a room's table went to, when it is
// one: the room's screen stays the app's and draws it within itself,
// with the room's rematch over it.
func keptEnd(a *scenes.App) scenes.Scene {
	if _, ok := a.Next.(scenes.Tallied); ok {
		end := a.Next
		a.Next = nil
		return end
	}
	return nil
}

// Table: the table screen's end.

// RematchAt: the table screen puts the room's Rematch where the game's
// would stand, when it is the room's table.
func (t *Table) RematchAt(r ui.Rect) bool {
	t.rematchAt = r
	return t.owner()
}

// endControls are the table's controls over its scoring: Rematch, or,
// once offered, the card's.
func (t *Table) endControls(a *scenes.App) ([]endButton, *offerCard) {
	re := &t.sess.re
	if re.offer == nil {
		if !t.owner() || !tallyDone(a, t.box, t.end) {
			return nil, nil
		}
		return []endButton{{b: ui.Button{R: t.rematchAt, Label: a.T(words.Rematch), Enabled: true, Accent: sprites.NeonAmber}, size: 20, do: t.offerRematch}}, nil
	}
	if !re.open() {
		return nil, nil
	}
	var mine []*Remote
	for seat, h := range t.sess.held {
		if h.re.unanswered(seat) {
			mine = append(mine, h)
		}
	}
	c := layOffer(wideCardX, wideCardY, wideCardW, len(t.sess.RoomSeats()), len(mine) > 0, t.owner())
	answer := func(typ string) func() {
		return func() {
			for _, h := range mine {
				h.link.Send(wire.Request{Type: typ})
			}
		}
	}
	toggle := func() {
		fill := fillBot
		if re.offer.Fill != wire.FillFree {
			fill = wire.FillFree
		}
		t.link.Send(wire.Request{Type: wire.ReqRematch, Fill: fill})
	}
	return c.controls(a, re.offer, answer(wire.ReqAccept), answer(wire.ReqDecline), toggle), &c
}

// offerRematch offers the room's rematch from the table; the seats it
// plays itself accept it with the same tap (their rematch is an accept
// once it is offered, or the offer, whichever reaches the host first).
func (t *Table) offerRematch() {
	t.link.Send(wire.Request{Type: wire.ReqRematch})
	for _, h := range t.sess.held {
		h.link.Send(wire.Request{Type: wire.ReqRematch})
	}
}

// updateEnd answers the table's controls over its scoring, and goes to
// the rematch's room once its answers are closed.
func (t *Table) updateEnd(a *scenes.App) error {
	if t.toRematch(a) {
		return nil
	}
	return updateOver(a, t.end, t.endControls, t.closeLinks)
}

func (t *Table) drawEnd(d *scenes.Draw) { drawOver(d, t.end, t.sess, t.endControls) }

// toRematch moves the screen to the rematch's room once its answers
// are closed: the table with its own token (the new room's owner is
// the same), a spectator as a spectator, and the seats played here by
// the tokens their accepts were given.
func (t *Table) toRematch(a *scenes.App) bool {
	o := t.sess.re.offer
	if o == nil || o.Open || o.Next == "" {
		return false
	}
	_, token := t.link.Credentials()
	if t.sess.role != wire.RoleTable {
		token = ""
	}
	next := NewTable(t.shelf, t.box, Open(t.url, wire.Request{Type: wire.ReqWatch, Room: o.Next}, o.Next, token), t.keep)
	next.url = t.url
	held := map[int]string{}
	for seat, h := range t.sess.held {
		if h.re.token != "" && h.re.seat == seat {
			held[seat] = h.re.token
		}
	}
	if len(held) > 0 {
		next.rehold = held
		if k, ok := t.keep.(interface {
			KeepHeld(room string, tokens map[int]string)
		}); ok {
			k.KeepHeld(o.Next, held) // a reload of the screen comes back to them
		}
	}
	t.closeLinks()
	a.Goto(next)
	return true
}

// closeLinks ends the screen's connections: it leaves the room.
func (t *Table) closeLinks() {
	t.link.Close()
	for _, h := range t.sess.held {
		h.link.Close()
	}
}

// Hand: a seat's end, on a phone's tally or a far seat's scoring.

// RematchAt: a far seat's scoring has the room's Rematch where the
// game's would stand (the phone's tally has its own in the bar).
func (h *Hand) RematchAt(r ui.Rect) bool {
	h.rematchAt = r
	return h.far()
}

// offerRematch offers the rematch from the seat: the host takes it as
// this seat's accept too, and sends the seat's token for the new room.
func (h *Hand) offerRematch() { h.link.Send(wire.Request{Type: wire.ReqRematch}) }

// answerRematch answers the offer for the seat.
func (h *Hand) answerRematch(typ string) func() {
	return func() { h.link.Send(wire.Request{Type: typ}) }
}

// offerShown is the card of the offer the seat is to answer, or nil:
// laid out at x, y, w wide.
func (h *Hand) offerShown(x, y, w float64) *offerCard {
	re := &h.sess.re
	if !re.open() {
		return nil
	}
	c := layOffer(x, y, w, len(h.sess.RoomSeats()), re.unanswered(h.sess.Seat()), false)
	return &c
}

// endControls are a far seat's controls over its scoring.
func (h *Hand) endControls(a *scenes.App) ([]endButton, *offerCard) {
	re := &h.sess.re
	if re.offer == nil {
		if !tallyDone(a, h.box, h.end) {
			return nil, nil
		}
		return []endButton{{b: ui.Button{R: h.rematchAt, Label: a.T(words.Rematch), Enabled: true, Accent: sprites.NeonAmber}, size: 20, do: h.offerRematch}}, nil
	}
	c := h.offerShown(wideCardX, wideCardY, wideCardW)
	if c == nil {
		return nil, nil
	}
	return c.controls(a, re.offer, h.answerRematch(wire.ReqAccept), h.answerRematch(wire.ReqDecline), nil), c
}

// updateEnd answers a far seat's controls over its scoring.
func (h *Hand) updateEnd(a *scenes.App) error {
	return updateOver(a, h.end, h.endControls, h.link.Close)
}

func (h *Hand) drawEnd(d *scenes.Draw) { drawOver(d, h.end, h.sess, h.endControls) }

// layoutRematch places the phone's rematch in its tally's bar, between
// Replay and Title: Rematch until it is offered; then, while it takes
// answers, the card over the tally, with Accept and Decline until the
// seat has answered.
func (h *Hand) layoutRematch(a *scenes.App, barY float64) {
	re := &h.sess.re
	if re.offer == nil {
		r := ui.Rect{X: 204, Y: barY, W: HandW - 408, H: barH - 12}
		label := a.T(words.Rematch)
		h.button(rematchButton, r, label, barLabel(label, r.W), sprites.NeonAmber, func(*scenes.App) { h.offerRematch() })
		return
	}
	if c := h.offerShown(24, phoneCardY, HandW-48); c != nil {
		for _, b := range c.controls(a, re.offer, h.answerRematch(wire.ReqAccept), h.answerRematch(wire.ReqDecline), nil) {
			h.button(rematchButton, b.b.R, b.b.Label, b.size, b.b.Accent, func(*scenes.App) { b.do() })
		}
	}
}

// drawOffer draws the card of the offer over the phone's tally (its
// buttons are the bar's, drawn with them).
func (h *Hand) drawOffer(d *scenes.Draw) {
	if c := h.offerShown(24, phoneCardY, HandW-48); c != nil {
		c.draw(d, h.sess.re.offer, h.sess.RoomSeats())
	}
}

// phoneCardY is the top of the offer's card on a phone's tally, under
// its title.
const phoneCardY = 200

// rematchButton is the phone's Rematch and its card's answers.
const rematchButton = titleButton + 1

// toRematch moves the seat's page to its seat in the rematch's room once
// the host gave it its token there (or, after a reload, the device kept
// one for it).
func (h *Hand) toRematch(a *scenes.App) bool {
	re := &h.sess.re
	if re.offer == nil || re.offer.Next == "" {
		return false
	}
	token := re.token
	if token == "" && h.sess.Seat() >= 0 && h.sess.Seat() < len(re.offer.Answers) && re.offer.Answers[h.sess.Seat()] == wire.AnswerYes {
		if k, ok := h.keep.(interface{ Kept(room string) string }); ok {
			token = k.Kept(re.offer.Next)
		}
	}
	if token == "" {
		return false
	}
	h.link.Close()
	a.Goto(NewHand(h.shelf, h.url, re.offer.Next, h.invite, token, h.keep))
	return true
}

// Kept is the token kept for room, "" for none.
func (k storeKeeper) Kept(room string) string {
	b, _ := k.a.Store.Load(k.file(room))
	return string(b)
}
