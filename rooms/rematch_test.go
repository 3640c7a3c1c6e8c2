package rooms

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"graffiti/game"
	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
)

// heardAll is everything a connection was sent, read as it comes (a
// table hears every update of a whole game: unread, its queue would
// close it), bytes and all, for a test that asks what it was told.
type heardAll struct {
	t    *testing.T
	c    *wire.Client
	mu   sync.Mutex
	msgs []wire.Message
	raw  [][]byte
}

func listen(t *testing.T, c *wire.Client) *heardAll {
	h := &heardAll{t: t, c: c}
	go func() {
		for {
			m, b, err := c.Receive(context.Background())
			if err != nil {
				return
			}
			h.mu.Lock()
			h.msgs, h.raw = append(h.msgs, m), append(h.raw, b)
			h.mu.Unlock()
		}
	}()
	return h
}

// await is the first message heard from the from'th on that ok takes,
// and the count of messages up to it.
func (h *heardAll) await(what string, from int, ok func(wire.Message) bool) (wire.Message, int) {
	h.t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		h.mu.Lock()
		for i := from; i < len(h.msgs); i++ {
			if ok(h.msgs[i]) {
				m := h.msgs[i]
				h.mu.Unlock()
				return m, i + 1
			}
		}
		h.mu.Unlock()
	}
	h.mu.Lock()
	for _, m := range h.msgs[from:] {
		h.t.Logf("heard %s %s actions %d %s", m.Type, m.Code, m.Actions, m.Reason)
	}
	h.mu.Unlock()
	h.t.Fatalf("never heard %s", what)
	return wire.Message{}, 0
}

// heard tells whether any message sent holds s.
func (h *heardAll) heard(s string) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return slices.ContainsFunc(h.raw, func(b []byte) bool { return strings.Contains(string(b), s) })
}

func (h *heardAll) send(req wire.Request) {
	h.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := h.c.Send(ctx, req); err != nil {
		h.t.Fatal(err)
	}
}

// typed is a test of a message's type.
func typed(typ string) func(wire.Message) bool {
	return func(m wire.Message) bool { return m.Type == typ }
}

// rematchRoom is a finished game of two phones, Ana's and Ben's, made
// by a table: its code and owner token, the table's line and each
// phone's with its token.
type rematchRoom struct {
	code, owner string
	table       *heardAll
	phones      [2]*heardAll
	tokens      [2]string
}

