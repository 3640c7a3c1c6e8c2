package rooms

import (
	"net/http"
	"net/netip"
	"strings"
	"testing"

	strict "github.com/go-json-experiment/json"

	"graffiti/rooms/wire"
)

// lobbyFrom reads the host's lobby from a loopback address of its own:
// its status, and the listing when it is 200.
func lobbyFrom(t *testing.T, th *testHost, from netip.Addr) (int, wire.Lobby, string) {
	t.Helper()
	status, body := getFrom(t, th.h.Lobby(), from, func(base string) string { return base + wire.LobbyPath }, "")
	var l wire.Lobby
	if status == http.StatusOK {
		// Read strictly: a member the listing should not have fails.
		if err := strict.Unmarshal(body, &l, strict.RejectUnknownMembers(true)); err != nil {
			t.Fatalf("the lobby's listing %s: %v", body, err)
		}
	}
	return status, l, string(body)
}

// listed is the rooms of the lobby, after the host's listing of the
// moment before has had its second.
func listed(t *testing.T, th *testHost, clock *testClock) []wire.LobbyRoom {
	t.Helper()
	clock.Add(lobbyFor)
	status, l, body := lobbyFrom(t, th, addrB)
	if status != http.StatusOK {
		t.Fatalf("the lobby answered %d: %s", status, body)
	}
	return l.Rooms
}

// openRoom makes a room from addrB with create's own fields, open or
// not, its table left open; its created message.
func openRoom(t *testing.T, th *testHost, req wire.Request) (wire.Message, *wire.Client) {
	t.Helper()
	table := dialFrom(t, th.url, addrB)
	m, _ := ask(t, table, req, wire.MsgCreated)
	next(t, table, wire.MsgWelcome)
	return m, table
}

// The lobby lists the rooms whose table chose to be open to anyone and
// that have a person's seat free, with the game, the table's language
// and the seats as a code join shows them, and no token or invitation.
// A host started again on the log lists them still. A person asks for a
// listed seat as with the code alone; the table allows it, and the
// seat is no longer free: a room with none is listed no more.
func TestTheLobbyListsOpenRoomsWithAFreeSeatAndTheTableLetsOneIn(t *testing.T) {
	clock := newTestClock()
	dir := t.TempDir()
	opts := func(c *Config) { c.Now, c.Lobby = clock.Now, true }
	th := startHost(t, dir, opts)

	open := wire.Request{Type: wire.ReqCreate, Game: "kunststucke", Seats: []string{wire.Person, wire.Person}, Names: []string{"Ana", "Ben"}, Open: true, Lang: "de-AT", Clock: 86400}
	listedRoom, _ := openRoom(t, th, open)
	openRoom(t, th, twoPeople) // not open: never listed
	full, _ := openRoom(t, th, wire.Request{Type: wire.ReqCreate, Game: "tagcity", Seats: []string{wire.Person, "easy"}, Open: true})
	ask(t, dialFrom(t, th.url, addrB), wire.Request{Type: wire.ReqClaim, Room: full.Room, Invite: invitation(full), Seat: seatPtr(0)}, wire.MsgWelcome)

	th.stop()
	th = startHost(t, dir, opts)
	rooms := listed(t, th, clock)
	if len(rooms) != 1 || rooms[0].Room != listedRoom.Room || rooms[0].Game != "kunststucke" || rooms[0].Title != "Kunststücke" || rooms[0].Lang != "de" || rooms[0].Actions != 0 || rooms[0].Clock != 86400 {
		t.Fatalf("the lobby lists %+v, not room %s of Kunststücke in German alone", rooms, listedRoom.Room)
	}
	if s := rooms[0].Seats; len(s) != 2 || s[0].Name != "Ana" || s[1].Name != "Ben" || !s[0].Free() || !s[1].Free() {
		t.Fatalf("the listed room's seats: %+v", s)
	}
	_, _, body := lobbyFrom(t, th, addrB)
	for _, secret := range []string{listedRoom.Token, wire.HashToken(listedRoom.Token), invitation(listedRoom), full.Token} {
		if strings.Contains(body, secret) {
			t.Fatalf("the lobby's listing holds a token or an invitation: %s", body)
		}
	}

	// A tap asks for seat 2: the table, back with its token, allows it.
	table := dialFrom(t, th.url, addrB)
	ask(t, table, wire.Request{Type: wire.ReqWatch, Room: listedRoom.Room, Token: listedRoom.Token}, wire.MsgWelcome)
	stranger := dialFrom(t, th.url, addrA)
	ask(t, stranger, wire.Request{Type: wire.ReqClaim, Room: rooms[0].Room, Seat: seatPtr(1)}, wire.MsgWait)
	if s := seatsHeard(t, table); !s[1].Asked {
		t.Fatalf("the table does not see seat 2 asked for: %+v", s)
	}
	if s := listed(t, th, clock)[0].Seats; s[1].Free() || !s[0].Free() {
		t.Fatalf("the lobby, seat 2 asked for: %+v", s)
	}
	if err := table.Send(t.Context(), wire.Request{Type: wire.ReqAllow, Token: listedRoom.Token, Seat: seatPtr(1)}); err != nil {
		t.Fatal(err)
	}
	if w, _ := next(t, stranger, wire.MsgWelcome); w.Token == "" || w.Seat == nil || *w.Seat != 1 {
		t.Fatalf("the allowed claim's welcome: %+v", w)
	}
	if s := listed(t, th, clock)[0].Seats; !s[1].Taken || !s[0].Free() {
		t.Fatalf("the lobby, seat 2 allowed: %+v", s)
	}

	// The last seat taken, the room is listed no more.
	other := dialFrom(t, th.url, addrA)
	ask(t, other, wire.Request{Type: wire.ReqClaim, Room: listedRoom.Room, Seat: seatPtr(0)}, wire.MsgWait)
	seatsHeard(t, table)
	if err := table.Send(t.Context(), wire.Request{Type: wire.ReqAllow, Token: listedRoom.Token, Seat: seatPtr(0)}); err != nil {
		t.Fatal(err)
	}
	next(t, other, wire.MsgWelcome)
	if rooms := listed(t, th, clock); len(rooms) != 0 {
		t.Fatalf("the lobby lists rooms with no seat free: %+v", rooms)
	}
}

