package web

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"graffiti/game"
	"graffiti/game/gametest"
	"graffiti/rooms"
	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
)

// playSeat claims seat of room code with its invitation and plays it through the protocol,
// a legal action at random every pace, until the game is over.
func playSeat(ctx context.Context, url, code, invite string, g game.Game, seat int, pace time.Duration) error {
	c, err := wire.Dial(ctx, url)
	if err != nil {
		return err
	}
	defer c.Close()
	if err := c.Send(ctx, wire.Request{Type: wire.ReqClaim, Room: code, Invite: invite, Seat: &seat}); err != nil {
		return err
	}
	r := rand.New(rand.NewPCG(uint64(seat), 11))
	token := ""
	for {
		m, _, err := c.Receive(ctx)
		if err != nil {
			return err
		}
		if m.Token != "" {
			token = m.Token
		}
		if m.Result != nil {
			return nil
		}
		if m.View == nil || m.ToAct == nil || *m.ToAct != seat {
			continue
		}
		v, err := g.ReadView(m.View)
		if err != nil {
			return err
		}
		s, err := g.StandIn(v, r.Uint64())
		if err != nil {
			return err
		}
		time.Sleep(pace)
		legal, at := s.Legal(), m.Actions
		if err := c.Send(ctx, wire.Request{Type: wire.ReqAct, Token: token, At: &at, Action: legal[r.IntN(len(legal))]}); err != nil {
			return err
		}
	}
}

// viewDigests are, from a room's log, its public view's digest at each
// step, as the watch page reports it.
func viewDigests(t *testing.T, log *rooms.JetStream, code string) []string {
	t.Helper()
	recs, _, err := log.Room(context.Background(), code)
	if err != nil {
		t.Fatal(err)
	}
	return gametest.PublicDigests(t, recs, boxes.Find)
}

// A room watched by its watch link in a browser: the page follows the
// game live to its end, then its replay goes to the first step, forward
// twice and back, each step's public view the one of the log's game
// played again here (its digest).
func TestBrowserWatchesARoomLiveThenReplaysIt(t *testing.T) {
	t.Parallel() // a browser of its own: it runs beside the others once the timed tests are done
	path := chromiumPath(t)
	srv, log := roomsServerLog(t, theBuild(t).Handler())
	url := "ws" + strings.TrimPrefix(srv.URL, "http") + "/rooms"
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	owner, err := wire.Dial(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer owner.Close()
	created := makeRoom(t, ctx, owner, wire.Request{Game: "tagcity", Seats: []string{wire.Person, "easy"}})

	page, done := browserFor(t, path, 6*time.Minute) // the replay seen twice, in English and German
	defer done()
	open(t, page, srv.URL+"/?watch="+created.Room)
	waitFor(t, page, "the room watched", `!!window.graffiti.room && JSON.parse(window.graffiti.room).kind === "watch"`)
	g, _ := boxes.Find("tagcity")
	played := make(chan error, 1)
	go func() {
		played <- playSeat(ctx, url, created.Room, wire.Invitation(wire.HashToken(created.Token)), g, 0, 20*time.Millisecond)
	}()
	waitFor(t, page, "the game followed live", `JSON.parse(window.graffiti.room).actions > 3`)
	screenshot(t, page, "watch-live.png")
	if err := <-played; err != nil {
		t.Fatal(err)
	}
	views := viewDigests(t, log, created.Room)
	last := len(views) - 1
	waitFor(t, page, "the end, watched", `(r => r.over && r.live && r.actions === r.of)(JSON.parse(window.graffiti.room))`)
	if st, _ := statusOf(t, page); st.Of != last || st.View != views[last] {
		t.Fatalf("the page ends at %d of %d with the view %s; the log at %d with %s", st.Actions, st.Of, st.View, last, views[last])
	}
	// A tap on a control, where the page lays it out now: tapped again,
	// where it is then, if the step has not come after a few seconds.
	tap := func(control string, want int) {
		t.Helper()
		for try := 0; ; try++ {
			p, ok := roomTap(t, page, 0, control)
			if !ok {
				t.Fatalf("no %s to tap", control)
			}
			clickHeld(t, page, p[0], p[1])
			for i := 0; i < 100; i++ {
				st, _ := statusOf(t, page)
				if !st.Live && st.Actions == want {
					if st.View != views[want] {
						t.Fatalf("step %d shows the view %s, the log's game %s", want, st.View, views[want])
					}
					return
				}
				time.Sleep(50 * time.Millisecond)
			}
			if try == 2 {
				st, _ := statusOf(t, page)
				t.Fatalf("%s: the page is at %+v, not at step %d", control, st, want)
			}
		}
	}
	// The replay at step 2 as a player sees it: at 1280×720 and on a
	// phone held upright, in English, then in German. Upright, the page
	// is not asked to be turned (a watcher plays nothing): it is laid out
	// upright, its replay's buttons tapped where that layout puts them.
	shots := func(lang string) {
		t.Helper()
		tap("first", 0)
		tap("forward", 1)
		tap("forward", 2)
		screenshot(t, page, "watch-replay"+lang+".png")
		viewport(t, page, 390, 844, true, 1)
		_, frames := statusOf(t, page)
		waitFor(t, page, "a few frames upright", fmt.Sprintf(`window.graffiti.frames > %d`, frames+6))
		turn, err := chromedp.Run(page, chromedp.Evaluate[bool](`getComputedStyle(document.getElementById("turn")).display !== "none"`))
		if err != nil {
			t.Fatal(err)
		}
		if turn {
			t.Fatal("the watch page held upright asks to be turned sideways")
		}
		tap("back", 1)
		tap("forward", 2) // a step forward: the table says what it did
		screenshot(t, page, "watch-replay-phone"+lang+".png")
		viewport(t, page, 1280, 720, false, 1)
	}
	shots("")
	tap("back", 1)
	tap("last", last)
	speaks(t, page, "de")
	reloadAt(t, page, 1280, 720, false, 1)
	shots("-de")
}
