package rooms

import (
	mrand "math/rand/v2"
	"strings"
	"testing"
	"time"

	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
)

// clocked gives a test's host its clock, and no sweep of its own: the
// test sweeps (Host.sweep) when it has moved the clock, so nothing
// depends on how fast the machine is.
func clocked(clock *testClock) func(*Config) {
	return func(c *Config) { c.Now, c.Sweep = clock.Now, 24*time.Hour }
}

// clockRoom is a Tag City room (one action a turn) of people's seats
// named names, with a time per move, each seat taken by a phone.
func clockRoom(t *testing.T, th *testHost, per time.Duration, names ...string) (string, []*pushPhone) {
	t.Helper()
	table := dial(t, th.url)
	seats := make([]string, len(names))
	for i := range seats {
		seats[i] = wire.Person
	}
	created, _ := ask(t, table, wire.Request{Type: wire.ReqCreate, Game: "tagcity", Seats: seats, Names: names, Clock: int(per / time.Second)}, wire.MsgCreated)
	if w, _ := receive(t, table, wire.MsgWelcome); w.Clock != int(per/time.Second) {
		t.Fatalf("the table's welcome gives a clock of %d s, not %d", w.Clock, int(per/time.Second))
	}
	var phones []*pushPhone
	for seat := range names {
		p := &pushPhone{t: t, url: th.url, room: created.Room, seat: seat, c: dial(t, th.url)}
		p.send(wire.Request{Type: wire.ReqClaim, Room: created.Room, Seat: seatPtr(seat), Invite: invitation(created)})
		p.token = p.until(wire.MsgWelcome).Token
		phones = append(phones, p)
	}
	return created.Room, phones
}

// idle checks that the host plays nothing in room code: no decision
// under way, the actions played still n. A lapse starts its decision
// within the sweep, so right after one this is known without waiting.
func idle(t *testing.T, th *testHost, code string, n int, why string) {
	t.Helper()
	r, err := th.h.room(code)
	if err != nil {
		t.Fatal(err)
	}
	r.mu.Lock()
	thinking, played := r.thinking, r.st.m.Actions()
	r.mu.Unlock()
	if thinking || played != n {
		t.Fatalf("%s: the host plays (deciding %v, %d actions played, not %d)", why, thinking, played, n)
	}
}

// lapsedIn are the room's actions its log marks as the clock's.
func lapsedIn(t *testing.T, th *testHost, code string) []record {
	t.Helper()
	var out []record
	for _, rec := range logOf(t, th.log, code) {
		if rec.Lapsed {
			out = append(out, rec)
		}
	}
	return out
}

