package scenes

import (
	"fmt"
	"slices"

	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// The lesson's card: its width, the size of its sentence, and how long a
// wrong tap's word stays.
const (
	cardW     = 470.0
	cardText  = 20.0
	toldTicks = 3 * 60
)

// screenRect is the 1280×720 screen every table is laid out on.
var screenRect = ui.Rect{W: 1280, H: 720}

// lay lays the card out for the step under way: its sentence wrapped,
// its place (where it hides none of the lit parts), its buttons. Update
// and draw both read it, so a tap lands on the button drawn.
func (ls *Lesson) lay(a *App) {
	ls.back, ls.skip, ls.next, ls.real = nil, nil, nil, nil
	s := ls.step()
	text := a.T(words.LessonDone)
	if s != nil {
		text = a.T(words.Word(s.Say))
	}
	ls.lines = ui.Wrap(text, cardText, ui.Bold, cardW-36)
	h := 44 + 27*float64(len(ls.lines)) + 58
	if ls.telling(a) {
		h += 26
	}
	ls.card = PlaceCard(cardW, h, ls.Parts(a), ls.avoid)
	if s == nil {
		// The real scoring's own: the card goes to its bottom left
		// corner, clear of the tally, unless a button of it is there.
		if c := (ui.Rect{X: 14, Y: 720 - 14 - h, W: cardW, H: h}); !slices.ContainsFunc(ls.avoid, func(b ui.Rect) bool { return overlap(b, c) > 0 }) {
			ls.card = c
		}
	}
	c := ls.card
	by, bw := c.Y+c.H-52, (cardW-36-24)/3
	btn := func(i int, key words.Word) *ui.Button {
		return &ui.Button{R: ui.Rect{X: c.X + 18 + float64(i)*(bw+12), Y: by, W: bw, H: 40}, Label: a.T(key), Enabled: true}
	}
	if ls.Step > 0 {
		ls.back = btn(0, words.LessonBack)
	}
	switch {
	case s == nil:
		ls.real = btn(1, words.PlayRealGame)
		ls.real.R.W, ls.real.Accent = 2*bw+12, sprites.NeonPink
	case s.Act == "":
		ls.next = btn(2, words.LessonNext)
		ls.next.Accent = sprites.NeonAmber
	case ls.mine():
		ls.skip = btn(2, words.LessonSkip)
	}
}

// telling: a wrong tap's word is shown.
func (ls *Lesson) telling(a *App) bool { return ls.told != "" && a.Tick-ls.toldAt < toldTicks }

// Buttons are the card's buttons laid out now.
func (ls *Lesson) Buttons() (back, skip, next, real *ui.Button) {
	return ls.back, ls.skip, ls.next, ls.real
}

// Card is where the card is laid.
func (ls *Lesson) Card() ui.Rect { return ls.card }

// draw dims the table but the parts the step lights, and draws the card
// over it.
func (ls *Lesson) draw(d *Draw) {
	a := d.App
	if a.Next != nil || !ls.onTable(a) {
		return
	}
	// The scene's own buttons, drawn before the card: the card keeps
	// clear of them where it can (the scoring's Title, a table's Confirm).
	ls.avoid = ls.avoid[:0]
	for _, c := range a.buttons {
		ls.avoid = append(ls.avoid, c.R)
	}
	ls.lay(a)
	parts := ls.Parts(a)
	for _, r := range Uncovered(screenRect, parts) {
		if len(parts) == 0 {
			break // nothing lit: nothing dimmed (a step that names no part, the scoring)
		}
		d.Fill(r, 0, sprites.Ink, 0.7)
	}
	for _, r := range parts {
		d.Stroke(r.Inset(-3), 8, 3, sprites.NeonAmber, 0.9)
	}
	c := ls.card
	d.Fill(c, 14, sprites.Ink, 0.95)
	d.Stroke(c, 14, 2, sprites.NeonAmber, 1)
	d.Text(fmt.Sprintf("%d / %d", min(ls.Step+1, len(ls.l.Steps)), len(ls.l.Steps)), c.X+c.W-18, c.Y+20, 14, ui.Body, ui.Right, sprites.Chalk, 0.6)
	d.Text(a.T(words.Learn), c.X+18, c.Y+20, 14, ui.Bold, ui.Left, sprites.NeonAmber, 0.9)
	y := c.Y + 50
	for _, l := range ls.lines {
		d.Text(l, c.X+18, y, cardText, ui.Bold, ui.Left, sprites.Chalk, 1)
		y += 27
	}
	if ls.telling(a) {
		d.Text(ls.told, c.X+18, y, 16, ui.Bold, ui.Left, sprites.NeonPink, 1)
	}
	for _, b := range []*ui.Button{ls.back, ls.skip, ls.next, ls.real} {
		if b != nil {
			d.Button(b, 17)
		}
	}
}

// PlaceCard is where a card of w×h goes on the screen: the first of a
// few places (the bottom's middle, the top's, the sides, the corners)
// that hides none of parts, else the one that hides the least of them;
// among those, the one that hides the least of avoid (the screen's own
// buttons).
func PlaceCard(w, h float64, parts, avoid []ui.Rect) ui.Rect {
	const m = 14
	xs := [3]float64{m, 640 - w/2, 1280 - m - w}
	ys := [3]float64{m, 360 - h/2, 720 - m - h}
	places := []ui.Rect{
		{X: xs[1], Y: ys[2], W: w, H: h}, {X: xs[1], Y: ys[0], W: w, H: h},
		{X: xs[2], Y: ys[1], W: w, H: h}, {X: xs[0], Y: ys[1], W: w, H: h},
		{X: xs[2], Y: ys[2], W: w, H: h}, {X: xs[0], Y: ys[2], W: w, H: h},
		{X: xs[2], Y: ys[0], W: w, H: h}, {X: xs[0], Y: ys[0], W: w, H: h},
	}
	hidden := func(c ui.Rect) float64 {
		sum := 0.0
		for _, p := range parts {
			sum += 1e7 * overlap(c, p) // more than the whole screen
		}
		for _, b := range avoid {
			sum += overlap(c, b)
		}
		return sum
	}
	return slices.MinFunc(places, func(p, q ui.Rect) int {
		hp, hq := hidden(p), hidden(q)
		switch {
		case hp < hq:
			return -1
		case hp > hq:
			return 1
		}
		return 0 // MinFunc keeps the first of equals: the order above
	})
}

// overlap is the area two rectangles share.
func overlap(p, q ui.Rect) float64 {
	w := min(p.X+p.W, q.X+q.W) - max(p.X, q.X)
	h := min(p.Y+p.H, q.Y+q.H) - max(p.Y, q.Y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

// Uncovered cuts all into rectangles that cover it but for holes: the
// cells of the grid the holes' edges draw that lie in no hole.
func Uncovered(all ui.Rect, holes []ui.Rect) []ui.Rect {
	xs := []float64{all.X, all.X + all.W}
	ys := []float64{all.Y, all.Y + all.H}
	for _, h := range holes {
		xs = append(xs, clamp(h.X, all.X, all.X+all.W), clamp(h.X+h.W, all.X, all.X+all.W))
		ys = append(ys, clamp(h.Y, all.Y, all.Y+all.H), clamp(h.Y+h.H, all.Y, all.Y+all.H))
	}
	slices.Sort(xs)
	slices.Sort(ys)
	xs, ys = slices.Compact(xs), slices.Compact(ys)
	var out []ui.Rect
	for j := 0; j+1 < len(ys); j++ {
		for i := 0; i+1 < len(xs); i++ {
			c := ui.Rect{X: xs[i], Y: ys[j], W: xs[i+1] - xs[i], H: ys[j+1] - ys[j]}
			mid := c.Center()
			if !slices.ContainsFunc(holes, func(h ui.Rect) bool { return h.Contains(mid) }) {
				out = append(out, c)
			}
		}
	}
	return out
}

func clamp(v, lo, hi float64) float64 { return max(lo, min(v, hi)) }
