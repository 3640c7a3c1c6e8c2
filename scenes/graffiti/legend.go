package graffiti

import (
	"image/color"

	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/graffiti/kinds"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// legendWords name the counts of a player's strip, in stripIcons' order.
var legendWords = [...]words.Word{words.LegendTags, words.LegendPaint, words.LegendPermits, words.LegendBonus}

// drawStripIcon draws the icon of count i of a player's strip (tags left,
// paint tiles, permits, bonus tiles) with its top-left at x,y; the strips
// and their legend draw the same pictures.
func drawStripIcon(d *scenes.Draw, i int, x, y float64, col color.RGBA, tag rune) {
	switch i {
	case 0:
		sprites.DrawTag(d.Dst, d.S(x), d.S(y-2), d.S(18), col, tag)
	case 1:
		sprites.DrawPaintTile(d.Dst, kinds.Tile(graffiti.TileRY), d.S(x), d.S(y), d.S(14), d.S(14))
	case 2:
		sprites.DrawPermitTile(d.Dst, 0, d.S(x), d.S(y), d.S(14))
	case 3:
		sprites.DrawBonusBack(d.Dst, d.S(x), d.S(y), d.S(14))
	}
}

// legendH is the height the legend takes at the top of the log.
const legendH = 20.0

// drawLegend says, once, under the players' strips, what each of their
// counts is: a newcomer reads the strips without asking.
func (t *Table) drawLegend(d *scenes.Draw, r ui.Rect) {
	// The largest size, down to 9 px, at which the four fit the log's
	// width (French says "autorisations").
	size, gap := 11.0, 10.0
	for ; size > 9; size -= 0.5 {
		if legendWidth(d, size, gap) <= r.W-16 {
			break
		}
	}
	x := r.X + 8
	for i, w := range legendWords {
		drawStripIcon(d, i, x, r.Y+3, sprites.Chalk, '•')
		x += legendIconW(i)
		label := d.App.T(w)
		d.Text(label, x, r.Y+10, size, ui.Body, ui.Left, sprites.Chalk, 0.7)
		x += ui.TextWidth(label, size, ui.Body) + gap
	}
}

func legendWidth(d *scenes.Draw, size, gap float64) float64 {
	w := 0.0
	for i, word := range legendWords {
		w += legendIconW(i) + ui.TextWidth(d.App.T(word), size, ui.Body) + gap
	}
	return w - gap
}

// legendIconW is the room an icon takes in the legend; the tag is wider.
func legendIconW(i int) float64 {
	if i == 0 {
		return 22
	}
	return 18
}
