package room

import (
	"context"
	"encoding/json"
	"testing"

	"graffiti/game"
	"graffiti/rooms"
	"graffiti/rooms/wire"
	"graffiti/scenes"
	"graffiti/scenes/boxes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
)

// playOut has the phones play on by taps until every screen knows the
// game is over.
func (r *aRoom) playOut() {
	r.t.Helper()
	over := func() bool {
		for _, h := range r.hands {
			if h.sess.Result() == nil {
				return false
			}
		}
		return r.tb.sess.Result() != nil
	}
	r.playUntil(100000, over)
}

// buttonOf is the button of h's page labelled label, if it shows one.
func buttonOf(h *Hand, label string) (ui.Point, bool) {
	for _, b := range h.buttons {
		if b.b.Label == label && b.b.Enabled {
			return b.b.R.Center(), true
		}
	}
	return ui.Point{}, false
}

// seedOf is the deal's seed of room, as its log's create holds it.
func seedOf(t *testing.T, js *rooms.JetStream, room string) uint64 {
	t.Helper()
	recs, _, err := js.Room(context.Background(), room)
	if err != nil || len(recs) == 0 {
		t.Fatalf("room %s's log: %d records, %v", room, len(recs), err)
	}
	var create struct {
		Type    string
		Options game.Options
	}
	if err := json.Unmarshal(recs[0], &create); err != nil || create.Type != "create" {
		t.Fatalf("room %s's first record: %s, %v", room, recs[0], err)
	}
	return create.Options.Seed
}

// Two phones play a room to its end by taps; Rematch, tapped in the
// bar of Ana's tally, offers the room's rematch and takes her to her
// seat in the new room at once; Ben's phone shows the offer, Ana's
// accept on it, and his tap on Accept takes him to his seat there too.
// With every seat answered, the table screen goes to the new room as
// its table. No device was given a code: each went by the host's word.
// The new room is the same game dealt with another seed.
func TestARematchTakesEveryDeviceToTheNewRoom(t *testing.T) {
	url, js := startHostLog(t)
	box := boxes.Shelf[2]
	r := openRoom(t, url, box, []string{"Ana", "Ben"}, []scenes.Seat{{Away: true}, {Away: true}}, 0, 1)
	r.seat(0)
	r.seat(1)
	// A café's screen watches the room live.
	watcher := newApp()
	watcher.Cur = NewWatch(boxes.Shelf, url, r.code)
	r.apps = append(r.apps, watcher)
	r.playOut()

	ana, ben := r.phones[0], r.phones[1]
	until(t, "Rematch on Ana's tally", r.apps, func() bool { _, ok := buttonOf(r.hands[0], ana.T(words.Rematch)); return ok })
	p, _ := buttonOf(r.hands[0], ana.T(words.Rematch))
	ana.Touch(p.X, p.Y)
	var anaNew, benNew *Hand
	until(t, "Ana at her seat in the new room", r.apps, func() bool {
		h, ok := ana.Current().(*Hand)
		if ok && h != r.hands[0] && h.sess.Seat() == 0 {
			anaNew = h
		}
		return anaNew != nil
	})
	next := anaNew.code
	if next == r.code || anaNew.sess.Result() != nil {
		t.Fatalf("Ana's phone went to room %s (the room was %s), its game over: %v", next, r.code, anaNew.sess.Result() != nil)
	}

	until(t, "the offer on Ben's phone", r.apps, func() bool { _, ok := buttonOf(r.hands[1], ben.T(Accept)); return ok })
	if r.hands[1].sess.re.offer.Next != next || r.hands[1].sess.re.token != "" {
		t.Fatalf("Ben's phone was told the rematch is %s, with a token %q", r.hands[1].sess.re.offer.Next, r.hands[1].sess.re.token)
	}
	if _, ok := r.table.Current().(*Table); !ok || r.table.Current() != scenes.Scene(r.tb) {
		t.Fatal("the table screen left its room before every seat answered")
	}
	shootAt(t, ben, "rematch-en", 390) // docs/screenshots/days/, at the phone's CSS pixels
	ben.Settings.Lang = words.ByTag("de")
	step(t, r.apps)
	shootAt(t, ben, "rematch-de", 390)
	shoot(t, r.table, "rematch-table")
	p, _ = buttonOf(r.hands[1], ben.T(Accept))
	ben.Touch(p.X, p.Y)
	until(t, "Ben at his seat in the new room", r.apps, func() bool {
		h, ok := ben.Current().(*Hand)
		if ok && h != r.hands[1] && h.sess.Seat() == 1 {
			benNew = h
		}
		return benNew != nil
	})
	var tbNew *Table
	until(t, "the table screen in the new room", r.apps, func() bool {
		tb, ok := r.table.Current().(*Table)
		if ok && tb != r.tb && tb.sess.Welcomed() {
			tbNew = tb
		}
		return tbNew != nil
	})
	if room, _ := tbNew.link.Credentials(); room != next || !tbNew.owner() || benNew.code != next {
		t.Fatalf("the table is the %s of room %s, Ben's phone in %s; the rematch is %s", tbNew.sess.role, room, benNew.code, next)
	}
	for seat, phone := range []*scenes.App{ana, ben} {
		if _, err := phone.Store.Load(tokenFile(next)); err != nil {
			t.Fatalf("seat %d's token of the new room is not kept: %v", seat, err)
		}
	}
	if seedOf(t, js, next) == seedOf(t, js, r.code) {
		t.Fatal("the rematch is dealt with the room's seed")
	}
	// The page watching the room live follows it to the new room.
	until(t, "the watch page in the new room", r.apps, func() bool {
		w, ok := watcher.Current().(*Watch)
		return ok && w.code == next && w.live.Welcomed() && w.board != nil
	})
	shoot(t, watcher, "rematch-watch")
	// The new room plays on, its seats on the phones that moved there.
	r.hands, r.tb = map[int]*Hand{0: anaNew, 1: benNew}, tbNew
	r.play(3)
}

