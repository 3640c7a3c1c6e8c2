package room

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"graffiti/game"
	"graffiti/rooms/wire"
	"graffiti/scenes"
	"graffiti/scenes/boxes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites/gametest"
)

// clockUpdate is the host's update after played actions of m, to seat's
// page, the last of them the clock's for lapsed (nil: the seat's own).
func clockUpdate(t *testing.T, m game.Match, seat, played int, lapsed *int) wire.Message {
	t.Helper()
	view, err := json.Marshal(m.View(seat))
	if err != nil {
		t.Fatal(err)
	}
	return wire.Message{Type: wire.MsgUpdate, Actions: played, ToAct: ptrTo(m.ToAct()), View: view, Lapsed: lapsed}
}

func ptrTo(i int) *int { return &i }

// stillLink is a link that dials nothing and says it is up: a page
// given it says what the test's messages, taken by hand, tell it.
func stillLink() *Link {
	return &Link{cancel: func() {}, out: make(chan wire.Request, 16), room: "BCDFG", up: true}
}

// connected gives h's page a stillLink in place of its own.
func connected(h *Hand) {
	h.link.Close()
	still := stillLink()
	h.link, h.sess.link = still, still
}

// tagCity is Tag City's box: one action a turn.
func tagCity(t *testing.T) scenes.Box {
	t.Helper()
	i, err := scenes.FindBox(boxes.Shelf, "tagcity")
	if err != nil {
		t.Fatal(err)
	}
	return boxes.Shelf[i]
}

// inEveryLanguage draws a's screen in each language, after ticks, checks
// that every word fits its place, and hands the language to check.
func inEveryLanguage(t *testing.T, a *scenes.App, ticks int, check func(words.Lang)) {
	t.Helper()
	for _, lang := range words.Langs() {
		a.Settings.Lang = lang
		if err := a.Run(ticks); err != nil {
			t.Fatal(err)
		}
		for _, o := range ui.Overflowing(func() { a.Render().Deallocate() }) {
			t.Errorf("in %s: %s", lang.Name(), o)
		}
		check(lang)
	}
}

// A move the host's bot played for a seat whose time ran out is said on
// each seat's page until the next move (to the seat itself, that it was
// played for it), and counted for the phone's tally; a welcome gives the
// count again.
func TestAMoveTheClockPlayedIsSaidOnTheSeatsPage(t *testing.T) {
	gametest.Need(t)
	box := tagCity(t)
	m, played := playedTo(t, box, 4, 5)
	// The page is of a seat not to act, the clock's move another's.
	names := []string{"Ana", "Ben", "Cleo"}
	seat, lapsed := (m.ToAct()+1)%3, (m.ToAct()+2)%3
	a, h := handOn(t, box, m, seat, played-1, 390, 844)
	// The page as connected (a link that dials nothing and says it is
	// up), so that its bar says what the host told.
	connected(h)
	if !h.sess.take(clockUpdate(t, m, seat, played, ptrTo(lapsed))) {
		t.Fatal("the update was not taken")
	}
	if got, want := h.sess.ranOutWords(a, seat), names[lapsed]+"'s time ran out: the host played"; got != want {
		t.Fatalf("%s's page says %q, not %q", names[seat], got, want)
	}
	if got, want := h.sess.ranOutWords(a, lapsed), "Your time ran out: the host played for you"; got != want {
		t.Fatalf("%s's page would say %q, not %q", names[lapsed], got, want)
	}
	if n := h.sess.Lapses(lapsed); n != 1 {
		t.Fatalf("%s's moves by the clock: %d", names[lapsed], n)
	}
	inEveryLanguage(t, a, 2, func(lang words.Lang) {
		// The bar says it whole, in two lines at most, the longest
		// name a seat may have (24 bytes) too.
		for _, s := range []int{lapsed, seat} {
			msg := h.sess.ranOutWords(a, s)
			msg = strings.Replace(msg, names[lapsed], strings.Repeat("W", 12), 1)
			if _, lines := barMessage(msg, barMessageW); len(lines) > 2 {
				t.Errorf("in %s the bar says %q in %d lines", lang.Name(), msg, len(lines))
			}
		}
		shoot(t, a, "clock-hand-"+lang.Tag())
	})
	a.Settings.Lang = words.English

	// The next move is a seat's own: nothing more is said, the count kept.
	legal := m.Legal()
	if _, err := m.Apply(legal[0]); err != nil {
		t.Fatal(err)
	}
	h.sess.take(clockUpdate(t, m, seat, played+1, nil))
	if got := h.sess.ranOutWords(a, seat); got != "" {
		t.Fatalf("after a seat's own move the page still says %q", got)
	}
	if n := h.sess.Lapses(lapsed); n != 1 {
		t.Fatalf("the moves by the clock after a seat's own: %d", n)
	}
	w := clockUpdate(t, m, seat, played+1, nil)
	w.Type, w.Role, w.Seat, w.Lapses = wire.MsgWelcome, wire.RoleSeat, ptrTo(seat), []int{2, 2, 2}
	h.sess.take(w)
	if n := h.sess.Lapses(lapsed); n != 2 {
		t.Fatalf("a welcome counting two moves by the clock: %d", n)
	}
}

