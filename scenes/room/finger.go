package room

import (
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/sprites"
)

// A refusal comes back where the finger was: the host's reason, in a
// bubble by the last tap on the drawn page, for refusalTicks or until
// the next tap (the bar at the foot says it too).

// refusalTicks is how long the bubble stays, at 60 ticks a second.
const refusalTicks = 4 * 60

// fingerNote is the bubble under way, while on: the tap's point on the
// page and the tick it was refused at.
type fingerNote struct {
	on      bool
	p       ui.Point
	at      int
	refused int // the session's refusals counted when it was put up
}

// noteTaps keeps where the last tap was, and puts the bubble up there
// when a refusal comes; a new tap takes it down.
func (h *Hand) noteTaps(a *scenes.App) {
	in := a.Input()
	if n := len(in.Taps); n > 0 {
		h.finger.p, h.finger.on = in.Taps[n-1], false
	}
	if r := h.sess.Refused(); r > h.finger.refused {
		h.finger.refused, h.finger.at, h.finger.on = r, a.Tick, true
	}
}

// fingerRect is the bubble's place for lines of text w wide: above the
// finger (below it near the top), inside the page.
func fingerRect(p ui.Point, w float64, lines int, pageH float64) ui.Rect {
	w, hgt := w+48, 28+34*float64(lines)
	r := ui.Rect{X: p.X - w/2, Y: p.Y - 70 - hgt, W: w, H: hgt}
	if r.Y < 10 {
		r.Y = p.Y + 70
	}
	r.X = min(max(r.X, 10), HandW-10-w)
	r.Y = min(max(r.Y, 10), pageH-barH-hgt)
	return r
}

// drawFinger draws the bubble.
func (h *Hand) drawFinger(d *scenes.Draw) {
	f, a := h.finger, d.App
	why := h.sess.RefusalIn(a.Lang(), h.box)
	if !f.on || a.Tick-f.at >= refusalTicks || why == "" {
		return
	}
	lines := ui.Wrap(why, 26, ui.Bold, HandW-120)
	w := 0.0
	for _, l := range lines {
		w = max(w, ui.TextWidth(l, 26, ui.Bold))
	}
	_, pageH := a.Logical()
	r := fingerRect(f.p, w, len(lines), pageH)
	d.Fill(r, 16, sprites.Ink, 0.96)
	d.Stroke(r, 16, 3, sprites.NeonAmber, 1)
	for i, l := range lines {
		d.Text(l, r.X+r.W/2, r.Y+30+34*float64(i), 26, ui.Bold, ui.Center, sprites.NeonAmber, 1)
	}
	d.Fill(ui.Rect{X: f.p.X - 8, Y: f.p.Y - 8, W: 16, H: 16}, 8, sprites.NeonAmber, 0.9)
}
