package rooms

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
)

// A text message that is not UTF-8 is no WebSocket text message (RFC
// 6455): the host closes the connection with status 1007, not a
// refusal, and not a request read with its bytes replaced.
func TestATextMessageNotUTF8ClosesWith1007(t *testing.T) {
	th := startHost(t, t.TempDir())
	for _, data := range [][]byte{
		{0xff, 0xfe, 0x7b, 0x00},
		[]byte("{\"v\":2,\"type\":\"watch\",\"room\":\"\xffACDE\"}"),
	} {
		c := dial(t, th.url)
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		if err := c.SendRaw(ctx, websocket.MessageText, data); err != nil {
			t.Fatal(err)
		}
		m, _, err := c.Receive(ctx)
		cancel()
		if s := websocket.CloseStatus(err); s != websocket.StatusInvalidFramePayloadData {
			t.Fatalf("%q: answered %s %s (%v), not closed with 1007", data, m.Type, m.Code, err)
		}
	}
}

// An action's text is taken only as the rules write it: " pass " or
// "PASS" is refused, and the log holds the canonical text alone.
func TestAnActionIsLoggedOnlyByItsCanonicalText(t *testing.T) {
	th := startHost(t, t.TempDir())
	g, err := boxes.Find("graffiti")
	if err != nil {
		t.Fatal(err)
	}
	table := dial(t, th.url)
	created, _ := ask(t, table, wire.Request{Type: wire.ReqCreate, Game: g.Name(), Seats: []string{wire.Person, wire.Person}}, wire.MsgCreated)
	phones := make([]*wire.Client, 2)
	tokens := make([]string, 2)
	for seat := range phones {
		phones[seat] = dial(t, th.url)
		last, _ := ask(t, phones[seat], wire.Request{Type: wire.ReqClaim, Room: created.Room, Invite: invitation(created), Seat: seatPtr(seat)}, wire.MsgWelcome)
		tokens[seat] = last.Token
		for _, p := range phones[:seat+1] {
			receive(t, p, wire.MsgSeats) // the seat is taken
		}
	}
	// Play until "pass" is legal, with a space at each end of every
	// action first.
	r := rand.New(rand.NewPCG(3, 5))
	tried := 0
	var played []string
	for n := 0; n < 200 && tried < 3; n++ {
		r0, _ := th.h.room(created.Room)
		r0.mu.Lock()
		legal, seat, at := r0.st.m.Legal(), r0.st.m.ToAct(), r0.st.m.Actions()
		r0.mu.Unlock()
		c := phones[seat]
		play := legal[r.IntN(len(legal))]
		if slices.Contains(legal, "pass") {
			play, tried = "pass", tried+1
		}
		for _, odd := range []string{" " + play + " ", strings.ToUpper(play), play + " "} {
			m, _ := ask(t, c, wire.Request{Type: wire.ReqAct, Token: tokens[seat], At: &at, Action: odd}, wire.MsgRefused)
			if m.Code != wire.CodeRules {
				t.Fatalf("%q refused %s, not %s", odd, m.Code, wire.CodeRules)
			}
		}
		ask(t, c, wire.Request{Type: wire.ReqAct, Token: tokens[seat], At: &at, Action: play}, wire.MsgUpdate)
		played = append(played, play)
		receive(t, phones[1-seat], wire.MsgUpdate)
	}
	if tried == 0 {
		t.Fatal("pass was never legal")
	}
	var logged []string
	for _, rec := range logOf(t, th.log, created.Room) {
		if rec.Type == recAct {
			logged = append(logged, rec.Action)
		}
	}
	if !slices.Equal(logged, played) {
		t.Fatalf("the log holds %q;\nplayed were %q", logged, played)
	}
}

// A page of the protocol's first version (before its requests were read
// strictly and its views' numbers kept within 2^53) is refused with
// CodeVersion and told to reload: what it would be sent it cannot read.
func TestAnOldPageIsToldToReload(t *testing.T) {
	th := startHost(t, t.TempDir())
	c := dial(t, th.url)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := c.SendRaw(ctx, websocket.MessageText, []byte(`{"v":1,"type":"watch","room":"ACDEF"}`)); err != nil {
		t.Fatal(err)
	}
	m, _, err := c.Receive(ctx)
	if err != nil || m.Type != wire.MsgRefused || m.Code != wire.CodeVersion || !strings.Contains(m.Reason, "reload the page") {
		t.Fatalf("a request of version 1: %s %s %q (%v), not refused %s with a reload", m.Type, m.Code, m.Reason, err, wire.CodeVersion)
	}
}
