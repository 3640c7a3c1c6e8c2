package room

import (
	"context"
	"fmt"
	"image"
	"image/png"
	"io"
	"math"
	"net"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"graffiti/game"
	"graffiti/game/bot"
	"graffiti/rooms"
	"graffiti/rooms/wire"
	"graffiti/scenes"
	"graffiti/scenes/boxes"
	"graffiti/scenes/ui"
	"graffiti/sprites/gametest"
)

func TestMain(m *testing.M) { gametest.Main(m, "scenes/room", 1280, 720) }

// startHost is a host of rooms on loopback, its bots quick, its log in
// a folder of the test's.
func startHost(t *testing.T) string {
	t.Helper()
	url, _ := startHostLog(t)
	return url
}

// startHostLog is startHost, with its log, for a test that reads it.
// Every room test draws its screens: without a display it is skipped
// here, before a host is started.
func startHostLog(t *testing.T) (string, *rooms.JetStream) {
	t.Helper()
	gametest.Need(t)
	ctx := context.Background()
	js, err := rooms.OpenJetStream(ctx, t.TempDir(), 0)
	if err != nil {
		t.Fatal(err)
	}
	// Every screen here is one address, and the walk of every screen
	// opens 30 rooms in a minute: past the 10 a minute an address may
	// create, each would wait for the host's refusal to wear off. The
	// limits are the host's own tests' (rooms/limits_test.go). So is
	// a connection's rate of requests (rooms/badinput_test.go): the
	// screens here run their ticks back to back, a seat's phone taps on
	// each, and past 20 requests a second of the clock the host refused
	// the next one, at times the tap on Rematch after a game played out.
	h, err := rooms.NewHost(ctx, rooms.Config{Games: boxes.Games, Log: js, Thinkers: 1, Logf: t.Logf,
		Limits: rooms.Limits{Creates: -1}, Rate: math.MaxFloat64,
		Budget: func(bot.Level) bot.Budget { return bot.Budget{Iterations: 16, Workers: 1} }})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(withSeats(h))
	scenes.SetRoomsURL(srv.URL) // the QR code's address: this host's
	t.Cleanup(func() { srv.CloseClientConnections(); srv.Close(); h.Close(); js.Close() })
	return "ws" + strings.TrimPrefix(srv.URL, "http"), js
}

// network is a loopback relay between the screens and a host: drop cuts
// every connection through it at once, as a café's network going down.
type network struct {
	ln     net.Listener
	target string
	mu     sync.Mutex
	conns  []net.Conn
}

// lossyNetwork relays to the host at url; the screens dial the address
// it gives.
func lossyNetwork(t *testing.T, url string) (string, *network) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	n := &network{ln: ln, target: strings.TrimPrefix(url, "ws://")}
	t.Cleanup(func() { ln.Close(); n.drop() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			u, err := net.Dial("tcp", n.target)
			if err != nil {
				c.Close()
				continue
			}
			n.mu.Lock()
			n.conns = append(n.conns, c, u)
			n.mu.Unlock()
			go io.Copy(u, c)
			go io.Copy(c, u)
		}
	}()
	return "ws://" + ln.Addr().String(), n
}

func (n *network) drop() {
	n.mu.Lock()
	defer n.mu.Unlock()
	for _, c := range n.conns {
		c.Close()
	}
	n.conns = nil
}

func newApp() *scenes.App {
	a := scenes.NewApp(scenes.MemStore{}, scenes.NoInput{}, boxes.Shelf)
	a.Settings.Speed = scenes.SpeedInstant
	return a
}

// welcomedAs makes r a connection the host welcomed in role (a table's
// or a spectator's) to a room of Ana, Ben and Cleo, every seat taken
// (seat bot an easy bot; -1 none), after played actions of m: a screen
// drawn without a host.
func welcomedAs(r *Remote, role string, m game.Match, played, bot int) {
	r.welcomed, r.role, r.seat, r.actions, r.toAct = true, role, game.Nobody, played, m.ToAct()
	for i, name := range []string{"Ana", "Ben", "Cleo"} {
		kind := wire.Person
		if i == bot {
			kind = "easy"
		}
		r.seats = append(r.seats, wire.SeatInfo{Name: name, Kind: kind, Taken: true})
	}
	r.view = m.View(game.Nobody)
}

