package rooms

import (
	mrand "math/rand/v2"
	"testing"

	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
)

// A seat given up forgets its push subscription, in the room's log as
// in memory: the phone that left is told nothing of the seat's turns
// after it, by this host or by one started again on the log.
func TestAFreedSeatForgetsItsPushSubscription(t *testing.T) {
	dir, keys, ps, th := pushedHost(t)
	g := boxes.Games[0]
	phones := pushRoom(t, th, g, keys.Public)
	// The seat to act first plays; the other subscribes and leaves.
	phones[0].caughtUp(0)
	first := *phones[0].last.ToAct
	ana, ben := phones[first], phones[1-first]
	ben.notify(ps.subscribe(t, "/ben", 0), "en")
	ben.send(wire.Request{Type: wire.ReqLeave, Token: ben.token})
	ben.until(wire.MsgGone)
	subscribed := func() bool {
		room, err := th.h.room(ben.room)
		if err != nil {
			t.Fatal(err)
		}
		room.mu.Lock()
		defer room.mu.Unlock()
		return room.st.subs[ben.seat] != nil
	}
	if subscribed() {
		t.Fatal("the seat freed keeps its subscription")
	}
	th.stop()
	th = startHost(t, dir, withPush(keys, ps))
	if subscribed() {
		t.Fatal("the seat freed has its subscription again on the host started again")
	}
	// Ana plays until the free seat is to act: nobody is told.
	ana.url = th.url
	ana.back()
	r := mrand.New(mrand.NewPCG(7, 8))
	for *ana.last.ToAct == ana.seat {
		ana.act(g, r)
	}
	ps.none(t, "the freed seat's turn")
	if n := ps.hits("/ben"); n != 0 {
		t.Errorf("%d notices posted to the subscription of a seat freed", n)
	}
}