// A room of three phones with a day per move: a seat that moves within
// its day is not played for, and the next seat's day starts with that
// move; a seat that lets its day pass is played by the host's bot,
// once, an action of the log marked lapsed; every phone's update says
// whose time ran out, the replay's step of it too, and the other two
// seats, their pages hidden and subscribed, are told by a notice in
// their language, the next to act that it is their turn.
func TestATurnLetPassIsPlayedOnceByTheHostsBotAndMarked(t *testing.T) {
	clock := newTestClock()
	dir := t.TempDir()
	keys, err := LoadVAPIDKeys(dir)
	if err != nil {
		t.Fatal(err)
	}
	ps := newPushService(t, keys)
	th := startHost(t, dir, withPush(keys, ps), clocked(clock))
	g := boxes.Games[1]
	if g.Name() != "tagcity" {
		t.Fatalf("the shelf's second game is %s", g.Name())
	}
	code, phones := clockRoom(t, th, 24*time.Hour, "Ana", "Ben", "Cleo")
	made := clock.Now()
	if due := phones[0].last.Due; due != made.Add(24*time.Hour).UnixMilli() {
		t.Fatalf("the welcome says the turn runs out at %d, not a day after the room was made", due)
	}
	langs := []string{"de", "fr", "en"}
	paths := []string{"/ana", "/ben", "/cleo"}
	for i, p := range phones {
		p.notify(ps.subscribe(t, paths[i], 0), langs[i])
	}
	ps.none(t, "every page on screen")

	// The first seat moves within its day.
	clock.Add(23 * time.Hour)
	th.h.sweep()
	idle(t, th, code, 0, "an hour before the first seat's day ends")
	first := *phones[0].last.ToAct
	phones[first].act(g, mrand.New(mrand.NewPCG(3, 4)))
	for _, p := range phones {
		p.caughtUp(1)
		if p.last.Lapsed != nil {
			t.Fatalf("seat %d is told a move in time was the clock's", p.seat)
		}
	}
	late := *phones[0].last.ToAct
	if due := phones[0].last.Due; due != clock.Now().Add(24*time.Hour).UnixMilli() {
		t.Fatalf("the next turn runs out at %d, not a day after the move", due)
	}
	clock.Add(24*time.Hour - time.Minute) // two days less a minute since the room was made
	th.h.sweep()
	idle(t, th, code, 1, "a minute before the second seat's day ends")

	// Every page hidden: the seat to act is told its turn (as without a
	// clock), then its day passes.
	for _, p := range phones {
		p.screen(false)
	}
	if n := ps.next(t); n.path != paths[late] || n.n.Lapsed != nil {
		t.Fatalf("the hidden seat to act is told %+v", n)
	}
	ps.none(t, "one notice a turn")
	clock.Add(time.Minute)
	th.h.sweep()
	th.h.sweep() // a second look while the bot decides plays nothing more
	for _, p := range phones {
		p.caughtUp(2)
		if p.last.Lapsed == nil || *p.last.Lapsed != late {
			t.Fatalf("seat %d's update after the lapse says the clock played for %v, not seat %d", p.seat, p.last.Lapsed, late)
		}
	}
	next := *phones[0].last.ToAct
	idle(t, th, code, 2, "the turn after the lapse, just begun")
	th.h.sweep()
	idle(t, th, code, 2, "swept again at once")
	if got := lapsedIn(t, th, code); len(got) != 1 || got[0].Seat != late || got[0].At != 1 {
		t.Fatalf("the log marks %+v as the clock's, not seat %d's action 1 alone", got, late)
	}

	// The two other seats are told, in their words; the seat played for is not.
	names := []string{"Ana", "Ben", "Cleo"}
	told := map[string]noticeBody{}
	for range 2 {
		n := ps.next(t)
		told[n.path] = n.n
	}
	ps.none(t, "the lapse told")
	for seat, p := range paths {
		n, ok := told[p]
		switch {
		case seat == late && ok:
			t.Fatalf("the seat whose time ran out is told %q", n.Body)
		case seat == late:
		case !ok:
			t.Fatalf("seat %d is not told that %s's time ran out", seat, names[late])
		case n.Lapsed == nil || *n.Lapsed != late || !strings.Contains(n.Body, names[late]) || n.Actions != 2:
			t.Fatalf("seat %d's notice: %+v", seat, n)
		}
	}
	want := map[string]string{"de": "Die Zeit von " + names[late] + " ist abgelaufen", "fr": "Le temps de " + names[late] + " est écoulé", "en": names[late] + "'s time ran out"}
	for seat, p := range paths {
		if seat == late {
			continue
		}
		body := want[langs[seat]]
		if seat == next {
			body += map[string]string{"de": ": Du bist dran", "fr": " : à vous de jouer", "en": ": your turn"}[langs[seat]]
		}
		if told[p].Body != body {
			t.Fatalf("seat %d (%s) is told %q, not %q", seat, langs[seat], told[p].Body, body)
		}
	}

	// The replay's step of the action says it was the clock's; the one
	// before it, not.
	for at, lapsed := range []bool{false, true} {
		m, _ := ask(t, phones[0].c, wire.Request{Type: wire.ReqReplay, At: seatPtr(at + 1)}, wire.MsgStep)
		if (m.Lapsed != nil) != lapsed || (lapsed && *m.Lapsed != late) {
			t.Fatalf("the replay's step %d says the clock played for %v", at+1, m.Lapsed)
		}
	}
	// A phone back in the room is told how many moves were the clock's.
	phones[late].hangUp()
	phones[late].back()
	if l := phones[late].last.Lapses; len(l) != 3 || l[late] != 1 || l[0]+l[1]+l[2] != 1 {
		t.Fatalf("a welcome counts the clock's moves %v", l)
	}
}

