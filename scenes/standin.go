package scenes

import (
	"fmt"

	"graffiti/game"
)

// Seen is what a table's stand-in is of: the session's changes the
// table has played (Gen) and the seat whose view it shows (Viewer). A
// table builds its stand-in again when either moves; Gen -1 is none yet.
type Seen struct{ Gen, Viewer int }

// StandInOf is the game as seat may know it, from sess's view of it,
// what the view does not show dealt from seed (a core's StandIn). A
// session's view that has no stand-in is a broken core: it panics.
func StandInOf[V game.View, S any](sess Session, seat int, seed uint64, standIn func(V, uint64) (S, error)) S {
	s, err := standIn(sess.View(seat).(V), seed)
	if err != nil {
		panic(fmt.Sprintf("%s: the session's view of seat %d has no stand-in: %v", sess.Game().Name(), seat, err))
	}
	return s
}

// Told are a session's events as a core's own.
func Told[E game.Event](ev []game.Event) []E {
	out := make([]E, len(ev))
	for i, e := range ev {
		out[i] = e.(E)
	}
	return out
}
