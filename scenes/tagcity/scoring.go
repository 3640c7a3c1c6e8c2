package tagcity

import (
	"fmt"
	"sort"

	"graffiti/scenes"
	"graffiti/scenes/sound"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// TagCityScoring is the end of a battle, told step by step: each
// tagger's high values, then low values, drone penalties, bubbles and the
// total, a column at a time; then the rows take their places, the winner
// is named and the tie-break told when it decided. Rematch and Title.
type Scoring struct {
	t       *Table
	start   int
	order   []int // seats, best first
	rematch *ui.Button
	title   *ui.Button
	cheered bool
}

// tcScoreStep is the ticks between two columns of the tally.
const tcScoreStep = 40

// tcScoreCols are the tally's columns, as the core's breakdown gives them.
const tcScoreCols = 5

// Table is the battle scored.
func (sc *Scoring) Table() *Table { return sc.t }

// NewTagCityScoring opens the final scoring of a finished battle.
func NewScoring(a *scenes.App, t *Table) *Scoring {
	sc := &Scoring{t: t, start: a.Tick}
	for seat := range t.S.Taggers {
		sc.order = append(sc.order, seat)
	}
	// Best first: the winners as the core decided, then by total and
	// circled bubbles (the core's tie-break).
	win := map[int]bool{}
	for _, w := range t.S.Winners {
		win[w] = true
	}
	sort.SliceStable(sc.order, func(i, j int) bool {
		x, y := sc.order[i], sc.order[j]
		if win[x] != win[y] {
			return win[x]
		}
		bx, by := t.S.Breakdown(x), t.S.Breakdown(y)
		if bx.Total != by.Total {
			return bx.Total > by.Total
		}
		return bx.Circled > by.Circled
	})
	sc.rematch, sc.title = scenes.EndButtons(a, 400, 660, 640, 54, t.sess.Owner())
	return sc
}

// shown is how many of the tally's columns are told so far; one more
// than the columns when the ranking and the winner are shown too.
func (sc *Scoring) shown(a *scenes.App) int {
	n := a.Settings.Speed.Ticks(tcScoreStep)
	if n == 0 {
		return tcScoreCols + 1
	}
	return min(tcScoreCols+1, (a.Tick-sc.start)/n)
}

// Update moves the tally on; a tap tells it all at once.
func (sc *Scoring) Update(a *scenes.App) error {
	in := a.Input()
	done := sc.shown(a) > tcScoreCols
	if done && !sc.cheered {
		sc.cheered = true
		a.Cue(sound.Fanfare)
	}
	if a.Demo != nil {
		if n := a.Settings.Speed.Ticks(tcScoreStep); a.Tick-sc.start >= (tcScoreCols+1)*n+scenes.DemoHold {
			a.DemoNext()
		}
		return nil
	}
	if !done {
		if ui.AnyTap(in) {
			sc.start = a.Tick - (tcScoreCols+1)*a.Settings.Speed.Ticks(tcScoreStep)
		}
		return nil
	}
	if sc.rematch != nil && sc.rematch.Hit(in) {
		setup := sc.t.S.Setup
		setup.Seed, setup.TypedSeed = scenes.FreshSeed(), false
		if t, err := NewTable(a, setup, sc.t.Seats, sc.t.Marks); err == nil {
			a.Goto(t)
		}
	}
	if sc.title.Hit(in) {
		a.Goto(scenes.NewTitle(a))
	}
	return nil
}

// Draw shows the tally over the dimmed wall.
func (sc *Scoring) Draw(d *scenes.Draw) {
	a := d.App
	s := sc.t.S
	scenes.Background(d, 0.6)
	d.Text(a.T(words.FinalScoring), 640+3, 70+3, 60, ui.Display, ui.Center, sprites.Ink, 0.8)
	d.Text(a.T(words.FinalScoring), 640, 70, 60, ui.Display, ui.Center, sprites.NeonPink, 1)
	shown := sc.shown(a)
	heads := [tcScoreCols]words.Word{TCHighValues, TCLowValues, TCDroneTotal, TCBubbleTotal, words.Total}
	colX := [tcScoreCols]float64{560, 680, 800, 920, 1060}
	for k, h := range heads {
		d.Text(a.T(h), colX[k], 150, 16, ui.Bold, ui.Center, sprites.NeonCyan, 0.9)
	}
	rows := sc.order
	if shown <= tcScoreCols {
		// Seat order while the tally is told; places once it is done.
		rows = nil
		for seat := range s.Taggers {
			rows = append(rows, seat)
		}
	}
	for i, seat := range rows {
		y := 200 + float64(i)*90
		r := ui.Rect{X: 180, Y: y - 34, W: 940, H: 70}
		col := sc.t.Marker(seat)
		d.Fill(r, 14, sprites.Night, 0.85)
		d.Stroke(r, 14, 2, col, 0.7)
		if shown > tcScoreCols {
			d.Text(fmt.Sprint(i+1), 214, y, 30, ui.Display, ui.Center, sprites.Chalk, 0.9)
		}
		d.NameMark(s.Taggers[seat].Name, 250, y, 26, ui.Display, col, sc.t.markerMark(seat))
		b := s.Breakdown(seat)
		vals := [tcScoreCols]int{b.High, b.Low, b.Drone, b.Bubbles, b.Total}
		for k, v := range vals {
			if k >= shown {
				break
			}
			size, font := 22.0, ui.Bold
			if k == tcScoreCols-1 {
				size, font = 30, ui.Display
			}
			d.Text(fmt.Sprint(v), colX[k], y, size, font, ui.Center, sprites.Chalk, 1)
		}
	}
	if shown <= tcScoreCols {
		return
	}
	var names []string
	for _, w := range s.Winners {
		names = append(names, s.Taggers[w].Name)
	}
	y := 200 + float64(len(rows))*90
	if len(names) > 0 {
		d.Text(scenes.WinnersLine(a, names), 640, y, 40, ui.Display, ui.Center, sc.t.Marker(s.Winners[0]), 1)
	}
	if note := sc.tieNote(a); note != "" {
		d.Text(note, 640, y+44, 18, ui.Bold, ui.Center, sprites.NeonAmber, 1)
	}
	if sc.rematch != nil {
		d.Button(sc.rematch, 22)
	}
	d.Button(sc.title, 22)
}

// tieNote tells the tie-break when it decided, or that the tie stands.
func (sc *Scoring) tieNote(a *scenes.App) string {
	s := sc.t.S
	top, n := -1<<30, 0
	for seat := range s.Taggers {
		top = max(top, s.Breakdown(seat).Total)
	}
	for seat := range s.Taggers {
		if s.Breakdown(seat).Total == top {
			n++
		}
	}
	switch {
	case n > 1 && len(s.Winners) > 1:
		return a.T(TCNextBattle)
	case n > 1:
		return a.T(TCTieBreak) + " · " + a.T(TCCircled, s.Breakdown(s.Winners[0]).Circled)
	}
	return ""
}
