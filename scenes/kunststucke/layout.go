package kunststucke

import (
	ks "graffiti/game/kunststucke"
	"graffiti/scenes/ui"
)

// Where everything of the Kunststücke table sits on the 1280×720 screen.
// Drawing and hit-testing both read these, so what glows is exactly
// where a tap takes it.
//
//	left column   the tile board A–E, the groups panel, the set-aside and
//	              discard trays, the log, Rules and Menu
//	middle        the banner, the canvas with A–R and 1–18, and under it
//	              the private strip (objectives, a pile looked at)
//	right column  one public strip per player, the hand of the player to
//	              play, the buttons

// The canvas.
const (
	ksCell  = 29.0
	ksGridX = 326.0
	ksGridY = 60.0
)

var ksGridRect = ui.Rect{X: ksGridX, Y: ksGridY, W: ksCell * ks.CanvasSize, H: ksCell * ks.CanvasSize}

// ksCellRect is cell c of the canvas.
func ksCellRect(c ks.Cell) ui.Rect {
	return ui.Rect{X: ksGridX + float64(c.X)*ksCell, Y: ksGridY + float64(c.Y)*ksCell, W: ksCell, H: ksCell}
}

// ksCellAt is the cell under p.
func ksCellAt(p ui.Point) (ks.Cell, bool) {
	if !ksGridRect.Contains(p) {
		return ks.Cell{}, false
	}
	x, y := int((p.X-ksGridX)/ksCell), int((p.Y-ksGridY)/ksCell)
	x, y = min(x, ks.CanvasSize-1), min(y, ks.CanvasSize-1)
	return ks.Cell{X: int8(x), Y: int8(y)}, true
}

// The banner over the canvas and the private strip under it.
var (
	ksBanner = ui.Rect{X: 296, Y: 4, W: 562, H: 30}
	// ksBannerText is the width of the banner's centred line: clear of
	// the turn count at its left, and as far from its right end.
	ksBannerText = ksBanner.W - 2*96
	ksPrivate    = ui.Rect{X: 296, Y: 590, W: 562, H: 124}
	ksCanvasBox  = ui.Rect{X: 296, Y: 38, W: 562, H: 548}
)

// ksPrivSlotRect is slot k of the private strip: one's own tiles face up.
func ksPrivSlotRect(k int) ui.Rect {
	return ui.Rect{X: ksPrivate.X + 12 + float64(k)*54, Y: ksPrivate.Y + 34, W: 48, H: 66}
}

// ksPileTileRect is tile j of the n of the pile looked at.
func ksPileTileRect(j, n int) ui.Rect {
	return ui.Rect{X: ksPrivate.X + 300 + float64(j)*42, Y: ksPrivate.Y + 34, W: 38, H: 66}
}

// The left column.
var (
	ksBoardRect  = ui.Rect{X: 6, Y: 6, W: 284, H: 118}
	ksGroupsRect = ui.Rect{X: 6, Y: 130, W: 284, H: 146}
	ksTraysRect  = ui.Rect{X: 6, Y: 282, W: 284, H: 150}
	ksLogRect    = ui.Rect{X: 6, Y: 438, W: 284, H: 226}
	ksRulesBtn   = ui.Rect{X: 6, Y: 672, W: 138, H: 42}
	ksTitleBtn   = ui.Rect{X: 152, Y: 672, W: 138, H: 42}
)

// ksPileRect is pile k (A–E) on the tile board.
func ksPileRect(k int) ui.Rect {
	return ui.Rect{X: ksBoardRect.X + 12 + float64(k)*54, Y: ksBoardRect.Y + 34, W: 46, H: 74}
}

// The right column: the public strips, the hand, the buttons.
const ksRightX, ksRightW = 864.0, 410.0

// ksMiniPitch is the room of one shape drawn small (3-pixel cells) in a
// strip or a tray, across and down; ksMiniLetterW the room of the colour's
// letter that heads each run of one colour (ksLayMinis).
const (
	ksMini        = 3.0
	ksMiniPitch   = 17.0
	ksMiniLetterW = 13.0
)

// ksMiniLaid is one thing of a run of small shapes as ksLayMinis lays it
// out: a shape, or the letter of its colour before it, at (X, Y).
type ksMiniLaid struct {
	ID     ks.ShapeID
	Letter bool
	X, Y   float64
}

