package tagcity

import (
	"math"

	"graffiti/game/tagcity"
	"graffiti/scenes/ui"
)

// Where everything of the Tag City table sits on the 1280×720 screen.
// Drawing and hit-testing both read these, so a lit square is exactly
// where a tap takes it.

// The HQ ring, top left: six sections round the three small shapes, the
// die faces printed between them.
var (
	tcHQRect   = ui.Rect{X: 6, Y: 6, W: 336, H: 338}
	tcHQCentre = ui.Point{X: 174, Y: 178}
)

const (
	tcSecRadius  = 112.0 // from the centre to a section's centre
	tcFaceRadius = 150.0 // to a die face's label
	tcSecW       = 98.0
	tcSecH       = 86.0
	tcDie        = 32.0 // a die on a section
	tcTrayDie    = 44.0 // a die in the tray, before it is placed
)

// tcSecAngle is the direction of section sec (I top left, clockwise).
func tcSecAngle(sec int) float64 { return float64(sec-2) * math.Pi / 3 }

// tcSectionRect is HQ section sec (0-5 for I-VI).
func tcSectionRect(sec int) ui.Rect {
	a := tcSecAngle(sec)
	cx, cy := tcHQCentre.X+tcSecRadius*math.Cos(a), tcHQCentre.Y+tcSecRadius*math.Sin(a)
	return ui.Rect{X: cx - tcSecW/2, Y: cy - tcSecH/2, W: tcSecW, H: tcSecH}
}

// tcFacePos is where die face f (1-6) is printed: between section f-1
// and section f (face 6 between VI and I).
func tcFacePos(f int) ui.Point {
	a := tcSecAngle(f-1) + math.Pi/6
	return ui.Point{X: tcHQCentre.X + tcFaceRadius*math.Cos(a), Y: tcHQCentre.Y + tcFaceRadius*math.Sin(a)}
}

// tcDieSlot is the k-th die group's square on section sec (at most two
// faces can share a section: its two neighbours' faces).
func tcDieSlot(sec, k int) ui.Rect {
	r := tcSectionRect(sec)
	x := r.X + r.W/2 - tcDie - 3 + float64(k)*(tcDie+6)
	return ui.Rect{X: x, Y: r.Y + r.H - tcDie - 5, W: tcDie, H: tcDie}
}

// The control panel under the HQ: the tray and Roll while placing, the
// die's three uses while picking, Confirm and Undo.
var (
	tcPanel      = ui.Rect{X: 6, Y: 350, W: 336, H: 364}
	tcRollBtn    = ui.Rect{X: 22, Y: 460, W: 304, H: 48}
	tcConfirmBtn = ui.Rect{X: 180, Y: 664, W: 148, H: 42}
	tcUndoBtn    = ui.Rect{X: 20, Y: 664, W: 150, H: 42}
	tcRotateBtn  = ui.Rect{X: 20, Y: 560, W: 150, H: 38}
	tcFlipBtn    = ui.Rect{X: 178, Y: 560, W: 150, H: 38}
)

// tcTraySlot is die i's place in the tray while the leader places.
func tcTraySlot(i, n int) ui.Rect {
	w := float64(n)*tcTrayDie + float64(n-1)*12
	x := tcPanel.X + tcPanel.W/2 - w/2 + float64(i)*(tcTrayDie+12)
	return ui.Rect{X: x, Y: 402, W: tcTrayDie, H: tcTrayDie}
}

// tcUseBtn is the button of use k: Tag, Drone, Social.
func tcUseBtn(k int) ui.Rect {
	return ui.Rect{X: 20 + float64(k)*104, Y: 414, W: 98, H: 42}
}

// tcDroneShape is the k-th of the nine shapes a drone may draw.
func tcDroneShape(k int) ui.Rect {
	return ui.Rect{X: 20 + float64(k%3)*104, Y: 486 + float64(k/3)*54, W: 98, H: 50}
}

// tcBubbleBtn is bubble b's button in the social choice.
func tcBubbleBtn(b int) ui.Rect {
	return ui.Rect{X: 22 + float64(b)*62, Y: 500, W: 56, H: 56}
}

