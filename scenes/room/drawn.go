package room

import (
	"graffiti/game"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// The drawn hand: on a phone held upright, the seat plays on its own
// table recomposed (upright.go), with a bar at the foot: List (the
// moves in words, as before), whose turn it is, and Leave.

// updateDrawn answers the bar, then gives the table the input moved to
// its own points. The zoomed view closes once the seat's move is played.
func (h *Hand) updateDrawn(a *scenes.App) error {
	s := h.sess
	if h.up.zoomed && s.Actions() != h.upActs && s.ToAct() != s.Seat() {
		h.up.close()
	}
	h.layout(a)
	in := a.Input()
	for _, b := range h.buttons {
		if b.b.Hit(in) {
			b.do(a)
			return nil
		}
	}
	if h.tally != nil {
		return nil // the game is over: the bar's buttons are all there is
	}
	if h.updateSince(a) {
		return nil
	}
	h.noteTaps(a)
	wasZoomed := h.up.zoomed
	if !h.up.update(a) {
		if h.up.zoomed && !wasZoomed {
			h.upActs = s.Actions()
		}
		in.Taps = nil
	}
	err := h.board.Update(a)
	h.keepTally(a)
	return err
}

// layoutBar places the bar's buttons: List and Leave, a finger's size.
func (h *Hand) layoutBar(a *scenes.App) {
	_, pageH := a.Logical()
	h.up.resize(pageH)
	barY := pageH - barH + 6
	left := ui.Rect{X: 12, Y: barY, W: 180, H: barH - 12}
	if h.sess.Result() != nil {
		// The game over: its replay, on the room's watch page.
		replay, title := a.T(Replay), a.T(words.ToTitle)
		h.button(replayButton, left, replay, barLabel(replay, left.W), sprites.NeonPink, func(a *scenes.App) {
			a.Goto(NewWatch(h.shelf, h.url, h.code))
		})
		right := ui.Rect{X: HandW - 192, Y: barY, W: 180, H: barH - 12}
		h.button(titleButton, right, title, barLabel(title, right.W), sprites.NeonCyan, func(a *scenes.App) {
			h.link.Close() // the room is left
			a.Goto(scenes.NewTitle(a))
		})
		h.layoutRematch(a, barY)
	} else {
		h.button(listButton, left, a.T(List), 28, sprites.NeonCyan, func(*scenes.App) {
			h.list = true
			h.up.close()
		})
	}
	h.layoutLeave(a, ui.Rect{X: HandW - 192, Y: barY, W: 180, H: barH - 12}, ui.Rect{X: 204, Y: barY, W: HandW - 408, H: barH - 12}, 26)
}

// barLabel is the size of a label of the bar's buttons: 28, smaller
// where a language's word would be wider than its button
// ("Wiederholung").
func barLabel(label string, w float64) float64 {
	size := 28.0
	for size > 18 && ui.TextWidth(label, size, ui.Bold) > w-8 {
		size--
	}
	return size
}

// drawDrawn draws the seat's table upright, and the bar.
func (h *Hand) drawDrawn(d *scenes.Draw) {
	a := d.App
	h.layout(a)
	if h.tally == nil && h.up.covers() && !drawWhole {
		// The zoomed view hides the page's wall but under the bar and
		// at its edge, where the table's picture is filtered to
		// nothing: drawn there alone, a zoomed frame at three device
		// pixels took 42-55 ms of llvmpipe instead of 65-75.
		v, edge := h.up.view, 2/float64(d.K)
		for _, r := range []ui.Rect{
			{X: 0, Y: v.Y + v.H - edge, W: HandW, H: barH + edge},
			{X: v.X, Y: v.Y, W: v.W, H: edge},
			{X: v.X, Y: v.Y, W: edge, H: v.H},
			{X: v.X + v.W - edge, Y: v.Y, W: edge, H: v.H},
		} {
			scenes.Background(d.Within(r), 0.7)
		}
	} else {
		scenes.Background(d, 0.7)
	}
	if h.tally != nil {
		h.drawTally(d)
		h.drawOffer(d)
	} else {
		h.up.draw(d, h.board)
		h.drawSince(d)
		h.drawFinger(d)
	}
	bar := ui.Rect{X: 0, Y: h.up.view.H, W: HandW, H: barH}
	d.Fill(bar, 0, sprites.Ink, 0.95)
	msg, c := a.T(TapToZoom), sprites.Steel
	switch s := h.sess; {
	case s.Refusal() != "":
		msg, c = s.RefusalIn(a.Lang(), h.box), sprites.NeonAmber
	case s.Result() != nil:
		msg = "" // the tally says so; Rematch stands there
	case s.ToAct() == s.Seat():
		msg, c = s.withLeft(a, a.T(YourTurn)), sprites.NeonPink
	case s.ranOutWords(a, s.Seat()) != "":
		msg, c = s.ranOutWords(a, s.Seat()), sprites.NeonAmber // the host's bot played a turn let pass
	case s.ToAct() != game.Nobody:
		msg = s.withLeft(a, a.T(ToPlay, s.RoomSeats()[s.ToAct()].Name))
	}
	if up, _ := h.link.Up(); !up {
		msg, c = a.T(Reconnecting), sprites.NeonAmber
	}
	if h.leaving(a) {
		msg = "" // Later stands in the bar's middle
	}
	size, lines := barMessage(msg, barMessageW)
	y := bar.Y + bar.H/2 - size*7/12
	if s := h.sess; s.Result() != nil {
		// Rematch stands in the bar's middle: the line goes over it.
		size, lines = barMessage(msg, HandW-48)
		y = bar.Y - 44
	}
	for i, line := range lines {
		if i < 2 {
			d.Text(line, HandW/2, y+float64(i)*size*5/4, size, ui.Bold, ui.Center, c, 1)
		}
	}
	h.drawButtons(d)
}

// barMessageW is the width of the bar's message, between its buttons.
const barMessageW = HandW - 2*200.0

// barMessage is the bar's message in lines, two at most, and their
// size: 24, smaller where a language's words (a name's time ran out,
// clock.go) would take a third line.
func barMessage(msg string, w float64) (float64, []string) {
	size := 24.0
	lines := ui.Wrap(msg, size, ui.Bold, w)
	for size > 16 && len(lines) > 2 {
		size--
		lines = ui.Wrap(msg, size, ui.Bold, w)
	}
	return size, lines
}

// nextDrawnTap is where a player would tap next on the drawn page: where
// the box's autoplayer would tap the table, shown on the page (a part,
// to zoom there, or the zoomed view), or × when the zoomed view does not
// show it.
func (h *Hand) nextDrawnTap() (ui.Point, bool) {
	if h.app == nil || h.board == nil {
		return ui.Point{}, false
	}
	if lines := h.sinceText(h.app); lines != nil {
		return ui.Point{X: HandW / 2, Y: 60}, true // the card closed first
	}
	if h.players == nil {
		h.players = h.box.Player(uint64(h.sess.Seat()) + 1)
	}
	// The autoplayer plans its taps and counts on each being given: its
	// tap waits while the page zooms to it.
	if h.planned == nil || h.plannedAt != h.sess.Actions() {
		q, ok, _, _ := h.players.Tap(h.app, h.board)
		if !ok {
			return ui.Point{}, false
		}
		h.planned, h.plannedAt = &q, h.sess.Actions()
	}
	q := *h.planned
	if p, ok := h.up.pageOf(q); ok {
		if h.up.zoomed {
			h.planned = nil // given now
		}
		return p, true
	}
	if h.up.zoomed {
		return closeZoom.Center(), true
	}
	h.planned = nil
	return ui.Point{}, false
}
