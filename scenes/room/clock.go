package room

import (
	"graffiti/rooms/wire"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/sprites"
)

// The turn clock as a room's screens tell it (rooms/clock.go is the
// host's): a move the host's bot played for a seat whose time ran out
// is said on the table screen and on the seat's page until the next
// move, and the phone's tally counts each seat's moves so played.

// clockNews is what the host told of the room's clock: how many moves
// it played by seat, and the seat it played the last action for, while
// no action came after it.
type clockNews struct {
	lapses []int
	lapsed int // the seat, -1: the last action was its seat's own
	at     int // the actions played after the lapsed one
}

// take reads the clock's part of a welcome or an update.
func (c *clockNews) take(m wire.Message) {
	if m.Type == wire.MsgWelcome {
		c.lapses, c.lapsed = append([]int(nil), m.Lapses...), -1
		return
	}
	c.lapsed = -1
	if m.Lapsed == nil {
		return
	}
	seat := *m.Lapsed
	for len(c.lapses) <= seat {
		c.lapses = append(c.lapses, 0)
	}
	c.lapses[seat]++
	c.lapsed, c.at = seat, m.Actions
}

// RanOut is the seat whose time ran out for the last action played, the
// host's bot playing it; ok false when that action was the seat's own.
func (r *Remote) RanOut() (seat int, ok bool) {
	if r.clock.lapsed < 0 || r.clock.at != r.actions {
		return 0, false
	}
	return r.clock.lapsed, true
}

// Lapses is how many of seat's moves the host's bot played for it.
func (r *Remote) Lapses(seat int) int {
	if seat < 0 || seat >= len(r.clock.lapses) {
		return 0
	}
	return r.clock.lapses[seat]
}

// ranOutWords says whose time ran out, to seat's page (game.Nobody: the
// table's), "" when the last action was its seat's own.
func (r *Remote) ranOutWords(a *scenes.App, seat int) string {
	lapsed, ok := r.RanOut()
	switch {
	case !ok:
		return ""
	case lapsed == seat:
		return a.T(YourTimeRanOut)
	case lapsed < len(r.seats):
		return a.T(RanOut, r.seats[lapsed].Name)
	}
	return ""
}

// ranOutNote is where the table screen says whose time ran out: a strip
// at the foot of the screen's middle, where no game's table has its
// buttons (they are in its corners) nor whose turn it is (at its top).
var ranOutNote = ui.Rect{X: 360, Y: scenes.ScreenH - 42, W: 560, H: 34}

// drawRanOut says over a game's table whose time ran out: the table
// screen's (seat game.Nobody) or a far seat's.
func drawRanOut(d *scenes.Draw, s *Remote, seat int) {
	msg := s.ranOutWords(d.App, seat)
	if msg == "" {
		return
	}
	d.Fill(ranOutNote, 12, sprites.Ink, 0.92)
	d.Stroke(ranOutNote, 12, 2, sprites.NeonAmber, 1)
	d.Text(ui.Fit(msg, 20, ui.Bold, ranOutNote.W-24), ranOutNote.X+ranOutNote.W/2, ranOutNote.Y+ranOutNote.H/2, 20, ui.Bold, ui.Center, sprites.NeonAmber, 1)
}
