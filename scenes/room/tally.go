package room

import (
	"math"

	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// The game's end on a phone held upright. The seat's table goes to its
// scoring screen when the game ends, a screen laid out for 1280×720: on
// an upright page it would show at a quarter of the width, its figures
// a few pixels tall, with Rematch and Title buttons that start a game of
// the phone's own. The hand keeps its page instead and lays the same
// tally out upright (scenes.Tally): who won, then a card a seat, best
// first, its total large and its breakdown under it, the seat's own card
// lit. The bar keeps Replay (the watch page) and gives Title.

// tallyTop is where the cards start, under the title and the winners.
const tallyTop = 300.0

// keepTally takes the scoring screen the table went to, when it gives a
// tally: the hand stays the app's page and draws it upright.
func (h *Hand) keepTally(a *scenes.App) {
	if t, ok := a.Next.(scenes.Tallied); ok {
		h.tally, a.Next = t, nil
		h.up.release() // the table is not shown again: up to 14 MB of a phone's GPU
	}
}

// Each card's breakdown is a head and its value a line, two to a line
// when every head fits half the card's width.
const (
	tallyHeadSize = 22.0
	tallyHalfW    = (HandW-48-84)/2 - 24 // a half line's width, its value's included
)

// tallyCols is how many heads a line of the breakdown holds.
func tallyCols(t scenes.Tally) int {
	for _, h := range t.Heads {
		if ui.TextWidth(h, tallyHeadSize, ui.Bold) > tallyHalfW-60 {
			return 1
		}
	}
	return 2
}

// tallyCards are the cards' places: a card a seat under tallyTop, with
// its breakdown's lines of cols heads each, or, when they would not fit
// above the bar (a tablet held upright, five seats), the cards without
// it (no lines).
func tallyCards(t scenes.Tally, viewH float64) (cards []ui.Rect, cols, lines int) {
	cols = tallyCols(t)
	lines = (len(t.Heads) + cols - 1) / cols
	h := 96 + 40*float64(lines)
	if tallyTop+float64(len(t.Rows))*(h+14) > viewH {
		lines, h = 0, math.Min(96, (viewH-tallyTop)/float64(len(t.Rows))-10)
	}
	for i := range t.Rows {
		cards = append(cards, ui.Rect{X: 24, Y: tallyTop + float64(i)*(h+14), W: HandW - 48, H: h})
	}
	return cards, cols, lines
}

// drawTally draws the tally upright over the wall.
func (h *Hand) drawTally(d *scenes.Draw) {
	a := d.App
	t := h.tally.Tally(a)
	d.Text(a.T(words.FinalScoring), HandW/2+3, 90+3, 64, ui.Display, ui.Center, sprites.Ink, 0.8)
	d.Text(a.T(words.FinalScoring), HandW/2, 90, 64, ui.Display, ui.Center, sprites.NeonPink, 1)
	win := sprites.Gold
	if len(t.Rows) > 0 {
		win = t.Rows[0].Color
	}
	for i, line := range ui.Wrap(t.Winners, 44, ui.Display, HandW-60) {
		if i < 2 {
			d.Text(line, HandW/2, 180+float64(i)*48, 44, ui.Display, ui.Center, win, 1)
		}
	}
	if t.Note != "" {
		d.Text(ui.Fit(t.Note, 24, ui.Bold, HandW-60), HandW/2, 262, 24, ui.Bold, ui.Center, sprites.NeonAmber, 1)
	}
	cards, cols, lines := tallyCards(t, h.up.view.H)
	w := float64(tallyHalfW) // a head and its value
	if cols == 1 {
		w = HandW - 48 - 84 - 28
	}
	for i, row := range t.Rows {
		r := cards[i]
		d.Fill(r, 16, sprites.Night, 0.88)
		if row.Seat == h.sess.Seat() {
			d.Stroke(r, 16, 5, row.Color, 1) // the seat's own card
		} else {
			d.Stroke(r, 16, 2, row.Color, 0.6)
		}
		top := r.Y + 48
		if lines == 0 {
			top = r.Y + r.H/2
		}
		d.Text(scenes.Num(row.Place+1), r.X+40, top, 44, ui.Display, ui.Center, sprites.Chalk, 0.9)
		d.NameMark(ui.Fit(row.Name, 38, ui.Display, 380), r.X+84, top, 38, ui.Display, row.Color, row.Mark)
		d.Text(scenes.Num(row.Total), r.X+r.W-28, top, 56, ui.Display, ui.Right, row.Color, 1)
		if n := h.sess.Lapses(row.Seat); n > 0 && lines > 0 {
			// The moves the host's bot played for the seat (clock.go).
			d.Text(ui.Fit(a.T(ByClock, n), 18, ui.Bold, r.W-84-140), r.X+84, r.Y+84, 18, ui.Bold, ui.Left, sprites.NeonAmber, 1)
		}
		for k, head := range t.Heads {
			if k/cols >= lines {
				break
			}
			x, y := r.X+84+float64(k%cols)*(r.W-84)/2, r.Y+112+float64(k/cols)*40
			d.Text(ui.Fit(head, tallyHeadSize, ui.Bold, w-60), x, y, tallyHeadSize, ui.Bold, ui.Left, sprites.Steel, 1)
			d.Text(scenes.Num(row.Values[k]), x+w, y, 28, ui.Display, ui.Right, sprites.Chalk, 1)
		}
	}
}
