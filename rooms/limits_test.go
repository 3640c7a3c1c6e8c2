package rooms

import (
	"context"
	"net/http"
	"net/netip"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"graffiti/rooms/wire"
)

// Two client addresses on one machine: the whole of 127.0.0.0/8 is
// loopback.
var (
	addrA = netip.MustParseAddr("127.0.0.2")
	addrB = netip.MustParseAddr("127.0.0.3")
)

// testClock is a host's clock that the test moves.
type testClock struct {
	mu sync.Mutex
	t  time.Time
}

func newTestClock() *testClock { return &testClock{t: time.Date(2026, 11, 26, 20, 0, 0, 0, time.UTC)} }

func (c *testClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *testClock) Add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// dialFrom connects a client from a loopback address of its own.
func dialFrom(t testing.TB, url string, from netip.Addr) *wire.Client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := wire.DialFrom(ctx, url, from)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.CloseNow() })
	return c
}

// refusedWith sends req and waits for its refusal, which must be code.
func refusedWith(t *testing.T, c *wire.Client, req wire.Request, code string) {
	t.Helper()
	m, _ := ask(t, c, req, wire.MsgRefused)
	if m.Code != code {
		t.Fatalf("%s refused with %s (%s), not %s", req.Type, m.Code, m.Reason, code)
	}
}

var twoPeople = wire.Request{Type: wire.ReqCreate, Game: "kunststucke", Seats: []string{wire.Person, wire.Person}}

// create makes a room from a connection of from; the table stays open.
func create(t *testing.T, url string, from netip.Addr) string {
	t.Helper()
	c := dialFrom(t, url, from)
	m, _ := ask(t, c, twoPeople, wire.MsgCreated)
	next(t, c, wire.MsgWelcome)
	invitesMu.Lock()
	invites[m.Room] = invitation(m)
	invitesMu.Unlock()
	return m.Room
}

// invites are the invitations of the rooms create made.
var (
	invitesMu sync.Mutex
	invites   = map[string]string{}
)

// An address that made its rooms of a minute is refused another until
// the minute has passed; one that holds its open rooms, until one ends.
// Another address is served meanwhile.
func TestAnAddressMakesSoManyRoomsAMinuteAndHoldsSoManyOpen(t *testing.T) {
	clock := newTestClock()
	th := startHost(t, t.TempDir(), func(c *Config) {
		c.Now, c.Limits.Creates, c.Limits.Rooms = clock.Now, 2, 3
		c.KeepIdle, c.Sweep = time.Hour, 10*time.Millisecond
	})
	first := create(t, th.url, addrA)
	create(t, th.url, addrA)
	refusedWith(t, dialFrom(t, th.url, addrA), twoPeople, wire.CodeTooManyCreates)
	create(t, th.url, addrB)

	clock.Add(30 * time.Second) // one room's worth of the minute
	create(t, th.url, addrA)
	clock.Add(time.Minute)
	refusedWith(t, dialFrom(t, th.url, addrA), twoPeople, wire.CodeTooManyRooms)
	create(t, th.url, addrB)

	// Its first room played in since: the others end idle, which frees
	// two of its three.
	clock.Add(40 * time.Minute)
	touch(t, th, first)
	clock.Add(30 * time.Minute)
	waitFor(t, func() bool { return th.h.Rooms() == 1 })
	create(t, th.url, addrA)
	create(t, th.url, addrA)
	refusedWith(t, dialFrom(t, th.url, addrA), twoPeople, wire.CodeTooManyRooms)
}

// touch claims a seat of room: someone acts in it.
func touch(t *testing.T, th *testHost, room string) {
	t.Helper()
	invitesMu.Lock()
	inv := invites[room]
	invitesMu.Unlock()
	ask(t, dialFrom(t, th.url, addrB), wire.Request{Type: wire.ReqClaim, Room: room, Invite: inv, Seat: seatPtr(0)}, wire.MsgWelcome)
}

// waitFor waits for what the host does on its own (a sweep, a
// connection's end); the wait is only a safety net.
func waitFor(t *testing.T, done func() bool) {
	t.Helper()
	for end := time.Now().Add(10 * time.Second); !done(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("the host did not get there within 10 s")
		}
	}
}

// An address holding its connections is refused another, told why, while
// another address connects; once it closes one it connects again.
func TestAnAddressHoldsSoManyConnections(t *testing.T) {
	th := startHost(t, t.TempDir(), func(c *Config) { c.Limits.Conns = 4 })
	var held []*wire.Client
	for range 4 {
		c := dialFrom(t, th.url, addrA)
		ask(t, c, wire.Request{Type: wire.ReqPing}, wire.MsgPong)
		held = append(held, c)
	}
	over := dialFrom(t, th.url, addrA)
	m, _ := receive(t, over, wire.MsgRefused)
	if m.Code != wire.CodeTooManyConns {
		t.Fatalf("the fifth connection refused with %s (%s)", m.Code, m.Reason)
	}
	ask(t, dialFrom(t, th.url, addrB), wire.Request{Type: wire.ReqPing}, wire.MsgPong)
	held[0].Close()
	waitFor(t, func() bool {
		th.h.clients.mu.Lock()
		defer th.h.clients.mu.Unlock()
		return th.h.clients.m[addrA.String()].conns < 4
	})
	ask(t, dialFrom(t, th.url, addrA), wire.Request{Type: wire.ReqPing}, wire.MsgPong)
}