// A host started without the lobby lists nothing, an open room's code
// least of all.
func TestNoRoomIsListedWithoutTheLobby(t *testing.T) {
	th := startHost(t, t.TempDir())
	m, _ := openRoom(t, th, wire.Request{Type: wire.ReqCreate, Game: "kunststucke", Seats: []string{wire.Person, wire.Person}, Open: true})
	status, _, body := lobbyFrom(t, th, addrA)
	if status != http.StatusNotFound || strings.Contains(body, m.Room) {
		t.Fatalf("a host without the lobby answered %d: %s", status, body)
	}
}

// The lobby keeps every limit of an address: one that guessed codes is
// refused the listing as it is every look-up (and the claim of a listed
// room), one that floods open rooms is refused its creates, one that
// holds its connections is refused another; another address is served
// meanwhile.
func TestTheLobbyKeepsEveryLimitOfAnAddress(t *testing.T) {
	clock := newTestClock()
	th := startHost(t, t.TempDir(), func(c *Config) {
		c.Now, c.Lobby = clock.Now, true
		c.Limits.Misses, c.Limits.Creates, c.Limits.Conns = 4, 2, 6
	})
	open := wire.Request{Type: wire.ReqCreate, Game: "kunststucke", Seats: []string{wire.Person, wire.Person}, Open: true}
	room, _ := openRoom(t, th, open)

	a := dialFrom(t, th.url, addrA)
	for range 4 {
		refusedWith(t, a, wire.Request{Type: wire.ReqWatch, Room: "XXXXX"}, wire.CodeNoRoom)
	}
	if status, _, body := lobbyFrom(t, th, addrA); status != http.StatusTooManyRequests {
		t.Fatalf("an address past its misses read the lobby: %d %s", status, body)
	}
	refusedWith(t, a, wire.Request{Type: wire.ReqClaim, Room: room.Room, Seat: seatPtr(0)}, wire.CodeTooManyMisses)
	if rooms := listed(t, th, clock); len(rooms) != 1 || rooms[0].Room != room.Room {
		t.Fatalf("another address's lobby: %+v", rooms)
	}

	// A flood of open rooms from one address: its creates' limit.
	for range 2 {
		ask(t, a, open, wire.MsgCreated)
		next(t, a, wire.MsgWelcome)
		a = dialFrom(t, th.url, addrA)
	}
	refusedWith(t, a, open, wire.CodeTooManyCreates)
	if rooms := listed(t, th, clock); len(rooms) != 3 {
		t.Fatalf("the lobby lists %d rooms, not the 3 made", len(rooms))
	}

	// A flood of connections: with its three open (two tables and the
	// one refused), three more make six; the seventh is refused.
	for range 3 {
		ask(t, dialFrom(t, th.url, addrA), wire.Request{Type: wire.ReqPing}, wire.MsgPong)
	}
	if m, _ := receive(t, dialFrom(t, th.url, addrA), wire.MsgRefused); m.Code != wire.CodeTooManyConns {
		t.Fatalf("the seventh connection refused with %s (%s)", m.Code, m.Reason)
	}
	ask(t, dialFrom(t, th.url, addrB), wire.Request{Type: wire.ReqClaim, Room: room.Room, Seat: seatPtr(0)}, wire.MsgWait)
}