// ksLayMinis lays small shapes out in rows of width w from (x, y): each
// run of one colour headed by the colour's letter, again at the start of
// a row it goes on in (3-pixel cells carry no pattern: the letter tells
// the colour where the colour alone would not). It returns the rows used.
func ksLayMinis(ids []ks.ShapeID, x, y, w float64) ([]ksMiniLaid, int) {
	var out []ksMiniLaid
	cx, row := x, 0
	for k, id := range ids {
		head := k == 0 || ids[k-1].Colour() != id.Colour()
		need := ksMiniPitch
		if head {
			need += ksMiniLetterW
		}
		if cx > x && cx+need > x+w {
			cx, row, head = x, row+1, true
		}
		at := y + float64(row)*ksMiniPitch
		if head {
			out = append(out, ksMiniLaid{ID: id, Letter: true, X: cx, Y: at})
			cx += ksMiniLetterW
		}
		out = append(out, ksMiniLaid{ID: id, X: cx, Y: at})
		cx += ksMiniPitch
	}
	if len(ids) == 0 {
		return out, 0
	}
	return out, row + 1
}

// ksStripRows is how many rows of small shapes a strip holds for n
// players: the most a dealt hand takes, its shapes in every colour.
var ksStripRows = func() (rows [ks.MaxPlayers + 1]int) {
	for n := ks.MinPlayers; n <= ks.MaxPlayers; n++ {
		hand := make([]ks.ShapeID, ks.Deal(n))
		for k := range hand {
			hand[k] = ks.ShapeID(k * ks.NumColours / len(hand) * ks.NumKinds)
		}
		_, rows[n] = ksLayMinis(hand, 0, 0, ksStripMiniW)
	}
	return rows
}()

// ksStripMiniW is the width of a strip's rows of small shapes.
const ksStripMiniW = ksRightW - 16

// ksStripH is the height of one public strip for n players: a line for
// the name, the tokens and the scoring board, then the shapes in hand.
func ksStripH(n int) float64 {
	return 42 + float64(ksStripRows[n])*ksMiniPitch + 6
}

// ksStripRect is seat's public strip.
func ksStripRect(seat, n int) ui.Rect {
	h := ksStripH(n)
	return ui.Rect{X: ksRightX, Y: 6 + float64(seat)*(h+5), W: ksRightW, H: h}
}

// ksStripSlot is slot k of seat's public scoring board.
func ksStripSlot(seat, n, k int) ui.Rect {
	r := ksStripRect(seat, n)
	return ui.Rect{X: r.X + r.W - 5*33 - 4 + float64(k)*33, Y: r.Y + 5, W: 30, H: 32}
}

// ksPeekBtn is "My objectives" on seat's strip.
func ksPeekBtn(seat, n int) ui.Rect {
	r := ksStripRect(seat, n)
	return ui.Rect{X: r.X + 128, Y: r.Y + 6, W: 108, H: 31}
}

// The trays' small shapes: those set aside in one row under the panel's
// title, the discards under theirs (ksDiscardsY) as far as room goes.
func ksAsideMinis(ids []ks.ShapeID) ([]ksMiniLaid, int) {
	return ksLayMinis(ids, ksTraysRect.X+10, ksTraysRect.Y+28, ksTraysRect.W-20)
}

func ksGoneMinis(ids []ks.ShapeID) []ksMiniLaid {
	laid, _ := ksLayMinis(ids, ksTraysRect.X+10, ksDiscardsY+14, ksTraysRect.W-20)
	for k, m := range laid {
		if m.Y > ksTraysRect.Y+ksTraysRect.H-16 {
			return laid[:k]
		}
	}
	return laid
}

// ksDiscardsY is the middle of the discards' title.
var ksDiscardsY = ksTraysRect.Y + 68

// ksStripMinis lays out seat's hand, small, on its strip.
func ksStripMinis(seat, n int, hand []ks.ShapeID) []ksMiniLaid {
	r := ksStripRect(seat, n)
	laid, _ := ksLayMinis(hand, r.X+8, r.Y+44, ksStripMiniW)
	return laid
}

// The hand of the player to play.
var ksHandRect = ui.Rect{X: ksRightX, Y: 380, W: ksRightW, H: 224}

const (
	ksHandCell  = 7.0
	ksHandBoxW  = 42.0
	ksHandPerRw = 9
)

// ksHandBox is the k-th shape of the hand.
func ksHandBox(k int) ui.Rect {
	return ui.Rect{X: ksHandRect.X + 10 + float64(k%ksHandPerRw)*(ksHandBoxW+2), Y: ksHandRect.Y + 30 + float64(k/ksHandPerRw)*(ksHandBoxW+2), W: ksHandBoxW, H: ksHandBoxW}
}

// The buttons.
var (
	ksRotateBtn  = ui.Rect{X: ksRightX, Y: 612, W: 110, H: 44}
	ksDiscardBtn = ui.Rect{X: ksRightX + 116, Y: 612, W: 140, H: 44}
	ksUndoBtn    = ui.Rect{X: ksRightX + 262, Y: 612, W: 148, H: 44}
	ksConfirmBtn = ui.Rect{X: ksRightX, Y: 664, W: 256, H: 48}
	ksEndBtn     = ui.Rect{X: ksRightX + 262, Y: 664, W: 148, H: 48}
)
