package rulebook

import (
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
	"image/color"
	"strconv"
	"strings"
)

// What every game's pages and pictures draw with: small numbers as text,
// lists as a sentence says them, buttons, badges and arrows.

// smallNums are the small numbers as text, made once.
var smallNums = func() (s [16]string) {
	for i := range s {
		s[i] = strconv.Itoa(i)
	}
	return
}()

// smallNum is a small number as text, made once.
func SmallNum(n int) string {
	if n >= 0 && n < len(smallNums) {
		return smallNums[n]
	}
	return strconv.Itoa(n)
}

// sentence joins items as a sentence does: "a, b and c".
func Sentence(lang words.Lang, items []string) string {
	and := words.T(lang, words.RulesAnd)
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + and + items[len(items)-1]
}

// rulesButton draws a button as the table shows it, for a picture: it
// is not tappable, so it does not light up under the mouse.
func RulesButton(d *Pen, r ui.Rect, label string, accent color.RGBA, size float64) {
	d.Fill(r, 10, sprites.Ink, 0.85)
	d.Stroke(r, 10, 2, accent, 1)
	d.Text(label, r.X+r.W/2, r.Y+r.H/2, size, ui.Bold, ui.Center, sprites.Chalk, 1)
}

// rulesBadge is a numbered amber disc, tying a picture to a step of the text.
func RulesBadge(d *Pen, x, y float64, n string) {
	d.Circle(x, y, 15, sprites.NeonAmber, 1)
	d.Text(n, x, y, 18, ui.Bold, ui.Center, sprites.Ink, 1)
}

// rulesArrow points right from x0 to x1.
func RulesArrow(d *Pen, x0, x1, y float64) {
	d.Line(x0, y, x1, y, 3, sprites.Chalk, 0.8)
	d.Line(x1-9, y-7, x1+1, y, 3, sprites.Chalk, 0.8)
	d.Line(x1-9, y+7, x1+1, y, 3, sprites.Chalk, 0.8)
}
