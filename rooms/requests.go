package rooms

import (
	"crypto/subtle"

	"graffiti/game"
	"graffiti/rooms/wire"
)

// handle does what a request asks, or refuses it with nothing changed.
func (h *Host) handle(c *conn, req wire.Request, data []byte) error {
	if c.fwd != nil {
		return c.fwd.request(data)
	}
	c.takeAdmission()
	if req.Type != wire.ReqPing && c.room == nil && c.asking.Load() != nil {
		return wire.Refuse(wire.CodeWaiting, "this connection waits for the table's answer to its claim")
	}
	switch req.Type {
	case wire.ReqPing:
		c.send(wire.Encode(wire.Message{Type: wire.MsgPong, ID: req.ID}))
		return nil
	case wire.ReqCreate, wire.ReqWatch, wire.ReqClaim, wire.ReqHello:
		if c.room != nil {
			return wire.Refuse(wire.CodeBound, "this connection already holds a role in room %s: open another", c.room.code)
		}
		if req.Type == wire.ReqCreate {
			return h.create(c, req)
		}
	}
	if c.room == nil {
		if req.Type != wire.ReqWatch && req.Type != wire.ReqClaim && req.Type != wire.ReqHello {
			return wire.Refuse(wire.CodeUnbound, "a %s needs a seat: send hello or claim first", req.Type)
		}
		r, owner, err := h.lookUp(c, req.Room)
		if err != nil {
			return err
		}
		if owner != "" {
			return h.forwardTo(c, owner, wire.NormalCode(req.Room), data)
		}
		r.mu.Lock()
		defer r.mu.Unlock()
		if r.gone { // ended, or let go, since it was found
			return wire.Refuse(wire.CodeNoRoom, "no room %q here", req.Room)
		}
		switch req.Type {
		case wire.ReqWatch:
			return r.watch(c, req)
		case wire.ReqClaim:
			return r.claim(c, req)
		}
		return r.hello(c, req)
	}
	if req.Type == wire.ReqReplay {
		// Any role may look back, without its token: what it is sent
		// is the spectator's.
		return h.replay(c, req)
	}
	r := c.room
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.gone {
		// The room moved to another host of the cluster: the client
		// comes back through a host that knows which.
		c.close()
		return nil
	}
	// Every request of a bound connection carries its token, and it must
	// be the one the connection was bound with and still the room's.
	if c.role == wire.RoleSpectator || !sameToken(c.token, hashToken(req.Token)) {
		return wire.Refuse(wire.CodeToken, "not the token of this connection's seat in room %s", r.code)
	}
	if c.role == wire.RoleSeat && r.st.tokens[c.seat] != c.token {
		return wire.Refuse(wire.CodeRevoked, "seat %d of room %s was freed: its token works no more", c.seat+1, r.code)
	}
	if req.Room != "" && wire.NormalCode(req.Room) != r.code {
		return wire.Refuse(wire.CodeToken, "this connection's token is of room %s, not %s", r.code, req.Room)
	}
	switch req.Type {
	case wire.ReqNotify:
		if c.role != wire.RoleSeat {
			return wire.Refuse(wire.CodeNoSeat, "the table holds no seat to be told of its turn: its seats' connections ask")
		}
		return r.notify(c, req)
	case wire.ReqScreen:
		c.hidden = !*req.On
		if c.hidden {
			r.remind() // the turn this page showed is hidden now: it is told
		}
		return nil
	case wire.ReqAct:
		return r.act(c, req)
	case wire.ReqRematch:
		return r.rematch(c, req)
	case wire.ReqAccept, wire.ReqDecline:
		return r.answerRematch(c, req.Type == wire.ReqAccept, req.ID)
	case wire.ReqLeave:
		if c.role != wire.RoleSeat {
			return wire.Refuse(wire.CodeNoSeat, "the table holds no seat to leave")
		}
		return r.free(c.seat, req.ID)
	case wire.ReqAllow, wire.ReqDeny:
		if c.role != wire.RoleTable {
			return wire.Refuse(wire.CodeNotOwner, "only the room's table lets a person in")
		}
		return r.answer(*req.Seat, req.Type == wire.ReqAllow, req.ID)
	case wire.ReqFree:
		if c.role != wire.RoleTable {
			return wire.Refuse(wire.CodeNotOwner, "only the room's table frees a seat")
		}
		seat := *req.Seat
		if seat < 0 || seat >= len(r.st.kinds) || r.st.tokens[seat] == "" {
			return wire.Refuse(wire.CodeNoSeat, "seat %d of room %s is not taken", seat+1, r.code)
		}
		if err := r.free(seat, req.ID); err != nil {
			return err
		}
		c.send(wire.Encode(wire.Message{Type: wire.MsgSeats, ID: req.ID, Room: r.code, Seats: r.seatInfos()}))
		return nil
	}
	return wire.Refuse(wire.CodeUnknown, "a %s request here", req.Type)
}

func sameToken(a, b string) bool {
	return a != "" && subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1
}

// watch binds c to the room's public view: as its table with the owner
// token, as a spectator without.
func (r *room) watch(c *conn, req wire.Request) error {
	if req.Token == "" {
		r.bind(c, wire.RoleSpectator, game.Nobody, "", req.ID, "")
		return nil
	}
	if !sameToken(r.st.owner, hashToken(req.Token)) {
		return wire.Refuse(wire.CodeNotOwner, "not the token of room %s's table", r.code)
	}
	r.bind(c, wire.RoleTable, game.Nobody, r.st.owner, req.ID, "")
	return nil
}

