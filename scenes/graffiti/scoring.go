package graffiti

import (
	"image/color"
	"math"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/game/graffiti"
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
	sc := &Scoring{t: t, start: a.Tick, ranked: -1}
	sc.rematch, sc.title = scenes.EndButtons(a, 400, 660, 630, 56, t.sess.Owner())
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

// The ending's pieces: the finished tunnel shown first, the totals as
// they are told, the markers on the score track, the rows moving to
// their places, and the party for the winner.

// Where the tally's rows and track sit.
const (
	scoringRowY0   = 190.0 // the first row
	scoringRowStep = 86.0  // from one row to the next
	scoringRowH    = 74.0
	scoringTrackY  = 128.0 // the score track's line
	scoringMarkerR = 13.0  // a marker's radius
	scoringMarkerY = scoringTrackY - 26
)

// walked is how far the markers have walked the line being told, 0 to 1.
func (sc *Scoring) walked(a *scenes.App) float64 {
	if sc.step < 0 {
		return 0
	}
	if sc.step >= 3 {
		return 1
	}
	tu, n := sc.phases(a)
	w := a.Settings.Speed.Ticks(scoringWalk)
	if w == 0 {
		return 1
	}
	into := float64(a.Tick - sc.start - tu - sc.step*n)
	return sprites.EaseInOut(min(1, max(0, into/float64(w))))
}

// shownTotal is the total an artist's row and marker show now: the
// lines told so far, the one being told walked part of the way.
func (sc *Scoring) shownTotal(a *scenes.App, seat int) float64 {
	p := &sc.t.S.Players[seat]
	vals := [3]int{p.Points.Play, p.Points.Tiles, p.Points.Tags}
	if sc.step < 0 {
		return 0
	}
	total := 0.0
	for i, v := range vals {
		switch {
		case i < sc.step || sc.step >= 3:
			total += float64(v)
		case i == sc.step:
			total += float64(v) * sc.walked(a)
		}
	}
	return total
}

// trackAt is where a score lies on the track, as on the table's (past
// 100 the track starts again).
func trackAt(score float64) float64 {
	return trackX0 + (trackX1-trackX0)*math.Mod(score, 100)/100
}

// trackMarker is one artist's marker on the score track: at is where
// the shown total lies, x where the marker stands (markers that would
// overlap stand side by side, each pointing at its place).
type trackMarker struct {
	seat  int
	score float64
	at, x float64
}

// markers places every artist's marker for the totals shown now.
func (sc *Scoring) markers(a *scenes.App) []trackMarker {
	ms := make([]trackMarker, 0, sc.t.S.N())
	for seat := range sc.t.S.Players {
		v := sc.shownTotal(a, seat)
		ms = append(ms, trackMarker{seat: seat, score: v, at: trackAt(v), x: trackAt(v)})
	}
	sort.SliceStable(ms, func(i, j int) bool { return ms[i].at < ms[j].at })
	at := make([]float64, len(ms))
	for k, m := range ms {
		at[k] = m.at
	}
	for k, x := range sideBySide(at, 2*scoringMarkerR+3, trackX0, trackX1) {
		ms[k].x = x
	}
	return ms
}

// drawTrack draws the score track and the markers walking it.
func (sc *Scoring) drawTrack(d *scenes.Draw) {
	y := scoringTrackY
	drawTrackScale(d, y, 5, 10)
	for _, m := range sc.markers(d.App) {
		col := sc.t.seatColor(m.seat)
		my := scoringMarkerY
		d.Line(m.x, my+scoringMarkerR-2, m.at, y, 2.5, col, 1) // the pin
		d.Circle(m.at, y, 4, col, 1)
		d.Circle(m.x, my, scoringMarkerR, col, 1)
		d.Ring(m.x, my, scoringMarkerR, 2, sprites.Ink, 1)
		d.Text(string(sc.t.initialOf(m.seat)), m.x, my+0.5, 14, ui.Bold, ui.Center, sprites.Ink, 1)
		if m.score >= 100 {
			d.Text("+"+scenes.Num(int(m.score)/100*100), m.x, my-scoringMarkerR-8, 10, ui.Bold, ui.Center, col, 1)
		}
	}
}

// isWinner reports whether the core made seat a winner.
func (sc *Scoring) isWinner(seat int) bool {
	for _, w := range sc.t.S.Winners {
		if w == seat {
			return true
		}
	}
	return false
}

// above reports whether seat p ranks above seat q: the core's winners
// first, then the higher score. Ties the core did not break stay tied.
func (sc *Scoring) above(p, q int) bool {
	wp, wq := sc.isWinner(p), sc.isWinner(q)
	if wp != wq {
		return wp
	}
	return sc.t.S.Players[p].Score > sc.t.S.Players[q].Score
}

// ranking is the seats in their final places (ties in seat order).
func (sc *Scoring) ranking() []int {
	order := make([]int, sc.t.S.N())
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return sc.above(order[i], order[j]) })
	return order
}

