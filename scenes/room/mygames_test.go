package room

import (
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"graffiti/game"
	"graffiti/rooms"
	"graffiti/rooms/wire"
	"graffiti/scenes"
	"graffiti/scenes/boxes"
	"graffiti/scenes/words"
	"graffiti/sprites/gametest"
)

// withSeats serves h's rooms at the root, as the tests dial them, and a
// seat's status at its path (the program's host mounts both, cli/host.go).
func withSeats(h *rooms.Host) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/", h)
	mux.Handle(wire.SeatPath, h.Seat())
	return mux
}

// deviceApp is a phone's app on the store of a device that played
// before: the page opened again, days later, on its title.
func deviceApp(st scenes.Store) *scenes.App {
	a := scenes.NewApp(st, scenes.NoInput{}, boxes.Shelf)
	a.Settings.Speed = scenes.SpeedInstant
	phoneApps.Store(a, true)
	return a
}

// mineOn is the My games screen on a's screen, once it is there.
func mineOn(t *testing.T, a *scenes.App) *MyGamesScreen {
	t.Helper()
	until(t, "My games on screen", []*scenes.App{a}, func() bool { m, ok := a.Cur.(*MyGamesScreen); return ok && a.Next == nil && m.askedAt >= 0 })
	return a.Cur.(*MyGamesScreen)
}

// titleMine taps the title's My games on a, which must offer it with
// label.
func titleMine(t *testing.T, a *scenes.App, label string) *MyGamesScreen {
	t.Helper()
	step(t, []*scenes.App{a})
	ti, ok := a.Cur.(*scenes.Title)
	if !ok || ti.Mine == nil {
		t.Fatalf("the title offers no My games (on screen: %T)", a.Cur)
	}
	if ti.Mine.Label != label {
		t.Fatalf("the title's My games says %q, not %q", ti.Mine.Label, label)
	}
	// Tapped with the mouse: a finger on the title, laid out wide on
	// a phone, opens the magnifier first (scenes/magnifier.go).
	p := ti.Mine.R.Center()
	a.Tap(p.X, p.Y)
	return mineOn(t, a)
}

// tapOn taps the button of m labelled label, or fails.
func (m *MyGamesScreen) tapOn(t *testing.T, a *scenes.App, label string) {
	t.Helper()
	for _, b := range m.buttons {
		if b.b.Label == label {
			p := b.b.R.Center()
			a.Touch(p.X, p.Y)
			return
		}
	}
	var have []string
	for _, b := range m.buttons {
		have = append(have, b.b.Label)
	}
	t.Fatalf("no %q on My games: %q", label, have)
}

