package graffiti

import (
	"graffiti/game/graffiti"
	"graffiti/scenes/ui"
)

// Where everything sits on the 1280×720 table. Drawing and hit-testing
// both read these, so a glowing space is exactly where a tap takes it.

const (
	secX0, secW, secGap = 10.0, 246.0, 6.0
	segW, segH, segGap  = 55.0, 112.0, 4.0
	upperY, lowerY      = 54.0, 176.0
	trackY              = 306.0
	trackX0, trackX1    = 24.0, 1256.0 // the score track's 0 and 100
	boardsY, boardsH    = 334.0, 186.0
	privY               = 528.0
	stripX, stripW      = 1010.0, 260.0
	stripH              = 60.0
)

// sectionRect is the panel of tunnel section sec.
func sectionRect(sec int) ui.Rect {
	return ui.Rect{X: secX0 + float64(sec)*(secW+secGap), Y: 8, W: secW, H: 292}
}

// segmentRect is where segment i of the tunnel is drawn.
func segmentRect(tun *graffiti.Tunnel, i int) ui.Rect {
	d := tun.Segments[i]
	g := tun.Graffiti[d.Graffiti]
	sr := sectionRect(int(g.Section))
	k := i - g.First
	y := lowerY
	if g.Upper {
		y = upperY
	}
	x := sr.X + 6 + float64(k)*(segW+segGap)
	return ui.Rect{X: x, Y: y, W: segW, H: segH}
}

// spaceCircle is a spray-can space: its centre and radius.
type spaceCircle struct{ X, Y, R float64 }

func (c spaceCircle) rect() ui.Rect {
	return ui.Rect{X: c.X - c.R, Y: c.Y - c.R, W: 2 * c.R, H: 2 * c.R}
}

var (
	permitBoard = ui.Rect{X: 10, Y: boardsY, W: 300, H: boardsH}
	bonusBoard  = ui.Rect{X: 318, Y: boardsY, W: 330, H: boardsH}
	paintBoard  = ui.Rect{X: 656, Y: boardsY, W: 346, H: boardsH}
	bigSpace    = ui.Rect{X: 668, Y: 480, W: 122, H: 32}
	privRect    = ui.Rect{X: 10, Y: privY, W: 500, H: 720 - privY - 6}
	choiceRect  = ui.Rect{X: 518, Y: privY, W: 484, H: 720 - privY - 6}
)

// permitSlotPos is the top-left of face-up permit slot i (3 = the stack).
func permitSlotPos(i int) ui.Point {
	return ui.Point{X: permitBoard.X + 22 + float64(i)*68, Y: boardsY + 36}
}

const permitTile = 54.0

// bonusSlotPos is the top-left of bonus slot i.
func bonusSlotPos(i int) ui.Point {
	return ui.Point{X: bonusBoard.X + 14 + float64(i)*63, Y: boardsY + 36}
}

const bonusTile = 52.0

// paintColumn is the x of the paint board column of a tile kind.
func paintColumn(t graffiti.Tile) float64 { return paintBoard.X + 14 + float64(t)*41.5 }

const paintTile = 36.0

// spacePos is where a spray-can space is drawn and tapped.
func spacePos(sp graffiti.Space) spaceCircle {
	def := sp.Def()
	switch def.Board {
	case graffiti.PaintBoard:
		if def.Big {
			c := bigSpace.Center()
			return spaceCircle{c.X, c.Y, 16}
		}
		x := paintColumn(def.Tile) + paintTile/2
		if def.Cost == 1 {
			return spaceCircle{x, 448, 15}
		}
		return spaceCircle{x, 488, 15}
	case graffiti.PermitBoard:
		return spaceCircle{permitBoard.X + 40 + float64(def.Slot)*68, boardsY + 140, 16}
	case graffiti.BonusBoard:
		if def.Bobby {
			return spaceCircle{bonusBoard.X + 222, boardsY + 154, 16}
		}
		p := bonusSlotPos(def.Slot)
		return spaceCircle{p.X + bonusTile/2, boardsY + 110, 15}
	}
	sr := sectionRect(int(def.Sec))
	k := 0.0
	if def.Cost == 2 {
		k = 1
	}
	return spaceCircle{sr.X + 170 + k*48, 30, 16}
}

