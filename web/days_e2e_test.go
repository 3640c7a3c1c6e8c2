package web

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"graffiti/rooms"
	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
	"graffiti/scenes/room"
	"graffiti/scenes/words"
)

// A game of Tag City between two friends over days, in real browsers,
// by the test's clock: a day a move. The room has a turn clock of a
// day. Ana plays on a phone held upright (English), Ben at a far seat
// on a laptop (German), each a browser context of its own (its own
// storage, as its own device). Each page takes its seat by the room's
// link, and is closed after each move; opened again (the host's page,
// no link), the phone opens on its games and the laptop's title offers
// them: Play takes the seat up again, its turn waiting. Once Ben lets
// his day pass, page closed: the host's bot plays his turn, and his
// tally counts it. The middle of the game is played from the same seats
// by the test (their tokens, as the devices keep them), pages closed;
// both pages come back for the last moves, and at the end Ana's Rematch
// and Ben's Accept move both pages to the new room, a seat each.
func TestBrowserTwoSeatsPlayOverDays(t *testing.T) {
	t.Parallel() // a browser of its own, untimed
	clock := &testClock{now: time.Date(2026, 12, 1, 19, 0, 0, 0, time.UTC)}
	srv := roomsServer(t, theBuild(t).Handler(), func(c *rooms.Config) {
		// The host's clock is the test's; it looks at the turns' clocks
		// often, as its minute's sweep would within a minute.
		c.Now, c.Sweep = clock.Now, 100*time.Millisecond
	})
	url := "ws" + strings.TrimPrefix(srv.URL, "http") + "/rooms"
	browser, done := browserFor(t, chromiumPath(t), 8*time.Minute)
	defer done()
	table, err := wire.Dial(browser, url)
	if err != nil {
		t.Fatal(err)
	}
	defer table.CloseNow()
	const day = 24 * 60 * 60
	created := makeRoom(t, browser, table, wire.Request{Game: "tagcity", Seats: []string{wire.Person, wire.Person}, Names: []string{"Ana", "Ben"}, Clock: day})
	table.Close() // the room made, nobody's table: the seats play it on their own devices
	code := created.Room

	// Each device, its page and what it reads its buttons in.
	type device struct {
		ctx   context.Context
		seat  int
		kind  string
		lang  words.Lang
		tap   func(*testing.T, context.Context, float64, float64)
		token string
	}
	link := invitedLink(srv.URL, created)
	devs := []*device{{seat: 0, kind: "hand", lang: words.English, tap: touchHeld}, {seat: 1, kind: "far", lang: words.ByTag("de"), tap: clickHeld}}
	for _, d := range devs {
		ctx, cancel := seatPage(t, browser, "tagcity", link, d.seat, d.kind, d.lang.Tag())
		defer cancel()
		d.ctx = ctx
		d.token = keptToken(t, ctx, code, d.seat)
	}
	closePage := func(d *device) {
		if err := chromedp.Do(d.ctx, chromedp.Navigate("about:blank")); err != nil {
			t.Fatal(err)
		}
	}
	status := func() wire.SeatStatus {
		st, err := wire.AskSeat(browser, url, code, devs[0].token)
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	// comeBack opens the host's page again on d's device, finds the game
	// in My games and takes the seat up again with Play.
	comeBack := func(d *device, what string) {
		t.Helper()
		open(t, d.ctx, srv.URL+"/")
		if d.kind == "far" {
			waitFor(t, d.ctx, "the title", `window.graffiti.scene === "title"`)
			tapControl(t, d.ctx, d.tap, words.T(d.lang, room.MyGames), "the title's My games")
		}
		tapControl(t, d.ctx, d.tap, words.T(d.lang, room.MineOpen), what)
		waitFor(t, d.ctx, "the seat taken up again", fmt.Sprintf(`!!window.graffiti.room && JSON.parse(window.graffiti.room).seat === %d && JSON.parse(window.graffiti.room).code === %q`, d.seat, code))
	}
	// playTurn plays d's turn by taps on its page, to the next seat's.
	playTurn := func(d *device) {
		t.Helper()
		for i := 0; ; i++ {
			st, p, ok := turnTap(t, d.ctx, d.seat)
			if st.Actions > 0 && !st.Turn || st.Over {
				return
			}
			if i > 400 {
				t.Fatalf("seat %d's turn did not end: %+v", d.seat, st)
			}
			if ok {
				d.tap(t, d.ctx, p[0], p[1])
			} else {
				time.Sleep(50 * time.Millisecond)
			}
		}
	}
	// The first evening: the seat to act plays on the page it took its
	// seat on; both pages are closed.
	first := devs[status().ToAct]
	waitFor(t, first.ctx, "its turn", `JSON.parse(window.graffiti.room).turn === true`)
	playTurn(first)
	for _, d := range devs {
		closePage(d)
	}
	clock.add(20 * time.Hour)

	// A move a day: the seat to act opens its page again, plays, and
	// closes it; the next comes the next evening; until each device has
	// come back from My games.
	back := map[int]bool{}
	for day := 2; len(back) < len(devs); day++ {
		if day > 6 {
			t.Fatalf("six days, and the devices came back %v", back)
		}
		d := devs[status().ToAct]
		back[d.seat] = true
		comeBack(d, fmt.Sprintf("Play on seat %d's turn", d.seat))
		waitFor(t, d.ctx, "its turn", `JSON.parse(window.graffiti.room).turn === true`)
		playTurn(d)
		closePage(d)
		clock.add(20 * time.Hour)
	}

	// A day let pass: the host's bot plays the turn.
	before := status()
	idle := before.ToAct
	clock.add(25 * time.Hour)
	for i := 0; ; i++ {
		if st := status(); st.ToAct != idle {
			break
		}
		if i > 300 {
			t.Fatalf("seat %d's day passed and nobody played its turn", idle)
		}
		time.Sleep(50 * time.Millisecond)
	}

	// The room counts the turn the clock played as the seat's (its
	// tally says so on every page; scenes/room's tests look at it).
	if w := hello(t, browser, url, code, devs[0].token); len(w.Lapses) != 2 || w.Lapses[idle] != 1 || w.Lapses[1-idle] != 0 {
		t.Fatalf("after seat %d's day passed the room counts the clock's moves %v", idle, w.Lapses)
	}

	// The middle of the game, from the seats' tokens, pages closed: to
	// its last moves.
	middle(t, browser, url, code, devs[0].token, devs[1].token)
	mid := status()
	if mid.Result != nil {
		t.Fatalf("the game ended in the middle, at %d actions: the pages were to play its end", mid.Actions)
	}
	t.Logf("three days: %d actions; the clock's turn, and the middle to %d", before.Actions, mid.Actions)

	// Both pages back for the end, from My games.
	for _, d := range devs {
		comeBack(d, fmt.Sprintf("Play on seat %d for the end", d.seat))
	}
	for i := 0; ; i++ {
		over := 0
		for _, d := range devs {
			st, p, ok := turnTap(t, d.ctx, d.seat)
			if st.Over {
				over++
			} else if ok {
				d.tap(t, d.ctx, p[0], p[1])
			}
		}
		if over == len(devs) {
			break
		}
		if i > 2000 {
			t.Fatalf("the game did not end: %+v", status())
		}
	}
	end := status()
	if end.Result == nil {
		t.Fatal("the pages say the game is over; the host does not")
	}
	t.Logf("the end at %d actions", end.Actions)

	// The rematch: offered on Ana's phone, accepted on Ben's laptop;
	// both pages go to the new room, each in its seat.
	tapControl(t, devs[0].ctx, devs[0].tap, words.T(devs[0].lang, words.Rematch), "Rematch on Ana's tally")
	tapControl(t, devs[1].ctx, devs[1].tap, words.T(devs[1].lang, room.Accept), "Accept on Ben's scoring")
	var next string
	for _, d := range devs {
		waitFor(t, d.ctx, "the rematch's room", fmt.Sprintf(`!!window.graffiti.room && JSON.parse(window.graffiti.room).code !== %q && JSON.parse(window.graffiti.room).seat === %d && !JSON.parse(window.graffiti.room).over`, code, d.seat))
		st, _ := statusOf(t, d.ctx)
		if next == "" {
			next = st.Code
		}
		if st.Code != next || st.Kind != d.kind {
			t.Fatalf("seat %d's page is %+v after the rematch; the other's room is %s", d.seat, st, next)
		}
	}
	screenshot(t, devs[0].ctx, "days-rematch-phone.png")
	screenshot(t, devs[1].ctx, "days-rematch-far-de.png")
}

// testClock is the host's clock in a test: it moves when the test says.
type testClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *testClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.now }

