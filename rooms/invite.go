package rooms

import (
	"crypto/subtle"

	"graffiti/rooms/wire"
)

// Invitations: a claim with the room's invitation (wire.Invitation, in its
// join link and QR code) takes a free seat at once; one with the code
// alone, typed by a person or guessed, waits for the table: the seat is
// shown asked ("Asked" in the seats), the table allows or denies it. One
// claim may wait for a seat at a time.

// invited tells whether inv is the room's invitation.
func (r *room) invited(inv string) bool {
	want := wire.Invitation(r.st.owner)
	return inv != "" && subtle.ConstantTimeCompare([]byte(inv), []byte(want)) == 1
}

// ask puts c's claim of seat before the table. The connection waits,
// holding no role (it is kept open: it is bound to its question), until
// the table answers; its other requests are refused meanwhile.
func (r *room) ask(c *conn, seat, id int) error {
	if other := r.asking[seat]; other != nil && other != c {
		return wire.Refuse(wire.CodeNoSeat, "someone else is asking the table for seat %d of room %s: wait, or ask the table for the room's QR code", seat+1, r.code)
	}
	if r.asking == nil {
		r.asking = map[int]*conn{}
	}
	r.asking[seat] = c
	c.asking.Store(r)
	c.bound.Store(true)
	c.send(wire.Encode(wire.Message{Type: wire.MsgWait, ID: id, Room: r.code, Seat: ptr(seat), Reason: "the table is asked to let you in"}))
	r.seatsChanged()
	return nil
}

// answer is the table's answer to the claim that asks for seat: allowed,
// the claim takes the seat as one with the invitation would; denied, it is
// refused.
func (r *room) answer(seat int, allow bool, id int) error {
	c := r.asking[seat]
	if c == nil {
		return wire.Refuse(wire.CodeNoSeat, "nobody asks for seat %d of room %s", seat+1, r.code)
	}
	delete(r.asking, seat)
	c.asking.Store(nil)
	if !allow || c.ctx.Err() != nil {
		c.send(wire.Encode(wire.Message{Type: wire.MsgRefused, Room: r.code, Code: wire.CodeDenied, Reason: "the table did not let you in: ask the people at the table"}))
		r.seatsChanged()
		return nil
	}
	token := newToken()
	if _, err := r.commit(record{Type: recClaim, Seat: seat, Token: hashToken(token)}); err != nil {
		c.send(wire.Encode(wire.Message{Type: wire.MsgRefused, Room: r.code, Code: wire.CodeLost, Reason: "the seat could not be kept: claim it again"}))
		return err
	}
	// Bound here, on the table's goroutine, under the room's lock: the
	// connection's own goroutine takes up its room at its next request
	// (admitted).
	c.role, c.seat, c.token = wire.RoleSeat, seat, hashToken(token)
	r.conns[c] = true
	c.admitted.Store(r)
	r.welcome(c, id, token)
	r.seatsChanged()
	return nil
}

// forget drops c's question, its connection gone.
func (r *room) forget(c *conn) {
	for seat, a := range r.asking {
		if a == c {
			delete(r.asking, seat)
			r.seatsChanged()
		}
	}
}

// seatInfos are the seats as everyone may know them, with those asked for.
func (r *room) seatInfos() []wire.SeatInfo {
	seats := r.st.seats()
	for seat := range r.asking {
		if seat >= 0 && seat < len(seats) {
			seats[seat].Asked = true
		}
	}
	for seat := range r.kept {
		seats[seat].Kept = true
	}
	return seats
}
