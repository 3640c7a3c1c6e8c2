package kunststucke

import (
	ks "graffiti/game/kunststucke"
	"graffiti/scenes"
	"graffiti/scenes/sound"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// The log and the things on the move (a shape sliding along its route, a
// shape landing, a tile flying face down to its slot), all read from the
// core's events.

// logEvents adds the events the log tells: all but the final tally,
// which the reveal tells.
func (t *Table) logEvents(ev []ks.Event) {
	for _, e := range ev {
		if e.Kind == ks.EvTileScored {
			continue
		}
		t.log = append(t.log, ksLogEntry{ev: e})
	}
}

// eventText is one log line. It is for everyone at the table, so a tile
// taken is never named (the event's public form).
func (t *Table) eventText(lang words.Lang, e ks.Event) string {
	name := "?"
	if e.Seat >= 0 && e.Seat < t.S.N() {
		name = t.S.Players[e.Seat].Name
	}
	switch e.Kind {
	case ks.EvTurn:
		return words.T(lang, KSLogTurn, e.N, name)
	case ks.EvPlaced:
		return words.T(lang, KSLogPlaced, name, ksShapeThe(lang, e.Shape), e.At.String())
	case ks.EvDiscarded:
		return words.T(lang, KSLogDiscarded, name, ksShapeThe(lang, e.Shape))
	case ks.EvUndone:
		return words.T(lang, KSLogUndone, name, ksShapeThe(lang, e.Shape))
	case ks.EvSlid:
		return words.T(lang, KSLogSlid, name, ksShapeThe(lang, e.Shape), e.From.String(), e.At.String())
	case ks.EvLooked:
		return words.T(lang, KSLogLooked, name, ks.PileName(e.Pile))
	case ks.EvTook:
		return words.T(lang, KSLogTook, name, ks.PileName(e.Pile), ks.SlotValues[e.Slot])
	case ks.EvGameOver:
		return words.T(lang, KSLogOver)
	}
	return ""
}

// ksMove is one event animated: a shape sliding along its route, a
// shape put down.
type ksMove struct {
	ev ks.Event
	at int
}

// Ticks of the animations: a slide's one-cell step, a placement's
// landing.
const (
	ksStepTicks  = 5
	ksPlaceTicks = 14
)

// startMoves animates the events of an action.
func (t *Table) startMoves(a *scenes.App, ev []ks.Event) {
	for _, e := range ev {
		switch e.Kind {
		case ks.EvSlid:
			t.moves = append(t.moves, ksMove{ev: e, at: a.Tick})
			a.Cue(sound.Hiss)
		case ks.EvPlaced, ks.EvTook:
			t.moves = append(t.moves, ksMove{ev: e, at: a.Tick})
		}
	}
}

// moveTicks is how long a move plays.
func (m *ksMove) ticks(a *scenes.App) int {
	if m.ev.Kind == ks.EvSlid {
		return a.Settings.Speed.Ticks(ksStepTicks) * max(0, len(m.ev.Route)-1)
	}
	return a.Settings.Speed.Ticks(ksPlaceTicks)
}

// drawFlights draws each tile just taken flying from its pile to its
// slot, face down: its back is all anyone sees.
func (t *Table) drawFlights(d *scenes.Draw) {
	a := d.App
	for i := range t.moves {
		m := &t.moves[i]
		n := m.ticks(a)
		if m.ev.Kind != ks.EvTook || n == 0 {
			continue
		}
		f := sprites.EaseInOut(min(1, max(0, float64(a.Tick-m.at)/float64(n))))
		from, to := ksPileRect(m.ev.Pile).Center(), ksStripSlot(m.ev.Seat, t.S.N(), m.ev.Slot).Center()
		x, y := from.X+f*(to.X-from.X), from.Y+f*(to.Y-from.Y)
		r := ui.Rect{X: x - 15, Y: y - 16, W: 30, H: 32}
		d.Fill(r, 5, sprites.KSTileBack, 1)
		d.Stroke(r, 5, 1.5, sprites.NeonAmber, 1)
	}
}

// movesBusy reports whether a shape is still moving (and forgets the
// moves done).
func (t *Table) movesBusy(a *scenes.App) bool {
	keep := t.moves[:0]
	for _, m := range t.moves {
		if a.Tick-m.at < m.ticks(a) {
			keep = append(keep, m)
		}
	}
	t.moves = keep
	return len(t.moves) > 0
}

// slidingAt is where shape id is drawn while it slides: its anchor
// between two cells of the route, in cells (fractions between steps).
func (t *Table) slidingAt(a *scenes.App, id ks.ShapeID) (x, y float64, ok bool) {
	for i := range t.moves {
		m := &t.moves[i]
		if m.ev.Kind != ks.EvSlid || m.ev.Shape != id || len(m.ev.Route) < 2 {
			continue
		}
		n := a.Settings.Speed.Ticks(ksStepTicks)
		if n == 0 {
			return 0, 0, false
		}
		el := a.Tick - m.at
		k := el / n
		if k >= len(m.ev.Route)-1 {
			return 0, 0, false
		}
		f := float64(el%n) / float64(n)
		from, to := m.ev.Route[k], m.ev.Route[k+1]
		return float64(from.X) + f*float64(to.X-from.X), float64(from.Y) + f*float64(to.Y-from.Y), true
	}
	return 0, 0, false
}

// landing is how far shape id's placement has landed, 0 to 1.
func (t *Table) landing(a *scenes.App, id ks.ShapeID) float64 {
	for i := range t.moves {
		m := &t.moves[i]
		if m.ev.Kind == ks.EvPlaced && m.ev.Shape == id {
			n := m.ticks(a)
			if n == 0 {
				return 1
			}
			return min(1, max(0, float64(a.Tick-m.at)/float64(n)))
		}
	}
	return 1
}

// Since is what the others did since seat last ended a turn, in words:
// the log's lines marked "since your last turn", for a phone's page.
func (t *Table) Since(lang words.Lang, seat int) []string {
	from := 0
	if seat >= 0 && seat < len(t.read) {
		from = t.read[seat]
	}
	return scenes.SinceLines(t.log, from, seat, func(e ksLogEntry) (int, string) {
		return e.ev.Seat, t.eventText(lang, e.ev)
	})
}