// newPhoneApp is an app in a phone's window held upright (390×844 CSS
// pixels), touched with a finger.
func newPhoneApp() *scenes.App {
	a := newApp()
	phoneApps.Store(a, true)
	return a
}

// phoneApps are the apps in a phone's window: laid out again before
// every tick, as a browser does each frame, for the scene on it (the
// hand's page is upright).
var phoneApps sync.Map

// run runs app a tick.
func run(a *scenes.App) error {
	if _, ok := phoneApps.Load(a); ok {
		a.LayoutF(390, 844)
	}
	return a.Run(1)
}

// until runs the apps a tick at a time, letting the network deliver,
// until done says so.
func until(t *testing.T, what string, apps []*scenes.App, done func() bool) {
	t.Helper()
	for i := 0; !done(); i++ {
		if i > 20000 {
			t.Fatalf("no %s", what)
		}
		for _, a := range apps {
			if err := run(a); err != nil {
				t.Fatal(err)
			}
		}
		time.Sleep(200 * time.Microsecond)
	}
}

// step runs every app one tick.
func step(t *testing.T, apps []*scenes.App) {
	t.Helper()
	for _, a := range apps {
		if err := run(a); err != nil {
			t.Fatal(err)
		}
	}
}

// shoot writes the app's screen to artifacts/NAME.png, to be looked at.
func shoot(t *testing.T, a *scenes.App, name string) { t.Helper(); shootAt(t, a, name, 0) }

// shootAt is shoot at w pixels wide (0: the window's own), a page's CSS
// pixels for the docs' pictures.
func shootAt(t *testing.T, a *scenes.App, name string, w int) {
	t.Helper()
	if gametest.DrawsNothing() {
		t.Fatalf("%s: a picture kept from a test run WithoutPixels would be empty", name)
	}
	dir := filepath.Join("..", "artifacts", "room")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	img := a.Render()
	if w > 0 {
		img.Deallocate()
		img = a.RenderAt(w)
	}
	defer img.Deallocate()
	// Read back whole and written at the fastest compression: the
	// program's own writer (scenes.WritePNG, for -shot) compresses best,
	// and the hand's shots in every language took three quarters of
	// their test's time.
	rgba := image.NewRGBA(img.Bounds())
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(f, rgba); err != nil {
		t.Fatal(err)
	}
}

// Each game of the shelf is played in a room as at a café: a table
// screen opens the room from the new-game screen's choices, two phones
// join by its code and choose their seats by taps, a bot plays the third,
// and the phones play every move by taps on their hand pages until the
// host says the game is over; every screen then tells the same outcome.
func TestARoomIsPlayedFromATableScreenAndPhonesByTaps(t *testing.T) {
	url := startHost(t)
	for _, box := range boxes.Shelf {
		g := box.Rules()
		t.Run(g.Name(), func(t *testing.T) {
			table := newApp()
			seats := []scenes.Seat{{Away: true}, {Bot: true, Level: bot.Easy}, {Away: true}}
			names := []string{"Ana", "Bot", "Cleo"}
			table.Cur = Opener(url)(table, box, names, seats, box.Form(table).Variants(), scenes.RoomChoice{})
			tb := table.Cur.(*Table)
			until(t, "welcome at the table", []*scenes.App{table}, func() bool { return tb.board != nil })
			code, _ := tb.link.Credentials()
			if len(tb.Waiting()) != 2 {
				t.Fatalf("the table waits for %v, not the two people's seats", tb.Waiting())
			}
			shoot(t, table, g.Name()+"-table-waiting")

			phones := map[int]*scenes.App{0: newPhoneApp(), 2: newPhoneApp()}
			hands := map[int]*Hand{}
			apps := []*scenes.App{table}
			for seat, a := range phones {
				h := NewPhone(a, boxes.Shelf, url, code, tb.invitation())
				a.Cur, hands[seat] = h, h
				apps = append(apps, a)
			}
			for seat, h := range hands {
				until(t, "the seats on a phone", apps, func() bool { return len(h.buttons) == 3 && h.buttons[seat].b.Enabled })
				if phones[seat].Cur.(*Hand).box.Rules().Name() != g.Name() {
					t.Fatal("the phone found another game")
				}
				p := h.buttons[seat].b.R.Center()
				phones[seat].Touch(p.X, p.Y)
				until(t, "a seat claimed", apps, func() bool { return h.sess.Seat() == seat })
			}
			until(t, "everyone at the table", apps, func() bool { return len(tb.Waiting()) == 0 })

			moves, shot, loops := 0, false, 0
			over := func() bool {
				for _, h := range hands {
					if h.sess.Result() == nil {
						return false
					}
				}
				return tb.sess.Result() != nil
			}
			for !over() {
				played := false
				for seat, h := range hands {
					if !h.myTurn() || len(h.buttons) == 0 {
						continue
					}
					if !shot && moves > 6 {
						shoot(t, phones[seat], g.Name()+"-hand")
						shoot(t, table, g.Name()+"-table")
						shot = true
					}
					p, ok := h.NextTap(seat)
					if !ok {
						continue
					}
					phones[seat].Touch(p.X, p.Y)
					played = true
					moves++
				}
				step(t, apps)
				if !played {
					time.Sleep(time.Millisecond)
				}
				if loops++; loops%3000 == 0 {
					for seat, h := range hands {
						t.Logf("seat %d: actions %d, to act %d, my turn %v, %d buttons, chosen %v, refusal %q", seat, h.sess.Actions(), h.sess.ToAct(), h.myTurn(), len(h.buttons), h.chosen, h.sess.Refusal())
					}
				}
				if loops > 60000 {
					t.Fatal("no end")
				}
			}
			want := tb.sess.Result().Winners
			for seat, h := range hands {
				if got := h.sess.Result().Winners; !slices.Equal(got, want) {
					t.Fatalf("seat %d's phone says %v won, the table %v", seat, got, want)
				}
			}
			step(t, apps)
			shoot(t, phones[0], g.Name()+"-hand-over")
			t.Logf("%s: %d taps on the phones; winners %v", g.Name(), moves, want)
		})
	}
}

