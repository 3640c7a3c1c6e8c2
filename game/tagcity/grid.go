package tagcity

import (
	"fmt"
	"math/bits"
	"sync"
)

// Grid is a set of squares of a city board: bit r*Cols+c of the 96.
type Grid [2]uint64

func cellBit(r, c int) Grid {
	i := r*Cols + c
	var g Grid
	g[i/64] = 1 << (i % 64)
	return g
}

// Has tells whether square (row r, column c), both from 0, is in g.
func (g Grid) Has(r, c int) bool {
	i := r*Cols + c
	return g[i/64]&(1<<(i%64)) != 0
}

// Count is the number of squares in g.
func (g Grid) Count() int { return bits.OnesCount64(g[0]) + bits.OnesCount64(g[1]) }

func (g Grid) or(h Grid) Grid     { return Grid{g[0] | h[0], g[1] | h[1]} }
func (g Grid) meets(h Grid) bool  { return g[0]&h[0] != 0 || g[1]&h[1] != 0 }
func (g Grid) covers(h Grid) bool { return g[0]&h[0] == h[0] && g[1]&h[1] == h[1] }
func (g Grid) inside() bool       { return g[1]>>(Cells-64) == 0 }
func cellName(r, c int) string    { return fmt.Sprintf("%c%d", 'A'+c, r+1) }
func (g Grid) with(r, c int) Grid { return g.or(cellBit(r, c)) }

var romans = [Sections]string{"I", "II", "III", "IV", "V", "VI"}

// Orientation is one way to draw a token: its squares relative to the
// top-left corner of its bounding box, and the box's size.
type Orientation struct {
	Cells [][2]int // (row, column)
	H, W  int
}

// orients[s] lists s's distinct orientations in a fixed order: of the
// eight transforms (turned 0, 90, 180, 270 degrees clockwise, then the
// same after a left-right flip), each one that gives a new set of
// squares, in that order. A drawing is named by its index here and the
// top-left square of its box, so one drawing has one name.
var orients [NumShapes][]Orientation

// placement is one drawing of a token: orientation, box corner, squares.
type placement struct {
	Orient, Row, Col uint8
	Mask             Grid
}

// placements[s] lists every drawing of s that lies wholly inside the
// grid, orientation by orientation, then row by row, column by column.
// Read through placementsOf: the lists are made when a game of Tag City
// first asks (1 MB, and 29 ms of a page's start before its title showed,
// for every game on the shelf).
var (
	placements     [NumShapes][]placement
	placementsOnce sync.Once
)

// placementsOf is placements[s], made the first time any is asked for.
func placementsOf(s Shape) []placement {
	placementsOnce.Do(buildPlacements)
	return placements[s]
}

// buildPlacements lists every shape's drawings, in orients' order.
func buildPlacements() {
	for s := Shape(0); s < NumShapes; s++ {
		for k, o := range orients[s] {
			for r := 0; r+o.H <= Rows; r++ {
				for c := 0; c+o.W <= Cols; c++ {
					var m Grid
					for _, p := range o.Cells {
						m = m.with(r+p[0], c+p[1])
					}
					placements[s] = append(placements[s], placement{uint8(k), uint8(r), uint8(c), m})
				}
			}
		}
	}
}

// featureMasks[side][f]: the squares of column f (0-11), row f-12 (0-7)
// or district f-20 (0-4) on that side of the city boards.
var featureMasks [2][NumFeatures]Grid

// featureValues[side][f] is the high and the low value of feature f.
var featureValues [2][NumFeatures][2]int

