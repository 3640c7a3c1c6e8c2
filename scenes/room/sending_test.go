package room

import (
	"context"
	"testing"
	"time"

	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
)

// A move sent waits for the host's answer before the next tap: while it
// is on its way the hand offers no tap (a tap on the view the move left
// would begin the same move again), and once the host's update comes the
// game has moved on and the taps go on.
func TestNoTapWhileAMoveWaitsForTheHost(t *testing.T) {
	url := startHost(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	created := madeRoom(t, ctx, url, wire.Request{Game: boxes.Shelf[0].Rules().Name(), Seats: []string{wire.Person, wire.Person}, Names: []string{"Ana", "Ben"}})
	apps, hands := farSeats(t, url, created, []int{0, 1})
	// Each tick, a page whose move is on its way is looked at before its
	// next tick: the host's answer is taken only at a page's own tick, so
	// every move sent is seen waiting.
	sent := 0
	for loops := 0; sent < 4; loops++ {
		if loops > 200000 {
			t.Fatalf("%d moves sent in %d ticks", sent, loops)
		}
		for seat, h := range hands {
			if h.sess.Sending() {
				sent++
				before := h.sess.Actions()
				if _, ok := h.NextTap(seat); ok {
					t.Fatalf("a tap offered while move %d waits for the host", before+1)
				}
				until(t, "the host's answer", apps, func() bool { return !h.sess.Sending() })
				if h.sess.Actions() != before+1 {
					t.Fatalf("the host answered move %d with %d actions", before+1, h.sess.Actions())
				}
				continue
			}
			if h.sess.ToAct() == seat {
				if p, ok := h.NextTap(seat); ok {
					apps[seat].Tap(p.X, p.Y)
				}
			}
		}
		step(t, apps)
	}
	if sent == 0 {
		t.Fatal("no move was sent")
	}
}
