package kunststucke

// The canvas's geometry: where a shape fits, what it touches, where it can
// slide, and the groups of a colour. Contact is always by a whole side,
// never a corner (point 1).

// fit tells why shape id turned rot cannot lie with its anchor at at,
// ignoring the cells of shape skip (the shape itself when it slides):
// offCanvas, covered (and which shape is in the way), or fitOK.
type fitResult uint8

const (
	fitOK fitResult = iota
	offCanvas
	covered
)

func (s *State) fit(id ShapeID, rot int, at Cell, skip ShapeID) (fitResult, ShapeID) {
	o := &orients[id.Kind()][rot]
	if at.X < 0 || at.Y < 0 || int(at.X)+int(o.w) > CanvasSize || int(at.Y)+int(o.h) > CanvasSize {
		return offCanvas, -1
	}
	base := int(at.Y)*CanvasSize + int(at.X)
	for _, c := range o.cells {
		if b := s.board[base+int(c.Y)*CanvasSize+int(c.X)]; b >= 0 && ShapeID(b) != skip {
			return covered, ShapeID(b)
		}
	}
	return fitOK, -1
}

// touch reports, for shape id turned rot at at (on the canvas), whether it
// shares a side with a shape of its own colour and the set of other
// colours it shares a side with (bit c for colour c). The shape's own
// cells, and those of skip, are not neighbours.
func (s *State) touch(id ShapeID, rot int, at Cell, skip ShapeID) (own bool, others uint8) {
	o := &orients[id.Kind()][rot]
	col := id.Colour()
	for _, c := range o.cells {
		x, y := int(at.X)+int(c.X), int(at.Y)+int(c.Y)
		for d := 0; d < 4; d++ {
			nx, ny := x+dx[d], y+dy[d]
			if nx < 0 || ny < 0 || nx >= CanvasSize || ny >= CanvasSize {
				continue
			}
			b := s.board[ny*CanvasSize+nx]
			if b < 0 || ShapeID(b) == id || ShapeID(b) == skip {
				continue
			}
			if nc := ShapeID(b).Colour(); nc == col {
				own = true
			} else {
				others |= 1 << nc
			}
		}
	}
	return own, others
}

var dx = [4]int{1, -1, 0, 0}
var dy = [4]int{0, 0, 1, -1}

// placeable is point 2: a placement may touch its own colour (and then
// any other), or nothing at all.
func placeable(own bool, others uint8) bool { return own || others == 0 }

// put and lift write a shape onto the board or clear it.
func (s *State) put(id ShapeID, rot int, at Cell, v int8) {
	o := &orients[id.Kind()][rot]
	base := int(at.Y)*CanvasSize + int(at.X)
	for _, c := range o.cells {
		s.board[base+int(c.Y)*CanvasSize+int(c.X)] = v
	}
}

// reach is the anchors a shape on the canvas can slide to: a search over
// one-cell steps on empty cells (point 5), never turning. reached[i] tells
// anchor i (y*CanvasSize+x) is reachable; from[i] is the anchor it was
// first reached from, for a shortest route.
type reach struct {
	reached [NumCells]bool
	from    [NumCells]int16
	queue   [NumCells]int16
}

func (s *State) reachable(id ShapeID, r *reach) {
	ss := s.Shapes[id]
	rot := int(ss.Rot)
	o := &orients[id.Kind()][rot]
	w, h := int(o.w), int(o.h)
	r.reached = [NumCells]bool{}
	start := int16(int(ss.Y)*CanvasSize + int(ss.X))
	r.reached[start] = true
	r.from[start] = -1
	r.queue[0] = start
	head, tail := 0, 1
	for head < tail {
		cur := int(r.queue[head])
		head++
		x, y := cur%CanvasSize, cur/CanvasSize
		for d := 0; d < 4; d++ {
			nx, ny := x+dx[d], y+dy[d]
			if nx < 0 || ny < 0 || nx+w > CanvasSize || ny+h > CanvasSize {
				continue
			}
			ni := ny*CanvasSize + nx
			if r.reached[ni] {
				continue
			}
			if f, _ := s.fit(id, rot, Cell{int8(nx), int8(ny)}, id); f != fitOK {
				continue
			}
			r.reached[ni] = true
			r.from[ni] = int16(cur)
			r.queue[tail] = int16(ni)
			tail++
		}
	}
}

// Route is a shortest route for a slide of shape id to anchor to: the
// anchors it passes, from where it lies to to, one step apart; nil if it
// cannot get there.
func (s *State) Route(id ShapeID, to Cell) []Cell {
	if id < 0 || int(id) >= NumShapes || s.Shapes[id].Where != OnCanvas ||
		to.X < 0 || to.Y < 0 || to.X >= CanvasSize || to.Y >= CanvasSize {
		return nil
	}
	var r reach
	s.reachable(id, &r)
	i := int(to.Y)*CanvasSize + int(to.X)
	if !r.reached[i] {
		return nil
	}
	var route []Cell
	for j := int16(i); j >= 0; j = r.from[j] {
		route = append(route, Cell{int8(int(j) % CanvasSize), int8(int(j) / CanvasSize)})
	}
	for a, b := 0, len(route)-1; a < b; a, b = a+1, b-1 {
		route[a], route[b] = route[b], route[a]
	}
	return route
}

// Groups gives the group of every shape on the canvas (point 13: a
// largest set of one colour joined by sides; -1 off the canvas) and each
// group's size in shapes. Group numbers follow the lowest shape in them.
func (s *State) Groups() (of [NumShapes]int8, sizes []int) {
	var parent [NumShapes]int8
	for i := range parent {
		parent[i] = int8(i)
	}
	find := func(x int8) int8 {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	join := func(a, b int8) {
		if a < 0 || b < 0 || a == b || ShapeID(a).Colour() != ShapeID(b).Colour() {
			return
		}
		ra, rb := find(a), find(b)
		if ra < rb {
			parent[rb] = ra
		} else if rb < ra {
			parent[ra] = rb
		}
	}
	for y := 0; y < CanvasSize; y++ {
		for x := 0; x < CanvasSize; x++ {
			b := s.board[y*CanvasSize+x]
			if x+1 < CanvasSize {
				join(b, s.board[y*CanvasSize+x+1])
			}
			if y+1 < CanvasSize {
				join(b, s.board[(y+1)*CanvasSize+x])
			}
		}
	}
	var index [NumShapes]int8
	for i := range index {
		index[i] = -1
	}
	for id := range s.Shapes {
		of[id] = -1
		if s.Shapes[id].Where != OnCanvas {
			continue
		}
		root := find(int8(id))
		if index[root] < 0 {
			index[root] = int8(len(sizes))
			sizes = append(sizes, 0)
		}
		of[id] = index[root]
		sizes[index[root]]++
	}
	return of, sizes
}

// GroupSizes gives, for each colour, the sizes of its groups, largest
// first: the table's groups panel ("Red 3 · 1 · 1"). All public.
func (s *State) GroupSizes() [NumColours][]int {
	of, sizes := s.Groups()
	var out [NumColours][]int
	seen := make([]bool, len(sizes))
	for id, g := range of {
		if g >= 0 && !seen[g] {
			seen[g] = true
			c := ShapeID(id).Colour()
			out[c] = append(out[c], sizes[g])
		}
	}
	for c := range out {
		sortDesc(out[c])
	}
	return out
}

func sortDesc(xs []int) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] > xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}
