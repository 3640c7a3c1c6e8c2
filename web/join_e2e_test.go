package web

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"graffiti/game/bot"
	"graffiti/rooms"
	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
)

// roomsServer is a host's rooms at /rooms beside the page at /, as
// `graffiti host` serves them, with bots that think briefly.
func roomsServer(t *testing.T, page http.Handler, opts ...func(*rooms.Config)) *httptest.Server {
	t.Helper()
	srv, _ := roomsServerLog(t, page, opts...)
	return srv
}

// gameRooms serves the game's page beside a host of rooms (roomsServer,
// opts its configuration) and starts a browser, closed with the test:
// the server, the browser, and dial, which connects the test to the host
// as a table or a seat does.
func gameRooms(t *testing.T, opts ...func(*rooms.Config)) (*httptest.Server, context.Context, func() *wire.Client) {
	t.Helper()
	path := chromiumPath(t)
	srv := roomsServer(t, theBuild(t).Handler(), opts...)
	browser, done := browserFor(t, path, 4*time.Minute)
	t.Cleanup(done)
	url := "ws" + strings.TrimPrefix(srv.URL, "http") + "/rooms"
	return srv, browser, func() *wire.Client {
		c, err := wire.Dial(browser, url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.CloseNow() })
		return c
	}
}

// kept keeps c open as a table screen does while the test is elsewhere
// (a page's steps under load outlast the host's 75 s for a quiet
// connection): it pings every 20 s and reads the host's messages, which
// come on the channel (closed when the connection ends).
func kept(t *testing.T, ctx context.Context, c *wire.Client) <-chan wire.Message {
	t.Helper()
	msgs := make(chan wire.Message, 256)
	ctx, stop := context.WithCancel(ctx)
	t.Cleanup(stop)
	go func() {
		defer close(msgs)
		for {
			m, _, err := c.Receive(ctx)
			if err != nil {
				return
			}
			msgs <- m
		}
	}()
	go c.KeepAlive(ctx, 20*time.Second)
	return msgs
}

// claimByInvitation takes seat of the room created as a phone given the
// table's invitation does, over c.
func claimByInvitation(t *testing.T, ctx context.Context, c *wire.Client, created wire.Message, seat int) {
	t.Helper()
	if err := c.Send(ctx, wire.Request{Type: wire.ReqClaim, Room: created.Room, Invite: wire.Invitation(wire.HashToken(created.Token)), Seat: &seat}); err != nil {
		t.Fatal(err)
	}
	if m, _, err := c.Receive(ctx); err != nil || m.Type != wire.MsgWelcome {
		t.Fatalf("seat %d's claim: %v %+v", seat, err, m)
	}
}

// roomsServerLog is roomsServer, with the host's log for a test to read.
func roomsServerLog(t *testing.T, page http.Handler, opts ...func(*rooms.Config)) (*httptest.Server, *rooms.JetStream) {
	t.Helper()
	mux, log := roomsMux(t, page, opts...)
	srv := httptest.NewServer(mux)
	t.Cleanup(func() { srv.CloseClientConnections(); srv.Close() })
	return srv, log
}

// roomsMux is a host of rooms on a log of its own, its bots quick, at
// /rooms, its lobby at /lobby (off unless opts turn it on), and page at
// /: closed with the test (after a server of it closed by t.Cleanup,
// which runs first).
func roomsMux(t *testing.T, page http.Handler, opts ...func(*rooms.Config)) (http.Handler, *rooms.JetStream) {
	t.Helper()
	ctx := context.Background()
	log, err := rooms.OpenJetStream(ctx, t.TempDir(), 0)
	if err != nil {
		t.Fatal(err)
	}
	var seeds atomic.Uint64
	cfg := rooms.Config{Games: boxes.Games, Log: log, Thinkers: 1, Logf: t.Logf,
		Budget: func(bot.Level) bot.Budget { return bot.Budget{Iterations: 16, Workers: 1} },
		// The rooms of a test dealt alike at every run: 1, 2, 3… in the
		// order they open. With a random deal a far Graffiti game took
		// 243 to 536 taps and the room's Tag City game 68 to 186, and
		// the README's command a minute more or less with them; dealt
		// alike, 353 and 451 (the seats' autoplayers still tap with the
		// pages' pace), 83 and 88.
		Seeds: func() uint64 { return seeds.Add(1) }}
	for _, o := range opts {
		o(&cfg)
	}
	host, err := rooms.NewHost(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { host.Close(); log.Close() })
	mux := http.NewServeMux()
	mux.Handle("/rooms", host)
	mux.Handle(wire.LobbyPath, host.Lobby())
	mux.Handle(wire.SeatPath, host.Seat())
	mux.Handle("/", page)
	return mux, log
}

// makeRoom asks the host at the other end of c for the room req
// describes, as a table does, and gives its created message (its code
// and the owner token).
func makeRoom(t *testing.T, ctx context.Context, c *wire.Client, req wire.Request) wire.Message {
	t.Helper()
	req.Type = wire.ReqCreate
	if err := c.Send(ctx, req); err != nil {
		t.Fatal(err)
	}
	created, _, err := c.Receive(ctx)
	if err != nil || created.Type != wire.MsgCreated || created.Room == "" {
		t.Fatalf("no room of %s: %v %+v", req.Game, err, created)
	}
	return created
}