// An address that asked for its minute's codes with no room has every
// look-up refused, a room's code too (or the refusals would tell which
// codes are rooms), until the limit fills again; another address finds
// rooms, and misses, meanwhile.
func TestAnAddressGuessingCodesIsStopped(t *testing.T) {
	clock := newTestClock()
	th := startHost(t, t.TempDir(), func(c *Config) { c.Now, c.Limits.Misses = clock.Now, 4 })
	room := create(t, th.url, addrB)
	guess := wire.Request{Type: wire.ReqWatch, Room: "XXXXX"}
	watch := wire.Request{Type: wire.ReqWatch, Room: room}
	a := dialFrom(t, th.url, addrA)
	for range 4 {
		refusedWith(t, a, guess, wire.CodeNoRoom)
	}
	refusedWith(t, a, guess, wire.CodeTooManyMisses)
	refusedWith(t, a, watch, wire.CodeTooManyMisses)
	refusedWith(t, a, wire.Request{Type: wire.ReqClaim, Room: room, Seat: seatPtr(1)}, wire.CodeTooManyMisses)
	b := dialFrom(t, th.url, addrB)
	refusedWith(t, b, guess, wire.CodeNoRoom)
	ask(t, b, watch, wire.MsgWelcome)

	clock.Add(15 * time.Second) // one look-up's worth of a minute of four
	ask(t, a, watch, wire.MsgWelcome)
}

// A connection that takes no role is closed after the limit's time,
// however often it pings; one that takes a role is kept.
func TestAConnectionWithoutARoleIsClosed(t *testing.T) {
	const bind = 300 * time.Millisecond
	th := startHost(t, t.TempDir(), func(c *Config) { c.Limits.Bind = bind })
	room := create(t, th.url, addrB)
	idle, watcher := dialFrom(t, th.url, addrA), dialFrom(t, th.url, addrA)
	ask(t, watcher, wire.Request{Type: wire.ReqWatch, Room: room}, wire.MsgWelcome)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	opened := time.Now()
	var err error
	for err == nil {
		if err = idle.Send(ctx, wire.Request{Type: wire.ReqPing}); err == nil {
			_, _, err = idle.Receive(ctx)
		}
		time.Sleep(bind / 10)
	}
	if s := websocket.CloseStatus(err); s != websocket.StatusPolicyViolation {
		t.Fatalf("the connection without a role ended with %v (%v), not %v", s, err, websocket.StatusPolicyViolation)
	}
	if time.Since(opened) < bind {
		t.Fatalf("closed after %v, before its %v", time.Since(opened), bind)
	}
	if time.Since(opened) < 2*bind {
		time.Sleep(2*bind - time.Since(opened))
	}
	ask(t, watcher, wire.Request{Type: wire.ReqPing}, wire.MsgPong)
}

// The address a connection is counted against: its own; from a proxy of
// a trusted range, the last forwarded hop outside the range; an IPv6
// address by its /64.
func TestTheClientAddressIsTheForwardedOneOnlyFromATrustedProxy(t *testing.T) {
	trust := []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("127.0.0.1/32")}
	for _, c := range []struct {
		remote string
		xff    []string
		want   string
	}{
		{"192.0.2.7:5000", nil, "192.0.2.7"},
		{"192.0.2.7:5000", []string{"198.51.100.1"}, "192.0.2.7"}, // not a trusted proxy: its header is anyone's
		{"127.0.0.1:5000", []string{"198.51.100.1"}, "198.51.100.1"},
		{"127.0.0.1:5000", []string{"6.6.6.6, 198.51.100.1, 10.1.2.3"}, "198.51.100.1"}, // the first hop is the client's to write
		{"127.0.0.1:5000", []string{"6.6.6.6", "198.51.100.1, 10.1.2.3"}, "198.51.100.1"},
		{"127.0.0.1:5000", []string{"10.9.9.9"}, "10.9.9.9"},        // every hop trusted: the first
		{"127.0.0.1:5000", []string{"not-an-address"}, "127.0.0.1"}, // nothing to read: the proxy's
		{"127.0.0.1:5000", nil, "127.0.0.1"},
		{"[2001:db8:1:2:3:4:5:6]:5000", nil, "2001:db8:1:2::/64"},
		{"[::ffff:192.0.2.7]:5000", nil, "192.0.2.7"},
	} {
		r := &http.Request{RemoteAddr: c.remote, Header: http.Header{}}
		for _, v := range c.xff {
			r.Header.Add("X-Forwarded-For", v)
		}
		if got := clientAddr(r, trust); got != c.want {
			t.Errorf("from %s forwarding %q: counted as %s, not %s", c.remote, c.xff, got, c.want)
		}
	}
}

// The addresses the host counts are forgotten once they hold nothing and
// their limits are full again, not before.
func TestAnAddressIsForgottenOnlyOnceItsLimitsAreFullAgain(t *testing.T) {
	clock := newTestClock()
	cs := newClients(Limits{Rooms: 5, Creates: 5, Conns: 5, Misses: 6})
	if err := cs.create("a", clock.Now()); err != nil {
		t.Fatal(err)
	}
	cs.ended("a")
	cs.missed("b", clock.Now())
	if err := cs.connect("c"); err != nil {
		t.Fatal(err)
	}
	cs.sweep(clock.Now())
	if len(cs.m) != 3 {
		t.Fatalf("%d addresses kept of 3, each with a limit still spent or a connection", len(cs.m))
	}
	clock.Add(time.Minute)
	cs.sweep(clock.Now())
	if _, ok := cs.m["c"]; len(cs.m) != 1 || !ok {
		t.Fatalf("after a minute, kept %d addresses; the one connected must stay, alone", len(cs.m))
	}
}
