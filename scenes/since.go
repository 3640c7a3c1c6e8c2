package scenes

import "graffiti/scenes/words"

// Recounter is a table that can tell a seat, in the game's words, what
// the others did since that seat last acted: what the hot-seat table
// shows when the curtain lifts, a phone shows when its seat's turn comes.
type Recounter interface {
	Since(lang words.Lang, seat int) []string
}

// SinceLines puts into words the log's entries from the index from on,
// but the seat's own: of gives an entry's seat and its line ("" for an
// entry the log leaves out).
func SinceLines[E any](log []E, from, seat int, of func(E) (int, string)) []string {
	var out []string
	for _, e := range log[min(max(from, 0), len(log)):] {
		if s, line := of(e); s != seat && line != "" {
			out = append(out, line)
		}
	}
	return out
}