// A phone's player takes a seat, plays, and closes the page while the
// other plays on. Opened again days later on its title, the device
// offers My games, which lists the game with who plays it, says what
// it last knew (the other's turn), then what the host says now (its
// own turn), and Play takes it back into its seat, the same seat and
// token, where it plays on to the end. Then the title's My games lists
// the game over with its result: Result opens its watch page (the final
// scoring and the replay), and Forget drops it, its token with it, and
// the title offers My games no more.
func TestMyGamesListsAPhonesGameAndOpensItAgain(t *testing.T) {
	box := boxes.Shelf[2]
	url := startHost(t)
	r := openRoom(t, url, box, []string{"Ana", "Ben"}, []scenes.Seat{{Away: true}, {Away: true}}, 0, 1)
	r.seat(0)
	r.seat(1)
	until(t, "both seated", r.apps, func() bool { return len(r.tb.Waiting()) == 0 })
	// Played by both until it is Ben's turn.
	for r.tb.sess.ToAct() != 1 || r.tb.sess.Actions() < 2 {
		r.play(1)
	}
	until(t, "Ana's phone hears Ben's turn", r.apps, func() bool { return r.hands[0].sess.ToAct() == 1 })

	// Ana closes the page: her device keeps only its store.
	store := r.phones[0].Store
	r.hands[0].link.Close()
	delete(r.hands, 0)
	delete(r.phones, 0)
	r.apps = []*scenes.App{r.table, r.phones[1]}
	if all := loadMine(store); len(all) != 1 || all[0].Room != r.code || all[0].Seat != 0 || all[0].ToAct != 1 || all[0].Names[1] != "Ben" || all[0].URL != url {
		t.Fatalf("the device keeps %+v", all)
	}
	// Ben plays his turn meanwhile: it is Ana's.
	for r.tb.sess.ToAct() == 1 {
		r.play(1)
	}
	if r.tb.sess.ToAct() != 0 {
		t.Fatalf("after Ben's turn, seat %d is to act", r.tb.sess.ToAct())
	}

	// Opened again on the phone, held upright: it opens on its games.
	ana := deviceApp(store)
	step(t, []*scenes.App{ana})
	m := mineOn(t, ana) // as last heard: Ben's turn, nothing lit
	if got, _ := m.status(ana, m.all[0], m.heard[0]); got != ana.T(ToPlay, "Ben") && m.heard[0] == asking {
		t.Fatalf("before the host answers, the list says %q, not Ben's turn as last heard", got)
	}
	until(t, "the host's answer", []*scenes.App{ana}, func() bool { return len(m.heard) == 1 && m.heard[0] != asking })
	if got, _ := m.status(ana, m.all[0], m.heard[0]); got != ana.T(YourTurn) {
		t.Fatalf("the list says %q, not Ana's turn", got)
	}
	if label := box.Rules().Title(); m.all[0].Game != box.Rules().Name() || label == "" {
		t.Fatalf("the list's game is %q", m.all[0].Game)
	}
	step(t, []*scenes.App{ana})
	shoot(t, ana, "mygames-phone-your-turn")
	m.tapOn(t, ana, ana.T(MineOpen))
	until(t, "Ana back in her seat", []*scenes.App{ana}, func() bool {
		h, ok := ana.Cur.(*Hand)
		return ok && h.sess.Welcomed() && h.sess.Seat() == 0
	})
	h := ana.Cur.(*Hand)
	if _, tok := h.link.Credentials(); tok != loadMine(store)[0].Token {
		t.Fatal("Ana's seat was taken back with another token")
	}
	r.hands[0], r.phones[0] = h, ana
	r.apps = append(r.apps, ana)
	until(t, "Ana's turn on her phone", r.apps, func() bool { return h.myTurn() })
	title := ana.T(MyGamesToPlay, 1)
	if l, lit := (myGamesEntry{}).Entry(ana); l != title || !lit {
		t.Fatalf("the title's entry is %q (lit %v), not %q lit", l, lit, title)
	}

	// To the end.
	for loops := 0; r.tb.sess.Result() == nil; loops++ {
		if loops > 200 {
			t.Fatal("no end")
		}
		r.play(1)
	}
	// The table heard the last action; Ana's phone hears it in its own
	// time (once, under the machine's load, after the table: waiting for
	// one more action then waited for ever).
	until(t, "Ana's phone hears the end", r.apps, func() bool { return h.sess.Result() != nil })
	step(t, r.apps)
	want := r.tb.sess.Result().Winners
	ana.Cur = scenes.NewTitle(ana) // the page closed at the end, and opened again
	m = titleMine(t, ana, ana.T(MyGames))
	until(t, "the host's answer at the end", []*scenes.App{ana}, func() bool { return m.heard[0] != asking })
	k := m.all[0]
	if !k.Over() || k.ToAct != game.Nobody || len(k.Result.Winners) != len(want) || k.Result.Winners[0] != want[0] {
		t.Fatalf("the list keeps %+v at the end; the table says %v won", k, want)
	}
	got, _ := m.status(ana, k, m.heard[0])
	if wins := ana.T(Wins, k.Names[want[0]]); len(want) == 1 && !strings.Contains(got, wins) {
		t.Fatalf("the list says %q at the end, not %q", got, wins)
	}
	step(t, []*scenes.App{ana})
	shoot(t, ana, "mygames-phone-over")
	m.tapOn(t, ana, ana.T(MineResult))
	until(t, "the result's watch page", []*scenes.App{ana}, func() bool {
		w, ok := ana.Cur.(*Watch)
		return ok && w.live.Welcomed() && w.live.Result() != nil
	})

	ana.Cur = scenes.NewTitle(ana)
	m = titleMine(t, ana, ana.T(MyGames))
	m.tapOn(t, ana, ana.T(MineForget))
	until(t, "the title again", []*scenes.App{ana}, func() bool { _, ok := ana.Cur.(*scenes.Title); return ok && ana.Next == nil })
	if ti := ana.Cur.(*scenes.Title); ti.Mine != nil {
		t.Fatal("the title still offers My games with none kept")
	}
	if _, err := store.Load(tokenFile(r.code)); err == nil || len(loadMine(store)) != 0 {
		t.Fatal("the game forgotten is still kept, or its token")
	}
}