// In a room with a time per move each seat's page says, beside whose
// turn it is, how long the turn has left by the host's due: in days from
// two days on, then hours, then minutes, then under a minute; in words
// that fit the phone's bar in every language, with the longest name a
// seat may have. A room without a clock says none.
func TestTheSeatsPageSaysHowLongTheTurnHasLeft(t *testing.T) {
	gametest.Need(t)
	box := tagCity(t)
	m, played := playedTo(t, box, 4, 5)
	seat := m.ToAct()
	a, h := handOn(t, box, m, seat, played-1, 390, 844)
	connected(h)
	u := clockUpdate(t, m, seat, played, nil)
	if !h.sess.take(u) {
		t.Fatal("the update was not taken")
	}
	now := time.Now()
	if got := h.sess.leftWords(a, now); got != "" {
		t.Fatalf("a room without a clock says %q", got)
	}
	// The host's welcome tells when the turn's time runs out.
	w := clockUpdate(t, m, seat, played, nil)
	w.Type, w.Role, w.Seat, w.Due = wire.MsgWelcome, wire.RoleSeat, ptrTo(seat), now.Add(50*time.Hour).UnixMilli()
	h.sess.take(w)
	if got := h.sess.leftWords(a, now); got != "2 days left" {
		t.Fatalf("after a welcome with 50 hours to go the page says %q", got)
	}
	for _, c := range []struct {
		left time.Duration
		want string
	}{
		{29*24*time.Hour + time.Hour, "29 days left"},
		{50 * time.Hour, "2 days left"},
		{47*time.Hour + 59*time.Minute, "47 hours left"},
		{time.Hour + 30*time.Second, "1 hour left"},
		{59*time.Minute + 59*time.Second, "59 minutes left"},
		{61 * time.Second, "1 minute left"},
		{59 * time.Second, "less than a minute left"},
		{-time.Minute, "less than a minute left"}, // the host's bot is about to play it
	} {
		h.sess.clock.due = now.Add(c.left).UnixMilli()
		if got := h.sess.leftWords(a, now); got != c.want {
			t.Errorf("%v before the due: %q, not %q", c.left, got, c.want)
		}
	}
	h.sess.clock.due = now.Add(47 * time.Hour).UnixMilli()
	if got, want := h.sess.withLeft(a, a.T(YourTurn)), "Your turn · 46 hours left"; got != want && got != "Your turn · 47 hours left" {
		t.Errorf("the bar says %q, not %q", got, want)
	}
	inEveryLanguage(t, a, 2, func(lang words.Lang) {
		for _, msg := range []string{a.T(YourTurn), a.T(ToPlay, strings.Repeat("W", 12))} {
			for _, due := range []time.Duration{47 * time.Hour, 59 * time.Minute, 30 * time.Second} {
				h.sess.clock.due = time.Now().Add(due).UnixMilli()
				said := h.sess.withLeft(a, msg)
				if _, lines := barMessage(said, barMessageW); len(lines) > 2 {
					t.Errorf("in %s the bar says %q in %d lines", lang.Name(), said, len(lines))
				}
			}
		}
		h.sess.clock.due = time.Now().Add(47 * time.Hour).UnixMilli()
		if err := a.Run(2); err != nil {
			t.Fatal(err)
		}
		shoot(t, a, "clock-left-"+lang.Tag())
	})
	a.Settings.Lang = words.English

	// A far seat and the table screen say it in the clock's strip.
	far, fh := handOn(t, box, m, (seat+1)%3, played-1, 1280, 720)
	connected(fh)
	fh.sess.take(clockUpdate(t, m, (seat+1)%3, played, nil))
	fh.sess.clock.due = time.Now().Add(5*time.Hour + time.Minute).UnixMilli()
	name := fh.sess.RoomSeats()[seat].Name
	if got, _ := fh.sess.clockNote(far, (seat+1)%3); got != name+" to play · 5 hours left" {
		t.Errorf("the far seat's strip says %q", got)
	}
	if got, _ := fh.sess.clockNote(far, seat); got != "Your turn · 5 hours left" {
		t.Errorf("the seat to act's strip would say %q", got)
	}
	if got, _ := fh.sess.clockNote(far, game.Nobody); got != name+" to play · 5 hours left" {
		t.Errorf("the table screen's strip would say %q", got)
	}
	if err := far.Run(2); err != nil {
		t.Fatal(err)
	}
	shoot(t, far, "clock-left-far")
	fh.sess.clock.due = 0
	if got, _ := fh.sess.clockNote(far, (seat+1)%3); got != "" {
		t.Errorf("without a clock the strip says %q", got)
	}
}