// place is a seat's place, 0 for first; tied seats share it.
func (sc *Scoring) Place(seat int) int {
	n := 0
	for q := range sc.t.S.Players {
		if sc.above(q, seat) {
			n++
		}
	}
	return n
}

// rankProgress is how far the rows have moved to their places, 0 to 1.
func (sc *Scoring) rankProgress(a *scenes.App) float64 {
	if sc.step < 3 || sc.ranked < 0 {
		return 0
	}
	m := a.Settings.Speed.Ticks(scoringRank)
	if m == 0 {
		return 1
	}
	return sprites.EaseInOut(min(1, max(0, float64(a.Tick-sc.ranked)/float64(m))))
}

// rowY is where seat's row stands now: in seat order while the tally is
// told, moving to its place once the totals are known.
func (sc *Scoring) rowY(a *scenes.App, seat int) float64 {
	from := scoringRowY0 + float64(seat)*scoringRowStep
	if sc.step < 3 {
		return from
	}
	to := from
	for i, q := range sc.ranking() {
		if q == seat {
			to = scoringRowY0 + float64(i)*scoringRowStep
		}
	}
	return from + (to-from)*sc.rankProgress(a)
}

// drawOrder draws the winners last, so a row moving up passes over.
func (sc *Scoring) drawOrder() []int {
	r := sc.ranking()
	for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return r
}

// tablePicture is the finished table, drawn into the table's own cached
// picture (made again only when the window's size changes).
func (sc *Scoring) tablePicture(d *scenes.Draw) *scenes.Tiles {
	return sc.t.freshPicture(d, false)
}

// drawTunnel is the ending's first moment: the table as it ended, the
// boards dimmed, the finished tunnel lit with its title.
func (sc *Scoring) drawTunnel(d *scenes.Draw) {
	a := d.App
	sc.tablePicture(d).DrawOn(d.Dst, nil)
	in := float32(min(1, float64(a.Tick-sc.start)/20))
	d.Fill(ui.Rect{X: 0, Y: 304, W: scenes.ScreenW, H: scenes.ScreenH - 304}, 0, sprites.Night, 0.8*in)
	pulse := float32(0.7 + 0.3*math.Sin(float64(a.Tick)/8))
	d.Stroke(ui.Rect{X: 4, Y: 3, W: scenes.ScreenW - 8, H: 300}, 16, 3, sprites.NeonAmber, in*pulse)
	d.Text(a.T(words.TunnelFinished), 640, 430, 64, ui.Display, ui.Center, sprites.NeonPink, in)
	done := 0
	for g := 0; g < graffiti.NumGraffiti; g++ {
		if sc.t.S.GraffitiComplete(g) {
			done++
		}
	}
	d.Text(a.T(words.GraffitiDone, done, graffiti.NumGraffiti), 640, 500, 22, ui.Bold, ui.Center, sprites.Chalk, 0.9*in)
	if a.Demo == nil {
		d.Text(a.T(words.TapToSkip), 640, 660, 13, ui.Body, ui.Center, sprites.Chalk, 0.6*in)
	}
}

// drawTunnelFading lays the finished table over the tally's first
// ticks, fading, so the tunnel dissolves into the tally.
func (sc *Scoring) drawTunnelFading(d *scenes.Draw) {
	a := d.App
	tu, _ := sc.phases(a)
	f := a.Settings.Speed.Ticks(scoringFade)
	into := a.Tick - sc.start - tu
	if f == 0 || into < 0 || into >= f {
		return // over (a tap skips past it)
	}
	alpha := float32(math.Pow(1-float64(into)/float64(f), 2)) // gone quickly: two screens at once read as noise
	var op ebiten.DrawImageOptions
	op.ColorScale.ScaleAlpha(alpha)
	sc.tablePicture(d).DrawOn(d.Dst, &op)
	d.Fill(ui.Rect{X: 0, Y: 304, W: scenes.ScreenW, H: scenes.ScreenH - 304}, 0, sprites.Night, 0.8*alpha)
}

