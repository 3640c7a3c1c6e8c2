package tagcity

import (
	"encoding/json"
	"fmt"
)

// A view's grid is written as three numbers of 32 bits, the squares 0-31,
// 32-63 and 64-95, not as the state's two of 64: a page's JSON.parse
// holds a number exactly only up to 2^53, and a grid's first word passes
// it once a square of row 5 or 6 is tagged. The state keeps its own
// form, which its saves and hashes are written in.
type gridWords [3]uint32

func wordsOf(g Grid) gridWords {
	return gridWords{uint32(g[0]), uint32(g[0] >> 32), uint32(g[1])}
}

func (w gridWords) grid() Grid {
	return Grid{uint64(w[0]) | uint64(w[1])<<32, uint64(w[2])}
}

// taggerView is TaggerView without its methods, as JSON writes it but
// for the grid.
type taggerView TaggerView

// viewJSON is a TaggerView as a view writes it: its Grid, nested one
// deeper, is shadowed by the words.
type viewJSON struct {
	*taggerView
	Grid gridWords `json:"grid"`
}

// MarshalJSON writes the board's grid as three 32-bit words.
func (t TaggerView) MarshalJSON() ([]byte, error) {
	p := taggerView(t)
	return json.Marshal(viewJSON{&p, wordsOf(t.Grid)})
}

// UnmarshalJSON reads a board as MarshalJSON writes it.
func (t *TaggerView) UnmarshalJSON(b []byte) error {
	v := viewJSON{taggerView: (*taggerView)(t)}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	t.Grid = v.Grid.grid()
	if !t.Grid.inside() {
		return fmt.Errorf("a grid with squares beyond the board's %d", Cells)
	}
	return nil
}