// A player leaves from their phone (Leave, and a second tap), and the
// table frees another seat from its panel: both phones are back on the
// room's seats, their tokens forgotten, the table waits for both, and
// both take a seat again and the game goes on.
func TestASeatLeftOrFreedIsTakenAgain(t *testing.T) {
	box := boxes.Shelf[1] // Tag City: a bot, and people who act at once in the final die
	r := phonesAndABot(t, startHost(t), box)
	table, tb, apps, hands, phones, code := r.table, r.tb, r.apps, r.hands, r.phones, r.code
	r.seat(0)
	r.seat(2)
	until(t, "everyone seated", apps, func() bool { return len(tb.Waiting()) == 0 })

	// Leave, on Cleo's phone: one tap asks, the second leaves.
	leave := func() ui.Point {
		for _, b := range hands[2].buttons {
			if b.kind == leaveButton {
				return b.b.R.Center()
			}
		}
		t.Fatal("no Leave on the hand")
		return ui.Point{}
	}
	p := leave()
	phones[2].Touch(p.X, p.Y)
	step(t, apps)
	if hands[2].sess.Seat() != 2 || hands[2].leave < 0 {
		t.Fatal("one tap on Leave gave the seat up, or was not taken")
	}
	shoot(t, phones[2], "tagcity-hand-leave")
	p = leave()
	phones[2].Touch(p.X, p.Y)
	until(t, "Cleo's seat free", apps, func() bool { return slices.Equal(tb.Waiting(), []int{2}) && hands[2].sess.Seat() == game.Nobody })
	if _, err := phones[2].Store.Load(tokenFile(code)); err == nil {
		t.Fatal("the token of a seat left is still kept")
	}

	shoot(t, table, "tagcity-table-left")
	// Free, on the table's panel, for Ana's seat.
	c := freeRect(0).Center()
	table.Tap(c.X, c.Y)
	until(t, "Ana's seat freed", apps, func() bool { return slices.Equal(tb.Waiting(), []int{0, 2}) && hands[0].sess.Seat() == game.Nobody })
	if _, err := phones[0].Store.Load(tokenFile(code)); err == nil {
		t.Fatal("the token of a seat freed is still kept")
	}
	r.seat(2)
	r.seat(0)
	until(t, "everyone seated again", apps, func() bool { return len(tb.Waiting()) == 0 })
	r.play(6)
}