// The active tagger's city board, large in the middle.
var tcBoardRect = ui.Rect{X: 350, Y: 50, W: 660, H: 516}

const (
	tcCell  = 40.0
	tcGridX = 426.0
	tcGridY = 144.0
)

// tcCellRect is square (r, c) of the large board.
func tcCellRect(r, c int) ui.Rect {
	return ui.Rect{X: tcGridX + float64(c)*tcCell, Y: tcGridY + float64(r)*tcCell, W: tcCell, H: tcCell}
}

// tcGridRect is the whole grid of the large board.
var tcGridRect = ui.Rect{X: tcGridX, Y: tcGridY, W: tcCell * tagcity.Cols, H: tcCell * tagcity.Rows}

// Value labels of the large board: a column's high and low above it, a
// row's to its right, a district's in the legend under the grid.
func tcColValue(c int, low bool) ui.Point {
	y := tcGridY - 34
	if low {
		y = tcGridY - 13
	}
	return ui.Point{X: tcGridX + (float64(c)+0.5)*tcCell, Y: y}
}

func tcRowValue(r int, low bool) ui.Point {
	x := tcGridX + tagcity.Cols*tcCell + 17
	if low {
		x += 26
	}
	return ui.Point{X: x, Y: tcGridY + (float64(r)+0.5)*tcCell}
}

func tcDistrictChip(k int) ui.Rect {
	return ui.Rect{X: tcGridX - 4 + float64(k)*98, Y: tcGridY + tagcity.Rows*tcCell + 8, W: 92, H: 34}
}

func tcDistValue(k int, low bool) ui.Point {
	r := tcDistrictChip(k)
	x := r.X + 56
	if low {
		x += 24
	}
	return ui.Point{X: x, Y: r.Y + r.H/2}
}

// The drone remote and the five bubbles, under the districts.
func tcDroneSpot(i int) ui.Point {
	return ui.Point{X: tcGridX + 112 + float64(i)*30, Y: tcGridY + tagcity.Rows*tcCell + 72}
}

func tcBubbleSpot(b int) ui.Point {
	return ui.Point{X: tcGridX + 330 + float64(b)*32 + 70, Y: tcGridY + tagcity.Rows*tcCell + 72}
}

// The banner over the board, the log under it.
var (
	tcBanner  = ui.Rect{X: 350, Y: 6, W: 660, H: 38}
	tcLogRect = ui.Rect{X: 350, Y: 572, W: 660, H: 142}
)

// The other taggers' boards, down the right side.
const tcThumbX, tcThumbW = 1016.0, 258.0

func tcThumbRect(i int) ui.Rect {
	return ui.Rect{X: tcThumbX, Y: 6 + float64(i)*172, W: tcThumbW, H: 164}
}

const tcThumbCell = 14.0

// tcLabelSquares are, on each side of the city, the square (row, column)
// of each district that carries its letter on a small board: the one
// nearest the district's middle.
var tcLabelSquares = func() (out [tagcity.SideB + 1][tagcity.Districts][2]int) {
	for side := range out {
		for k := range out[side] {
			var sr, sc, n float64
			for r := 0; r < tagcity.Rows; r++ {
				for c := 0; c < tagcity.Cols; c++ {
					if tagcity.DistrictAt(tagcity.Side(side), r, c) == k {
						sr, sc, n = sr+float64(r), sc+float64(c), n+1
					}
				}
			}
			best := -1.0
			for r := 0; r < tagcity.Rows; r++ {
				for c := 0; c < tagcity.Cols; c++ {
					dr, dc := float64(r)-sr/n, float64(c)-sc/n
					if dist := dr*dr + dc*dc; tagcity.DistrictAt(tagcity.Side(side), r, c) == k && (best < 0 || dist < best) {
						best, out[side][k] = dist, [2]int{r, c}
					}
				}
			}
		}
	}
	return out
}()

var (
	tcTitleBtn = ui.Rect{X: tcThumbX + 138, Y: 672, W: 120, H: 40}
	tcRulesBtn = ui.Rect{X: tcThumbX, Y: 672, W: 120, H: 40}
)