// A room's clock counts from its log's times: a host started again on
// the log plays a turn let pass when its time was up, not a whole time
// after the restart.
func TestATurnClockOutlivesTheHost(t *testing.T) {
	clock := newTestClock()
	dir := t.TempDir()
	th := startHost(t, dir, clocked(clock))
	g := boxes.Games[1]
	code, phones := clockRoom(t, th, time.Hour, "Ana", "Ben")
	clock.Add(10 * time.Minute)
	first := *phones[0].last.ToAct
	phones[first].act(g, mrand.New(mrand.NewPCG(5, 6)))
	moved := clock.Now()
	clock.Add(30 * time.Minute)
	th.stop()

	clock.Add(29 * time.Minute) // the host down meanwhile
	th = startHost(t, dir, clocked(clock))
	th.h.sweep()
	idle(t, th, code, 1, "a minute before the turn's hour, after the restart")
	for _, p := range phones {
		p.url = th.url // the host started again listens elsewhere
		p.back()
		if p.last.Due != moved.Add(time.Hour).UnixMilli() {
			t.Fatalf("after the restart the turn runs out at %d, not an hour after the move (%d)", p.last.Due, moved.Add(time.Hour).UnixMilli())
		}
	}
	clock.Add(time.Minute)
	th.h.sweep()
	for _, p := range phones {
		p.caughtUp(2)
		if p.last.Lapsed == nil || *p.last.Lapsed != 1-first {
			t.Fatalf("seat %d is told the clock played for %v, not seat %d", p.seat, p.last.Lapsed, 1-first)
		}
	}
	if got := lapsedIn(t, th, code); len(got) != 1 {
		t.Fatalf("the log marks %d actions as the clock's", len(got))
	}
}

// A room without a clock is never played for, however long its seat
// waits; a create's clock outside a minute to thirty days is refused.
func TestNoClockNoLapseAndAClockWithinItsBounds(t *testing.T) {
	clock := newTestClock()
	th := startHost(t, t.TempDir(), clocked(clock))
	c := dial(t, th.url)
	created, _ := ask(t, c, wire.Request{Type: wire.ReqCreate, Game: "tagcity", Seats: []string{wire.Person, wire.Person}}, wire.MsgCreated)
	if w, _ := receive(t, c, wire.MsgWelcome); w.Clock != 0 || w.Due != 0 {
		t.Fatalf("a room without a clock is welcomed with clock %d, due %d", w.Clock, w.Due)
	}
	clock.Add(29 * 24 * time.Hour)
	th.h.sweep()
	idle(t, th, created.Room, 0, "a room without a clock, a month on")
	for _, s := range []int{wire.MinClock - 1, wire.MaxClock + 1, -60} {
		refusedWith(t, dial(t, th.url), wire.Request{Type: wire.ReqCreate, Game: "tagcity", Seats: []string{wire.Person, wire.Person}, Clock: s}, wire.CodeOptions)
	}
	// A bot's seat plays at once: no clock runs for it.
	b := dial(t, th.url)
	ask(t, b, wire.Request{Type: wire.ReqCreate, Game: "tagcity", Seats: []string{"easy", wire.Person}, Clock: wire.MinClock}, wire.MsgCreated)
	m, _ := next(t, b, wire.MsgWelcome)
	for ; *m.ToAct == 0; m, _ = next(t, b, wire.MsgUpdate) {
		if m.Due != 0 {
			t.Fatalf("a bot's turn runs out at %d", m.Due)
		}
	}
	if m.Due != clock.Now().Add(wire.MinClock*time.Second).UnixMilli() {
		t.Fatalf("the person's turn after the bot's runs out at %d", m.Due)
	}
}

// A turn of several actions (Kunststücke's) let pass is played whole by
// the host's bot, each action marked, and the next seat's time starts
// when it ends.
func TestATurnOfSeveralActionsLetPassIsPlayedWhole(t *testing.T) {
	clock := newTestClock()
	th := startHost(t, t.TempDir(), clocked(clock), func(c *Config) { c.Seeds = func() uint64 { return 11 } })
	table := dial(t, th.url)
	created, _ := ask(t, table, wire.Request{Type: wire.ReqCreate, Game: "kunststucke", Seats: []string{wire.Person, wire.Person}, Clock: 3600}, wire.MsgCreated)
	w, _ := receive(t, table, wire.MsgWelcome)
	first := *w.ToAct
	clock.Add(time.Hour)
	th.h.sweep()
	m := w
	for *m.ToAct == first {
		m, _ = next(t, table, wire.MsgUpdate)
		if m.Lapsed == nil || *m.Lapsed != first {
			t.Fatalf("action %d of the turn let pass says the clock played for %v", m.Actions, m.Lapsed)
		}
	}
	got := lapsedIn(t, th, created.Room)
	if len(got) != m.Actions || len(got) < 2 {
		t.Fatalf("%d actions of the log marked the clock's, of %d played in the turn (a turn of one action tests nothing here)", len(got), m.Actions)
	}
	if m.Due != clock.Now().Add(time.Hour).UnixMilli() {
		t.Fatalf("the next seat's turn runs out at %d, not an hour after the turn played for", m.Due)
	}
	th.h.sweep()
	idle(t, th, created.Room, m.Actions, "the next seat's turn, just begun")
}