// A table screen reloaded (a café's tablet restarted) comes back to its
// room as its table, with the owner token it kept: it can free seats
// again. Another device given the room's address is a spectator.
func TestATableScreenReloadedComesBackAsTheTable(t *testing.T) {
	url := startHost(t)
	box := boxes.Shelf[2]
	table := newApp()
	table.Cur = Opener(url)(table, box, []string{"Ana", "Ben"}, []scenes.Seat{{Away: true}, {Away: true}}, box.Form(table).Variants(), scenes.RoomChoice{})
	tb := table.Cur.(*Table)
	until(t, "welcome at the table", []*scenes.App{table}, func() bool { return tb.board != nil && tb.kept })
	code, _ := tb.link.Credentials()

	again := scenes.NewApp(table.Store, scenes.NoInput{}, boxes.Shelf) // the same storage, a new page
	again.Settings.Speed = scenes.SpeedInstant
	back := NewScreen(again, boxes.Shelf, url, code)
	again.Cur = back
	until(t, "the reloaded table", []*scenes.App{again}, func() bool { return back.board != nil })
	if back.sess.role != "table" || back.box != box {
		t.Fatalf("the reloaded screen is a %s of %v, not the table of %s", back.sess.role, back.box, box.Rules().Name())
	}
	other := newApp()
	watcher := NewScreen(other, boxes.Shelf, url, code)
	other.Cur = watcher
	until(t, "a spectator's screen", []*scenes.App{other}, func() bool { return watcher.board != nil })
	if watcher.sess.role != "spectator" {
		t.Fatalf("a device without the token is a %s", watcher.sess.role)
	}
}

// A table screen that plays a seat itself (hot-seat) and is reloaded
// comes back in that seat too, by the token it kept: the seat is not
// lost to the room, and its turns are played at the screen again.
func TestATableScreenReloadedKeepsTheSeatsItPlays(t *testing.T) {
	url := startHost(t)
	box := boxes.Shelf[2]
	table := newApp()
	table.Cur = Opener(url)(table, box, []string{"Ana", "Ben"}, []scenes.Seat{{}, {Away: true}}, box.Form(table).Variants(), scenes.RoomChoice{})
	tb := table.Cur.(*Table)
	until(t, "the table, holding Ana's seat", []*scenes.App{table}, func() bool { return tb.board != nil && tb.kept && tb.heldKept })
	code, _ := tb.link.Credentials()
	phone := newPhoneApp()
	h := NewPhone(phone, boxes.Shelf, url, code, tb.invitation())
	phone.Cur = h
	until(t, "Ben's seat on the phone", []*scenes.App{table, phone}, func() bool { _, ok := h.NextTap(1); return ok })
	p, _ := h.NextTap(1)
	phone.Touch(p.X, p.Y)
	until(t, "everyone seated", []*scenes.App{table, phone}, func() bool { return len(tb.Waiting()) == 0 && h.sess.Seat() == 1 })

	again := scenes.NewApp(table.Store, scenes.NoInput{}, boxes.Shelf) // the same storage, a new page
	again.Settings.Speed = scenes.SpeedInstant
	back := NewScreen(again, boxes.Shelf, url, code)
	again.Cur = back
	apps := []*scenes.App{again, phone}
	until(t, "the reloaded table, in Ana's seat", apps, func() bool { return back.board != nil })
	if back.sess.here(0) == nil || back.sess.Seats()[0].Away || len(back.Waiting()) != 0 {
		t.Fatalf("the reloaded screen does not play Ana's seat: seats %+v, waiting for %v", back.sess.Seats(), back.Waiting())
	}
	// Ana's turns are played at the reloaded screen, Ben's on his phone,
	// for a while.
	player := box.Player(3)
	start := back.sess.Actions()
	for loops := 0; back.sess.Actions() < start+6 && back.sess.Result() == nil; loops++ {
		if loops > 100000 {
			t.Fatalf("the game stands at %d actions after the reload", back.sess.Actions())
		}
		if h.myTurn() {
			if p, ok := h.NextTap(1); ok {
				phone.Touch(p.X, p.Y)
			}
		}
		if back.sess.ToAct() == 0 && back.sess.Actions() == back.sess.actions {
			if p, ok, _, _ := player.Tap(again, back.board); ok {
				again.Tap(p.X, p.Y)
			}
		}
		step(t, apps)
		time.Sleep(100 * time.Microsecond)
	}
}

