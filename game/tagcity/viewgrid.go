package tagcity

import (
	"encoding/json"
	"fmt"
)

// GridWords is a grid as a view writes it: three numbers of 32 bits,
// the squares 0-31, 32-63 and 64-95, not the state's two of 64. A page's
// JSON.parse holds a number exactly only up to 2^53, and a grid's first
// word passes it once a square of row 5 or 6 is tagged. The state keeps
// its own form, which its saves and hashes are written in.
type GridWords [3]uint32

// WordsOf is g as a view writes it.
func WordsOf(g Grid) GridWords {
	return GridWords{uint32(g[0]), uint32(g[0] >> 32), uint32(g[1])}
}

func (w GridWords) grid() Grid {
	return Grid{uint64(w[0]) | uint64(w[1])<<32, uint64(w[2])}
}

// taggerView is TaggerView without its methods.
type taggerView TaggerView

// UnmarshalJSON reads a board as a view writes it: its grid from the
// words. (Written, a TaggerView is a plain struct: the host writes many
// views a second, and a MarshalJSON made each three times as slow.)
func (t *TaggerView) UnmarshalJSON(b []byte) error {
	if err := json.Unmarshal(b, (*taggerView)(t)); err != nil {
		return err
	}
	t.Grid = t.Words.grid()
	if !t.Grid.inside() {
		return fmt.Errorf("a grid with squares beyond the board's %d", Cells)
	}
	return nil
}