// playedRoom makes a room of g for two phones on th and plays it to
// its end, each phone a random legal action of its own view.
func playedRoom(t *testing.T, th *testHost, g game.Game) *rematchRoom {
	t.Helper()
	rr := &rematchRoom{table: listen(t, dial(t, th.url))}
	rr.table.send(wire.Request{Type: wire.ReqCreate, Game: g.Name(), Seats: []string{wire.Person, wire.Person}, Names: []string{"Ana", "Ben"}, Clock: 24 * 60 * 60})
	created, _ := rr.table.await("the room made", 0, typed(wire.MsgCreated))
	rr.code, rr.owner = created.Room, created.Token
	for seat := range rr.phones {
		rr.phones[seat] = listen(t, dial(t, th.url))
		rr.phones[seat].send(wire.Request{Type: wire.ReqClaim, Room: rr.code, Seat: seatPtr(seat), Invite: invitation(created)})
		w, _ := rr.phones[seat].await("a seat's welcome", 0, typed(wire.MsgWelcome))
		rr.tokens[seat] = w.Token
	}
	// A rematch while the game goes on is refused.
	rr.phones[0].send(wire.Request{Type: wire.ReqRematch, Token: rr.tokens[0], ID: 99})
	if m, _ := rr.phones[0].await("the early rematch's answer", 0, func(m wire.Message) bool { return m.ID == 99 }); m.Code != wire.CodeNotOver {
		t.Fatalf("a rematch of a game under way is answered %s %s, not %s", m.Type, m.Code, wire.CodeNotOver)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for actions := 0; ; actions++ {
		at := actions
		m, _ := rr.table.await("the table's update", 0, func(m wire.Message) bool {
			return (m.Type == wire.MsgWelcome || m.Type == wire.MsgUpdate) && m.Actions == at
		})
		if m.Result != nil {
			break
		}
		seat := *m.ToAct
		p := rr.phones[seat]
		pm, _ := p.await("the seat's view", 0, func(m wire.Message) bool {
			return (m.Type == wire.MsgWelcome || m.Type == wire.MsgUpdate) && m.Actions == at
		})
		v, err := g.ReadView(pm.View)
		if err != nil {
			t.Fatal(err)
		}
		s, err := g.StandIn(v, r.Uint64())
		if err != nil {
			t.Fatal(err)
		}
		legal := s.Legal()
		p.send(wire.Request{Type: wire.ReqAct, Token: rr.tokens[seat], At: &at, Action: legal[r.IntN(len(legal))]})
	}
	return rr
}

// seatsOf are the seats of room as a spectator is welcomed with them.
func seatsOf(t *testing.T, th *testHost, room string) []wire.SeatInfo {
	t.Helper()
	w, _ := ask(t, dial(t, th.url), wire.Request{Type: wire.ReqWatch, Room: room}, wire.MsgWelcome)
	return w.Seats
}

func rematchHost(t *testing.T) (*testHost, *testClock) {
	clock := newTestClock()
	return startHost(t, t.TempDir(), func(c *Config) {
		c.Now, c.Sweep = clock.Now, 5*time.Millisecond
		c.Rate, c.Burst = 1000, 1000 // the phones play faster than people
	}), clock
}

// A finished room's rematch, offered from a phone: both phones accept
// on their own devices, each is given its token for its seat in the
// new room on its own connection alone, and with it is back at its seat
// there; the table goes there with the token it holds. The new room is
// the same game, names, seats and time per move, dealt with a new seed. A token of the
// finished room gives nothing of the new one, and a device that comes
// back to the finished room is told where its players went.
func TestARematchSeatsEveryoneWhoAcceptsInANewRoom(t *testing.T) {
	th, _ := rematchHost(t)
	g, _ := boxes.Find("kunststucke")
	rr := playedRoom(t, th, g)

	rr.phones[0].send(wire.Request{Type: wire.ReqRematch, Token: rr.tokens[0], ID: 5})
	mine, _ := rr.phones[0].await("Ana's seat in the rematch", 0, func(m wire.Message) bool { return m.Type == wire.MsgRematch && m.Token != "" })
	offer := mine.Rematch
	if mine.ID != 5 || *mine.Seat != 0 || offer.Next == "" || offer.Next == rr.code || offer.By != 0 || !offer.Open || !slices.Equal(offer.Answers, []string{wire.AnswerYes, ""}) {
		t.Fatalf("the offer's answer to Ana: id %d, seat %v, %+v", mine.ID, mine.Seat, offer)
	}
	told, _ := rr.phones[1].await("the offer on Ben's phone", 0, typed(wire.MsgRematch))
	if told.Token != "" || told.Rematch.Next != offer.Next || !told.Rematch.Open || told.Rematch.Until == 0 {
		t.Fatalf("Ben's phone was told %+v, token %q", told.Rematch, told.Token)
	}
	rr.table.await("the offer at the table", 0, typed(wire.MsgRematch))
	if seats := seatsOf(t, th, offer.Next); !seats[0].Taken || seats[1].Taken || !seats[1].Kept || seats[1].Free() {
		t.Fatalf("the new room's seats while Ben has not answered: %+v", seats)
	}

	rr.phones[1].send(wire.Request{Type: wire.ReqAccept, Token: rr.tokens[1]})
	his, _ := rr.phones[1].await("Ben's seat in the rematch", 0, func(m wire.Message) bool { return m.Type == wire.MsgRematch && m.Token != "" })
	if *his.Seat != 1 || his.Rematch.Open || !slices.Equal(his.Rematch.Answers, []string{wire.AnswerYes, wire.AnswerYes}) {
		t.Fatalf("Ben's accept: seat %v, %+v", his.Seat, his.Rematch)
	}
	rr.table.await("the offer closed at the table", 0, func(m wire.Message) bool { return m.Type == wire.MsgRematch && !m.Rematch.Open })

	// Each seat's new token went to its own connection and nowhere else.
	for _, leak := range []struct {
		who   string
		heard *heardAll
		token string
	}{{"Ben's phone", rr.phones[1], mine.Token}, {"the table", rr.table, mine.Token}, {"Ana's phone", rr.phones[0], his.Token}, {"the table", rr.table, his.Token}} {
		if leak.heard.heard(leak.token) {
			t.Fatalf("%s was sent another seat's token in the new room", leak.who)
		}
	}

	// Every device in the new room, by its code, without another.
	for seat, token := range []string{mine.Token, his.Token} {
		w, _ := ask(t, dial(t, th.url), wire.Request{Type: wire.ReqHello, Room: offer.Next, Token: token}, wire.MsgWelcome)
		if w.Role != wire.RoleSeat || *w.Seat != seat || w.Result != nil {
			t.Fatalf("seat %d's token of the rematch is %s of seat %v", seat, w.Role, w.Seat)
		}
	}
	if w, _ := ask(t, dial(t, th.url), wire.Request{Type: wire.ReqHello, Room: offer.Next, Token: rr.owner}, wire.MsgWelcome); w.Role != wire.RoleTable {
		t.Fatalf("the table's token is a %s of the rematch", w.Role)
	}
	// The finished room's tokens are nothing there.
	for _, token := range rr.tokens {
		refusedWith(t, dial(t, th.url), wire.Request{Type: wire.ReqHello, Room: offer.Next, Token: token}, wire.CodeToken)
	}

	old, renewed := logOf(t, th.log, rr.code)[0], logOf(t, th.log, offer.Next)[0]
	if old.Options.Seed == renewed.Options.Seed || renewed.Game != old.Game || !slices.Equal(renewed.Options.Names, old.Options.Names) || !slices.Equal(renewed.Kinds, old.Kinds) || renewed.Clock != old.Clock || old.Clock == 0 {
		t.Fatalf("the rematch is %s %v %v seed %d clock %d s, the room was %s %v %v seed %d clock %d s", renewed.Game, renewed.Options.Names, renewed.Kinds, renewed.Options.Seed, renewed.Clock, old.Game, old.Options.Names, old.Kinds, old.Options.Seed, old.Clock)
	}

	// Back at the finished room (a phone that slept): told where to go.
	back := listen(t, dial(t, th.url))
	back.send(wire.Request{Type: wire.ReqHello, Room: rr.code, Token: rr.tokens[1]})
	if m, _ := back.await("the rematch, told again", 0, typed(wire.MsgRematch)); m.Rematch.Next != offer.Next || m.Token != "" {
		t.Fatalf("a device back at the finished room is told %+v, token %q", m.Rematch, m.Token)
	}
	// And a second rematch of it there is not.
	back.send(wire.Request{Type: wire.ReqAccept, Token: rr.tokens[1], ID: 6})
	if m, _ := back.await("the answer to an accept once closed", 0, func(m wire.Message) bool { return m.ID == 6 }); m.Code != wire.CodeNoRematch {
		t.Fatalf("an accept of a rematch closed is answered %s %s", m.Type, m.Code)
	}
}

// A seat that does not answer the rematch before its time is up is
// kept for its player until then (nobody else takes it, with the
// room's invitation or not), and then becomes what the table chose: a
// bot of the level it named, which plays the seat; or a free seat, that
// anyone with the room's invitation takes.
func TestARematchSeatNotAnsweredBecomesWhatTheTableChose(t *testing.T) {
	g, _ := boxes.Find("kunststucke")
	for _, fill := range []string{"easy", wire.FillFree} {
		t.Run(fill, func(t *testing.T) {
			th, clock := rematchHost(t)
			rr := playedRoom(t, th, g)
			req := wire.Request{Type: wire.ReqRematch, Token: rr.owner}
			if fill != wire.FillFree {
				req.Fill = fill
			}
			// Only the table chooses.
			rr.phones[0].send(wire.Request{Type: wire.ReqRematch, Token: rr.tokens[0], Fill: "easy", ID: 3})
			if m, _ := rr.phones[0].await("a seat's choice refused", 0, func(m wire.Message) bool { return m.ID == 3 }); m.Code != wire.CodeNotOwner {
				t.Fatalf("a seat choosing what others become is answered %s %s", m.Type, m.Code)
			}
			rr.table.send(req)
			offer, _ := rr.table.await("the offer", 0, typed(wire.MsgRematch))
			if offer.Rematch.Fill != fill || offer.Rematch.By != -1 || !slices.Equal(offer.Rematch.Answers, []string{"", ""}) {
				t.Fatalf("the table's offer: %+v", offer.Rematch)
			}
			next := offer.Rematch.Next
			rr.phones[0].send(wire.Request{Type: wire.ReqAccept, Token: rr.tokens[0]})
			mine, _ := rr.phones[0].await("Ana's seat", 0, func(m wire.Message) bool { return m.Type == wire.MsgRematch && m.Token != "" })

			// Ben's seat is kept for him while he may answer.
			refusedWith(t, dial(t, th.url), wire.Request{Type: wire.ReqClaim, Room: next, Seat: seatPtr(1), Invite: wire.Invitation(wire.HashToken(rr.owner))}, wire.CodeNoSeat)
			clock.Add(DefaultRematchWait - time.Second)
			time.Sleep(50 * time.Millisecond) // sweeps that must close nothing
			if seats := seatsOf(t, th, next); !seats[1].Kept || seats[1].Kind != wire.Person {
				t.Fatalf("Ben's seat a second before the offer's time is up: %+v", seats[1])
			}
			clock.Add(time.Second)
			closed, _ := rr.table.await("the offer closed", 0, func(m wire.Message) bool { return m.Type == wire.MsgRematch && !m.Rematch.Open })
			if !slices.Equal(closed.Rematch.Answers, []string{wire.AnswerYes, ""}) {
				t.Fatalf("the offer closed with %v", closed.Rematch.Answers)
			}
			rr.phones[1].send(wire.Request{Type: wire.ReqAccept, Token: rr.tokens[1], ID: 4})
			if m, _ := rr.phones[1].await("a late accept's answer", 0, func(m wire.Message) bool { return m.ID == 4 }); m.Code != wire.CodeNoRematch {
				t.Fatalf("an accept after the offer's time is answered %s %s", m.Type, m.Code)
			}

			seats := seatsOf(t, th, next)
			if fill == wire.FillFree {
				if seats[1].Kind != wire.Person || seats[1].Kept || seats[1].Taken {
					t.Fatalf("Ben's seat after the offer's time, to be free: %+v", seats[1])
				}
				w, _ := ask(t, dial(t, th.url), wire.Request{Type: wire.ReqClaim, Room: next, Seat: seatPtr(1), Invite: wire.Invitation(wire.HashToken(rr.owner))}, wire.MsgWelcome)
				if *w.Seat != 1 {
					t.Fatalf("the free seat claimed is seat %d", *w.Seat)
				}
				return
			}
			if seats[1].Kind != fill || seats[1].Kept {
				t.Fatalf("Ben's seat after the offer's time, to be an %s bot: %+v", fill, seats[1])
			}
			// The bot plays it: Ana plays, and the game goes past her.
			ana := listen(t, dial(t, th.url))
			ana.send(wire.Request{Type: wire.ReqHello, Room: next, Token: mine.Token})
			for seen := 0; ; {
				m, n := ana.await("Ana's view", seen, func(m wire.Message) bool { return m.Type == wire.MsgWelcome || m.Type == wire.MsgUpdate })
				seen = n
				if m.Actions >= 6 {
					break
				}
				if *m.ToAct == 0 { // else the bot's turn: it plays
					v, _ := g.ReadView(m.View)
					s, _ := g.StandIn(v, uint64(m.Actions))
					at := m.Actions
					ana.send(wire.Request{Type: wire.ReqAct, Token: mine.Token, At: &at, Action: onward(s.Legal())})
				}
			}
			if logged := logOf(t, th.log, next); !slices.ContainsFunc(logged, func(r record) bool { return r.Type == recAct && r.Seat == 1 }) {
				t.Fatalf("the bot did not play Ben's seat: %+v", logOf(t, th.log, next))
			}
		})
	}
}

// onward is an action that moves the game on: a turn's end where there
// is one, never an undo (the first legal action of a Kunststücke turn
// placed a tile and took it back for ever).
func onward(legal []string) string {
	for _, a := range legal {
		if a == "end" || strings.HasPrefix(a, "end ") {
			return a
		}
	}
	for _, a := range legal {
		if a != "undo" {
			return a
		}
	}
	return legal[0]
}