// Seats mixed: Ana plays at the table screen itself, hot-seat with the
// curtain (Cleo sees that screen too), Cleo on her phone, and a bot on
// the host. The table screen
// plays Ana's turns by taps as a person at it would (the game's own
// player of taps), the phone Cleo's, to the end of the game.
func TestASeatPlayedAtTheTableScreenBesidePhonesAndABot(t *testing.T) {
	url := startHost(t)
	for _, box := range boxes.Shelf {
		t.Run(box.Rules().Name(), func(t *testing.T) {
			table := newApp()
			// At the fast pace a shutter falls over a few ticks (at once
			// it would fall and rise within the tick of the tap).
			table.Settings.Speed = scenes.SpeedFast
			table.Cur = Opener(url)(table, box, []string{"Ana", "Bot", "Cleo"}, []scenes.Seat{{}, {Bot: true, Level: bot.Easy}, {Away: true}}, box.Form(table).Variants(), scenes.RoomChoice{})
			tb := table.Cur.(*Table)
			until(t, "the table, holding Ana's seat", []*scenes.App{table}, func() bool { return tb.board != nil })
			if got := tb.sess.Seats(); got[0].Away || !got[2].Away {
				t.Fatalf("the screen's seats: %+v", got)
			}
			if !slices.Equal(tb.Waiting(), []int{2}) {
				t.Fatalf("the table waits for %v, not Cleo's phone alone", tb.Waiting())
			}
			code, _ := tb.link.Credentials()
			phone := newPhoneApp()
			h := NewPhone(phone, boxes.Shelf, url, code, tb.invitation())
			phone.Cur = h
			apps := []*scenes.App{table, phone}
			until(t, "Cleo's seat on the phone", apps, func() bool { _, ok := h.NextTap(2); return ok })
			p, _ := h.NextTap(2)
			phone.Touch(p.X, p.Y)
			until(t, "everyone seated", apps, func() bool { return len(tb.Waiting()) == 0 && h.sess.Seat() == 2 })

			player := box.Player(7)
			shot, curtains, wasDown := false, 0, false
			for loops := 0; tb.sess.Result() == nil || h.sess.Result() == nil; loops++ {
				if loops > 200000 {
					t.Fatalf("no end: %d actions", tb.sess.Actions())
				}
				if h.myTurn() {
					if p, ok := h.NextTap(2); ok {
						phone.Touch(p.X, p.Y)
					}
				}
				if table.Cur == tb && tb.sess.ToAct() == 0 && tb.sess.Actions() == tb.sess.actions {
					if p, ok, _, _ := player.Tap(table, tb.board); ok {
						if !shot && tb.sess.Actions() > 6 {
							shoot(t, table, box.Rules().Name()+"-table-hotseat")
							shot = true
						}
						table.Tap(p.X, p.Y)
					}
				}
				step(t, apps)
				info, _ := box.Info(table, tb.board)
				if down := info.Kind == "curtain"; down != wasDown {
					if down {
						curtains++ // a fall
					}
					wasDown = down
				}
				time.Sleep(100 * time.Microsecond)
			}
			// Once for the deal, and again for Ana's later turns: after
			// the others' turns, seen by them, it is no one's.
			if curtains < 2 {
				t.Fatalf("Ana's seat was played at a screen the phones' players see with the curtain fallen %d times", curtains)
			}
			if !slices.Equal(tb.sess.Result().Winners, h.sess.Result().Winners) {
				t.Fatal("the table and the phone tell other outcomes")
			}
			t.Logf("%s: %d actions, Ana's at the table screen; winners %v", box.Rules().Name(), tb.sess.Actions(), tb.sess.Result().Winners)
		})
	}
}

// A room's connections all lost at once (the café's network dropped):
// the table screen and the phones connect again by themselves, each back
// in its role and seat with its token, and the game goes on.
func TestScreensThatLostTheNetworkComeBackToTheirSeats(t *testing.T) {
	url, lan := lossyNetwork(t, startHost(t))
	r := openRoom(t, url, boxes.Shelf[0], []string{"Ana", "Ben"}, []scenes.Seat{{Away: true}, {Away: true}}, 0, 1)
	r.seat(0)
	r.seat(1)
	r.play(3)
	links := []*Link{r.tb.link, r.hands[0].link, r.hands[1].link}
	lan.drop()
	until(t, "every link down", r.apps, func() bool {
		for _, l := range links {
			if up, _ := l.Up(); up {
				return false
			}
		}
		return true
	})
	until(t, "every link back", r.apps, func() bool {
		for _, l := range links {
			if up, _ := l.Up(); !up {
				return false
			}
		}
		return true
	})
	if r.tb.sess.role != "table" || r.hands[0].sess.Seat() != 0 || r.hands[1].sess.Seat() != 1 {
		t.Fatalf("back as %s, seats %d and %d", r.tb.sess.role, r.hands[0].sess.Seat(), r.hands[1].sess.Seat())
	}
	r.play(3)
}

