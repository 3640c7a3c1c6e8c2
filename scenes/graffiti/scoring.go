package graffiti

import (
	"graffiti/scenes"
	"graffiti/scenes/sound"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// Scoring tells the end of a game: first the finished tunnel, then the
// final tally step by step (points from play, half a point per tile
// left, the tags on complete graffiti) with the artists' markers walking
// the score track, then the rows move to their places and the winner is
// celebrated, with the tie-break when it decided.
type Scoring struct {
	t         *Table
	start     int
	step      int  // -1 the finished tunnel, 0 play, 1 tiles, 2 tags, 3 winner (the buttons are live)
	cheered   bool // the winner's fanfare was played
	ranked    int  // the tick the places were known (step 3 began), or -1
	tableGone bool // the table's pictures, drawn for the tunnel, were released
	rematch   *ui.Button
	title     *ui.Button
}

// Table is the game scored.
func (sc *Scoring) Table() *Table { return sc.t }

// The ending's timing in ticks at normal speed (the speed setting
// scales them; instant makes them 0).
const (
	scoringTunnel = 90 // the finished tunnel, before the tally
	scoringStep   = 50 // one line of the tally
	scoringWalk   = 30 // the markers walk a line's points
	scoringFade   = 15 // the tunnel fades into the tally
	scoringRank   = 30 // the rows move to their places
)

// NewScoring opens the final scoring of a finished table.
func NewScoring(a *scenes.App, t *Table) *Scoring {
	sc := &Scoring{
		t: t, start: a.Tick, ranked: -1,
		rematch: &ui.Button{R: ui.Rect{X: 400, Y: 630, W: 220, H: 56}, Label: a.T(words.Rematch), Enabled: true, Accent: sprites.NeonAmber},
		title:   &ui.Button{R: ui.Rect{X: 660, Y: 630, W: 220, H: 56}, Label: a.T(words.ToTitle), Enabled: true},
	}
	if !t.sess.Owner() {
		// A room's game: a rematch here would be a game on this device
		// alone, without the room's phones. Title only.
		sc.rematch, sc.title.R.X = nil, 530
	}
	sc.advance(a)
	return sc
}

// phases are the ticks of the tunnel and of one tally line at the
// app's speed.
func (sc *Scoring) phases(a *scenes.App) (tunnel, line int) {
	return a.Settings.Speed.Ticks(scoringTunnel), a.Settings.Speed.Ticks(scoringStep)
}

// revealTicks is how long after the scoring opened the winner shows.
func (sc *Scoring) revealTicks(a *scenes.App) int {
	tu, n := sc.phases(a)
	return tu + 3*n
}

// advance sets the step the clock has reached.
func (sc *Scoring) advance(a *scenes.App) {
	tu, n := sc.phases(a)
	el := a.Tick - sc.start
	switch {
	case n == 0:
		sc.step = 3
	case el < tu:
		sc.step = -1
	default:
		sc.step = min(3, (el-tu)/n)
	}
	if sc.step == 3 && sc.ranked < 0 {
		sc.ranked = a.Tick
	}
}

// WinnerText is the line the screen shows about the winners.
func (sc *Scoring) WinnerText(a *scenes.App) string {
	s := sc.t.S
	names := make([]string, len(s.Winners))
	for i, w := range s.Winners {
		names[i] = s.Players[w].Name
	}
	return scenes.WinnersLine(a, names)
}

// tieBroken reports whether someone shared the top score but lost on
// tags: only then did the tie-break decide.
func (sc *Scoring) tieBroken() bool {
	s := sc.t.S
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
func (sc *Scoring) Update(a *scenes.App) error {
	in := a.Input()
	sc.advance(a)
	if tu, _ := sc.phases(a); !sc.tableGone && a.Tick-sc.start >= tu+a.Settings.Speed.Ticks(scoringFade) {
		// The tunnel has faded into the tally: its pictures go.
		sc.tableGone = true
		sc.t.Release()
	}
	if sc.step == 3 && !sc.cheered {
		sc.cheered = true
		a.Cue(sound.Fanfare)
	}
	if a.Demo != nil {
		if a.Tick-sc.start >= sc.revealTicks(a)+scenes.DemoHold {
			a.DemoNext()
		}
		return nil
	}
	if sc.step < 3 {
		if ui.AnyTap(in) {
			sc.start = a.Tick - sc.revealTicks(a)
			sc.advance(a)
		}
		return nil
	}
	if sc.rematch != nil && sc.rematch.Hit(in) {
		setup := sc.t.S.Setup
		// A fresh seed the same way as a new game's: the deal of the
		// last game (or the tick) must not tell anyone this one.
		setup.Seed, setup.TypedSeed = scenes.FreshSeed(), false
		t, err := NewTable(a, setup, sc.t.colors, sc.t.seats)
		if err == nil {
			a.Goto(t)
		}
	}
	if sc.title.Hit(in) {
		a.Goto(scenes.NewTitle(a))
	}
	return nil
}

// Draw shows the finished tunnel, then the tally.
func (sc *Scoring) Draw(d *scenes.Draw) {
	a := d.App
	if sc.step < 0 {
		sc.drawTunnel(d)
		return
	}
	scenes.Background(d, 0.55)
	sc.drawConfetti(d)
	d.Text(a.T(words.FinalScoring), 640, 48, 52, ui.Display, ui.Center, sprites.NeonPink, 1)
	sc.drawTrack(d)
	heads := []string{a.T(words.DuringPlay), a.T(words.TilesLeft), a.T(words.TagsComplete), a.T(words.Total)}
	for i, h := range heads {
		col, alpha := sprites.Chalk, float32(0.8)
		if i == sc.step {
			col, alpha = sprites.NeonAmber, 1 // the line being told
		}
		d.Text(h, scoreColumn(i), 172, 12, ui.Bold, ui.Center, col, alpha)
	}
	for _, seat := range sc.drawOrder() {
		sc.drawRow(d, seat)
	}
	if sc.step >= 3 {
		sc.drawBursts(d)
		d.Text(sc.WinnerText(a), 640, 566, 40, ui.Display, ui.Center, sprites.NeonAmber, 1)
		if sc.tieBroken() {
			d.Text(a.T(words.TieBreak), 640, 602, 14, ui.Bold, ui.Center, sprites.Chalk, 0.85)
		}
		if a.Demo == nil {
			if sc.rematch != nil {
				d.Button(sc.rematch, 20)
			}
			d.Button(sc.title, 20)
		}
	} else if a.Demo == nil {
		d.Text(a.T(words.TapToSkip), 640, 660, 13, ui.Body, ui.Center, sprites.Chalk, 0.6)
	}
	sc.drawTunnelFading(d)
}

// scoreColumn is the x of the tally's column i (3: the total).
func scoreColumn(i int) float64 {
	if i == 3 {
		return 1045
	}
	return 505 + float64(i)*185
}

// drawRow draws one artist's line of the tally where it stands now.
func (sc *Scoring) drawRow(d *scenes.Draw, seat int) {
	a := d.App
	s := sc.t.S
	p := &s.Players[seat]
	y := sc.rowY(a, seat)
	col := sc.t.seatColor(seat)
	r := ui.Rect{X: 60, Y: y, W: 1160, H: scoringRowH}
	d.Fill(r, 14, sprites.Night, 0.85)
	won := sc.step >= 3 && sc.isWinner(seat)
	if won {
		d.Stroke(r, 14, 3, sprites.NeonAmber, float32(0.55+0.45*sc.rankProgress(a)))
	}
	sprites.DrawArtistTag(d.Dst, d.S(70), d.S(y+5), d.S(64), col, scenes.Initial(p.Name), sc.t.seatMark(seat))
	d.Text(p.Name, 150, y+26, 22, ui.Bold, ui.Left, col, 1)
	d.Text(a.T(words.Labelled, a.T(words.TagsInTunnel), scenes.Num(s.TagsInTunnel(seat))), 150, y+52, 12, ui.Body, ui.Left, sprites.Chalk, 0.7)
	vals := []int{p.Points.Play, p.Points.Tiles, p.Points.Tags}
	for i, v := range vals {
		if sc.step < i {
			continue
		}
		shown := v
		if sc.step == i {
			shown = int(float64(v)*sc.walked(a) + 0.5) // counted up as the markers walk
		}
		txt := scenes.Num(shown)
		if i > 0 {
			txt = "+" + txt
		}
		d.Text(txt, scoreColumn(i), y+32, 26, ui.Display, ui.Center, sprites.Chalk, 1)
	}
	d.Text(scenes.Num(int(sc.shownTotal(a, seat)+0.5)), scoreColumn(3), y+32, 32, ui.Display, ui.Center, col, 1)
	if sc.step >= 3 {
		place := sc.Place(seat)
		pc, size := sprites.Chalk, 24.0
		if place == 0 {
			pc, size = sprites.NeonAmber, 30
		}
		d.Text(a.T(placeWords[min(place, len(placeWords)-1)]), 1165, y+32, size, ui.Display, ui.Center, pc, float32(sc.rankProgress(a)))
	}
}

var placeWords = [...]words.Word{words.Place1, words.Place2, words.Place3, words.Place4}

// Release frees the pictures of the table drawn under the scoring.
func (s *Scoring) Release() { s.t.Release() }

// TitleButton is the way back to the title, once the tally is all shown
// (the soak takes it every other game).
func (sc *Scoring) TitleButton() (ui.Rect, bool) { return sc.title.R, sc.step >= 3 }
