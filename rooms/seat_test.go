package rooms

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
	"time"

	strict "github.com/go-json-experiment/json"

	"graffiti/rooms/wire"
)

// getFrom serves h on loopback and GETs it from a loopback address of
// its own: at(the server's base address), with the Authorization header
// auth when not "". Its status and body.
func getFrom(t *testing.T, h http.Handler, from netip.Addr, at func(base string) string, auth string) (int, []byte) {
	t.Helper()
	srv := httptest.NewServer(h)
	defer srv.Close()
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: from.AsSlice()}}
	client := &http.Client{Transport: &http.Transport{DialContext: d.DialContext}, Timeout: 10 * time.Second}
	defer client.CloseIdleConnections()
	req, err := http.NewRequest(http.MethodGet, at(srv.URL), nil)
	if err != nil {
		t.Fatal(err)
	}
	if auth != "" {
		req.Header.Set("Authorization", auth)
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, body
}

// roomsOf is the rooms' WebSocket address of a host served at base.
func roomsOf(base string) string { return "ws" + strings.TrimPrefix(base, "http") + "/rooms" }

// seatFrom asks th for room code's status with token, from a loopback
// address of its own: the HTTP status, and the status read when 200.
func seatFrom(t *testing.T, th *testHost, from netip.Addr, code, token string) (int, wire.SeatStatus) {
	t.Helper()
	status, body := getFrom(t, th.h.Seat(), from, func(base string) string { return wire.SeatURL(roomsOf(base), code) }, "Bearer "+token)
	var st wire.SeatStatus
	if status == http.StatusOK {
		// Read strictly: a member the status should not have fails.
		if err := strict.Unmarshal(body, &st, strict.RejectUnknownMembers(true)); err != nil {
			t.Fatalf("the seat's status %s: %v", body, err)
		}
	}
	return status, st
}

// A seat's token read the room's status without joining it: whose turn,
// the actions played, the seats; a token freed is told it is gone, a code
// with no room is not found, and a token that is no seat's is refused.
// Both misses count against the address as a look-up by code does: past
// its minute's misses the address is refused every status, another is
// answered still. The wire's own client reads the same answer.
func TestASeatsTokenReadsItsRoomsStatusWithoutJoiningIt(t *testing.T) {
	clock := newTestClock()
	th := startHost(t, t.TempDir(), func(c *Config) { c.Now, c.Limits.Misses = clock.Now, 3 })
	req := twoPeople
	req.Names = []string{"Ana", "Ben"}
	created, _ := openRoom(t, th, req)
	code := created.Room
	seats := map[int]string{}
	conns := map[int]*wire.Client{}
	for s := range 2 {
		c := dialFrom(t, th.url, addrB)
		w, _ := ask(t, c, wire.Request{Type: wire.ReqClaim, Room: code, Seat: seatPtr(s), Invite: invitation(created)}, wire.MsgWelcome)
		seats[s], conns[s] = w.Token, c
	}
	toAct := -2
	for s := range 2 {
		status, st := seatFrom(t, th, addrB, code, seats[s])
		if status != http.StatusOK {
			t.Fatalf("seat %d's status: %d", s, status)
		}
		if st.Room != code || st.Seat != s || st.Game != "kunststucke" || len(st.Seats) != 2 || st.Seats[0].Name != "Ana" || !st.Seats[1].Taken || st.Result != nil || st.ToAct < 0 {
			t.Fatalf("seat %d's status: %+v", s, st)
		}
		toAct = st.ToAct
	}
	// Read through the wire's own client, as a desktop's My games does.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	mux := http.NewServeMux()
	mux.Handle(wire.SeatPath, th.h.Seat())
	srv := httptest.NewServer(mux)
	defer srv.Close()
	st, err := wire.AskSeat(ctx, roomsOf(srv.URL), code, seats[toAct])
	if err != nil || st.Seat != toAct || st.ToAct != toAct {
		t.Fatalf("the wire's client read %+v, %v", st, err)
	}

	// Ben leaves: his token reads a seat gone.
	if err := conns[1].Send(ctx, wire.Request{Type: wire.ReqLeave, Token: seats[1]}); err != nil {
		t.Fatal(err)
	}
	next(t, conns[1], wire.MsgGone)
	if status, _ := seatFrom(t, th, addrB, code, seats[1]); status != http.StatusGone {
		t.Fatalf("a seat left reads %d", status)
	}
	if _, err := wire.AskSeat(ctx, roomsOf(srv.URL), code, seats[1]); err != wire.ErrNotSeat {
		t.Fatalf("the wire's client read a seat left as %v", err)
	}
	if _, err := wire.AskSeat(ctx, roomsOf(srv.URL), "XXXXX", seats[0]); err != wire.ErrNoRoom {
		t.Fatalf("the wire's client read no room as %v", err)
	}

	// Guesses from another address: a code with no room, a token of none.
	if status, _ := seatFrom(t, th, addrA, "XXXXX", seats[0]); status != http.StatusNotFound {
		t.Fatalf("a code with no room reads %d", status)
	}
	for range 2 {
		if status, _ := seatFrom(t, th, addrA, code, "not-a-token"); status != http.StatusForbidden {
			t.Fatalf("a token of no seat reads %d", status)
		}
	}
	if status, _ := seatFrom(t, th, addrA, code, seats[0]); status != http.StatusTooManyRequests {
		t.Fatalf("an address past its misses read a status: %d", status)
	}
	if status, _ := seatFrom(t, th, addrB, code, seats[0]); status != http.StatusOK {
		t.Fatalf("another address is refused: %d", status)
	}
	clock.Add(time.Minute)
	if status, _ := seatFrom(t, th, addrA, code, seats[0]); status != http.StatusOK {
		t.Fatalf("the address is refused after its minute: %d", status)
	}
}