// A phone held upright that sits in games opens on My games, upright:
// the title is a wide screen the page asks to turn the phone for, and
// its player comes back for their games; the list's Title leads on to
// the title. A wide window, or a phone that sits in none, opens on the
// title.
func TestAPhoneHeldUprightOpensOnItsGames(t *testing.T) {
	gametest.Need(t)
	for _, c := range []struct {
		name   string
		w, h   float64
		games  bool
		onMine bool
	}{
		{"upright, in games", 390, 844, true, true},
		{"wide, in games", 1280, 720, true, false},
		{"upright, in none", 390, 844, false, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := newApp()
			if c.games {
				saveMine(a, keptGames())
			}
			a = scenes.NewApp(a.Store, scenes.NoInput{}, boxes.Shelf) // opened again
			a.Settings.Speed = scenes.SpeedInstant
			a.LayoutF(c.w, c.h)
			if err := a.Run(2); err != nil {
				t.Fatal(err)
			}
			m, onMine := a.Cur.(*MyGamesScreen)
			if onMine != c.onMine {
				t.Fatalf("opened on %T", a.Cur)
			}
			if !onMine {
				return
			}
			if !m.Portrait() {
				t.Fatal("the list is not upright on an upright phone")
			}
			m.tapOn(t, a, a.T(words.ToTitle))
			if err := a.Run(3); err != nil {
				t.Fatal(err)
			}
			if _, ok := a.Cur.(*scenes.Title); !ok {
				t.Fatalf("the list's Title leads to %T", a.Cur)
			}
		})
	}
}

// Mid-game, Leave's first tap offers Later beside its second: Later
// leaves the room's page for My games with the seat kept (its token on
// the device, the seat the host's, not freed), and My games' Play takes
// it up again. Before Leave is tapped no Later is offered.
func TestLaterLeavesTheRoomsPageWithTheSeatKept(t *testing.T) {
	gametest.Need(t)
	box := tagCity(t)
	url := startHost(t)
	r := openRoom(t, url, box, []string{"Ana", "Ben"}, []scenes.Seat{{Away: true}, {Away: true}}, 0, 1)
	r.seat(0)
	r.seat(1)
	until(t, "both seated", r.apps, func() bool { return len(r.tb.Waiting()) == 0 })
	r.play(2)
	ana, h := r.phones[0], r.hands[0]
	step(t, r.apps)
	if _, ok := buttonOf(h, ana.T(Later)); ok {
		t.Fatal("Later is offered before Leave was tapped")
	}
	p, ok := buttonOf(h, ana.T(Leave))
	if !ok {
		t.Fatal("no Leave on Ana's phone")
	}
	ana.Touch(p.X, p.Y)
	until(t, "Later beside Leave's second tap", r.apps, func() bool { _, ok := buttonOf(h, ana.T(Later)); return ok })
	if _, ok := buttonOf(h, ana.T(LeaveSure)); !ok {
		t.Fatal("Leave does not ask for its second tap")
	}
	shoot(t, ana, "later-offered")
	p, _ = buttonOf(h, ana.T(Later))
	ana.Touch(p.X, p.Y)
	m := mineOn(t, ana)
	if seats := r.tb.sess.RoomSeats(); !seats[0].Taken {
		t.Fatal("Later gave Ana's seat up")
	}
	if all := loadMine(ana.Store); len(all) != 1 || all[0].Room != r.code || all[0].Seat != 0 {
		t.Fatalf("the device keeps %+v", all)
	}
	until(t, "the host's answer", []*scenes.App{ana}, func() bool { return len(m.heard) == 1 && m.heard[0] != asking })
	m.tapOn(t, ana, ana.T(MineOpen))
	until(t, "Ana back in her seat", r.apps, func() bool {
		back, ok := ana.Cur.(*Hand)
		return ok && back != h && back.sess.Welcomed() && back.sess.Seat() == 0
	})
	for _, b := range r.tb.sess.RoomSeats() {
		if !b.Taken {
			t.Fatalf("a seat is free after Ana came back: %+v", r.tb.sess.RoomSeats())
		}
	}
}

