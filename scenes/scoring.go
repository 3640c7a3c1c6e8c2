package scenes

import (
	"strings"

	"graffiti/scenes/sound"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// Scoring tells the final tally step by step: points from play, half a
// point per tile left, the tags on complete graffiti; the bars walk to
// the totals; then the winner, with the tie-break when it decided.
type Scoring struct {
	t       *Table
	start   int
	step    int  // 0 play, 1 tiles, 2 tags, 3 winner
	cheered bool // the winner's fanfare was played
	rematch *ui.Button
	title   *ui.Button
}

const scoringStep = 50

// NewScoring opens the final scoring of a finished table.
func NewScoring(a *App, t *Table) *Scoring {
	return &Scoring{
		t: t, start: a.Tick,
		rematch: &ui.Button{R: ui.Rect{X: 400, Y: 630, W: 220, H: 56}, Label: a.T(words.Rematch), Enabled: true, Accent: sprites.NeonAmber},
		title:   &ui.Button{R: ui.Rect{X: 660, Y: 630, W: 220, H: 56}, Label: a.T(words.ToTitle), Enabled: true},
	}
}

// WinnerText is the line the screen shows about the winners.
func (sc *Scoring) WinnerText(a *App) string {
	s := sc.t.s
	names := make([]string, len(s.Winners))
	for i, w := range s.Winners {
		names[i] = s.Players[w].Name
	}
	if len(names) == 1 {
		return a.T(words.Winner, names[0])
	}
	return a.T(words.SharedWin, strings.Join(names, ", "))
}

// tieBroken reports whether someone shared the top score but lost on
// tags: only then did the tie-break decide.
func (sc *Scoring) tieBroken() bool {
	s := sc.t.s
	if len(s.Winners) == 0 {
		return false
	}
	top := s.Players[s.Winners[0]].Score
	n := 0
	for _, p := range s.Players {
		if p.Score == top {
			n++
		}
	}
	return n > len(s.Winners)
}

// Update advances the tally; a tap shows it all.
func (sc *Scoring) Update(a *App) error {
	in := a.Input()
	n := a.Settings.Speed.Ticks(scoringStep)
	if n == 0 {
		sc.step = 3
	} else {
		sc.step = min(3, (a.Tick-sc.start)/n)
	}
	if sc.step == 3 && !sc.cheered {
		sc.cheered = true
		a.cue(sound.Fanfare)
	}
	if a.demo != nil {
		sc.demoAfterScoring(a)
		return nil
	}
	if sc.step < 3 {
		if ui.AnyTap(in) {
			sc.start = a.Tick - 3*max(1, n)
			sc.step = 3
		}
		return nil
	}
	if sc.rematch.Hit(in) {
		setup := sc.t.s.Setup
		// A fresh seed the same way as a new game's: the deal of the
		// last game (or the tick) must not tell anyone this one.
		setup.Seed, setup.TypedSeed = freshSeed(), false
		t, err := NewTable(a, setup, sc.t.colors, sc.t.seats)
		if err == nil {
			a.Goto(t)
		}
	}
	if sc.title.Hit(in) {
		a.Goto(NewTitle(a))
	}
	return nil
}

// Draw shows the tally.
func (sc *Scoring) Draw(d *Draw) {
	a := d.App
	s := sc.t.s
	background(d, 0.55)
	d.Text(a.T(words.FinalScoring), 640, 64, 60, ui.Display, ui.Center, sprites.NeonPink, 1)
	heads := []string{a.T(words.DuringPlay), a.T(words.TilesLeft), a.T(words.TagsComplete), a.T(words.Total)}
	for i, h := range heads {
		d.Text(h, 520+float64(i)*170, 140, 12, ui.Bold, ui.Center, sprites.Chalk, 0.8)
	}
	maxScore := 1
	for _, p := range s.Players {
		maxScore = max(maxScore, p.Score)
	}
	for seat := range s.Players {
		p := &s.Players[seat]
		y := 180 + float64(seat)*95
		col := sc.t.seatColor(seat)
		d.Fill(ui.Rect{X: 60, Y: y, W: 1160, H: 80}, 14, sprites.Night, 0.8)
		sprites.DrawTag(d.Dst, d.S(70), d.S(y+6), d.S(68), col, initial(p.Name))
		d.Text(p.Name, 150, y+28, 22, ui.Bold, ui.Left, col, 1)
		d.Text(a.T(words.Labelled, a.T(words.TagsInTunnel), num(s.TagsInTunnel(seat))), 150, y+56, 12, ui.Body, ui.Left, sprites.Chalk, 0.7)
		vals := []int{p.Points.Play, p.Points.Tiles, p.Points.Tags}
		total := 0
		for i, v := range vals {
			if sc.step >= i {
				total += v
				txt := num(v)
				if i > 0 {
					txt = "+" + txt
				}
				d.Text(txt, 520+float64(i)*170, y+30, 26, ui.Display, ui.Center, sprites.Chalk, 1)
			}
		}
		d.Text(num(total), 1030, y+30, 32, ui.Display, ui.Center, col, 1)
		// The marker walks as the tally grows.
		w := 1100 * float64(total) / float64(maxScore)
		d.Fill(ui.Rect{X: 90, Y: y + 66, W: w, H: 6}, 3, col, 0.9)
	}
	if sc.step >= 3 {
		d.Text(sc.WinnerText(a), 640, 580, 40, ui.Display, ui.Center, sprites.NeonAmber, 1)
		if sc.tieBroken() {
			d.Text(a.T(words.TieBreak), 640, 612, 14, ui.Bold, ui.Center, sprites.Chalk, 0.85)
		}
		if a.demo == nil {
			d.Button(sc.rematch, 20)
			d.Button(sc.title, 20)
		}
	} else if a.demo == nil {
		d.Text(a.T(words.TapToSkip), 640, 660, 13, ui.Body, ui.Center, sprites.Chalk, 0.6)
	}
}

// release frees the pictures of the table drawn under the scoring.
func (s *Scoring) release() { s.t.release() }
