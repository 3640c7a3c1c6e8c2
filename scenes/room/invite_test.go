package room

import (
	"testing"

	"graffiti/scenes/boxes"
)

// A phone that typed the room's code (no invitation) asks for a seat: it
// says it waits for the table, the table's panel shows the seat asked for
// with Allow and Refuse; refused, the phone is back on the seats, saying
// so; asked again and allowed, it holds the seat. The QR code's address
// carries the invitation, which takes a seat at once (the other tests).
func TestAPhoneWithTheCodeAloneWaitsForTheTable(t *testing.T) {
	r := anaAndABot(t, boxes.Shelf[1])
	if r.tb.invitation() == "" || r.tb.invitedURL() == r.tb.joinURL() {
		t.Fatalf("the table's QR address %q carries no invitation", r.tb.invitedURL())
	}
	phone := newPhoneApp()
	h := NewPhone(phone, boxes.Shelf, r.url, r.code, "")
	phone.Cur = h
	apps := append(r.apps, phone)
	ask := func() {
		t.Helper()
		until(t, "the seats on the phone", apps, func() bool { _, ok := h.NextTap(0); return ok })
		p, _ := h.NextTap(0)
		phone.Touch(p.X, p.Y)
		until(t, "the phone waiting for the table", apps, func() bool { return h.sess.waiting })
		until(t, "the seat asked for, on the table", apps, func() bool { return r.tb.sess.RoomSeats()[0].Asked })
	}
	ask()
	r.table.Render().Deallocate()
	shoot(t, r.table, "table-asked")
	shoot(t, phone, "phone-waiting")
	d := denyRect(0).Center()
	r.table.Tap(d.X, d.Y)
	until(t, "the phone back on the seats", apps, func() bool { return h.denied != "" && !h.sess.waiting && h.sess.Seat() < 0 && h.sess.Welcomed() })
	shoot(t, phone, "phone-refused")
	if r.tb.sess.RoomSeats()[0].Taken {
		t.Fatal("a refused phone took the seat")
	}
	ask()
	al := allowRect(0).Center()
	r.table.Tap(al.X, al.Y)
	until(t, "the allowed phone in its seat", apps, func() bool { return h.sess.Seat() == 0 && h.sess.Welcomed() })
	until(t, "the table seeing it taken", apps, func() bool { return r.tb.sess.RoomSeats()[0].Taken })
}
