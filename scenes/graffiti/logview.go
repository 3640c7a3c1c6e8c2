package graffiti

import (
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// The log on screen: the last moves under the players' strips, and the
// whole game in a panel that opens over the table when the log is tapped
// (or its "Whole log" link), grouped by round, one header a round, and
// scrolled by the wheel, a drag or its arrows.

// logLine is one line as drawn: a move, or the header of a round.
type logLine struct {
	text   string
	header bool
	more   bool // a wrapped line's continuation (logRows)
}

const (
	logSize     = 14.0 // the inline log's text: readable at 1280×720
	logStep     = 17.0
	logViewSize = 16.0
	logViewStep = 21.0
)

var (
	logPanel   = ui.Rect{X: 250, Y: 40, W: 780, H: 640}
	logClose   = ui.Rect{X: logPanel.X + logPanel.W - 150, Y: logPanel.Y + 14, W: 130, H: 44}
	logUp      = ui.Rect{X: logPanel.X + logPanel.W - 70, Y: logPanel.Y + 80, W: 50, H: 50}
	logDown    = ui.Rect{X: logPanel.X + logPanel.W - 70, Y: logPanel.Y + logPanel.H - 70, W: 50, H: 50}
	logWhole   = ui.Rect{X: stripX, Y: 690, W: 76, H: 30}
	logViewTop = logPanel.Y + 80.0
	logViewBot = logPanel.Y + logPanel.H - 20.0
)

// lineOf puts one logged event in words: a round's start is its header.
func (t *Table) lineOf(lang words.Lang, e graffiti.Event) logLine {
	if e.Kind == graffiti.EvRoundStart {
		return logLine{text: words.T(lang, words.Round, e.N), header: true}
	}
	return logLine{text: t.eventText(lang, e)}
}

// logTail is the last n lines of the log, oldest first, the current
// round's header first when it scrolled out of them: it is never shown
// twice.
func (t *Table) logTail(lang words.Lang, n int) []logLine {
	var out []logLine
	for i := len(t.log) - 1; i >= 0 && len(out) < n; i-- {
		out = append(out, t.lineOf(lang, t.log[i]))
	}
	for i := len(t.legacyLog) - 1; i >= 0 && len(out) < n; i-- {
		out = append(out, logLine{text: t.legacyLog[i]})
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	if len(out) == n && !out[0].header {
		out[0] = logLine{text: words.T(lang, words.Round, t.S.Round), header: true}
	}
	return out
}

// logRows lays the log's last lines out in as many rows as they were
// lines, each wrapped to w (German's lines are longer than the area; a
// line is never cut): the newest lines are kept whole, the oldest go,
// and the round's header stays on top when the first line was one.
func logRows(lines []logLine, w float64) []logLine {
	n := len(lines)
	var rows []logLine
	for i := n - 1; i >= 0; i-- {
		l := lines[i]
		wrapped := []logLine{l}
		if !l.header {
			wrapped = wrapped[:0]
			for j, part := range ui.Wrap(l.text, logSize, ui.Body, w-ui.TextWidth("   ", logSize, ui.Body)) {
				if j > 0 {
					part = "   " + part // a line's continuation, indented
				}
				wrapped = append(wrapped, logLine{text: part, more: j > 0})
			}
		}
		if len(rows)+len(wrapped) > n {
			if len(rows) == 0 {
				rows = wrapped[:n] // the newest line is always shown
			}
			break
		}
		rows = append(wrapped, rows...)
	}
	if n > 0 && lines[0].header && (len(rows) == 0 || !rows[0].header) {
		if len(rows) == n {
			rows = rows[1:]
			for len(rows) > 0 && rows[0].more {
				rows = rows[1:] // the rest of the line whose start made room
			}
		}
		rows = append([]logLine{lines[0]}, rows...)
	}
	return rows
}

// drawLog draws the log's last lines in its area under the strips.
func (t *Table) drawLog(d *scenes.Draw) {
	r := logArea(t.S.N())
	t.drawLegend(d, r)
	rows := logRows(t.logTail(d.App.Lang(), max(1, int((r.H-30-legendH)/logStep)+1)), r.W-16)
	for i, l := range rows {
		y := r.Y + legendH + 12 + float64(i)*logStep
		if l.header {
			d.Text(l.text, r.X+10, y, logSize, ui.Bold, ui.Left, sprites.NeonAmber, 1)
			continue
		}
		d.Text(l.text, r.X+10, y, logSize, ui.Body, ui.Left, sprites.Chalk, 0.9)
	}
	if t.S.Setup.TypedSeed {
		d.Text(d.App.T(words.TypedSeed), r.X+r.W-8, r.Y+11, 10, ui.Body, ui.Right, sprites.Chalk, 0.6)
	}
	d.Text(d.App.T(words.WholeLog), logWhole.X+4, logWhole.Y+logWhole.H/2, 11, ui.Bold, ui.Left, sprites.NeonCyan, 0.8)
	d.Text(d.App.T(words.Menu), menuBtn.X+menuBtn.W-4, menuBtn.Y+menuBtn.H/2, 11, ui.Bold, ui.Right, sprites.NeonCyan, 0.8)
	d.Text(d.App.T(words.Rules), rulesBtn.X+rulesBtn.W-4, rulesBtn.Y+rulesBtn.H/2, 11, ui.Bold, ui.Right, sprites.NeonCyan, 0.8)
}

// logView is the whole-game log, open over the table.
type logView struct {
	open   bool
	lines  []logLine // wrapped to the panel, made when it opens
	scroll float64   // the first line shown, in lines
	drag   float64   // where a drag started, or -1
}

// openLog opens the whole log at its end, wrapped to the panel.
func (t *Table) openLog(a *scenes.App) {
	lv := &t.logView
	lv.open, lv.drag = true, -1
	lv.lines = lv.lines[:0]
	w := logPanel.W - 120
	add := func(l logLine) {
		if l.header {
			lv.lines = append(lv.lines, l)
			return
		}
		for _, s := range ui.Wrap(l.text, logViewSize, ui.Body, w) {
			lv.lines = append(lv.lines, logLine{text: s})
		}
	}
	for _, s := range t.legacyLog {
		add(logLine{text: s})
	}
	for _, e := range t.log {
		add(t.lineOf(a.Lang(), e))
	}
	lv.scroll = lv.maxScroll()
}

// shown is how many lines the panel holds.
func (lv *logView) shown() int { return int((logViewBot - logViewTop) / logViewStep) }

func (lv *logView) maxScroll() float64 { return float64(max(0, len(lv.lines)-lv.shown())) }

// updateLog answers the log: a tap on the inline log opens the whole one;
// open, it scrolls and closes. It reports whether it took the input.
func (t *Table) updateLog(a *scenes.App, in *ui.Input) bool {
	lv := &t.logView
	if !lv.open {
		if ui.Tapped(in, logArea(t.S.N())) || ui.Tapped(in, logWhole) {
			t.openLog(a)
			return true
		}
		return false
	}
	switch {
	case in.Key == ui.KeyBack || ui.Tapped(in, logClose):
		lv.open = false
		return true
	case ui.Tapped(in, logUp):
		lv.scroll -= float64(lv.shown() - 2)
	case ui.Tapped(in, logDown):
		lv.scroll += float64(lv.shown() - 2)
	case len(in.Taps) > 0 && !logPanel.Contains(in.Taps[0]):
		lv.open = false
		return true
	}
	lv.scroll -= in.Wheel * 3
	if in.Held {
		if lv.drag < 0 {
			lv.drag = in.Hover.Y
		}
		lv.scroll -= (in.Hover.Y - lv.drag) / logViewStep
		lv.drag = in.Hover.Y
	} else {
		lv.drag = -1
	}
	lv.scroll = min(max(lv.scroll, 0), lv.maxScroll())
	return true
}

// drawLogView draws the whole log over the table.
func (t *Table) drawLogView(d *scenes.Draw) {
	a, lv := d.App, &t.logView
	d.Fill(ui.Rect{X: 0, Y: 0, W: scenes.ScreenW, H: scenes.ScreenH}, 0, sprites.Ink, 0.6)
	d.Fill(logPanel, 16, sprites.Night, 0.97)
	d.Stroke(logPanel, 16, 2, sprites.NeonCyan, 0.9)
	d.Text(a.T(words.WholeLogTitle), logPanel.X+30, logPanel.Y+38, 30, ui.Display, ui.Left, sprites.NeonPink, 1)
	closeBtn := ui.Button{R: logClose, Label: a.T(words.Close), Enabled: true}
	d.Button(&closeBtn, 16)
	first := int(lv.scroll)
	for i := 0; i < lv.shown() && first+i < len(lv.lines); i++ {
		l := lv.lines[first+i]
		y := logViewTop + 10 + float64(i)*logViewStep
		if l.header {
			d.Text(l.text, logPanel.X+30, y, logViewSize+1, ui.Bold, ui.Left, sprites.NeonAmber, 1)
			continue
		}
		d.Text(l.text, logPanel.X+48, y, logViewSize, ui.Body, ui.Left, sprites.Chalk, 0.92)
	}
	up := ui.Button{R: logUp, Label: "▲", Enabled: lv.scroll > 0}
	down := ui.Button{R: logDown, Label: "▼", Enabled: lv.scroll < lv.maxScroll()}
	d.Button(&up, 18)
	d.Button(&down, 18)
}