// releasePage is the page as a café's host serves it: the release's web
// folder, with its brotli copies, where GRAFFITI_DIST names the release
// (brotli true); else the release's build compiled here, gzipped. served
// says which.
func releasePage(t *testing.T) (page http.Handler, served string, brotli bool) {
	t.Helper()
	dist := os.Getenv("GRAFFITI_DIST")
	if dist == "" {
		return theRelease(t).Handler(), "compiled here, gzipped", false
	}
	zips, _ := filepath.Glob(filepath.Join(dist, "graffiti-*-web.zip"))
	if len(zips) != 1 {
		t.Fatalf("%s holds %d web archives", dist, len(zips))
	}
	index, _ := filepath.Glob(filepath.Join(unzipTo(t, zips[0]), "*", "index.html"))
	if len(index) != 1 {
		t.Fatalf("the web archive holds %d pages", len(index))
	}
	return Folder(filepath.Dir(index[0])), "the release's web folder, brotli", true
}

// invitedLink is the join address the table's QR code gives for the room
// created made, at page: the code and the invitation.
func invitedLink(page string, created wire.Message) string {
	return page + "/?room=" + created.Room + "&" + wire.InviteParam + "=" + wire.Invitation(wire.HashToken(created.Token))
}

// cafePhone is the phone of the join figure: 390×844 CSS pixels, its CPU
// four times slower than this machine's, on a café's Wi-Fi (cafeSlow).
func cafePhone(ctx context.Context) error {
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulatePortrait, chromedp.EmulateMobile, chromedp.EmulateScale(1))); err != nil {
		return err
	}
	return cafeSlow(ctx)
}

// cafeSlow makes a page's processor four times slower than this
// machine's, on a café's Wi-Fi (20 ms, 20 Mbit/s down, 10 up): a café's
// old tablet, or a phone.
func cafeSlow(ctx context.Context) error {
	if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
		return err
	}
	wifi := network.EmulateNetworkConditionsByRuleParams{MatchedNetworkConditions: []*network.Conditions{{
		Latency: 20, DownloadThroughput: 20e6 / 8, UploadThroughput: 10e6 / 8}}}
	if _, err := chromedp.Call(ctx, network.EmulateNetworkConditionsByRule, wifi); err != nil {
		return err
	}
	_, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: 4})
	return err
}

// TestBrowserPhoneJoinFigure measures, for docs/figures.md, how long a
// phone takes from the QR code's address opened to the room's seats
// shown to choose from, on a café's phone (cafePhone), the release's page
// served by a host: the median of three fresh browsers. It runs when
// GRAFFITI_FIGURES is set, and reports; wall time is never asserted.
func TestBrowserPhoneJoinFigure(t *testing.T) {
	figureOnly(t)
	path := chromiumPath(t)
	page, served, _ := releasePage(t)
	srv := roomsServer(t, page)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c, err := wire.Dial(ctx, "ws"+strings.TrimPrefix(srv.URL, "http")+"/rooms")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	m := makeRoom(t, ctx, c, wire.Request{Game: "tagcity", Seats: []string{wire.Person, wire.Person, "easy"}})
	var seats, game []float64
	for i := range 3 {
		page, done := browserFor(t, path, 4*time.Minute, softwareGL()...)
		if err := cafePhone(page); err != nil {
			done()
			t.Fatal(err)
		}
		if err := chromedp.Do(page, chromedp.Navigate(srv.URL+"/?room="+m.Room)); err != nil {
			done()
			t.Fatal(err)
		}
		at := func(mark string) float64 {
			v, _ := chromedp.Run(page, chromedp.Evaluate[float64](`(performance.getEntriesByName("`+mark+`")[0] || {startTime: 0}).startTime`))
			return v / 1000
		}
		// The page lists the seats while the game downloads (a tap
		// there is the seat the game takes); the game's own list follows
		// its first frame.
		waitFor(t, page, "the room's seats", `performance.getEntriesByName("graffiti-seats").length > 0`)
		s := at("graffiti-page-seats")
		if s == 0 {
			t.Fatalf("run %d: the page listed no seats before the game did", i+1)
		}
		line := fmt.Sprintf("run %d: page-seats %.2f s,", i+1, s)
		for _, m := range append(startMarks[:len(startMarks)-1], "graffiti-seats") {
			line += fmt.Sprintf(" %s %.2f s,", strings.TrimPrefix(m, "graffiti-"), at(m))
		}
		t.Log(line)
		seats = append(seats, s)
		game = append(game, at("graffiti-seats"))
		done()
	}
	sort.Float64s(seats)
	sort.Float64s(game)
	fmt.Printf("join figure (the page %s): join address opened to the seats shown, CPU 4× slower, 20 ms and 20 Mbit/s: median %.2f s (runs %.2f, %.2f, %.2f s); the game's own list of them median %.2f s (%.2f, %.2f, %.2f s)\n",
		served, seats[1], seats[0], seats[1], seats[2], game[1], game[0], game[1], game[2])
}
