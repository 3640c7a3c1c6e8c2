package kunststucke

import (
	"fmt"
	"strconv"
	"strings"
)

// Kind is what an action does.
type Kind uint8

const (
	ActPlace   Kind = iota // put a shape from the hand on the canvas
	ActDiscard             // put a shape from the hand in the box
	ActSlide               // slide a shape on the canvas to a new anchor, for a token
	ActLook                // look at a pile: a tile must then be taken from it
	ActTake                // take a tile of the pile looked at onto a free slot
	ActUndo                // take back the placement or discard just made (point 19)
	ActEnd                 // end the turn
	numKinds
)

var kindWords = [numKinds]string{"place", "discard", "slide", "look", "take", "undo", "end"}

func (k Kind) String() string {
	if k >= numKinds {
		return fmt.Sprintf("kind%d", k)
	}
	return kindWords[k]
}

// Action is one decision: a plain comparable value. Its text form is
// what logs and records hold (docs/kunststucke-rules.md, "Notation"):
//
//	place red-cross r1 C7   shape, quarter-turns clockwise, anchor cell
//	discard red-cross
//	slide red-cross H9      shape, new anchor cell (the turn never changes)
//	look C                  pile A-E
//	take red-6+ 2           tile, slot 1-5 (the slot values are 15 10 10 5 5)
//	undo
//	end
//
// The anchor is the top-left cell of the shape's bounding box as turned;
// it may be a cell the shape does not cover.
type Action struct {
	Kind  Kind
	Shape ShapeID // place, discard, slide
	Rot   int8    // place
	At    Cell    // place, slide
	Pile  int8    // look
	Tile  TileID  // take
	Slot  int8    // take: 0-4
}

// End is the end of the turn.
var End = Action{Kind: ActEnd}

// canonical keeps only the fields the kind takes; Check refuses an
// action with stray fields so one decision has one form only.
func (a Action) canonical() Action {
	c := Action{Kind: a.Kind}
	switch a.Kind {
	case ActPlace:
		c.Shape, c.Rot, c.At = a.Shape, a.Rot, a.At
	case ActDiscard:
		c.Shape = a.Shape
	case ActSlide:
		c.Shape, c.At = a.Shape, a.At
	case ActLook:
		c.Pile = a.Pile
	case ActTake:
		c.Tile, c.Slot = a.Tile, a.Slot
	}
	return c
}

// PileName is a pile's letter.
func PileName(p int) string {
	if p < 0 || p >= NumPiles {
		return "?"
	}
	return string(rune('A' + p))
}

func (a Action) String() string {
	switch a.Kind {
	case ActPlace:
		return "place " + a.Shape.String() + " r" + strconv.Itoa(int(a.Rot)) + " " + a.At.String()
	case ActDiscard:
		return "discard " + a.Shape.String()
	case ActSlide:
		return "slide " + a.Shape.String() + " " + a.At.String()
	case ActLook:
		return "look " + PileName(int(a.Pile))
	case ActTake:
		return fmt.Sprintf("take %s %d", a.Tile, a.Slot+1)
	}
	return a.Kind.String()
}

// Parse reads an action's text form. It accepts exactly what String
// writes for an action with in-range fields, so Parse(a.String()) == a.
func Parse(text string) (Action, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return Action{}, fmt.Errorf("an empty action")
	}
	if strings.Join(f, " ") != text {
		return Action{}, fmt.Errorf("%q: one space between words, none around", text)
	}
	k := Kind(0)
	for k < numKinds && kindWords[k] != f[0] {
		k++
	}
	if k == numKinds {
		return Action{}, fmt.Errorf("%q: unknown action %q", text, f[0])
	}
	want := [numKinds]int{4, 2, 3, 2, 3, 1, 1}[k]
	if len(f) != want {
		return Action{}, fmt.Errorf("%q: %s takes %d words", text, k, want-1)
	}
	a := Action{Kind: k}
	var err error
	switch k {
	case ActPlace, ActDiscard, ActSlide:
		if a.Shape, err = ParseShape(f[1]); err != nil {
			return Action{}, err
		}
	}
	switch k {
	case ActPlace:
		if len(f[2]) != 2 || f[2][0] != 'r' || f[2][1] < '0' || f[2][1] > '3' {
			return Action{}, fmt.Errorf("%q: the turn is r0 to r3, not %q", text, f[2])
		}
		a.Rot = int8(f[2][1] - '0')
		a.At, err = ParseCell(f[3])
	case ActSlide:
		a.At, err = ParseCell(f[2])
	case ActLook:
		if len(f[1]) != 1 || f[1][0] < 'A' || f[1][0] >= 'A'+NumPiles {
			return Action{}, fmt.Errorf("%q: a pile is A to %s", text, PileName(NumPiles-1))
		}
		a.Pile = int8(f[1][0] - 'A')
	case ActTake:
		if a.Tile, err = ParseTile(f[1]); err != nil {
			return Action{}, err
		}
		n, e := strconv.Atoi(f[2])
		if e != nil || n < 1 || n > NumSlots || strconv.Itoa(n) != f[2] {
			return Action{}, fmt.Errorf("%q: a slot is 1 to %d", text, NumSlots)
		}
		a.Slot = int8(n - 1)
	}
	if err != nil {
		return Action{}, err
	}
	return a, nil
}

// ParseShape reads a shape's name like "red-cross".
func ParseShape(s string) (ShapeID, error) {
	if id, ok := names.shape[s]; ok {
		return id, nil
	}
	return -1, fmt.Errorf("no shape is called %q", s)
}

// ParseTile reads a tile's name like "red-3" or "red-6+".
func ParseTile(s string) (TileID, error) {
	if t, ok := names.tile[s]; ok {
		return t, nil
	}
	return -1, fmt.Errorf("no objective tile is called %q", s)
}

// ParseCell reads a cell's name like "C7".
func ParseCell(s string) (Cell, error) {
	if len(s) < 2 || s[0] < 'A' || s[0] >= 'A'+CanvasSize {
		return Cell{}, fmt.Errorf("%q is not a cell of the canvas", s)
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || n < 1 || n > CanvasSize || strconv.Itoa(n) != s[1:] {
		return Cell{}, fmt.Errorf("%q is not a cell of the canvas", s)
	}
	return Cell{int8(s[0] - 'A'), int8(n - 1)}, nil
}
