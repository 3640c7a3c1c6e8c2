package room

import (
	"context"
	"slices"
	"testing"
	"time"

	"graffiti/game"
	"graffiti/rooms/wire"
	"graffiti/scenes"
	"graffiti/scenes/boxes"
)

// A far seat: a wide window (a laptop, a tablet on its side, a desktop's
// -room) that joined a room by its code plays its seat on the game's own
// table, drawn from the seat's view. Each game is played to its end from
// two far seats and a bot, with no table screen at all (the room is made
// by a bare connection): every move by the table's own taps, no curtain
// ever (nobody else sees a far seat's screen), and both far seats tell
// the outcome the host tells a watcher.
func TestAWholeGameIsPlayedFromFarSeatsOnTheirTables(t *testing.T) {
	url := startHost(t)
	for _, box := range boxes.Shelf {
		t.Run(box.Rules().Name(), func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			created := madeRoom(t, ctx, url, wire.Request{Game: box.Rules().Name(), Seats: []string{wire.Person, "easy", wire.Person}, Names: []string{"Ana", "Bot", "Cleo"}})
			seats := []int{0, 2}
			apps, hands := farSeats(t, url, created, seats)
			for i, h := range hands {
				if h.Portrait() {
					t.Fatal("a far seat's table is laid out upright")
				}
				if got := h.sess.Seats()[seats[i]]; got.Away {
					t.Fatalf("a far seat's own seat is away: %+v", got)
				}
			}
			player := box.Player(11)
			over := func() bool { return hands[0].sess.Result() != nil && hands[1].sess.Result() != nil }
			for loops := 0; !over(); loops++ {
				if loops > 200000 {
					t.Fatalf("no end: %d actions", hands[0].sess.Actions())
				}
				for i, h := range hands {
					if info, _ := box.Info(apps[i], h.board); info.Kind == "curtain" {
						t.Fatalf("a curtain fell on %s's far seat %d after %d actions: seats %+v", box.Rules().Name(), seats[i], h.sess.Actions(), h.sess.Seats())
					}
					if h.sess.ToAct() != seats[i] {
						continue
					}
					if p, ok, _, _ := player.Tap(apps[i], h.board); ok {
						apps[i].Tap(p.X, p.Y)
					}
				}
				step(t, apps)
				if loops == 400 {
					shoot(t, apps[0], box.Rules().Name()+"-far-seat")
				}
				time.Sleep(100 * time.Microsecond)
			}
			watcher, err := wire.Dial(ctx, url)
			if err != nil {
				t.Fatal(err)
			}
			defer watcher.Close()
			if err := watcher.Send(ctx, wire.Request{Type: wire.ReqWatch, Room: created.Room}); err != nil {
				t.Fatal(err)
			}
			w, _, err := watcher.Receive(ctx)
			if err != nil || w.Result == nil {
				t.Fatalf("the host tells no outcome: %+v %v", w, err)
			}
			for i, h := range hands {
				if !slices.Equal(h.sess.Result().Winners, w.Result.Winners) {
					t.Fatalf("far seat %d tells winners %v, the host %v", seats[i], h.sess.Result().Winners, w.Result.Winners)
				}
			}
			if hands[0].sess.Seat() == game.Nobody {
				t.Fatal("the far seat lost its seat")
			}
			t.Logf("%s from far seats: %d actions, winners %v", box.Rules().Name(), w.Actions, w.Result.Winners)
		})
	}
}

// madeRoom is the room req (its type set here) makes, asked by a bare
// connection to the host at url: no table screen at all.
func madeRoom(t *testing.T, ctx context.Context, url string, req wire.Request) wire.Message {
	t.Helper()
	maker, err := wire.Dial(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer maker.Close()
	req.Type = wire.ReqCreate
	if err := maker.Send(ctx, req); err != nil {
		t.Fatal(err)
	}
	created, _, err := maker.Receive(ctx)
	if err != nil || created.Type != wire.MsgCreated {
		t.Fatalf("no room: %+v %v", created, err)
	}
	return created
}

// farSeats opens a wide window's hand (a far seat) on the room created
// for each of seats, by the room's invitation, and takes its seat by the
// hand's taps: the apps and hands, in the order of seats, each with its
// table drawn.
func farSeats(t *testing.T, url string, created wire.Message, seats []int) ([]*scenes.App, []*Hand) {
	t.Helper()
	apps := make([]*scenes.App, len(seats))
	hands := make([]*Hand, len(seats))
	for i, seat := range seats {
		a := newApp()
		a.LayoutF(1280, 720) // a wide window
		h := NewPhone(a, boxes.Shelf, url, created.Room, wire.Invitation(wire.HashToken(created.Token)))
		a.Cur, apps[i], hands[i] = h, a, h
		until(t, "the seat list", apps[:i+1], func() bool { _, ok := h.NextTap(seat); return ok })
		p, _ := h.NextTap(seat)
		a.Tap(p.X, p.Y)
		until(t, "the seat taken, its table drawn", apps[:i+1], func() bool { return h.sess.Seat() == seat && h.board != nil })
	}
	return apps, hands
}
