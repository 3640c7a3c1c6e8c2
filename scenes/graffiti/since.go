package graffiti

import (
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// "Since your last turn": when the curtain lifts for a person, a panel
// over the tunnel tells what the others did since that person last
// acted, in the log's words. It goes after a few seconds or at the first
// tap (which also counts as the tap it is).

// sinceTicks is how long the summary stays, at 60 ticks a second.
const sinceTicks = 8 * 60

// sinceLines is the most lines the summary shows: the latest.
const sinceLines = 8

// since is the summary under way.
type since struct {
	seen  [graffiti.MaxPlayers]int // each seat's place in the log after its last action
	shown []graffiti.Event
	at    int
}

// acted notes that seat just acted: the log up to here is what it knows.
func (sn *since) acted(seat, logLen int) {
	if seat >= 0 && seat < graffiti.MaxPlayers {
		sn.seen[seat] = logLen
	}
}

// lifted starts the summary for seat, whose curtain just lifted.
func (t *Table) sinceLifted(a *scenes.App, seat int) {
	sn := &t.since
	from := min(sn.seen[seat], len(t.log))
	sn.shown = sn.shown[:0]
	for _, e := range t.log[from:] {
		if e.Seat != seat {
			sn.shown = append(sn.shown, e)
		}
	}
	sn.at = a.Tick
}

// sinceAgain is the summary's "Show again" button: the moves played
// again on the board, quickly.
var sinceAgain = ui.Rect{X: 790, Y: 48, W: 170, H: 32}

// sinceUpdate ends the summary when its time is up or at a tap; "Show
// again" plays its moves again on the board, quickly, and takes the tap.
func (t *Table) sinceUpdate(a *scenes.App) bool {
	if len(t.since.shown) == 0 {
		return false
	}
	if ui.Tapped(a.Input(), sinceAgain) {
		ev := append([]graffiti.Event(nil), t.since.shown...)
		t.since.shown = t.since.shown[:0]
		t.anim.startAt(a, t, ev, scenes.SpeedFast)
		return true
	}
	if a.Tick-t.since.at >= sinceTicks || ui.AnyTap(a.Input()) {
		t.since.shown = t.since.shown[:0]
	}
	return false
}

// drawSince draws the summary, over the tunnel.
func (t *Table) drawSince(d *scenes.Draw) {
	ev := t.since.shown
	if len(ev) == 0 {
		return
	}
	a := d.App
	if len(ev) > sinceLines {
		ev = ev[len(ev)-sinceLines:]
	}
	// Two heights only: every size of a rounded panel is a cached
	// picture, and one per line count would be eight.
	rows := 4
	if len(ev) > rows {
		rows = sinceLines
	}
	r := ui.Rect{X: 300, Y: 40, W: 680, H: 54 + 22*float64(rows)}
	d.Fill(r, 14, sprites.Ink, 0.93)
	d.Stroke(r, 14, 2, sprites.NeonAmber, 0.9)
	d.Text(a.T(words.SinceTitle), r.X+20, r.Y+22, 18, ui.Bold, ui.Left, sprites.NeonAmber, 1)
	d.Text(a.T(words.SinceDismiss), sinceAgain.X-14, r.Y+22, 12, ui.Body, ui.Right, sprites.Chalk, 0.6)
	again := ui.Button{R: sinceAgain, Label: a.T(words.SinceAgain), Enabled: true, Accent: sprites.NeonAmber}
	d.Button(&again, 13)
	for i, e := range ev {
		d.Text(t.eventText(a.Lang(), e), r.X+20, r.Y+48+22*float64(i), 15, ui.Body, ui.Left, sprites.Chalk, 0.95)
	}
}

// Since is what the others did since seat last acted, in words: the
// summary's lines, for a phone's page when the seat's turn comes.
func (t *Table) Since(lang words.Lang, seat int) []string {
	from := 0
	if seat >= 0 && seat < graffiti.MaxPlayers {
		from = t.since.seen[seat]
	}
	return scenes.SinceLines(t.log, from, seat, func(e graffiti.Event) (int, string) {
		return e.Seat, t.eventText(lang, e)
	})
}