// claim takes a free person's seat for c: its token is made here, and
// sent once, in the welcome.
func (r *room) claim(c *conn, req wire.Request) error {
	seat := *req.Seat
	switch {
	case seat < 0 || seat >= len(r.st.kinds):
		return wire.Refuse(wire.CodeNoSeat, "room %s has seats 1 to %d", r.code, len(r.st.kinds))
	case r.st.kinds[seat] != wire.Person:
		return wire.Refuse(wire.CodeNoSeat, "seat %d of room %s is a bot's", seat+1, r.code)
	case r.st.tokens[seat] != "":
		return wire.Refuse(wire.CodeNoSeat, "seat %d of room %s is taken", seat+1, r.code)
	case r.kept[seat]:
		return r.keptFor(seat)
	case !r.invited(req.Invite):
		return r.ask(c, seat, req.ID)
	case r.asking[seat] != nil:
		// The invitation goes before a question: the one who asked is
		// told the seat is taken.
		r.answer(seat, false, 0)
	}
	token := newToken()
	if _, err := r.commit(record{Type: recClaim, Seat: seat, Token: hashToken(token)}); err != nil {
		return err
	}
	r.bind(c, wire.RoleSeat, seat, hashToken(token), req.ID, token)
	r.seatsChanged()
	r.remind()
	return nil
}

// hello binds c to the seat (or the table) its token is of: a phone back
// from a sleep, a reload or a lost network.
func (r *room) hello(c *conn, req wire.Request) error {
	h := hashToken(req.Token)
	if sameToken(r.st.owner, h) {
		r.bind(c, wire.RoleTable, game.Nobody, h, req.ID, "")
		return nil
	}
	seat := r.st.seatOf(h)
	if seat < 0 {
		if r.st.freed[h] {
			return wire.Refuse(wire.CodeRevoked, "that seat of room %s was freed: its token works no more", r.code)
		}
		return wire.Refuse(wire.CodeToken, "not a token of room %s", r.code)
	}
	r.bind(c, wire.RoleSeat, seat, h, req.ID, "")
	return nil
}

// act plays an action for c's seat: its turn, at the point of the game it
// was chosen at, as the rules allow.
func (r *room) act(c *conn, req wire.Request) error {
	m := r.st.m
	switch {
	case c.role != wire.RoleSeat:
		return wire.Refuse(wire.CodeNoSeat, "the table plays through the seats' own connections")
	case m.ToAct() != c.seat:
		return wire.Refuse(wire.CodeTurn, "it is not seat %d's turn", c.seat+1)
	case *req.At != m.Actions():
		return wire.Refuse(wire.CodeStale, "chosen after %d actions; %d have been played", *req.At, m.Actions())
	}
	if err := m.Check(req.Action); err != nil {
		return wire.Refuse(wire.CodeRules, "%v", err)
	}
	ev, err := r.commit(record{Type: recAct, Seat: c.seat, At: *req.At, Action: req.Action})
	if err != nil {
		return err
	}
	r.told(ev)
	r.think()
	return nil
}

// free gives a seat up (its player left, or the table freed it): its
// token is revoked, and the connections holding it are told and closed.
func (r *room) free(seat, id int) error {
	if _, err := r.commit(record{Type: recFree, Seat: seat}); err != nil {
		return err
	}
	delete(r.noticed, seat)
	gone := wire.Encode(wire.Message{Type: wire.MsgGone, ID: id, Room: r.code, Seat: ptr(seat), Reason: "this seat is free again: its token works no more"})
	for c := range r.conns {
		if c.role == wire.RoleSeat && c.seat == seat {
			c.send(gone)
			c.close()
			delete(r.conns, c)
			c.role, c.seat = "", game.Nobody
		}
	}
	r.seatsChanged()
	return nil
}

// notify keeps c's seat's subscription (or forgets it, without one) in
// the room's log, and tells the seat of its turn if it should be told
// now. The same subscription again (a page that subscribes at every
// load) is answered without writing it again.
func (r *room) notify(c *conn, req wire.Request) error {
	if req.Push != nil && r.h.push == nil {
		return wire.Refuse(wire.CodeNoPush, "this host sends no notices: it has no push keys")
	}
	rec := record{Type: recNotify, Seat: c.seat}
	var want *pushSub
	if req.Push != nil {
		rec.Push, rec.Lang = req.Push, noticeLang(req.Lang)
		want = &pushSub{Subscription: *rec.Push, Lang: rec.Lang}
	}
	if now := r.st.subs[c.seat]; (now == nil) != (want == nil) || (now != nil && *now != *want) {
		if _, err := r.commit(rec); err != nil {
			return err
		}
	}
	c.send(wire.Encode(wire.Message{Type: wire.MsgNotifying, ID: req.ID, Room: r.code, Seat: ptr(c.seat)}))
	r.remind()
	return nil
}

// unsubscribe forgets seat's subscription to endpoint, which its push
// service says is no more, so that nothing is posted to it again.
func (r *room) unsubscribe(seat int, endpoint string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.gone || r.st.subs == nil || r.st.subs[seat] == nil || r.st.subs[seat].Endpoint != endpoint {
		return // forgotten already, or the seat subscribed anew
	}
	if _, err := r.commit(record{Type: recNotify, Seat: seat}); err != nil {
		r.h.cfg.Logf("room %s: forgetting seat %d's subscription: %v", r.code, seat+1, err)
	}
}