// The phone's tally says, on each seat's card, how many of its moves the
// clock played, in words that fit in every language.
func TestThePhonesTallyCountsTheClocksMoves(t *testing.T) {
	gametest.Need(t)
	box := tagCity(t)
	m, played := playedTo(t, box, 4, 1<<20)
	a, h := handOn(t, box, m, 1, played, 390, 844)
	res := m.Result()
	h.sess.result = &res
	h.sess.clock.lapses = []int{0, 2, 1}
	if err := a.Run(6); err != nil {
		t.Fatal(err)
	}
	if h.tally == nil {
		t.Fatal("the phone holds no tally")
	}
	inEveryLanguage(t, a, 1, func(lang words.Lang) { shoot(t, a, "clock-tally-"+lang.Tag()) })
}

// The table screen says whose time ran out in a strip of its own, over
// none of the game's buttons, in words that fit, for each game.
func TestTheTableScreenSaysWhoseTimeRanOut(t *testing.T) {
	gametest.Need(t)
	for _, box := range boxes.Shelf {
		t.Run(box.Rules().Name(), func(t *testing.T) {
			m, played := playedTo(t, box, 4, 5)
			a := newApp()
			tb := NewTable(boxes.Shelf, box, stillLink(), nil)
			r := tb.sess
			welcomedAs(r, wire.RoleTable, m, played-1, -1)
			lapsed := (m.ToAct() + 2) % 3
			if !r.take(clockUpdate(t, m, game.Nobody, played, ptrTo(lapsed))) {
				t.Fatal("the update was not taken")
			}
			tb.board = box.Watch(a, r)
			a.Cur = tb
			a.LayoutF(1280, 720)
			inEveryLanguage(t, a, 3, func(lang words.Lang) {
				if r.ranOutWords(a, game.Nobody) == "" {
					t.Fatal("the table says nothing of the clock's move")
				}
				for _, c := range a.Controls() {
					if r, s := c.R, ranOutNote; min(r.X+r.W, s.X+s.W) > max(r.X, s.X) && min(r.Y+r.H, s.Y+s.H) > max(r.Y, s.Y) {
						t.Errorf("in %s the strip covers %q", lang.Name(), c.Label)
					}
				}
				shoot(t, a, box.Rules().Name()+"-clock-table-"+lang.Tag())
			})
		})
	}
}

// The new-game screen, where a host is at hand, offers the room's time
// per move beside Room and "Open to anyone"; its pictures, a day chosen,
// are docs/screenshots/days/clock-en.png and clock-de.png.
func TestTheNewGameScreenOffersATimePerMove(t *testing.T) {
	gametest.Need(t)
	i, err := scenes.FindBox(boxes.Shelf, "tagcity")
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []words.Lang{words.English, words.ByTag("de")} {
		a := newApp()
		a.OpenRoom = func(*scenes.App, scenes.Box, []string, []scenes.Seat, []string, scenes.RoomChoice) scenes.Scene {
			return nil
		}
		if err := a.Prepare(scenes.ShotOptions{Scene: "setup", Box: i, Lang: lang, Players: 2, Seed: 7}); err != nil {
			t.Fatal(err)
		}
		s := a.Current().(*scenes.Setup)
		for range 2 {
			a.Tap(s.Clock.R.Center().X, s.Clock.R.Center().Y)
			if err := a.Run(2); err != nil {
				t.Fatal(err)
			}
		}
		if want := a.T(words.Labelled, a.T(words.TimePerMove), a.T(words.ClockOneDay)); s.Clock.Label != want {
			t.Fatalf("the button says %q after two taps, not %q", s.Clock.Label, want)
		}
		for _, o := range ui.Overflowing(func() { a.Render().Deallocate() }) {
			t.Errorf("in %s: %s", lang.Name(), o)
		}
		shoot(t, a, "clock-"+lang.Tag())
	}
}