func init() {
	for s := Shape(0); s < NumShapes; s++ {
		var base [][2]int
		for r, row := range shapes[s].Pattern {
			for c, ch := range row {
				if ch == '#' {
					base = append(base, [2]int{r, c})
				}
			}
		}
		seen := map[Grid]int{}
		for t := 0; t < 8; t++ {
			o := transform(base, t)
			var key Grid
			for _, p := range o.Cells {
				key = key.with(p[0], p[1])
			}
			if k, ok := seen[key]; ok {
				turned[s][t] = k
				continue
			}
			seen[key] = len(orients[s])
			turned[s][t] = len(orients[s])
			orients[s] = append(orients[s], o)
		}
	}
	for side := range cities {
		d := &cities[side]
		for c := 0; c < Cols; c++ {
			for r := 0; r < Rows; r++ {
				featureMasks[side][c] = featureMasks[side][c].with(r, c)
				featureMasks[side][Cols+r] = featureMasks[side][Cols+r].with(r, c)
				for k, l := range districtLetters {
					if d.Map[r][c] == l {
						featureMasks[side][Cols+Rows+k] = featureMasks[side][Cols+Rows+k].with(r, c)
					}
				}
			}
			featureValues[side][c] = [2]int{d.ColHigh[c], d.ColLow[c]}
		}
		for r := 0; r < Rows; r++ {
			featureValues[side][Cols+r] = [2]int{d.RowHigh[r], d.RowLow[r]}
		}
		for k := 0; k < Districts; k++ {
			featureValues[side][Cols+Rows+k] = [2]int{d.DistHigh[k], d.DistLow[k]}
		}
	}
}

// transform turns cells t%4 quarter turns clockwise, after a left-right
// flip when t >= 4, and moves the result to the top-left corner.
func transform(cells [][2]int, t int) Orientation {
	out := make([][2]int, len(cells))
	for i, p := range cells {
		r, c := p[0], p[1]
		if t >= 4 {
			c = -c
		}
		for k := 0; k < t%4; k++ {
			r, c = c, -r
		}
		out[i] = [2]int{r, c}
	}
	minR, minC := out[0][0], out[0][1]
	for _, p := range out {
		minR, minC = min(minR, p[0]), min(minC, p[1])
	}
	o := Orientation{Cells: out}
	for i := range out {
		out[i][0] -= minR
		out[i][1] -= minC
		o.H, o.W = max(o.H, out[i][0]+1), max(o.W, out[i][1]+1)
	}
	// Row by row, column by column, so equal sets compare equal.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && (out[j][0] < out[j-1][0] || out[j][0] == out[j-1][0] && out[j][1] < out[j-1][1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return o
}

// turned[s][t] is the orientation of token s that transform t gives.
var turned [NumShapes][8]int

// Turned is the index of token s's orientation after t%4 quarter turns
// clockwise from its printed pattern, after a left-right flip when
// t >= 4: how a table's Rotate and Flip name a drawing.
func Turned(s Shape, t int) int {
	if s >= NumShapes {
		return 0
	}
	return turned[s][t&7]
}

// Orientations gives a copy of a token's distinct orientations.
func Orientations(s Shape) []Orientation {
	out := make([]Orientation, len(orients[s]))
	for i, o := range orients[s] {
		out[i] = Orientation{Cells: append([][2]int(nil), o.Cells...), H: o.H, W: o.W}
	}
	return out
}

// drawing gives the squares of token s in orientation o with its box's
// top-left square at (r, c), and whether it lies wholly inside the grid.
func drawing(s Shape, o, r, c int) (Grid, bool) {
	if s >= NumShapes || o < 0 || o >= len(orients[s]) {
		return Grid{}, false
	}
	or := orients[s][o]
	if r < 0 || c < 0 || r+or.H > Rows || c+or.W > Cols {
		return Grid{}, false
	}
	var m Grid
	for _, p := range or.Cells {
		m = m.with(r+p[0], c+p[1])
	}
	return m, true
}

// FeatureName names a feature for the log: "column F", "row 4",
// "the Red district".
func FeatureName(f int) string {
	switch {
	case f < Cols:
		return fmt.Sprintf("column %c", 'A'+f)
	case f < Cols+Rows:
		return fmt.Sprintf("row %d", f-Cols+1)
	default:
		return "the " + districtNames[f-Cols-Rows] + " district"
	}
}

// FeatureValues gives the high and low value of feature f on city side
// side.
func FeatureValues(side Side, f int) (high, low int) {
	v := featureValues[side][f]
	return v[0], v[1]
}

// FeatureSquares gives the squares of feature f on city side side.
func FeatureSquares(side Side, f int) Grid { return featureMasks[side][f] }

// DistrictAt is the district of a square on city side side.
func DistrictAt(side Side, r, c int) int {
	for k, l := range districtLetters {
		if cities[side].Map[r][c] == l {
			return k
		}
	}
	return -1
}
