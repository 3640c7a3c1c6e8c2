package scenes

import "graffiti/game"

// Where everything sits on the 1280×720 table. Drawing and hit-testing
// both read these, so a glowing space is exactly where a tap takes it.

const (
	secX0, secW, secGap = 10.0, 246.0, 6.0
	segW, segH, segGap  = 55.0, 112.0, 4.0
	upperY, lowerY      = 54.0, 176.0
	trackY              = 306.0
	boardsY, boardsH    = 334.0, 186.0
	privY               = 528.0
	stripX, stripW      = 1010.0, 260.0
	stripH              = 60.0
)

// sectionRect is the panel of tunnel section sec.
func sectionRect(sec int) Rect {
	return Rect{secX0 + float64(sec)*(secW+secGap), 8, secW, 292}
}

// segmentRect is where segment i of the tunnel is drawn.
func segmentRect(tun *game.Tunnel, i int) Rect {
	d := tun.Segments[i]
	g := tun.Graffiti[d.Graffiti]
	sr := sectionRect(int(g.Section))
	k := i - g.First
	y := lowerY
	if g.Upper {
		y = upperY
	}
	x := sr.X + 6 + float64(k)*(segW+segGap)
	return Rect{x, y, segW, segH}
}

// spaceCircle is a spray-can space: its centre and radius.
type spaceCircle struct{ X, Y, R float64 }

func (c spaceCircle) rect() Rect { return Rect{c.X - c.R, c.Y - c.R, 2 * c.R, 2 * c.R} }

var (
	permitBoard = Rect{10, boardsY, 300, boardsH}
	bonusBoard  = Rect{318, boardsY, 330, boardsH}
	paintBoard  = Rect{656, boardsY, 346, boardsH}
	bigSpace    = Rect{668, 480, 122, 32}
	privRect    = Rect{10, privY, 500, 720 - privY - 6}
	choiceRect  = Rect{518, privY, 484, 720 - privY - 6}
)

// permitSlotPos is the top-left of face-up permit slot i (3 = the stack).
func permitSlotPos(i int) Point { return Point{permitBoard.X + 22 + float64(i)*68, boardsY + 36} }

const permitTile = 54.0

// bonusSlotPos is the top-left of bonus slot i.
func bonusSlotPos(i int) Point { return Point{bonusBoard.X + 14 + float64(i)*63, boardsY + 36} }

const bonusTile = 52.0

// paintColumn is the x of the paint board column of a tile kind.
func paintColumn(t game.Tile) float64 { return paintBoard.X + 14 + float64(t)*41.5 }

const paintTile = 36.0

// spacePos is where a spray-can space is drawn and tapped.
func spacePos(sp game.Space) spaceCircle {
	def := sp.Def()
	switch def.Board {
	case game.PaintBoard:
		if def.Big {
			c := bigSpace.Center()
			return spaceCircle{c.X, c.Y, 16}
		}
		x := paintColumn(def.Tile) + paintTile/2
		if def.Cost == 1 {
			return spaceCircle{x, 448, 15}
		}
		return spaceCircle{x, 488, 15}
	case game.PermitBoard:
		return spaceCircle{permitBoard.X + 40 + float64(def.Slot)*68, boardsY + 140, 16}
	case game.BonusBoard:
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
func stripRect(i int) Rect { return Rect{stripX, boardsY + float64(i)*(stripH+6), stripW, stripH} }

// logArea is under the strips.
func logArea(n int) Rect {
	y := boardsY + float64(n)*(stripH+6) + 2
	return Rect{stripX, y, stripW, 714 - y}
}

// Private area: rows of tiles behind the active screen.
func privPaintPos(i int) Point  { return Point{privRect.X + 12 + float64(i)*42, privY + 40} }
func privPermitPos(i int) Point { return Point{privRect.X + 12 + float64(i)*42, privY + 92} }
func privBonusPos(i int) Point  { return Point{privRect.X + 12 + float64(i)*42, privY + 142} }

const privTile = 38.0

// The choice strip.
const cardsPerPage = 4

func cardRect(i int) Rect {
	return Rect{choiceRect.X + 34 + float64(i)*104, privY + 36, 98, 90}
}

var (
	prevPage   = Rect{choiceRect.X + 4, privY + 60, 26, 42}
	nextPage   = Rect{choiceRect.X + choiceRect.W - 30, privY + 60, 26, 42}
	undoBtn    = Rect{choiceRect.X + 10, 668, 140, 42}
	confirmBtn = Rect{choiceRect.X + 160, 668, 160, 42}
	passBtn    = Rect{choiceRect.X + 330, 668, 144, 42}
	reserveBtn = Rect{privRect.X + 330, privY + 140, 160, 36}
	saveBtn    = Rect{privRect.X + 330, privY + 140, 160, 36}
	menuBtn    = Rect{stripX + 170, 698, 90, 20}
)
