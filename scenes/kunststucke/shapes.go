package kunststucke

import (
	"image/color"

	ks "graffiti/game/kunststucke"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/sprites"
)

// How Kunststücke's shapes and tiles are drawn, on the canvas, in the
// hand, the strips and the trays, at the reveal: every cell with its
// colour's pattern, every shape with its outline and letter, so colour is
// never the only cue.

// ksDrawCell is one cell of a shape: its colour and its colour's
// pattern, so colour is never the only cue.
func ksDrawCell(d *scenes.Draw, r ui.Rect, c ks.Colour, alpha float32, pattern bool) {
	d.Fill(r, 0, sprites.KSColours[c], alpha)
	if pattern {
		ksDrawPattern(d.Painter, r, c, alpha)
	}
}

// ksDrawPattern is colour c's pattern on a cell r (none on a cell too
// small to show it), as the table and the rules help draw it.
func ksDrawPattern(d *ui.Painter, r ui.Rect, c ks.Colour, alpha float32) {
	if r.W < 6 {
		return
	}
	p := sprites.KSPatterns[c]
	for _, l := range sprites.KSPatternLines(p) {
		d.Line(r.X+l[0]*r.W, r.Y+l[1]*r.H, r.X+l[2]*r.W, r.Y+l[3]*r.H, max(1, r.W*0.09), sprites.Ink, 0.55*alpha)
	}
	if rad, ring := sprites.KSPatternDot(p); rad > 0 {
		if ring {
			d.Ring(r.X+r.W/2, r.Y+r.H/2, rad*r.W, max(1, r.W*0.08), sprites.Ink, 0.55*alpha)
		} else {
			d.Circle(r.X+r.W/2, r.Y+r.H/2, rad*r.W, sprites.Ink, 0.55*alpha)
		}
	}
}

// ksDrawShape draws shape id turned rot with its anchor at (x, y), cells
// of size cell: the cells with their pattern, the outline, the letter.
func ksDrawShape(d *scenes.Draw, id ks.ShapeID, rot int, x, y, cell float64, alpha float32) {
	cells := ks.Footprint(id, rot, ks.Cell{})
	for _, c := range cells {
		ksDrawCell(d, ui.Rect{X: x + float64(c.X)*cell, Y: y + float64(c.Y)*cell, W: cell, H: cell}, id.Colour(), alpha, cell >= 10)
	}
	ksOutline(d, cells, x, y, cell, max(1, cell/12), sprites.Ink, alpha)
	if cell >= 10 {
		// The letter on the shape's first cell of its widest row.
		c := cells[0]
		ksLetterDisc(d, x+(float64(c.X)+0.5)*cell, y+(float64(c.Y)+0.5)*cell, cell, id.Colour(), alpha)
	}
}

// ksLetterDisc is colour c's letter on a chalk disc centred at (cx, cy),
// as big as a cell of size cell holds it: on the shapes, and beside
// each colour's name in the groups panel, which says what the letters
// stand for in every language.
func ksLetterDisc(d *scenes.Draw, cx, cy, cell float64, c ks.Colour, alpha float32) {
	d.Fill(ui.Rect{X: cx - cell*0.32, Y: cy - cell*0.32, W: cell * 0.64, H: cell * 0.64}, cell*0.32, sprites.Chalk, 0.85*alpha)
	d.Text(c.Letter(), cx, cy, cell*0.62, ui.Bold, ui.Center, sprites.Ink, alpha)
}

// ksDrawMinis draws small shapes as ksLayMinis laid them out, in a strip
// or a tray, unturned: each shape's cells, and the colour's letter at the
// head of each run of one colour.
func ksDrawMinis(d *scenes.Draw, laid []ksMiniLaid, alpha float32) {
	for _, m := range laid {
		col := sprites.KSColours[m.ID.Colour()]
		if m.Letter {
			d.Text(m.ID.Colour().Letter(), m.X+ksMiniLetterW-5, m.Y+ksMini*2, ksMiniLetterSize, ui.Bold, ui.Center, col, alpha)
			continue
		}
		for _, c := range ks.Footprint(m.ID, 0, ks.Cell{}) {
			d.Fill(ui.Rect{X: m.X + float64(c.X)*ksMini, Y: m.Y + float64(c.Y)*ksMini, W: ksMini, H: ksMini}, 0, col, alpha)
		}
	}
}

// ksMiniLetterSize is the size of the colour's letter among small shapes.
const ksMiniLetterSize = 11.0

// ksOutline draws the outer edges of a set of cells (a shape, a group):
// every cell side not shared with another cell of the set.
func ksOutline(d *scenes.Draw, cells []ks.Cell, x, y, cell, width float64, col color.RGBA, alpha float32) {
	in := make(map[ks.Cell]bool, len(cells))
	for _, c := range cells {
		in[c] = true
	}
	for _, c := range cells {
		x0, y0 := x+float64(c.X)*cell, y+float64(c.Y)*cell
		x1, y1 := x0+cell, y0+cell
		if !in[ks.Cell{X: c.X, Y: c.Y - 1}] {
			d.Line(x0, y0, x1, y0, width, col, alpha)
		}
		if !in[ks.Cell{X: c.X, Y: c.Y + 1}] {
			d.Line(x0, y1, x1, y1, width, col, alpha)
		}
		if !in[ks.Cell{X: c.X - 1, Y: c.Y}] {
			d.Line(x0, y0, x0, y1, width, col, alpha)
		}
		if !in[ks.Cell{X: c.X + 1, Y: c.Y}] {
			d.Line(x1, y0, x1, y1, width, col, alpha)
		}
	}
}

// ksDrawTile draws an objective tile face up: its colour and pattern,
// its number ("6+" for the top tile).
func ksDrawTile(d *scenes.Draw, r ui.Rect, tile ks.TileID, alpha float32) {
	d.Fill(r, 6, sprites.Ink, alpha)
	band := ui.Rect{X: r.X + 3, Y: r.Y + 3, W: r.W - 6, H: r.H * 0.32}
	ksDrawCell(d, band, tile.Colour(), alpha, true)
	d.Stroke(r, 6, 2, sprites.KSColours[tile.Colour()], alpha)
	n := scenes.Num(tile.Number())
	if tile.Number() == ks.TopTile {
		n += "+"
	}
	d.Text(n, r.X+r.W/2, r.Y+r.H*0.66, r.H*0.36, ui.Display, ui.Center, sprites.Chalk, alpha)
	d.Text(tile.Colour().Letter(), r.X+r.W-6, r.Y+r.H-8, r.H*0.14, ui.Bold, ui.Right, sprites.KSColours[tile.Colour()], alpha)
}