func (c *testClock) add(d time.Duration) { c.mu.Lock(); c.now = c.now.Add(d); c.mu.Unlock() }

// keptToken is the token the page's device keeps for seat of room code
// in its games (its storage's my-games.json, scenes/room/mine.go).
func keptToken(t *testing.T, ctx context.Context, code string, seat int) string {
	t.Helper()
	var kept []struct {
		Room  string `json:"room"`
		Seat  int    `json:"seat"`
		Token string `json:"token"`
	}
	if err := json.Unmarshal([]byte(evalString(t, ctx, `localStorage.getItem("graffiti/my-games.json") || "[]"`)), &kept); err != nil {
		t.Fatal(err)
	}
	for _, k := range kept {
		if k.Room == code && k.Seat == seat && k.Token != "" {
			return k.Token
		}
	}
	t.Fatalf("the device keeps no token for seat %d of %s: %+v", seat, code, kept)
	return ""
}

// tapControl taps the control whose words begin with label on the
// page (graffitiControlTap), once it shows it.
func tapControl(t *testing.T, ctx context.Context, tap func(*testing.T, context.Context, float64, float64), label, what string) {
	t.Helper()
	for i := 0; ; i++ {
		p, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](fmt.Sprintf(`(() => {
			const p = window.graffitiControlTap && window.graffitiControlTap(%q);
			return p ? %s(p) : [];
		})()`, label, onPage)))
		if err != nil {
			t.Fatal(err)
		}
		if len(p) == 2 {
			tap(t, ctx, p[0], p[1])
			return
		}
		if i > 300 {
			t.Fatalf("no %q (%s) on the page's %s", label, what, evalString(t, ctx, `String(window.graffiti.scene)`))
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// backTo is a connection back to the seat of token in room code, as a
// page's is when it comes back (its hello sent).
func backTo(t *testing.T, ctx context.Context, url, code, token string) *wire.Client {
	t.Helper()
	c, err := wire.Dial(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Send(ctx, wire.Request{Type: wire.ReqHello, Room: code, Token: token}); err != nil {
		t.Fatal(err)
	}
	return c
}

// hello is the room's welcome to the seat of token, on a connection of
// its own, closed then.
func hello(t *testing.T, ctx context.Context, url, code, token string) wire.Message {
	t.Helper()
	c := backTo(t, ctx, url, code, token)
	defer c.Close()
	for {
		m, _, err := c.Receive(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if m.Type == wire.MsgWelcome || m.Type == wire.MsgRefused {
			return m
		}
	}
}

// middle plays room code from both seats' tokens, a legal action of
// each seat's view at random, until the seat to act could end the game
// (an action of its view ends a game its view could be: the end of Tag
// City is public, its bubbles all used).
func middle(t *testing.T, ctx context.Context, url, code, token0, token1 string) {
	t.Helper()
	g, err := boxes.Find("tagcity")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	r := rand.New(rand.NewPCG(7, 7))
	for {
		played := false
		for seat, token := range []string{token0, token1} {
			c := backTo(t, ctx, url, code, token)
			for {
				m, _, err := c.Receive(ctx)
				if err != nil {
					t.Fatal(err)
				}
				if m.Type == wire.MsgRefused {
					t.Fatalf("seat %d refused: %s", seat, m.Reason)
				}
				if m.Type != wire.MsgWelcome && m.Type != wire.MsgUpdate {
					continue
				}
				if m.Result != nil {
					t.Fatalf("the game ended in the middle, at %d actions", m.Actions)
				}
				if m.ToAct == nil || *m.ToAct != seat || m.View == nil {
					break // the other's turn
				}
				v, err := g.ReadView(m.View)
				if err != nil {
					t.Fatal(err)
				}
				seed := r.Uint64()
				stand, err := g.StandIn(v, seed)
				if err != nil {
					t.Fatal(err)
				}
				legal := stand.Legal()
				if slices.ContainsFunc(legal, func(a string) bool {
					m, err := g.StandIn(v, seed)
					if err != nil {
						t.Fatal(err)
					}
					_, err = m.Apply(a)
					return err == nil && m.Over()
				}) {
					c.Close()
					return
				}
				at := m.Actions
				if err := c.Send(ctx, wire.Request{Type: wire.ReqAct, Token: token, At: &at, Action: legal[r.IntN(len(legal))]}); err != nil {
					t.Fatal(err)
				}
				played = true
			}
			c.Close()
		}
		if !played {
			t.Fatal("neither seat had a move to play")
		}
	}
}