// stripRect is the public strip of seat i.
func stripRect(i int) ui.Rect {
	return ui.Rect{X: stripX, Y: boardsY + float64(i)*(stripH+6), W: stripW, H: stripH}
}

// stripIcon is where count i of the strip r sits, its icon then its
// number: tags left, paint tiles, permits, bonus tiles.
func stripIcon(r ui.Rect, i int) ui.Rect {
	x := r.X + 68 + float64(i)*34 + min(float64(i), 1)*8
	return ui.Rect{X: x, Y: r.Y + 24, W: 34, H: 22}
}

// logArea is under the strips.
func logArea(n int) ui.Rect {
	y := boardsY + float64(n)*(stripH+6) + 2
	return ui.Rect{X: stripX, Y: y, W: stripW, H: 714 - y}
}

// Private area: rows of tiles behind the active screen.
// privPaintPos is where the i-th of n paint tiles stands behind the
// screen: side by side while they fit, then closer, each over the one
// before it like a hand of cards, the last whole, all inside the screen.
func privPaintPos(i, n int) ui.Point {
	step := 42.0
	if room := privRect.W - 24 - privTile; n > 1 && float64(n-1)*step > room {
		step = room / float64(n-1)
	}
	return ui.Point{X: privRect.X + 12 + float64(i)*step, Y: privY + 40}
}
func privPermitPos(i int) ui.Point {
	return ui.Point{X: privRect.X + 12 + float64(i)*42, Y: privY + 92}
}
func privBonusPos(i int) ui.Point {
	return ui.Point{X: privRect.X + 12 + float64(i)*42, Y: privY + 142}
}

const privTile = 38.0

// The choice strip.
const cardsPerPage = 4

func cardRect(i int) ui.Rect {
	return ui.Rect{X: choiceRect.X + 34 + float64(i)*104, Y: privY + 36, W: 98, H: 90}
}

var (
	prevPage   = ui.Rect{X: choiceRect.X + 2, Y: privY + 60, W: 30, H: 42}
	nextPage   = ui.Rect{X: choiceRect.X + choiceRect.W - 32, Y: privY + 60, W: 30, H: 42}
	undoBtn    = ui.Rect{X: choiceRect.X + 10, Y: 668, W: 140, H: 42}
	confirmBtn = ui.Rect{X: choiceRect.X + 160, Y: 668, W: 160, H: 42}
	passBtn    = ui.Rect{X: choiceRect.X + 330, Y: 668, W: 144, H: 42}
	reserveBtn = ui.Rect{X: privRect.X + 330, Y: privY + 140, W: 160, H: 36}
	saveBtn    = ui.Rect{X: privRect.X + 330, Y: privY + 140, W: 160, H: 36}
	menuBtn    = ui.Rect{X: stripX + 170, Y: 690, W: 90, H: 30}
)

// sideBySide places markers at the sorted positions at: those closer than
// gap stand side by side, each group centred on its markers and kept
// whole between lo and hi. The table's track and the final scoring's
// share it.
func sideBySide(at []float64, gap, lo, hi float64) []float64 {
	xs := make([]float64, len(at))
	for i := 0; i < len(at); {
		j := i + 1
		for j < len(at) && at[j]-at[j-1] < gap {
			j++
		}
		span := float64(j-i-1) * gap
		left := min(max((at[i]+at[j-1])/2-span/2, lo), hi-span)
		for k := i; k < j; k++ {
			xs[k] = left + float64(k-i)*gap
		}
		i = j
	}
	return xs
}
