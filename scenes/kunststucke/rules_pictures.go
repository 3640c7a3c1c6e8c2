package kunststucke

import (
	"image/color"
	"math"
	"slices"
	"strconv"

	"graffiti/game/kunststucke"
	"graffiti/scenes/rulebook"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// The pictures of Kunststücke's rules help, one function a page, drawn in
// PictureRect with the ui's painter: pieces of the canvas with shapes on
// them, the twelve shapes, the tiles, the tile board and a scoring board.
// Every shape's cells come from the core (kunststucke.Footprint), every
// number from its component table; the examples on the canvas are held
// to the core's rules by kunststucke_test.go. Every formatted label is
// made once per language (ksLabelsFor), never during a frame.

var ksPictures = []func(d *rulebook.Pen, lang words.Lang){
	ksPicGoal,
	ksPicShapes,
	ksPicTurn,
	ksPicPlace,
	ksPicSlide,
	ksPicDraw,
	ksPicScore,
	ksPicEnd,
}

// ksColour is colour c's paint, the table's (its pattern is the table's
// too, ksDrawPattern): the help teaches the marks the table prints.
func ksColour(c kunststucke.Colour) color.RGBA { return sprites.KSColours[c] }

// ksShape is a shape lying on the canvas in a picture.
type ksShape struct {
	id  kunststucke.ShapeID
	rot int
	at  kunststucke.Cell
}

// ksLay reads shapes written as the core's actions write them, "red-bar
// r0 A1".
func ksLay(specs ...string) []ksShape {
	out := make([]ksShape, len(specs))
	for i, spec := range specs {
		a, err := kunststucke.Parse("place " + spec)
		if err != nil {
			panic("rulebook: " + err.Error())
		}
		out[i] = ksShape{a.Shape, int(a.Rot), a.At}
	}
	return out
}

func (s ksShape) cells() []kunststucke.Cell { return kunststucke.Footprint(s.id, s.rot, s.at) }

// How a shape is drawn.
const (
	ksSolid = iota
	ksFaded // where a slide started
	ksGood  // a ghost that may go there
	ksBad   // a ghost that may not
)

// ksWin is a window onto the canvas: cols × rows cells from (c0, r0),
// drawn from (x, y), each cell pixels wide, with the column letters above
// and the row numbers to the left.
type ksWin struct {
	x, y, cell       float64
	c0, r0           int
	cols, rows       int
	noLabels, noEdge bool
}

func (w *ksWin) cellRect(c kunststucke.Cell) ui.Rect {
	return ui.Rect{X: w.x + float64(int(c.X)-w.c0)*w.cell, Y: w.y + float64(int(c.Y)-w.r0)*w.cell, W: w.cell, H: w.cell}
}

func (w *ksWin) in(c kunststucke.Cell) bool {
	x, y := int(c.X)-w.c0, int(c.Y)-w.r0
	return x >= 0 && y >= 0 && x < w.cols && y < w.rows
}

// centre is the middle of cell c.
func (w *ksWin) centre(c kunststucke.Cell) (float64, float64) {
	r := w.cellRect(c)
	return r.X + r.W/2, r.Y + r.H/2
}

// draw lays the empty canvas with its dotted guide lines.
func (w *ksWin) draw(d *rulebook.Pen) {
	W, H := float64(w.cols)*w.cell, float64(w.rows)*w.cell
	d.Fill(ui.Rect{X: w.x - 3, Y: w.y - 3, W: W + 6, H: H + 6}, 5, sprites.Paper, 0.14)
	d.Fill(ui.Rect{X: w.x, Y: w.y, W: W, H: H}, 0, sprites.Ink, 0.9)
	// Dots where the guide lines cross, and half-way along them.
	for r := 0; r <= w.rows; r++ {
		for c := 0; c <= w.cols; c++ {
			x, y := w.x+float64(c)*w.cell, w.y+float64(r)*w.cell
			d.Circle(x, y, 1.4, sprites.Chalk, 0.45)
			if c < w.cols {
				d.Circle(x+w.cell/2, y, 0.9, sprites.Chalk, 0.3)
			}
			if r < w.rows {
				d.Circle(x, y+w.cell/2, 0.9, sprites.Chalk, 0.3)
			}
		}
	}
	if !w.noEdge {
		d.Stroke(ui.Rect{X: w.x - 3, Y: w.y - 3, W: W + 6, H: H + 6}, 5, 1.5, sprites.NeonViolet, 0.6)
	}
	if w.noLabels {
		return
	}
	size := math.Min(w.cell*0.5, 15)
	for c := 0; c < w.cols; c++ {
		d.Text(ksColLetters[w.c0+c], w.x+(float64(c)+0.5)*w.cell, w.y-size*0.9-2, size, ui.Bold, ui.Center, sprites.NeonCyan, 0.9)
	}
	for r := 0; r < w.rows; r++ {
		d.Text(rulebook.SmallNum(w.r0+r+1), w.x-size*0.9-2, w.y+(float64(r)+0.5)*w.cell, size, ui.Bold, ui.Center, sprites.NeonCyan, 0.9)
	}
}

// shape draws s in the window: each cell in the colour's paint and
// pattern, the outline round the whole shape, the colour's letter.
func (w *ksWin) shape(d *rulebook.Pen, s ksShape, mode int) {
	cells := s.cells()
	ksCells(d, cells, func(c kunststucke.Cell) (ui.Rect, bool) { return w.cellRect(c), w.in(c) }, s.id.Colour(), w.cell, mode)
}

// ksCells draws a shape's cells where place puts them (and whether to
// draw each).
func ksCells(d *rulebook.Pen, cells []kunststucke.Cell, place func(kunststucke.Cell) (ui.Rect, bool), col kunststucke.Colour, cell float64, mode int) {
	fill, alpha, edge, edgeA, width := ksColour(col), float32(0.95), sprites.Chalk, float32(0.8), 1.5
	switch mode {
	case ksFaded:
		alpha, edge, edgeA = 0.32, sprites.Chalk, 0.6
	case ksGood:
		alpha, edge, edgeA, width = 0.6, sprites.NeonCyan, 1, 3
	case ksBad:
		alpha, edge, edgeA, width = 0.45, sprites.NeonPink, 1, 3
	}
	has := func(c kunststucke.Cell) bool { return slices.Contains(cells, c) }
	for _, c := range cells {
		r, ok := place(c)
		if !ok {
			continue
		}
		d.Fill(r, 0, fill, alpha)
		ksDrawPattern(d.Painter, r, col, alpha)
	}
	for _, c := range cells {
		r, ok := place(c)
		if !ok {
			continue
		}
		// The outline lies inside the shape's cells, so that a shape
		// drawn next to it never covers it.
		h := width / 2
		if !has(kunststucke.Cell{X: c.X, Y: c.Y - 1}) {
			d.Line(r.X, r.Y+h, r.X+r.W, r.Y+h, width, edge, edgeA)
		}
		if !has(kunststucke.Cell{X: c.X, Y: c.Y + 1}) {
			d.Line(r.X, r.Y+r.H-h, r.X+r.W, r.Y+r.H-h, width, edge, edgeA)
		}
		if !has(kunststucke.Cell{X: c.X - 1, Y: c.Y}) {
			d.Line(r.X+h, r.Y, r.X+h, r.Y+r.H, width, edge, edgeA)
		}
		if !has(kunststucke.Cell{X: c.X + 1, Y: c.Y}) {
			d.Line(r.X+r.W-h, r.Y, r.X+r.W-h, r.Y+r.H, width, edge, edgeA)
		}
	}
	if cell >= 18 && len(cells) > 0 {
		if r, ok := place(cells[0]); ok {
			d.Text(col.Letter(), r.X+r.W/2, r.Y+r.H/2, cell*0.55, ui.Bold, ui.Center, sprites.Ink, min(1, alpha+0.1))
		}
	}
}

// ksLoose draws a shape off the canvas, turned rot, its box's top left
// at (x, y).
func ksLoose(d *rulebook.Pen, id kunststucke.ShapeID, rot int, x, y, cell float64, mode int) {
	cells := kunststucke.Footprint(id, rot, kunststucke.Cell{})
	ksCells(d, cells, func(c kunststucke.Cell) (ui.Rect, bool) {
		return ui.Rect{X: x + float64(c.X)*cell, Y: y + float64(c.Y)*cell, W: cell, H: cell}, true
	}, id.Colour(), cell, mode)
}

// ksLooseAt draws a shape off the canvas centred on (cx, cy).
func ksLooseAt(d *rulebook.Pen, id kunststucke.ShapeID, rot int, cx, cy, cell float64, mode int) {
	w, h := kunststucke.Size(id, rot)
	ksLoose(d, id, rot, cx-float64(w)*cell/2, cy-float64(h)*cell/2, cell, mode)
}

// ksTile draws an objective tile: face up, its colour, pattern, letter
// and number; face down, its back.
func ksTile(d *rulebook.Pen, t kunststucke.TileID, r ui.Rect, up bool) {
	if !up || t < 0 {
		d.Fill(r, 6, sprites.Slate, 1)
		d.Stroke(r, 6, 1.5, sprites.Chalk, 0.55)
		d.Ring(r.X+r.W/2, r.Y+r.H/2, r.W*0.22, 2, sprites.NeonViolet, 0.8)
		return
	}
	c := t.Colour()
	d.Fill(r, 6, sprites.Paper, 1)
	band := ui.Rect{X: r.X + 3, Y: r.Y + 3, W: r.W - 6, H: r.H * 0.3}
	d.Fill(band, 3, ksColour(c), 1)
	ksDrawPattern(d.Painter, ui.Rect{X: band.X + band.W - band.H, Y: band.Y, W: band.H, H: band.H}, c, 1)
	d.Text(c.Letter(), band.X+band.H*0.55, band.Y+band.H/2, band.H*0.8, ui.Bold, ui.Center, sprites.Ink, 1)
	d.Text(ksTileNums[t.Number()], r.X+r.W/2, r.Y+r.H*0.66, r.H*0.42, ui.Display, ui.Center, sprites.Ink, 1)
	d.Stroke(r, 6, 1.5, ksColour(c), 1)
}

// ksToken is one of a player's wooden tokens.
func ksToken(d *rulebook.Pen, cx, cy, r float64) {
	d.Circle(cx, cy, r, sprites.Gold, 1)
	d.Ring(cx, cy, r, 1.5, sprites.Ink, 0.7)
	d.Ring(cx, cy, r*0.55, 1.2, sprites.Ink, 0.35)
}

// ksCheck and ksCross are the marks of a legal and an illegal move.
func ksCheck(d *rulebook.Pen, cx, cy, s float64) {
	d.Circle(cx, cy, s, sprites.NeonCyan, 1)
	d.Line(cx-s*0.5, cy, cx-s*0.1, cy+s*0.4, s*0.22, sprites.Ink, 1)
	d.Line(cx-s*0.1, cy+s*0.4, cx+s*0.5, cy-s*0.4, s*0.22, sprites.Ink, 1)
}

func ksCross(d *rulebook.Pen, cx, cy, s float64) {
	d.Circle(cx, cy, s, sprites.NeonPink, 1)
	d.Line(cx-s*0.45, cy-s*0.45, cx+s*0.45, cy+s*0.45, s*0.22, sprites.Ink, 1)
	d.Line(cx-s*0.45, cy+s*0.45, cx+s*0.45, cy-s*0.45, s*0.22, sprites.Ink, 1)
}

// ksBoard draws a scoring board from (x, y): its slot values above, a
// tile (face down, or up) on each filled slot.
func ksBoard(d *rulebook.Pen, x, y, slot float64, tiles []kunststucke.TileID, up bool, lit int) {
	r := ui.Rect{X: x, Y: y, W: slot*float64(kunststucke.NumSlots) + 12, H: slot*1.2 + 34}
	d.Fill(r, 10, sprites.Ink, 0.9)
	d.Stroke(r, 10, 1.5, sprites.NeonViolet, 0.7)
	for k := 0; k < kunststucke.NumSlots; k++ {
		sx := x + 6 + float64(k)*slot
		d.Text(ksSlotText[k], sx+slot/2, y+16, 16, ui.Bold, ui.Center, sprites.NeonAmber, 1)
		sr := ui.Rect{X: sx + 5, Y: y + 30, W: slot - 10, H: slot*1.2 - 4}
		d.Stroke(sr, 6, 1.5, sprites.Chalk, 0.35)
		if k < len(tiles) && tiles[k] >= 0 {
			ksTile(d, tiles[k], sr.Inset(2), up)
		}
		if k == lit {
			d.Stroke(sr.Inset(-3), 8, 3, sprites.NeonCyan, float32(0.55+0.45*math.Sin(float64(d.Tick)/9)))
		}
	}
}

// ksSlotCentre is the middle of slot k of a board drawn at (x, y).
func ksSlotCentre(x, y, slot float64, k int) (float64, float64) {
	return x + 6 + (float64(k)+0.5)*slot, y + 30 + slot*0.6
}

// Texts made once.
var (
	ksColLetters = func() (s [kunststucke.CanvasSize]string) {
		for c := range s {
			s[c] = string(rune('A' + c))
		}
		return
	}()
	ksTileNums = func() (s [kunststucke.TopTile + 1]string) {
		for n := range s {
			s[n] = strconv.Itoa(n)
		}
		s[kunststucke.TopTile] += "+"
		return
	}()
	ksSlotText = func() (s [kunststucke.NumSlots]string) {
		for k, v := range kunststucke.SlotValues {
			s[k] = strconv.Itoa(v)
		}
		return
	}()
	ksPileNames = func() (s [kunststucke.NumPiles]string) {
		for p := range s {
			s[p] = kunststucke.PileName(p)
		}
		return
	}()
	ksSeats = kunststucke.DefaultNames()
)

// ksText is a label of the pictures: its key in msg/rules.*.toml.
type ksText struct{ w words.Word }

// in is the label in lang ("" for none).
func (t ksText) in(lang words.Lang) string {
	if t.w == "" {
		return ""
	}
	return words.T(lang, t.w)
}

// The labels that say no number.
var (
	ksCapTiles     = ksText{"kunststucke.CapTiles"}
	ksCapColours   = ksText{"kunststucke.CapColours"}
	ksCapTurns     = ksText{"kunststucke.CapTurns"}
	ksCapPlace     = ksText{"kunststucke.CapPlace"}
	ksCapSlides    = ksText{"kunststucke.CapSlides"}
	ksCapDrawOne   = ksText{"kunststucke.CapDrawOne"}
	ksCapDiscards  = ksText{"kunststucke.CapDiscards"}
	ksCapUndo      = ksText{"kunststucke.CapUndo"}
	ksCapFree      = ksText{"kunststucke.CapFree"}
	ksCapNoBlue    = ksText{"kunststucke.CapNoBlue"}
	ksCapOwnFirst  = ksText{"kunststucke.CapOwnFirst"}
	ksCapRoute     = ksText{"kunststucke.CapRoute"}
	ksCapColourEnd = ksText{"kunststucke.CapColourEnd"}
	ksCapLeftAlone = ksText{"kunststucke.CapLeftAlone"}
	ksCapOnlyYou   = ksText{"kunststucke.CapOnlyYou"}
	ksCapFaceDown  = ksText{"kunststucke.CapFaceDown"}
	ksCapGroups    = ksText{"kunststucke.CapGroups"}
	ksCapRed2      = ksText{"kunststucke.CapRed2"}
	ksCapPlayers   = ksText{"kunststucke.CapPlayers"}
	ksCapEach      = ksText{"kunststucke.CapEach"}
	ksCapAside     = ksText{"kunststucke.CapAside"}
	ksCapMet       = ksText{"kunststucke.CapMet"}
	ksCapTokens    = ksText{"kunststucke.CapTokens"}
	ksCapTotal     = ksText{"kunststucke.CapTotal"}
)

// The goal's canvas: a red group of 3, a yellow and a green group of 1.
var ksGoalShapes = ksLay("red-bar r0 A1", "red-t r0 B2", "red-cup r0 D4", "yellow-flag r0 H1", "green-cross r0 H4")

// The placing examples, from the edition page's corner of the canvas.
var (
	ksPlaceBase = ksLay("red-bar r0 A1", "red-t r0 B2")
	ksPlaceFree = ksLay("yellow-flag r0 E3")[0]
	ksPlaceBad  = ksLay("blue-bar r1 D3")[0]
	ksPlaceOwnB = ksLay("red-t r0 A1", "green-block r0 F1")
	ksPlaceOwn  = ksLay("green-bar r0 C3")[0]
)

// The slide: the green T leaves the Block and ends against the green Bar,
// by the rulebook's route.
var (
	ksSlideBase  = ksLay("green-block r0 A1", "green-bar r1 I2", "yellow-cross r0 A4", "red-l r0 F7")
	ksSlideShape = ksLay("green-t r0 D1")[0]
	ksSlideRoute = []kunststucke.Cell{{X: 3, Y: 0}, {X: 4, Y: 0}, {X: 4, Y: 1}, {X: 4, Y: 2}, {X: 5, Y: 2}}
)

// ksSlideEnd is where the slide leaves the T.
func ksSlideEnd() ksShape {
	s := ksSlideShape
	s.at = ksSlideRoute[len(ksSlideRoute)-1]
	return s
}

// The scoring picture: the rulebook's Red 2 and a board turned face up.
var (
	ksScoreShapes = ksLay("red-bar r0 A1", "red-t r0 B2", "yellow-flag r0 E3", "red-cup r0 H1", "blue-block r0 G5")
	// ksScoreTiles are the board's tiles, slot by slot (-1 empty), and
	// whether the canvas meets each.
	ksScoreTiles = ksTiles("red-2", "yellow-1", "red-3", "blue-6+", "")
	ksScoreMet   = []bool{true, true, false, false, false}
	// ksScoreGroups are the group sizes the panel shows, by colour.
	ksScoreGroups = map[kunststucke.Colour][]int{0: {2, 1}, 2: {1}, 3: {1}}
)

// ksTiles reads tiles by the core's names; "" is an empty slot.
func ksTiles(names ...string) []kunststucke.TileID {
	out := make([]kunststucke.TileID, len(names))
	for i, n := range names {
		out[i] = -1
		if n == "" {
			continue
		}
		t, err := kunststucke.ParseTile(n)
		if err != nil {
			panic("rulebook: " + err.Error())
		}
		out[i] = t
	}
	return out
}

// ksScoreTotal is what the scoring picture's board scores.
func ksScoreTotal() (total, met int) {
	for k, t := range ksScoreTiles {
		if t >= 0 && ksScoreMet[k] {
			total += kunststucke.TilePoints(t, k)
			met++
		}
	}
	return
}

// The drawing picture: pile C, looked at, and the board it fills.
var (
	ksDrawPiles = [kunststucke.NumPiles]int{kunststucke.TilesPerPile, kunststucke.TilesPerPile - 1, kunststucke.TilesPerPile - 1, kunststucke.TilesPerPile, kunststucke.TilesPerPile - 2}
	ksDrawSeen  = func() []kunststucke.TileID {
		t := ksTiles("violet-3", "red-2", "yellow-6+", "green-5", "yellow-1")
		slices.Sort(t) // as the core shows a pile: by colour and number
		return t
	}()
	ksDrawTake  = 2 // the tile of ksDrawSeen taken
	ksDrawBoard = ksTiles("blue-4", "", "green-2", "", "")
	ksDrawSlot  = 1 // the free slot it goes on
)

// The tie the end picture breaks: equal scores, more objectives met.
type ksTie struct {
	seat, met, tokens int
	tiles             []kunststucke.TileID
	slots             []int
}

var ksTieRows = []ksTie{
	{seat: 0, met: 2, tokens: 3, tiles: ksTiles("red-6+", "yellow-2"), slots: []int{2, 0}},
	{seat: 1, met: 3, tokens: 0, tiles: ksTiles("green-1", "blue-3", "violet-4"), slots: []int{3, 4, 0}},
}

func (t ksTie) total() (s int) {
	for i, tile := range t.tiles {
		s += kunststucke.TilePoints(tile, t.slots[i])
	}
	return
}

// ksLabels are the pictures' labels that say a number or a name,
// formatted once per language.
type ksLabels struct {
	red3, tilesHead, canvas, cost, red2sum, totalLine, tie string
	groups                                                 []ksGroupLine
	kinds                                                  [kunststucke.NumKinds]string
	colours                                                [kunststucke.NumColours]string
	deal                                                   [][3]string
	scored                                                 []string
	piles                                                  [kunststucke.NumPiles]string
	tieText                                                [][4]string
}

// ksGroupLine is a line of the groups panel: a colour and its sizes.
type ksGroupLine struct {
	col  kunststucke.Colour
	text string
}

var ksLabelCache = map[words.Lang]*ksLabels{}

func ksLabelsFor(lang words.Lang) *ksLabels {
	if w := ksLabelCache[lang]; w != nil {
		return w
	}
	w := &ksLabels{}
	size := strconv.Itoa(kunststucke.CanvasSize)
	w.red3 = words.T(lang, "kunststucke.LabelRed3")
	w.tilesHead = words.T(lang, "kunststucke.LabelTilesHead", kunststucke.NumTiles)
	w.canvas = words.T(lang, "kunststucke.LabelCanvas", kunststucke.NumKinds, size, size)
	w.cost = "−" + strconv.Itoa(kunststucke.SlideCost)
	for k := range w.kinds {
		w.kinds[k] = ksKindName(lang, k) + " · " + strconv.Itoa(kunststucke.ShapeID(k).Cells())
	}
	for c := range w.colours {
		w.colours[c] = ksCapital(rulesColourName(lang, kunststucke.Colour(c)))
	}
	for n := kunststucke.MinPlayers; n <= kunststucke.MaxPlayers; n++ {
		w.deal = append(w.deal, [3]string{strconv.Itoa(n), strconv.Itoa(kunststucke.Deal(n)), strconv.Itoa(kunststucke.NumShapes - n*kunststucke.Deal(n))})
	}
	tile, slot, points := ksExample()
	w.red2sum = words.T(lang, "kunststucke.LabelRed2Sum", ksCapital(rulesColourName(lang, tile.Colour())), ksTileNums[tile.Number()], ksSlotText[slot], tile.Number(), points)
	for p, n := range ksDrawPiles {
		w.piles[p] = "× " + strconv.Itoa(n)
	}
	for k, t := range ksScoreTiles {
		s := "0"
		if t >= 0 && ksScoreMet[k] {
			s = ksSlotText[k] + " + " + strconv.Itoa(t.Number()) + " = " + strconv.Itoa(kunststucke.TilePoints(t, k))
		}
		w.scored = append(w.scored, s)
	}
	total, met := ksScoreTotal()
	w.totalLine = words.T(lang, "kunststucke.LabelTotal", total, met)
	for c := kunststucke.Colour(0); int(c) < kunststucke.NumColours; c++ {
		sizes := ksScoreGroups[c]
		if len(sizes) == 0 {
			continue
		}
		g := ksCapital(rulesColourName(lang, c))
		for i, n := range sizes {
			if i > 0 {
				g += " ·"
			}
			g += " " + strconv.Itoa(n)
		}
		w.groups = append(w.groups, ksGroupLine{c, g})
	}
	for _, t := range ksTieRows {
		w.tieText = append(w.tieText, [4]string{ksSeats[t.seat], strconv.Itoa(t.met), strconv.Itoa(t.tokens), strconv.Itoa(t.total())})
	}
	a, b := ksTieRows[0], ksTieRows[1]
	w.tie = words.T(lang, "kunststucke.LabelTie", a.total(), ksSeats[b.seat], b.met, ksSeats[a.seat], a.met)
	ksLabelCache[lang] = w
	return w
}

// 1. The goal: a red group of 3 on the canvas, and the thirty tiles.
func ksPicGoal(d *rulebook.Pen, lang words.Lang) {
	w := ksLabelsFor(lang)
	win := &ksWin{x: 760, y: 140, cell: 27, cols: 11, rows: 7}
	win.draw(d)
	for _, s := range ksGoalShapes {
		win.shape(d, s, ksSolid)
	}
	red3 := ksTiles("red-3")[0]
	tr := ui.Rect{X: 1082, Y: 140, W: 56, H: 56}
	ksTile(d, red3, tr, true)
	ksCheck(d, tr.X+tr.W+18, tr.Y+tr.H/2, 13)
	rulebook.RulesCaption(d, w.red3, 970, 350, 500, 16, ui.Bold, sprites.NeonAmber, 1)

	d.Text(w.tilesHead, 970, 388, 17, ui.Bold, ui.Center, sprites.NeonCyan, 1)
	const tw, gap = 38.0, 6.0
	x0 := 970 - (tw*kunststucke.TopTile+gap*(kunststucke.TopTile-1))/2
	for t := kunststucke.TileID(0); int(t) < kunststucke.NumTiles; t++ {
		r := ui.Rect{X: x0 + float64(t.Number()-1)*(tw+gap), Y: 404 + float64(t.Colour())*(tw*0.8+gap), W: tw, H: tw * 0.8}
		ksTile(d, t, r, true)
		if t == red3 {
			d.Stroke(r.Inset(-3), 8, 2.5, sprites.NeonAmber, 1)
		}
	}
	rulebook.RulesCaption(d, ksCapTiles.in(lang), 970, 614, 520, 15, ui.Bold, sprites.Chalk, 0.85)
}

// 2. The shapes: the twelve, their names and cells; the five colours;
// one shape's turns.
func ksPicShapes(d *rulebook.Pen, lang words.Lang) {
	w := ksLabelsFor(lang)
	rulebook.RulesCaption(d, w.canvas, 970, 114, 520, 15, ui.Bold, sprites.NeonCyan, 1)
	const cell, slotW, slotH = 14.0, 135.0, 84.0
	for k := 0; k < kunststucke.NumKinds; k++ {
		cx := 970 + (float64(k%4)-1.5)*slotW
		top := 134 + float64(k/4)*slotH
		id := kunststucke.ShapeID(k%kunststucke.NumColours*kunststucke.NumKinds + k)
		ksLooseAt(d, id, 0, cx, top+26, cell, ksSolid)
		d.Text(w.kinds[k], cx, top+66, 14, ui.Bold, ui.Center, sprites.Chalk, 0.9)
	}
	// The colours.
	y := 422.0
	for c := 0; c < kunststucke.NumColours; c++ {
		cx := 970 + (float64(c)-float64(kunststucke.NumColours-1)/2)*104
		id := kunststucke.ShapeID(c*kunststucke.NumKinds + 6) // the Block
		ksLooseAt(d, id, 0, cx, y, 20, ksSolid)
		d.Text(w.colours[c], cx, y+36, 15, ui.Bold, ui.Center, ksColour(kunststucke.Colour(c)), 1)
	}
	d.Text(ksCapColours.in(lang), 970, y+62, 15, ui.Bold, ui.Center, sprites.Chalk, 0.85)
	// The L's quarter-turns, and its mirror image refused.
	l := kunststucke.ShapeID(1)
	for i, r := range kunststucke.Turns(l) {
		ksLooseAt(d, l, r, 770+float64(i)*86, 548, 13, ksSolid)
	}
	mx := 1150.0
	ksCells(d, ksMirror(l), func(c kunststucke.Cell) (ui.Rect, bool) {
		return ui.Rect{X: mx - 26 + float64(c.X)*13, Y: 535 + float64(c.Y)*13, W: 13, H: 13}, true
	}, l.Colour(), 13, ksBad)
	ksCross(d, mx+40, 522, 11)
	rulebook.RulesCaption(d, ksCapTurns.in(lang), 970, 606, 520, 15, ui.Bold, sprites.Chalk, 0.85)
}

// ksMirror is shape id's mirror image, which is never played.
func ksMirror(id kunststucke.ShapeID) []kunststucke.Cell {
	w, _ := kunststucke.Size(id, 0)
	var out []kunststucke.Cell
	for _, c := range kunststucke.Footprint(id, 0, kunststucke.Cell{}) {
		out = append(out, kunststucke.Cell{X: int8(w-1) - c.X, Y: c.Y})
	}
	return out
}

// 3. The turn: the three actions, the discard tray, undo.
func ksPicTurn(d *rulebook.Pen, lang words.Lang) {
	w := ksLabelsFor(lang)
	rows := [...]ksText{ksCapPlace, ksCapSlides, ksCapDrawOne}
	for i, c := range rows {
		r := ui.Rect{X: 712, Y: 112 + float64(i)*102, W: 516, H: 88}
		d.Fill(r, 12, sprites.Ink, 0.85)
		d.Stroke(r, 12, 1.5, sprites.Chalk, 0.35)
		rulebook.RulesBadge(d, r.X+24, r.Y+r.H/2, rulebook.SmallNum(i+1))
		cx, cy := r.X+96, r.Y+r.H/2
		switch i {
		case 0:
			ksLooseAt(d, kunststucke.ShapeID(9), 0, cx, cy, 16, ksSolid) // a red Cross
		case 1:
			ksToken(d, cx-14, cy, 17)
			d.Text(w.cost, cx+22, cy, 22, ui.Display, ui.Center, sprites.NeonAmber, 1)
		case 2:
			ksTile(d, -1, ui.Rect{X: cx - 30, Y: cy - 26, W: 52, H: 52}, false)
			ksTile(d, -1, ui.Rect{X: cx - 22, Y: cy - 32, W: 52, H: 52}, false)
		}
		rulebook.RulesCaptionL(d, c.in(lang), r.X+160, cy, r.W-172, 17, ui.Bold, sprites.Chalk, 0.95)
	}
	// The discard tray: shapes face up, out of the game.
	tray := ui.Rect{X: 712, Y: 428, W: 516, H: 112}
	d.Fill(tray, 12, sprites.Slate, 0.55)
	d.Stroke(tray, 12, 1.5, sprites.Chalk, 0.35)
	for i, id := range []kunststucke.ShapeID{kunststucke.ShapeID(kunststucke.NumKinds*3 + 11), kunststucke.ShapeID(kunststucke.NumKinds*1 + 3), kunststucke.ShapeID(kunststucke.NumKinds*4 + 7)} {
		ksLooseAt(d, id, 0, 790+float64(i)*100, 484, 13, ksSolid)
	}
	rulebook.RulesCaptionL(d, ksCapDiscards.in(lang), 1040, 484, 180, 15, ui.Bold, sprites.Chalk, 0.9)
	rulebook.RulesCaption(d, ksCapUndo.in(lang), 970, 570, 520, 16, ui.Bold, sprites.NeonAmber, 1)
	rulebook.RulesButton(d, ui.Rect{X: 895, Y: 590, W: 150, H: 36}, words.T(lang, words.Undo), sprites.NeonCyan, 16)
}

// 4. Placing: a free placement legal by a corner, a placement touching
// only other colours refused, one touching its colour and another.
func ksPicPlace(d *rulebook.Pen, lang words.Lang) {
	left := &ksWin{x: 728, y: 130, cell: 27, cols: 7, rows: 7}
	left.draw(d)
	for _, s := range ksPlaceBase {
		left.shape(d, s, ksSolid)
	}
	left.shape(d, ksPlaceFree, ksGood)
	ksCheck(d, left.x+7*27-14, left.y+7*27-14, 12)
	rulebook.RulesCaption(d, ksCapFree.in(lang), left.x+94, 340, 250, 15, ui.Bold, sprites.NeonCyan, 1)

	right := &ksWin{x: 1000, y: 130, cell: 27, cols: 7, rows: 7}
	right.draw(d)
	for _, s := range ksPlaceBase {
		right.shape(d, s, ksSolid)
	}
	right.shape(d, ksPlaceFree, ksSolid)
	right.shape(d, ksPlaceBad, ksBad)
	ksCross(d, right.x+7*27-14, right.y+7*27-14, 12)
	rulebook.RulesCaption(d, ksCapNoBlue.in(lang), right.x+94, 340, 250, 15, ui.Bold, sprites.NeonPink, 1)

	below := &ksWin{x: 862, y: 440, cell: 27, cols: 9, rows: 4}
	below.draw(d)
	for _, s := range ksPlaceOwnB {
		below.shape(d, s, ksSolid)
	}
	below.shape(d, ksPlaceOwn, ksGood)
	ksCheck(d, below.x+9*27+22, below.y+54, 12)
	rulebook.RulesCaption(d, ksCapOwnFirst.in(lang), 970, 574, 520, 15, ui.Bold, sprites.NeonCyan, 1)
}

// 5. A slide: the rulebook's route, a token, the colour rule.
func ksPicSlide(d *rulebook.Pen, lang words.Lang) {
	w := ksLabelsFor(lang)
	win := &ksWin{x: 740, y: 136, cell: 31, cols: 11, rows: 10}
	win.draw(d)
	for _, s := range ksSlideBase {
		win.shape(d, s, ksSolid)
	}
	win.shape(d, ksSlideShape, ksFaded)
	win.shape(d, ksSlideEnd(), ksSolid)
	// The route, traced by the T's middle top cell.
	off := kunststucke.Cell{X: 1}
	for i := 1; i < len(ksSlideRoute); i++ {
		a, b := ksSlideRoute[i-1], ksSlideRoute[i]
		x0, y0 := win.centre(kunststucke.Cell{X: a.X + off.X, Y: a.Y + off.Y})
		x1, y1 := win.centre(kunststucke.Cell{X: b.X + off.X, Y: b.Y + off.Y})
		d.Line(x0, y0, x1, y1, 8, sprites.Ink, 0.8)
		d.Line(x0, y0, x1, y1, 4, sprites.NeonAmber, 1)
		d.Circle(x0, y0, 5, sprites.NeonAmber, 1)
		if i == len(ksSlideRoute)-1 {
			d.Line(x1-9, y1-7, x1+2, y1, 4, sprites.NeonAmber, 1)
			d.Line(x1-9, y1+7, x1+2, y1, 4, sprites.NeonAmber, 1)
		}
	}
	ksToken(d, 1130, 180, 16)
	d.Text(w.cost, 1164, 180, 22, ui.Display, ui.Center, sprites.NeonAmber, 1)
	y := win.y + 10*31 + 30
	rulebook.RulesCaption(d, ksCapRoute.in(lang), 970, y, 520, 17, ui.Bold, sprites.NeonAmber, 1)
	rulebook.RulesCaption(d, ksCapColourEnd.in(lang), 970, y+30, 520, 15, ui.Bold, sprites.Chalk, 0.9)
	rulebook.RulesCaption(d, ksCapLeftAlone.in(lang), 970, y+56, 520, 15, ui.Bold, sprites.Chalk, 0.75)
}

// 6. Drawing: the tile board, pile C looked at, a tile to a free slot.
func ksPicDraw(d *rulebook.Pen, lang words.Lang) {
	for p := 0; p < kunststucke.NumPiles; p++ {
		cx := 970 + (float64(p)-float64(kunststucke.NumPiles-1)/2)*92
		for k := 0; k < min(ksDrawPiles[p], 4); k++ {
			ksTile(d, -1, ui.Rect{X: cx - 26 + float64(k)*2, Y: 150 - float64(k)*3, W: 50, H: 50}, false)
		}
		d.Text(ksPileNames[p], cx, 122, 18, ui.Bold, ui.Center, sprites.NeonCyan, 1)
		d.Text(ksLabelsFor(lang).piles[p], cx, 218, 15, ui.Bold, ui.Center, sprites.Chalk, 0.85)
		if p == 2 {
			d.Stroke(ui.Rect{X: cx - 36, Y: 106, W: 72, H: 128}, 10, 2.5, sprites.NeonAmber, 1)
		}
	}
	// Pile C, face up for the looker only.
	rulebook.RulesCaption(d, ksCapOnlyYou.in(lang), 970, 258, 520, 16, ui.Bold, sprites.NeonAmber, 1)
	n := float64(len(ksDrawSeen))
	for i, t := range ksDrawSeen {
		r := ui.Rect{X: 970 - n*34 + float64(i)*68 + 6, Y: 282, W: 56, H: 56}
		ksTile(d, t, r, true)
		if i == ksDrawTake {
			d.Stroke(r.Inset(-4), 9, 3, sprites.NeonCyan, 1)
		}
	}
	// The board: the tile goes face down on a free slot.
	const bx, by, slot = 764.0, 420.0, 82.0
	ksBoard(d, bx, by, slot, ksDrawBoard, false, ksDrawSlot)
	fx := 970 - n*34 + float64(ksDrawTake)*68 + 34
	tx, _ := ksSlotCentre(bx, by, slot, ksDrawSlot)
	d.Line(fx, 344, tx, by+44, 3, sprites.NeonCyan, 0.8)
	d.Line(tx-7, by+36, tx, by+45, 3, sprites.NeonCyan, 0.8)
	d.Line(tx+7, by+36, tx, by+45, 3, sprites.NeonCyan, 0.8)
	rulebook.RulesCaption(d, ksCapFaceDown.in(lang), 970, 588, 520, 16, ui.Bold, sprites.Chalk, 0.9)
}

// 7. Scoring: the rulebook's Red 2, the groups, a board face up.
func ksPicScore(d *rulebook.Pen, lang words.Lang) {
	w := ksLabelsFor(lang)
	win := &ksWin{x: 744, y: 130, cell: 25, cols: 10, rows: 7}
	win.draw(d)
	for _, s := range ksScoreShapes {
		win.shape(d, s, ksSolid)
	}
	// The groups panel, as the table shows it.
	gp := ui.Rect{X: 1016, Y: 126, W: 214, H: 120}
	d.Fill(gp, 10, sprites.Ink, 0.85)
	d.Stroke(gp, 10, 1.5, sprites.Chalk, 0.35)
	d.Text(ksCapGroups.in(lang), gp.X+gp.W/2, gp.Y+18, 16, ui.Bold, ui.Center, sprites.NeonCyan, 1)
	for i, g := range w.groups {
		y := gp.Y + 46 + float64(i)*24
		sw := ui.Rect{X: gp.X + 18, Y: y - 8, W: 16, H: 16}
		d.Fill(sw, 3, ksColour(g.col), 1)
		ksDrawPattern(d.Painter, sw, g.col, 1)
		d.Text(g.text, gp.X+44, y, 16, ui.Bold, ui.Left, sprites.Chalk, 0.95)
	}
	rulebook.RulesCaption(d, ksCapRed2.in(lang), gp.X+gp.W/2, gp.Y+144, gp.W, 14, ui.Bold, sprites.Chalk, 0.85)
	rulebook.RulesCaption(d, w.red2sum, 970, 332, 520, 17, ui.Bold, sprites.NeonAmber, 1)

	const bx, by, slot = 764.0, 362.0, 82.0
	ksBoard(d, bx, by, slot, ksScoreTiles, true, -1)
	for k := range ksScoreTiles {
		cx, _ := ksSlotCentre(bx, by, slot, k)
		y := by + slot*1.2 + 66
		col := sprites.Chalk
		if ksScoreTiles[k] >= 0 && ksScoreMet[k] {
			col = sprites.NeonCyan
			ksCheck(d, cx, y-14, 9)
		} else if ksScoreTiles[k] >= 0 {
			ksCross(d, cx, y-14, 9)
		}
		d.Text(w.scored[k], cx, y+12, 14, ui.Bold, ui.Center, col, 1)
	}
	d.Text(w.totalLine, 970, 610, 18, ui.Bold, ui.Center, sprites.Gold, 1)
}

// 8. The end: rounds by player count, and a tie broken.
func ksPicEnd(d *rulebook.Pen, lang words.Lang) {
	w := ksLabelsFor(lang)
	colX := [...]float64{800, 960, 1150}
	heads := [...]ksText{ksCapPlayers, ksCapEach, ksCapAside}
	for i, h := range heads {
		d.Text(h.in(lang), colX[i], 124, 15, ui.Bold, ui.Center, sprites.NeonCyan, 1)
	}
	for i, row := range w.deal {
		y := 160 + float64(i)*40
		r := ui.Rect{X: 712, Y: y - 17, W: 516, H: 34}
		d.Fill(r, 8, sprites.Ink, 0.85)
		for k, s := range row {
			size, f, c := 18.0, ui.Bold, sprites.Chalk
			if k == 1 {
				size, f, c = 22, ui.Display, sprites.NeonAmber
			}
			d.Text(s, colX[k], y, size, f, ui.Center, c, 1)
		}
	}
	d.Line(720, 336, 1220, 336, 1.5, sprites.NeonViolet, 0.5)

	tx := [...]float64{860, 1000, 1090, 1180}
	heads2 := [...]ksText{{}, ksCapMet, ksCapTokens, ksCapTotal}
	for i, h := range heads2 {
		if h.in(lang) != "" {
			d.Text(h.in(lang), tx[i], 360, 15, ui.Bold, ui.Center, sprites.NeonCyan, 1)
		}
	}
	best := 0
	for i, t := range ksTieRows {
		b := ksTieRows[best]
		if t.total() > b.total() || t.total() == b.total() && (t.met > b.met || t.met == b.met && t.tokens > b.tokens) {
			best = i
		}
	}
	for i, t := range ksTieRows {
		y := 404 + float64(i)*60
		r := ui.Rect{X: 712, Y: y - 25, W: 516, H: 50}
		d.Fill(r, 10, sprites.Ink, 0.85)
		if i == best {
			d.Stroke(r, 10, 2.5, sprites.Gold, 1)
		}
		txt := w.tieText[i]
		d.Text(txt[0], 730, y, 18, ui.Bold, ui.Left, sprites.Chalk, 1)
		for k, tile := range t.tiles {
			ksTile(d, tile, ui.Rect{X: 806 + float64(k)*40, Y: y - 17, W: 34, H: 34}, true)
		}
		d.Text(txt[1], tx[1], y, 20, ui.Bold, ui.Center, sprites.Chalk, 1)
		ksToken(d, tx[2]-18, y, 9)
		d.Text(txt[2], tx[2]+6, y, 20, ui.Bold, ui.Center, sprites.Chalk, 1)
		d.Text(txt[3], tx[3], y, 24, ui.Display, ui.Center, sprites.NeonAmber, 1)
	}
	rulebook.RulesCaption(d, w.tie, 970, 536, 500, 15, ui.Bold, sprites.Chalk, 0.9)
}
