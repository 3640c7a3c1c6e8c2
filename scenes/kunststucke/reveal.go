package kunststucke

import (
	"fmt"
	"sort"

	ks "graffiti/game/kunststucke"
	"graffiti/scenes"
	"graffiti/scenes/sound"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// KunststuckeReveal is the end of a game: every tile turns face up and is
// told one after another, the canvas outlining the group that meets it
// or the table saying why none does; then the totals, the places, the
// winner and any tie-break; Rematch and Title. Every fact is the core's:
// MetGroup, Groups, the scores and winners finish set.
type Reveal struct {
	t       *Table
	start   int
	items   []ksRevealItem
	order   []int // seats, best first
	rematch *ui.Button
	title   *ui.Button
	cheered bool
	// picked is the tile tapped once the tally is told: its group is
	// outlined again and its line told (-1 for none).
	picked int
}

// Table is the game revealed.
func (r *Reveal) Table() *Table { return r.t }

// ksRevealItem is one tile told: whose, on which slot, the group that
// meets it (-1 for none) and what it scores.
type ksRevealItem struct {
	seat, slot int
	tile       ks.TileID
	group      int
	points     int
}

// ksRevealStep is the ticks between two tiles told.
const ksRevealStep = 36

// NewKunststuckeReveal opens the final reveal of a finished game.
func NewReveal(a *scenes.App, t *Table) *Reveal {
	r := &Reveal{t: t, start: a.Tick, picked: -1}
	s := t.S
	for seat := range s.Players {
		for k, tile := range s.Players[seat].Slots {
			if tile < 0 {
				continue
			}
			it := ksRevealItem{seat: seat, slot: k, tile: tile, group: s.MetGroup(tile)}
			if it.group >= 0 {
				it.points = ks.TilePoints(tile, k)
			}
			r.items = append(r.items, it)
		}
		r.order = append(r.order, seat)
	}
	win := map[int]bool{}
	for _, w := range s.Winners {
		win[w] = true
	}
	sort.SliceStable(r.order, func(i, j int) bool {
		x, y := &s.Players[r.order[i]], &s.Players[r.order[j]]
		if wi, wj := win[r.order[i]], win[r.order[j]]; wi != wj {
			return wi
		}
		switch {
		case x.Score != y.Score:
			return x.Score > y.Score
		case x.Met != y.Met:
			return x.Met > y.Met
		}
		return x.Tokens > y.Tokens
	})
	r.rematch, r.title = scenes.EndButtons(a, 700, 940, 662, 48, t.sess.Owner())
	return r
}

// shown is how many tiles are told so far; one more than the tiles when
// the places and the winner are shown too.
func (r *Reveal) shown(a *scenes.App) int {
	n := a.Settings.Speed.Ticks(ksRevealStep)
	if n == 0 {
		return len(r.items) + 1
	}
	return min(len(r.items)+1, (a.Tick-r.start)/n)
}

// Done reports whether the whole tally is told.
func (r *Reveal) Done(a *scenes.App) bool { return r.shown(a) > len(r.items) }

// Update moves the tally on; a tap tells it all at once.
func (r *Reveal) Update(a *scenes.App) error {
	in := a.Input()
	done := r.Done(a)
	if done && !r.cheered {
		r.cheered = true
		a.Cue(sound.Fanfare)
	}
	if a.Demo != nil {
		if n := a.Settings.Speed.Ticks(ksRevealStep); a.Tick-r.start >= (len(r.items)+1)*n+scenes.DemoHold {
			a.DemoNext()
		}
		return nil
	}
	if !done {
		if ui.AnyTap(in) {
			r.start = a.Tick - (len(r.items)+1)*a.Settings.Speed.Ticks(ksRevealStep)
		}
		return nil
	}
	for k := range r.items {
		if ui.Tapped(in, r.tileRect(k, true)) {
			r.picked = k
		}
	}
	if r.rematch != nil && r.rematch.Hit(in) {
		setup := r.t.S.Setup
		setup.Seed = scenes.FreshSeed()
		if t, err := NewTable(a, setup, r.t.Seats); err == nil {
			a.Goto(t)
		}
	}
	if r.title.Hit(in) {
		a.Goto(scenes.NewTitle(a))
	}
	return nil
}

// The reveal's canvas, small, on the left, and its panel.
const (
	ksRevCell = 22.0
	ksRevX    = 40.0
	ksRevY    = 120.0
)

var ksRevealCanvas = ui.Rect{X: ksRevX - 26, Y: ksRevY - 26, W: ksRevCell*ks.CanvasSize + 40, H: ksRevCell*ks.CanvasSize + 40}

// ksRevealLine is where the tile being told is put into words, centred
// on (870, 548).
var ksRevealLine = ui.Rect{X: 500, Y: 532, W: 740, H: 32}

// Draw shows the canvas with the group of the tile told, the tiles
// face up with what each scores, and the result.
func (r *Reveal) Draw(d *scenes.Draw) {
	a := d.App
	s := r.t.S
	scenes.Background(d, 0.6)
	d.Text(a.T(words.FinalScoring), 640+3, 48+3, 48, ui.Display, ui.Center, sprites.Ink, 0.8)
	d.Text(a.T(words.FinalScoring), 640, 48, 48, ui.Display, ui.Center, sprites.NeonPink, 1)
	shown := r.shown(a)
	cur := -1
	if shown > 0 && shown <= len(r.items) {
		cur = shown - 1
	}
	if shown > len(r.items) && r.picked >= 0 {
		cur = r.picked
	}
	r.drawCanvas(d, cur)
	rows := r.rows(shown > len(r.items))
	for i, seat := range rows {
		box := r.rowRect(i)
		d.Fill(box, 12, sprites.Night, 0.88)
		d.Stroke(box, 12, 2, ksSeatCol(seat), 0.7)
		mid := box.Y + box.H/2
		if shown > len(r.items) {
			d.Text(scenes.Num(i+1), box.X+22, mid, 26, ui.Display, ui.Center, sprites.Chalk, 0.9)
		}
		d.NameMark(ui.Fit(s.Players[seat].Name, 22, ui.Display, 104), box.X+44, mid, 22, ui.Display, ksSeatCol(seat), ksSeatMark(seat))
		total := 0
		for k, it := range r.items {
			if it.seat != seat {
				continue
			}
			tr := r.tileRect(k, shown > len(r.items))
			if k >= shown {
				d.Fill(tr, 5, sprites.KSTileBack, 1)
				continue
			}
			ksDrawTile(d, tr, it.tile, 1)
			if k == cur {
				d.Stroke(tr.Inset(-3), 6, 3, sprites.NeonAmber, 1)
			}
			res, col := "0", sprites.ArtistRed
			if it.group >= 0 {
				res, col = fmt.Sprintf("%d+%d=%d", it.tile.Number(), ks.SlotValues[it.slot], it.points), sprites.ArtistGreen
				total += it.points
			}
			d.Text(res, tr.X+tr.W+4, mid, 13, ui.Bold, ui.Left, col, 1)
		}
		d.Text(a.T(KSPoints, total), box.X+box.W-16, mid, 22, ui.Display, ui.Right, sprites.Chalk, 1)
	}
	switch {
	case cur >= 0:
		d.Text(ui.Fit(r.itemText(a, r.items[cur]), 16, ui.Bold, ksRevealLine.W), ksRevealLine.X+ksRevealLine.W/2, ksRevealLine.Y+ksRevealLine.H/2, 16, ui.Bold, ui.Center, sprites.NeonAmber, 1)
	case shown > len(r.items) && len(r.items) > 0:
		d.Text(a.T(KSTapATile), ksRevealLine.X+ksRevealLine.W/2, ksRevealLine.Y+ksRevealLine.H/2, 14, ui.Body, ui.Center, sprites.Chalk, 0.75)
	}
	if shown <= len(r.items) {
		return
	}
	var names []string
	for _, w := range s.Winners {
		names = append(names, s.Players[w].Name)
	}
	if len(names) > 0 {
		d.Text(scenes.WinnersLine(a, names), 870, 580, 34, ui.Display, ui.Center, ksSeatCol(s.Winners[0]), 1)
	}
	if note := r.tieNote(a); note != "" {
		d.Text(note, 870, 630, 16, ui.Bold, ui.Center, sprites.NeonAmber, 1)
	}
	if r.rematch != nil {
		d.Button(r.rematch, 20)
	}
	d.Button(r.title, 20)
}

// rows are the seats in the order of the rows: seat order while the
// tally is told, places once it is done.
func (r *Reveal) rows(done bool) []int {
	if done {
		return r.order
	}
	var rows []int
	for seat := range r.t.S.Players {
		rows = append(rows, seat)
	}
	return rows
}

// rowRect is the i-th row of the tally.
func (r *Reveal) rowRect(i int) ui.Rect { return ksRevealRow(i, len(r.order)) }

// ksRevealRow is the i-th row of the tally of n seats; ksRevealRows all
// of them.
func ksRevealRow(i, n int) ui.Rect {
	step := min(86.0, 430/float64(n))
	return ui.Rect{X: 500, Y: 100 + float64(i)*step, W: 740, H: step - 8}
}

func ksRevealRows(n int) ui.Rect {
	first, last := ksRevealRow(0, n), ksRevealRow(n-1, n)
	return ui.Rect{X: first.X, Y: first.Y, W: first.W, H: last.Y + last.H - first.Y}
}

// tileRect is where item k's tile lies in the tally.
func (r *Reveal) tileRect(k int, done bool) ui.Rect {
	it := r.items[k]
	for i, seat := range r.rows(done) {
		if seat == it.seat {
			box := r.rowRect(i)
			return ui.Rect{X: box.X + 180 + float64(it.slot)*96, Y: box.Y + 6, W: 36, H: box.H - 12}
		}
	}
	return ui.Rect{}
}

// itemText tells one tile: met, by which group and for how much, or why
// not.
func (r *Reveal) itemText(a *scenes.App, it ksRevealItem) string {
	name := r.t.S.Players[it.seat].Name
	tile := ksTileName(a.Lang(), it.tile)
	if it.group < 0 {
		why := a.T(KSNoGroupExactly, ksColourName(a.Lang(), it.tile.Colour()), it.tile.Number())
		if it.tile.Number() == ks.TopTile {
			why = a.T(KSNoGroupOrMore, ksColourName(a.Lang(), it.tile.Colour()), ks.TopTile)
		}
		return a.T(KSTileUnmet, name, tile, ks.SlotValues[it.slot], why)
	}
	return a.T(KSTileMet, name, tile, ks.SlotValues[it.slot], it.tile.Number(), ks.SlotValues[it.slot], it.points)
}

// tieNote tells how a tie on points was broken, or that it stands.
func (r *Reveal) tieNote(a *scenes.App) string {
	s := r.t.S
	top, n := -1, 0
	for _, p := range s.Players {
		top = max(top, p.Score)
	}
	for _, p := range s.Players {
		if p.Score == top {
			n++
		}
	}
	if n < 2 {
		return ""
	}
	if len(s.Winners) > 1 {
		return a.T(KSSharedWin)
	}
	w := &s.Players[s.Winners[0]]
	for seat, p := range s.Players {
		if p.Score == top && seat != s.Winners[0] && p.Met == w.Met {
			return a.T(KSTieTokens, w.Tokens)
		}
	}
	return a.T(KSTieMet, w.Met)
}

// drawCanvas is the finished canvas, small, with the group that meets
// the tile told outlined (the others dimmed).
func (r *Reveal) drawCanvas(d *scenes.Draw, cur int) {
	s := r.t.S
	size := ksRevCell * ks.CanvasSize
	ksPanel(d, ksRevealCanvas, "")
	for i := 0; i < ks.CanvasSize; i++ {
		d.Text(string(rune('A'+i)), ksRevX+(float64(i)+0.5)*ksRevCell, ksRevY-12, 10, ui.Bold, ui.Center, sprites.NeonCyan, 0.8)
		d.Text(scenes.Num(i+1), ksRevX-12, ksRevY+(float64(i)+0.5)*ksRevCell, 10, ui.Bold, ui.Center, sprites.NeonCyan, 0.8)
	}
	d.Stroke(ui.Rect{X: ksRevX - 1, Y: ksRevY - 1, W: size + 2, H: size + 2}, 2, 1.5, sprites.Chalk, 0.5)
	of, _ := s.Groups()
	group := -1
	if cur >= 0 {
		group = r.items[cur].group
	}
	var lit []ks.Cell
	for id, ss := range s.Shapes {
		if ss.Where != ks.OnCanvas {
			continue
		}
		alpha := float32(1)
		if cur >= 0 && int(of[id]) != group {
			alpha = 0.3
		}
		ksDrawShape(d, ks.ShapeID(id), int(ss.Rot), ksRevX+float64(ss.X)*ksRevCell, ksRevY+float64(ss.Y)*ksRevCell, ksRevCell, alpha)
		if group >= 0 && int(of[id]) == group {
			lit = append(lit, ks.Footprint(ks.ShapeID(id), int(ss.Rot), ss.At())...)
		}
	}
	if len(lit) > 0 {
		ksOutline(d, lit, ksRevX, ksRevY, ksRevCell, 4, sprites.NeonAmber, 1)
	}
}
