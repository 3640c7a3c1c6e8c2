package kunststucke

import "fmt"

// names are the text forms of the shapes, tiles and cells, written once:
// an action's text names a shape and a cell, and a legal list checked
// against Check (the sim's check, a host's reading of every action)
// writes and reads the text of every action in range, thousands a state.
// Written afresh each time, with Sprintf and a search of every shape's
// name, they were most of Kunststücke's sim (87 % of it the check) and
// 39 s of the arm64 program's under QEMU.
var names = func() (n struct {
	shapes [NumShapes]string
	tiles  [NumTiles]string
	cells  [NumCells]string
	shape  map[string]ShapeID
	tile   map[string]TileID
}) {
	n.shape = make(map[string]ShapeID, NumShapes)
	for id := range ShapeID(NumShapes) {
		n.shapes[id] = id.Colour().String() + "-" + shapeTable[id.Kind()].Name
		n.shape[n.shapes[id]] = id
	}
	n.tile = make(map[string]TileID, NumTiles)
	for t := range TileID(NumTiles) {
		s := fmt.Sprintf("%s-%d", t.Colour(), t.Number())
		if t.Number() == TopTile {
			s += "+"
		}
		n.tiles[t], n.tile[s] = s, t
	}
	for i := range n.cells {
		n.cells[i] = fmt.Sprintf("%c%d", 'A'+i%CanvasSize, i/CanvasSize+1)
	}
	return n
}()
