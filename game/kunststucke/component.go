package kunststucke

import (
	"fmt"
	"slices"
)

// Counts derived from the table.
const (
	NumColours = len(colourTable)
	NumKinds   = len(shapeTable)
	NumShapes  = NumColours * NumKinds // every shape in the box, each one unique
	NumTiles   = NumColours * TopTile
	NumSlots   = len(SlotValues)
	NumCells   = CanvasSize * CanvasSize
	// TilesPerPile is the size of each pile at set-up.
	TilesPerPile = NumTiles / NumPiles
)

// Colour is one of the five colours.
type Colour int8

func (c Colour) String() string {
	if c < 0 || int(c) >= NumColours {
		return "?"
	}
	return colourTable[c].Name
}

// Letter is the colour's letter on the table.
func (c Colour) Letter() string { return colourTable[c].Letter }

// ShapeID names one shape of the box: colour*NumKinds + kind.
type ShapeID int8

// Colour is the shape's colour.
func (id ShapeID) Colour() Colour { return Colour(int(id) / NumKinds) }

// Kind is which of the twelve shapes it is.
func (id ShapeID) Kind() int { return int(id) % NumKinds }

// String is the shape's text form, like "red-cross".
func (id ShapeID) String() string {
	if id < 0 || int(id) >= NumShapes {
		return "?"
	}
	return names.shapes[id]
}

// Cells is the shape's size in cells.
func (id ShapeID) Cells() int { return len(orients[id.Kind()][0].cells) }

// TileID names one objective tile: colour*TopTile + number-1.
type TileID int8

// Colour is the colour the tile asks for.
func (t TileID) Colour() Colour { return Colour(int(t) / TopTile) }

// Number is the group size the tile asks for; TopTile means that many or
// more.
func (t TileID) Number() int { return int(t)%TopTile + 1 }

// String is the tile's text form, like "red-3" or "red-6+".
func (t TileID) String() string {
	if t < 0 || int(t) >= NumTiles {
		return "?"
	}
	return names.tiles[t]
}

// Meets tells whether a group of size shapes meets the tile.
func (t TileID) Meets(size int) bool {
	if t.Number() == TopTile {
		return size >= TopTile
	}
	return size == t.Number()
}

// Cell is a cell of the canvas, X the column (0 = A), Y the row (0 = 1).
type Cell struct{ X, Y int8 }

// String names the cell like "C7".
func (c Cell) String() string {
	if c.X < 0 || c.X >= CanvasSize || c.Y < 0 || c.Y >= CanvasSize {
		return fmt.Sprintf("(%d,%d)", c.X, c.Y)
	}
	return names.cells[int(c.Y)*CanvasSize+int(c.X)]
}

// orient is one quarter-turn of a shape: its cells relative to the top
// left of its bounding box, and its size.
type orient struct {
	cells []Cell
	w, h  int8
	same  int8 // the smallest quarter-turn that lies the same way
}

// orients holds, for each kind, its four quarter-turns clockwise.
var orients = buildOrients()

func buildOrients() [NumKinds][4]orient {
	var o [NumKinds][4]orient
	for k, def := range shapeTable {
		var cells []Cell
		for y, row := range def.Rows {
			for x, ch := range row {
				if ch == '#' {
					cells = append(cells, Cell{int8(x), int8(y)})
				}
			}
		}
		for r := 0; r < 4; r++ {
			o[k][r] = normalise(cells)
			o[k][r].same = int8(r)
			for q := 0; q < r; q++ {
				if slices.Equal(o[k][q].cells, o[k][r].cells) {
					o[k][r].same = int8(q)
					break
				}
			}
			// a quarter-turn clockwise, y downwards: (x, y) -> (-y, x)
			next := make([]Cell, len(cells))
			for i, c := range cells {
				next[i] = Cell{-c.Y, c.X}
			}
			cells = next
		}
	}
	return o
}

func normalise(cells []Cell) orient {
	minX, minY, maxX, maxY := int8(127), int8(127), int8(-128), int8(-128)
	for _, c := range cells {
		minX, minY = min(minX, c.X), min(minY, c.Y)
		maxX, maxY = max(maxX, c.X), max(maxY, c.Y)
	}
	out := make([]Cell, len(cells))
	for i, c := range cells {
		out[i] = Cell{c.X - minX, c.Y - minY}
	}
	slices.SortFunc(out, func(a, b Cell) int {
		if a.Y != b.Y {
			return int(a.Y - b.Y)
		}
		return int(a.X - b.X)
	})
	return orient{cells: out, w: maxX - minX + 1, h: maxY - minY + 1}
}

// Turns lists the quarter-turns of a shape that lie differently (a bar
// has two, a cross four).
func Turns(id ShapeID) []int {
	var rs []int
	for r := 0; r < 4; r++ {
		if int(orients[id.Kind()][r].same) == r {
			rs = append(rs, r)
		}
	}
	return rs
}

// Footprint gives the cells shape id covers turned rot quarter-turns with
// the top left of its bounding box (its anchor) at at. Cells may fall off
// the canvas.
func Footprint(id ShapeID, rot int, at Cell) []Cell {
	o := &orients[id.Kind()][rot&3]
	out := make([]Cell, len(o.cells))
	for i, c := range o.cells {
		out[i] = Cell{at.X + c.X, at.Y + c.Y}
	}
	return out
}

// Size is the width and height of shape id turned rot quarter-turns.
func Size(id ShapeID, rot int) (w, h int) {
	o := &orients[id.Kind()][rot&3]
	return int(o.w), int(o.h)
}

// Deal is how many shapes each of n players is dealt (0 for a count the
// game does not have).
func Deal(n int) int { return dealTable[n] }
