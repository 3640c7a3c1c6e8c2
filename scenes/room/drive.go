package room

import (
	"math/rand/v2"

	"graffiti/scenes/ui"
)

// What the tests drive a phone's hand with: where a person would tap
// next (the browser tests ask it through the test hooks).

// NextTap is where a player who wants seat would tap next on the hand:
// the seat, while choosing one; on a far seat's table, where the box's
// autoplayer taps; on a drawn hand, where it taps through the zoom; in
// words, on the seat's turn, a word of the move or
// the whole move once it is one (more often than not), now and then the
// next page of words, never Back. ok is false when there is nothing to
// tap. The words are chosen with the hand's own seeded source. While a
// move sent waits for the host's answer there is nothing to tap: a
// person looks at what the move did before the next, and a tap on the
// view the move left would begin it again.
func (h *Hand) NextTap(seat int) (p ui.Point, ok bool) {
	if h.sess.Sending() {
		return ui.Point{}, false
	}
	if h.far() {
		// A far seat's whole table: the box's autoplayer's taps, the
		// table filling the page.
		if h.sess.ToAct() != seat || h.app == nil {
			return ui.Point{}, false
		}
		if h.players == nil {
			h.players = h.box.Player(uint64(seat) + 1)
		}
		q, ok, _, _ := h.players.Tap(h.app, h.board)
		return q, ok
	}
	if h.drawn() {
		if h.sess.ToAct() != seat {
			return ui.Point{}, false
		}
		return h.nextDrawnTap()
	}
	if h.pick == nil {
		h.pick = rand.New(rand.NewPCG(uint64(seat)+1, 0x7a9))
	}
	var words []ui.Rect
	var play, more *ui.Rect
	for i := range h.buttons {
		b := &h.buttons[i]
		switch b.kind {
		case seatButton:
			if i == seat && b.b.Enabled {
				return b.b.R.Center(), true
			}
		case playButton:
			play = &b.b.R
		case moreButton:
			more = &b.b.R
		case wordButton:
			words = append(words, b.b.R)
		}
	}
	switch {
	case play != nil && (len(words) == 0 || h.pick.IntN(3) > 0):
		return play.Center(), true
	case more != nil && (len(words) == 0 || h.pick.IntN(4) == 0):
		return more.Center(), true
	case len(words) > 0:
		return words[h.pick.IntN(len(words))].Center(), true
	}
	return ui.Point{}, false
}

// ListTap is where a player taps to have the moves in words instead of
// the drawn table (the bar's List), while the hand is drawn.
func (h *Hand) ListTap() (ui.Point, bool) {
	if !h.drawn() {
		return ui.Point{}, false
	}
	for _, b := range h.buttons {
		if b.kind == listButton {
			return b.b.R.Center(), true
		}
	}
	return ui.Point{}, false
}