// offeredTo is the rematch offered by Ana, accepted by her, a bot's
// third seat, Ben's to answer.
func offeredTo() *wire.Rematch {
	return &wire.Rematch{Next: "CDEFH", By: 0, Fill: wire.FillFree, Answers: []string{wire.AnswerYes, "", wire.AnswerBot}, Open: true}
}

// rematchOnAHand is the end of a room's game on Ben's page, opened at
// w×h (upright, a phone's tally; wide, a far seat's scoring, told all
// at once), the rematch offered.
func rematchOnAHand(box scenes.Box, w, ht float64) func(t *testing.T) *scenes.App {
	return func(t *testing.T) *scenes.App {
		m, played := playedTo(t, box, 4, 1<<20)
		a, h := handOn(t, box, m, 1, played, w, ht)
		res := m.Result()
		h.sess.result = &res
		if w > ht {
			toldAll(t, a)
			if h.end == nil {
				t.Fatalf("the far seat holds no scoring at the end: %T", a.Current())
			}
		}
		h.sess.re.offer = offeredTo()
		return a
	}
}

// toldAll taps the scoring on until it has told everything.
func toldAll(t *testing.T, a *scenes.App) {
	t.Helper()
	for range 3 {
		a.Tap(640, 300)
		if err := a.Run(20); err != nil {
			t.Fatal(err)
		}
	}
}

// rematchAtTheTable is the table screen at the end of a room's game,
// its tally told, the rematch offered: the table chooses what a seat
// not answered becomes.
func rematchAtTheTable(box scenes.Box) func(t *testing.T) *scenes.App {
	return func(t *testing.T) *scenes.App {
		a := newApp()
		m, played := playedTo(t, box, 4, 1<<20)
		link := Open("ws://127.0.0.1:9/rooms", wire.Request{Type: wire.ReqWatch, Room: "BCDFG"}, "BCDFG", "token")
		t.Cleanup(link.Close)
		tb := NewTable(nil, box, link, nil)
		s := tb.sess
		welcomedAs(s, wire.RoleTable, m, played, 2)
		res := m.Result()
		s.result = &res
		a.Cur = tb
		toldAll(t, a)
		if tb.end == nil {
			t.Fatalf("the table screen holds no scoring at the end: %T", a.Current())
		}
		s.re.offer = offeredTo()
		return a
	}
}
