package rooms

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"graffiti/game"
	"graffiti/rooms/wire"
)

// A finished room is kept a week, a room nobody acts in a month, by the
// host's clock; then it ends: its table is told, its records are purged
// from the log, its tokens find no room, its place under the cap is free
// again, and a host started again on the log does not bring it back.
func TestARoomEndsAfterItsTimeAndStaysGone(t *testing.T) {
	clock := newTestClock()
	dir := t.TempDir()
	opts := func(c *Config) { c.Now, c.Sweep, c.MaxRooms = clock.Now, 5*time.Millisecond, 3 }
	th := startHost(t, dir, opts)

	// A game of bots alone plays to its end at once.
	bots := dialFrom(t, th.url, addrA)
	finished, _ := ask(t, bots, wire.Request{Type: wire.ReqCreate, Game: "tagcity", Seats: []string{"easy", "easy"}}, wire.MsgCreated)
	for m, _ := next(t, bots, wire.MsgWelcome); m.Result == nil; m, _ = next(t, bots, wire.MsgUpdate) {
	}
	idleTable := dialFrom(t, th.url, addrA)
	idle, _ := ask(t, idleTable, twoPeople, wire.MsgCreated)
	next(t, idleTable, wire.MsgWelcome)
	played := create(t, th.url, addrA)
	refusedWith(t, dialFrom(t, th.url, addrB), twoPeople, wire.CodeFull)

	clock.Add(DefaultKeepFinished - time.Minute)
	touch(t, th, played)
	time.Sleep(50 * time.Millisecond) // sweeps that must end nothing
	if n := th.h.Rooms(); n != 3 {
		t.Fatalf("%d rooms a minute before the finished one is due, not 3", n)
	}
	clock.Add(time.Minute)
	if m, _ := receive(t, bots, ""); m.Type != wire.MsgGone || m.Room != finished.Room {
		t.Fatalf("the finished room's table was told %s (%s), not that it has ended", m.Type, m.Reason)
	}
	waitFor(t, func() bool { return th.h.Rooms() == 2 })
	if recs := logOf(t, th.log, finished.Room); len(recs) != 0 {
		t.Fatalf("the ended room's log holds %d records", len(recs))
	}
	refusedWith(t, dialFrom(t, th.url, addrB), wire.Request{Type: wire.ReqHello, Room: finished.Room, Token: finished.Token}, wire.CodeNoRoom)
	create(t, th.url, addrB) // its place under the cap

	// The idle room's month: the played one was acted in a week after.
	clock.Add(DefaultKeepIdle - DefaultKeepFinished)
	if m, _ := receive(t, idleTable, ""); m.Type != wire.MsgGone {
		t.Fatalf("the idle room's table was told %s (%s), not that it has ended", m.Type, m.Reason)
	}
	waitFor(t, func() bool { return th.h.Rooms() == 2 })

	th.stop()
	th = startHost(t, dir, opts)
	if n := th.h.Rooms(); n != 2 {
		t.Fatalf("the host started again holds %d rooms, not the 2 open", n)
	}
	c := dialFrom(t, th.url, addrB)
	refusedWith(t, c, wire.Request{Type: wire.ReqHello, Room: idle.Room, Token: idle.Token}, wire.CodeNoRoom)
	refusedWith(t, c, wire.Request{Type: wire.ReqWatch, Room: finished.Room}, wire.CodeNoRoom)
	ask(t, c, wire.Request{Type: wire.ReqWatch, Room: played}, wire.MsgWelcome)
	for _, code := range []string{finished.Room, idle.Room} {
		if recs := logOf(t, th.log, code); len(recs) != 0 {
			t.Fatalf("room %s's log holds %d records after the restart", code, len(recs))
		}
	}
}

// A room whose records were written before rooms ended carries no time:
// it counts from the host's start, whether the host rebuilt it when it
// started or took it over later (a cluster's), and ends a month on.
func TestARoomOfALogWithoutTimesCountsFromTheHostsStart(t *testing.T) {
	clock := newTestClock()
	dir := t.TempDir()
	js := openLog(t, dir, 0)
	rec, _ := json.Marshal(record{Type: recCreate, Game: "kunststucke", Options: &game.Options{Players: 2, Seed: 1},
		Kinds: []string{wire.Person, wire.Person}, Owner: hashToken("owner")})
	if _, err := js.Append(context.Background(), "OLD01", 0, rec); err != nil {
		t.Fatal(err)
	}
	js.Close()
	th := startHost(t, dir, func(c *Config) { c.Now, c.Sweep = clock.Now, 5*time.Millisecond })
	st, err := th.h.rebuild("OLD01")
	if err != nil || !st.last.Equal(clock.Now()) {
		t.Fatalf("the room read back dates from %v (%v), not the host's %v", st.last, err, clock.Now())
	}
	time.Sleep(50 * time.Millisecond) // sweeps that must end nothing
	if n := th.h.Rooms(); n != 1 {
		t.Fatalf("the room of no time has ended at the host's start (%d rooms)", n)
	}
	clock.Add(DefaultKeepIdle)
	waitFor(t, func() bool { return th.h.Rooms() == 0 })
}