// keptGames is a device's list of four games in each state My games
// tells: its turn, another's, over, and gone from its host.
func keptGames() []Kept {
	win := &game.Result{Scores: []int{31, 24, 18}, Winners: []int{0}}
	return []Kept{
		{URL: "ws://127.0.0.1:9/rooms", Room: "HXK47", Seat: 1, Game: "tagcity", Names: []string{"Ana", "Ben"}, Token: "t1", Actions: 14, ToAct: 1, Seen: 4},
		{URL: "ws://127.0.0.1:9/rooms", Room: "MR3TA", Seat: 0, Game: "graffiti", Names: []string{"Cleo", "Dana", "Emil"}, Token: "t2", Actions: 40, ToAct: 2, Seen: 3},
		{URL: "ws://127.0.0.1:9/rooms", Room: "7FDYC", Seat: 2, Game: "kunststucke", Names: []string{"Ana", "Bot", "Cleo"}, Token: "t3", Actions: 60, ToAct: game.Nobody, Result: win, Seen: 2},
		{URL: "ws://127.0.0.1:9/rooms", Room: "PEW9K", Seat: 0, Game: "tagcity", Names: []string{"Ana", "Finn"}, Token: "t4", Gone: true, Seen: 1},
	}
}

// mineShown is an app on My games with keptGames, as their hosts last
// told them (no host is asked: the list shows what it keeps).
func mineShown(t *testing.T) *scenes.App {
	t.Helper()
	a := newApp()
	saveMine(a, keptGames())
	m := NewMyGames(a)
	m.all, m.askedAt = loadMine(a.Store), 0
	m.heard = make([]reach, len(m.all))
	for i := range m.heard {
		m.heard[i] = heard
	}
	a.Cur = m
	return a
}

// My games' pictures for docs/screenshots/days: the list on the
// desktop's title size and on a phone held upright, in English and
// German, and the title that offers it.
func TestMyGamesPictures(t *testing.T) {
	gametest.Need(t)
	for _, lang := range []words.Lang{words.English, words.ByTag("de")} {
		for _, size := range []struct {
			name string
			w, h float64
		}{{"title", 1280, 720}, {"phone", 390, 844}} {
			a := mineShown(t)
			a.Settings.Lang = lang
			a.LayoutF(size.w, size.h)
			if err := a.Run(2); err != nil {
				t.Fatal(err)
			}
			a.LayoutF(size.w, size.h)
			img := a.RenderAt(int(size.w))
			if bad := misplaced(a); len(bad) > 0 {
				t.Errorf("%s, %s: %v", size.name, lang.Tag(), bad)
			}
			if got := len(a.Controls()); got != 1+3+2 { // Title; Play twice and Result; Forget twice
				t.Errorf("%s, %s: %d controls", size.name, lang.Tag(), got)
			}
			path := filepath.Join("..", "..", "docs", "screenshots", "days", "mygames-"+size.name+"-"+lang.Tag()+".png")
			if err := scenes.WritePNG(img, path); err != nil {
				t.Fatal(err)
			}
		}
		a := mineShown(t)
		a.Settings.Lang = lang
		a.Cur = scenes.NewTitle(a)
		if err := a.Run(12); err != nil {
			t.Fatal(err)
		}
		if err := scenes.WritePNG(a.RenderAt(1280), filepath.Join("..", "..", "docs", "screenshots", "days", "mygames-entry-"+lang.Tag()+".png")); err != nil {
			t.Fatal(err)
		}
	}
}