// aRoom is a room opened from a table screen, with a phone for each of
// the seats given, none seated yet.
type aRoom struct {
	t      *testing.T
	url    string // the host's
	code   string
	table  *scenes.App
	tb     *Table
	apps   []*scenes.App
	hands  map[int]*Hand
	phones map[int]*scenes.App
}

func openRoom(t *testing.T, url string, box scenes.Box, names []string, seats []scenes.Seat, phoneSeats ...int) *aRoom {
	t.Helper()
	r := &aRoom{t: t, url: url, table: newApp(), hands: map[int]*Hand{}, phones: map[int]*scenes.App{}}
	r.table.Cur = Opener(url)(r.table, box, names, seats, box.Form(r.table).Variants(), scenes.RoomChoice{})
	r.tb = r.table.Cur.(*Table)
	r.apps = []*scenes.App{r.table}
	until(t, "welcome at the table", r.apps, func() bool { return r.tb.board != nil })
	r.code, _ = r.tb.link.Credentials()
	for _, s := range phoneSeats {
		a := newPhoneApp()
		h := NewPhone(a, boxes.Shelf, url, r.code, r.tb.invitation())
		a.Cur, r.hands[s], r.phones[s] = h, h, a
		r.apps = append(r.apps, a)
	}
	return r
}

// anaAndABot is a room of box opened at a table screen on a host of its
// own: Ana's seat free for a phone, none opened, and a bot's.
func anaAndABot(t *testing.T, box scenes.Box) *aRoom {
	t.Helper()
	return openRoom(t, startHost(t), box, []string{"Ana", "Bot"}, []scenes.Seat{{Away: true}, {Bot: true, Level: bot.Easy}})
}

// phonesAndABot is a room of box opened at a table screen: Ana's and
// Cleo's seats each with a phone, none seated yet, and a bot's between.
func phonesAndABot(t *testing.T, url string, box scenes.Box) *aRoom {
	t.Helper()
	return openRoom(t, url, box, []string{"Ana", "Bot", "Cleo"}, []scenes.Seat{{Away: true}, {Bot: true, Level: bot.Easy}, {Away: true}}, 0, 2)
}

// seat takes seat s on its phone by a tap, its token kept.
func (r *aRoom) seat(s int) {
	r.t.Helper()
	h := r.hands[s]
	until(r.t, fmt.Sprintf("seat %d free on its phone", s), r.apps, func() bool { _, ok := h.NextTap(s); return ok && h.sess.Seat() == game.Nobody })
	p, _ := h.NextTap(s)
	r.phones[s].Touch(p.X, p.Y)
	until(r.t, fmt.Sprintf("seat %d taken", s), r.apps, func() bool { return h.sess.Seat() == s })
	if _, err := r.phones[s].Store.Load(tokenFile(r.code)); err != nil {
		r.t.Fatalf("seat %d's token is not kept: %v", s, err)
	}
}

// play has the phones play on by taps until n more actions are played.
func (r *aRoom) play(n int) {
	r.t.Helper()
	before := r.tb.sess.Actions()
	r.playUntil(20000, func() bool { return r.tb.sess.Actions() >= before+n })
}

// playUntil has the phones play on by taps until done, in at most
// loops ticks.
func (r *aRoom) playUntil(loops int, done func() bool) {
	r.t.Helper()
	for i := 0; !done(); i++ {
		if i > loops {
			r.t.Fatalf("the game did not go on: %d actions", r.tb.sess.Actions())
		}
		for s, h := range r.hands {
			if h.myTurn() {
				if p, ok := h.NextTap(s); ok {
					r.phones[s].Touch(p.X, p.Y)
				}
			}
		}
		step(r.t, r.apps)
		time.Sleep(200 * time.Microsecond) // the network's turn
	}
}
