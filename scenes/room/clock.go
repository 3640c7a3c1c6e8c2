package room

import (
	"image/color"
	"time"

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
	lapsed int   // the seat, -1: the last action was its seat's own
	at     int   // the actions played after the lapsed one
	due    int64 // when the turn's time runs out (Unix ms, the host's clock); 0: no clock runs
}

// take reads the clock's part of a welcome or an update.
func (c *clockNews) take(m wire.Message) {
	c.due = m.Due
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

// leftWords says how long the turn to play has left at now, by the
// host's due: in days from two days on, then hours, then minutes; ""
// when no clock runs (no time per move, the game over, a bot to act).
func (r *Remote) leftWords(a *scenes.App, now time.Time) string {
	if r.clock.due == 0 || r.result != nil {
		return ""
	}
	left := time.UnixMilli(r.clock.due).Sub(now)
	switch {
	case left >= 48*time.Hour:
		return a.T(LeftDays, int(left/(24*time.Hour)))
	case left >= time.Hour:
		return a.T(LeftHours, int(left/time.Hour))
	case left >= time.Minute:
		return a.T(LeftMinutes, int(left/time.Minute))
	}
	return a.T(LeftMoment)
}

// withLeft is msg, whose turn it is, with how long the turn has left.
func (r *Remote) withLeft(a *scenes.App, msg string) string {
	if left := r.leftWords(a, time.Now()); left != "" {
		return msg + " · " + left
	}
	return msg
}

// ranOutNote is where the table screen says whose time ran out: a strip
// at the foot of the screen's middle, where no game's table has its
// buttons (they are in its corners) nor whose turn it is (at its top).
var ranOutNote = ui.Rect{X: 360, Y: scenes.ScreenH - 42, W: 560, H: 34}

// clockNote is what the clock's strip says over a game's table, to
// seat's page (game.Nobody: the table screen's), and in which colour:
// whose time ran out, while the last action was the clock's; else, in a
// room with a time per move, whose turn it is and how long it has left;
// "" when there is nothing to say.
func (r *Remote) clockNote(a *scenes.App, seat int) (string, color.RGBA) {
	if msg := r.ranOutWords(a, seat); msg != "" {
		return msg, sprites.NeonAmber
	}
	toAct := r.ToAct()
	if toAct < 0 || toAct >= len(r.seats) {
		return "", sprites.Chalk
	}
	who := a.T(ToPlay, r.seats[toAct].Name)
	if toAct == seat {
		who = a.T(YourTurn)
	}
	if left := r.leftWords(a, time.Now()); left != "" {
		return who + " · " + left, sprites.Chalk
	}
	return "", sprites.Chalk
}

// drawRanOut says over a game's table whose time ran out, or how long
// the turn has left (clockNote): the table screen's (seat game.Nobody)
// or a far seat's.
func drawRanOut(d *scenes.Draw, s *Remote, seat int) {
	msg, c := s.clockNote(d.App, seat)
	if msg == "" {
		return
	}
	d.Fill(ranOutNote, 12, sprites.Ink, 0.92)
	d.Stroke(ranOutNote, 12, 2, c, 1)
	d.Text(ui.Fit(msg, 20, ui.Bold, ranOutNote.W-24), ranOutNote.X+ranOutNote.W/2, ranOutNote.Y+ranOutNote.H/2, 20, ui.Bold, ui.Center, c, 1)
}
