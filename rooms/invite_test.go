package rooms

import (
	"testing"

	"graffiti/rooms/wire"
)

// seatsHeard waits for the table's next seats message.
func seatsHeard(t *testing.T, table *wire.Client) []wire.SeatInfo {
	t.Helper()
	m, _ := next(t, table, wire.MsgSeats)
	return m.Seats
}

// A claim with the room's invitation (the join link's, the QR code's)
// takes a free seat at once; one with the code alone, or a wrong
// invitation, waits for the table, which sees the seat asked for: denied,
// the claim is refused; allowed, it takes the seat with its own token.
// Only the table answers, and a question whose phone went away is
// forgotten.
func TestAClaimWithoutTheInvitationWaitsForTheTable(t *testing.T) {
	th := startHost(t, t.TempDir())
	table := dial(t, th.url)
	created, _ := ask(t, table, wire.Request{Type: wire.ReqCreate, Game: "tagcity", Seats: []string{wire.Person, wire.Person, wire.Person}}, wire.MsgCreated)
	next(t, table, wire.MsgWelcome)
	code := created.Room

	stranger := dial(t, th.url)
	ask(t, stranger, wire.Request{Type: wire.ReqClaim, Room: code, Seat: seatPtr(0)}, wire.MsgWait)
	if s := seatsHeard(t, table); !s[0].Asked || s[0].Taken {
		t.Fatalf("the table does not see seat 1 asked for: %+v", s)
	}
	refusedWith(t, stranger, wire.Request{Type: wire.ReqWatch, Room: code}, wire.CodeWaiting)
	spectator := dial(t, th.url)
	ask(t, spectator, wire.Request{Type: wire.ReqWatch, Room: code}, wire.MsgWelcome)
	refusedWith(t, spectator, wire.Request{Type: wire.ReqDeny, Token: "x", Seat: seatPtr(0)}, wire.CodeToken)

	// Denied.
	if err := table.Send(t.Context(), wire.Request{Type: wire.ReqDeny, Token: created.Token, Seat: seatPtr(0)}); err != nil {
		t.Fatal(err)
	}
	if m, _ := receive(t, stranger, wire.MsgRefused); m.Code != wire.CodeDenied {
		t.Fatalf("a denied claim refused with %s", m.Code)
	}
	if s := seatsHeard(t, table); s[0].Asked || s[0].Taken {
		t.Fatalf("seat 1 after the table denied it: %+v", s)
	}

	// Asked again with a wrong invitation, and allowed.
	again := dial(t, th.url)
	ask(t, again, wire.Request{Type: wire.ReqClaim, Room: code, Invite: "AAAAAAAAAAAA", Seat: seatPtr(0)}, wire.MsgWait)
	seatsHeard(t, table)
	if err := table.Send(t.Context(), wire.Request{Type: wire.ReqAllow, Token: created.Token, Seat: seatPtr(0)}); err != nil {
		t.Fatal(err)
	}
	w, _ := receive(t, again, wire.MsgWelcome)
	if w.Token == "" || w.Seat == nil || *w.Seat != 0 || w.Role != wire.RoleSeat {
		t.Fatalf("the allowed claim's welcome: %+v", w)
	}
	if s := seatsHeard(t, table); !s[0].Taken || s[0].Asked {
		t.Fatalf("seat 1 after the table allowed it: %+v", s)
	}
	// Its token is its seat's, and the connection is bound to it.
	if err := again.Send(t.Context(), wire.Request{Type: wire.ReqLeave, Token: w.Token}); err != nil {
		t.Fatal(err)
	}
	next(t, again, wire.MsgGone)
	seatsHeard(t, table)
	ask(t, dial(t, th.url), wire.Request{Type: wire.ReqClaim, Room: code, Invite: invitation(created), Seat: seatPtr(0)}, wire.MsgWelcome)
	seatsHeard(t, table)

	// A question whose phone went away is forgotten.
	gone := dial(t, th.url)
	ask(t, gone, wire.Request{Type: wire.ReqClaim, Room: code, Seat: seatPtr(1)}, wire.MsgWait)
	seatsHeard(t, table)
	gone.CloseNow()
	if s := seatsHeard(t, table); s[1].Asked {
		t.Fatalf("seat 2 is still asked for by a phone gone: %+v", s)
	}

	// With the invitation, at once.
	invited := dial(t, th.url)
	if w, _ := ask(t, invited, wire.Request{Type: wire.ReqClaim, Room: code, Invite: invitation(created), Seat: seatPtr(2)}, wire.MsgWelcome); w.Token == "" {
		t.Fatalf("an invited claim's welcome: %+v", w)
	}
}