// hash01 is a fixed pseudo-random number in [0,1) for particle i's
// property k: the party is the same every time, driven by ticks.
func hash01(i, k int) float64 {
	x := uint32(i)*0x9e3779b1 ^ uint32(k)*0x85ebca6b
	x ^= x >> 15
	x *= 0x2c1b3c6d
	x ^= x >> 12
	x *= 0x297a2d39
	x ^= x >> 15
	return float64(x) / (1 << 32)
}

// The party's size: bursts of spray around the winner, then confetti.
const (
	partyBursts   = 6
	burstEvery    = 12 // ticks between bursts
	burstTicks    = 44 // one burst's life
	burstDots     = 26
	confettiCount = 120
)

// drawBursts celebrates the winner with spray bursts in the winners'
// colours, from their tags and around their name. Every shape is a
// cached one, and the party ends: a screen left on the counter costs
// nothing afterwards.
func (sc *Scoring) drawBursts(d *scenes.Draw) {
	a := d.App
	if sc.ranked < 0 || len(sc.t.S.Winners) == 0 {
		return
	}
	c := a.Tick - sc.ranked
	wins := sc.t.S.Winners
	for b := 0; b < partyBursts; b++ {
		t := float64(c-b*burstEvery) / burstTicks
		if t <= 0 || t >= 1 {
			continue
		}
		w := wins[b%len(wins)]
		col := sc.t.seatColor(w)
		var cx, cy float64
		switch b % 3 {
		case 0: // from the winner's tag, where the row arrives
			cx, cy = 102, sc.rowY(a, w)+scoringRowH/2
		case 1:
			cx, cy = 640-330+hash01(b, 1)*80, 566+(hash01(b, 2)-0.5)*30
		default:
			cx, cy = 640+250+hash01(b, 1)*80, 566+(hash01(b, 2)-0.5)*30
		}
		sprayBurst(d, cx, cy, col, b, t)
	}
}

// drawConfetti lets confetti fall once over the screen, behind the
// tally, in the winners' colours and the neons: stretched pixels only.
func (sc *Scoring) drawConfetti(d *scenes.Draw) {
	a := d.App
	if sc.step < 3 || sc.ranked < 0 || len(sc.t.S.Winners) == 0 {
		return
	}
	c := a.Tick - sc.ranked
	wins := sc.t.S.Winners
	palette := [...]color.RGBA{sprites.NeonAmber, sprites.NeonPink, sprites.NeonCyan, sprites.Gold, sprites.Chalk, sprites.NeonViolet}
	for i := 0; i < confettiCount; i++ {
		delay := int(hash01(i, 3) * 120)
		tt := float64(c - delay)
		if tt < 0 {
			continue
		}
		y := -16 + tt*(1.6+1.6*hash01(i, 4))
		if y > scenes.ScreenH+16 {
			continue
		}
		x := hash01(i, 5)*scenes.ScreenW + 24*math.Sin(tt/(18+20*hash01(i, 6))+6*hash01(i, 7))
		ang := hash01(i, 8)*math.Pi + tt*(0.05+0.12*hash01(i, 9))
		l := 7 + 7*hash01(i, 10)
		col := palette[i%len(palette)]
		if i%3 == 0 {
			col = sc.t.seatColor(wins[i%len(wins)])
		}
		dx, dy := l*math.Cos(ang), l*math.Sin(ang)*math.Abs(math.Cos(tt/9+float64(i))) // a turning strip
		d.Line(x-dx, y-dy, x+dx, y+dy, 6, col, 0.95)
	}
}

// sprayBurst is one burst of spray at t in (0,1): a mist that thins and
// droplets flying out, in a few fixed sizes so their shapes are cached.
func sprayBurst(d *scenes.Draw, cx, cy float64, col color.RGBA, seed int, t float64) {
	e := 1 - math.Pow(1-t, 3)
	fade := float32(1 - t)
	d.Circle(cx, cy, 46, col, 0.22*fade)
	d.Circle(cx, cy, 26, col, 0.25*fade)
	sizes := [...]float64{2.5, 4, 6}
	for i := 0; i < burstDots; i++ {
		ang := hash01(seed*burstDots+i, 11) * 2 * math.Pi
		r := (30 + 90*hash01(seed*burstDots+i, 12)) * e
		dc := col
		if i%4 == 0 {
			dc = sprites.Chalk
		}
		d.Circle(cx+r*math.Cos(ang), cy+r*math.Sin(ang)+18*t*t, sizes[i%len(sizes)], dc, 0.95*fade)
	}
}
