package room

import (
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// What the others did since this seat last acted, told on the drawn
// page when its turn comes, in the table's own words (scenes.Recounter):
// at a hot-seat table the curtain's lifting shows it; a phone has no
// curtain. A tap closes it (and is not the table's); it goes by itself
// after sinceTicks, or once the seat has acted.

// sinceTicks is how long the card stays, at 60 ticks a second, as the
// table's summary does.
const sinceTicks = 8 * 60

// sinceLines is the most lines the card shows: the latest.
const sinceLines = 7

// sinceSize is the card's text size, in the page's units (720 wide).
const sinceSize = 26

// sinceCard is the card under way: shown from the tick at, for the
// actions count acts, while on.
type sinceCard struct {
	on       bool
	at, acts int
}

// turnCame starts the card, the seat's turn just come.
func (h *Hand) turnCame(a *scenes.App) {
	h.since = sinceCard{on: true, at: a.Tick, acts: h.sess.Actions()}
}

// sinceText is the card's lines, the latest, or nil when it is not shown.
func (h *Hand) sinceText(a *scenes.App) []string {
	c := h.since
	if !c.on || a.Tick-c.at >= sinceTicks || c.acts != h.sess.Actions() {
		return nil
	}
	r, ok := h.board.(scenes.Recounter)
	if !ok {
		return nil
	}
	lines := r.Since(a.Lang(), h.sess.Seat())
	if len(lines) > sinceLines {
		lines = lines[len(lines)-sinceLines:]
	}
	return lines
}

// updateSince closes the card at a tap, and takes the tap.
func (h *Hand) updateSince(a *scenes.App) bool {
	if h.sinceText(a) == nil {
		h.since.on = false
		return false
	}
	if len(a.Input().Taps) > 0 {
		h.since.on = false
		a.Input().Taps = nil
		return true
	}
	return false
}

// sinceRect is the card's place on the page, over the top of the table,
// as tall as its wrapped lines.
func sinceRect(lines [][]string) ui.Rect {
	n := 0
	for _, l := range lines {
		n += len(l)
	}
	return ui.Rect{X: 20, Y: 20, W: HandW - 40, H: 96 + float64(n)*(sinceSize+10)}
}

// drawSince draws the card.
func (h *Hand) drawSince(d *scenes.Draw) {
	a := d.App
	lines := h.sinceText(a)
	if lines == nil {
		return
	}
	wrapped := make([][]string, len(lines))
	for i, l := range lines {
		wrapped[i] = ui.Wrap(l, sinceSize, ui.Body, HandW-100)
	}
	r := sinceRect(wrapped)
	d.Fill(r, 18, sprites.Ink, 0.95)
	d.Stroke(r, 18, 3, sprites.NeonAmber, 0.95)
	d.Text(a.T(words.SinceTitle), r.X+26, r.Y+36, 30, ui.Bold, ui.Left, sprites.NeonAmber, 1)
	d.Text(a.T(words.SinceDismiss), r.X+r.W-26, r.Y+36, 20, ui.Body, ui.Right, sprites.Chalk, 0.7)
	y := r.Y + 84
	for _, w := range wrapped {
		for j, line := range w {
			x := r.X + 26
			if j > 0 {
				x += 24 // a wrapped line's rest, set in
			}
			d.Text(line, x, y, sinceSize, ui.Body, ui.Left, sprites.Chalk, 0.95)
			y += sinceSize + 10
		}
	}
}
