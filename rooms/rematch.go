package rooms

import (
	"cmp"
	"fmt"
	"slices"
	"time"

	"graffiti/game"
	"graffiti/game/bot"
	"graffiti/rooms/wire"
)

// The rematch (wire/rematch.go): once a room's game is over, its table
// or any seat offers it. The host makes the new room at once: the same
// game, names, variants, seats' kinds and time per move, a new seed,
// and the same
// table's token (its hash is the new room's owner), so the table goes
// there with the token it holds and the room's invitation stays the
// same. Each person's seat of the new room is kept for its player, whom
// nobody else may replace, until they answer from their own device: an
// accept claims the seat in the new room and its token is sent on that
// connection alone. When every person's seat has answered, or the offer's
// time (Config.RematchWait, by the host's clock) is up, each seat not
// accepted becomes what the table chose: free, or a bot of a level.
//
// The finished room's log says where its rematch is (recRematch), so a
// device that comes back days later is told; the offer itself (who
// answered, until when, the seats kept) is in memory, as a claim's
// question to the table is: a host started again has the seats not yet
// taken free, for anyone the table lets in.

// DefaultRematchWait is how long a rematch takes answers: a café's
// people are at the table; a seat far away that misses it is replaced
// as the table chose, and the game goes on.
const DefaultRematchWait = 10 * time.Minute

// rematchOffer is a finished room's rematch while it takes answers.
type rematchOffer struct {
	next    *room
	by      int      // the seat that offered it, game.Nobody the table
	fill    string   // wire.FillFree, or a bot's level
	answers []string // by seat: wire.AnswerYes, AnswerNo, AnswerBot, "" none yet
	until   time.Time
	open    bool
}

// rematched records the finished room's rematch.
func (s *state) rematched(rec record) error {
	if !s.m.Over() || s.next != "" || rec.Next == "" {
		return fmt.Errorf("a rematch %q of a game that goes on, or a second", rec.Next)
	}
	s.next = rec.Next
	return nil
}

// botted gives a seat nobody holds to a bot of a level.
func (s *state) botted(rec record) error {
	if !botLevel(rec.Kind) || s.tokens[rec.Seat] != "" {
		return fmt.Errorf("seat %d given to a bot %q, or taken", rec.Seat, rec.Kind)
	}
	s.kinds[rec.Seat] = rec.Kind
	return nil
}

// rematch offers the rematch, or, once offered, is a seat's accept and
// the table's choice of what a seat not accepted becomes. Called with
// r.mu held.
func (r *room) rematch(c *conn, req wire.Request) error {
	switch {
	case !r.st.m.Over():
		return wire.Refuse(wire.CodeNotOver, "the game of room %s goes on: a rematch comes at its end", r.code)
	case req.Fill != "" && c.role != wire.RoleTable:
		return wire.Refuse(wire.CodeNotOwner, "only the room's table chooses what a seat not accepted becomes")
	case req.Fill != "" && req.Fill != wire.FillFree && !botLevel(req.Fill):
		return wire.Refuse(wire.CodeOptions, "a seat not accepted becomes %q or a bot (easy, medium, hard), not %q", wire.FillFree, req.Fill)
	}
	if o := r.offer; o != nil && o.open {
		if c.role == wire.RoleSeat {
			return r.answerRematch(c, true, req.ID)
		}
		if req.Fill != "" {
			o.fill = req.Fill
		}
		r.announceRematch()
		return nil
	}
	if r.st.next != "" {
		return wire.Refuse(wire.CodeNoRematch, "room %s's rematch is room %s, its answers closed", r.code, r.st.next)
	}
	o := r.st.o
	o.Seed = r.h.seed()
	rec := record{Type: recCreate, Game: r.st.g.Name(), Options: &o, Kinds: r.st.kinds, Owner: r.st.owner, Open: r.st.open, Lang: r.st.lang, Clock: int(r.st.clock / time.Second)}
	next, err := r.h.open(c.addr, rec)
	if err != nil {
		return err
	}
	if _, err := r.commit(record{Type: recRematch, Next: next.code}); err != nil {
		next.mu.Unlock()
		r.h.end(next, "its rematch could not be recorded")
		return err
	}
	offer := &rematchOffer{next: next, by: game.Nobody, fill: cmp.Or(req.Fill, wire.FillFree), until: r.h.now().Add(r.h.cfg.RematchWait), open: true}
	next.kept = map[int]bool{}
	for seat, k := range r.st.kinds {
		if k == wire.Person {
			next.kept[seat] = true
			offer.answers = append(offer.answers, "")
		} else {
			offer.answers = append(offer.answers, wire.AnswerBot)
		}
	}
	next.think() // a bot to deal or to open plays at once
	next.mu.Unlock()
	r.offer = offer
	if c.role == wire.RoleSeat {
		offer.by = c.seat
		return r.answerRematch(c, true, req.ID) // who offers accepts
	}
	r.announceRematch()
	return nil
}

// answerRematch is seat c's answer to the offer: accepted, its seat in
// the new room is claimed, and its token sent to c alone. Called with
// r.mu held; the new room's lock is taken under it (never the other way).
func (r *room) answerRematch(c *conn, yes bool, id int) error {
	o := r.offer
	switch {
	case o == nil || !o.open:
		return wire.Refuse(wire.CodeNoRematch, "room %s offers no rematch now", r.code)
	case c.role != wire.RoleSeat:
		return wire.Refuse(wire.CodeNoSeat, "the table holds no seat to answer for: each seat answers on its own device")
	case o.answers[c.seat] != "":
		return wire.Refuse(wire.CodeAnswered, "seat %d has answered the rematch already", c.seat+1)
	}
	if !yes {
		o.answers[c.seat] = wire.AnswerNo
		r.rematchAnswered(nil)
		return nil
	}
	next := o.next
	token := newToken()
	next.mu.Lock()
	_, err := next.commit(record{Type: recClaim, Seat: c.seat, Token: hashToken(token)})
	if err == nil {
		delete(next.kept, c.seat)
		next.seatsChanged()
	}
	next.mu.Unlock()
	if err != nil {
		return err
	}
	o.answers[c.seat] = wire.AnswerYes
	r.rematchAnswered(func(state *wire.Rematch) {
		// The token goes to this connection alone: the new seat is its
		// player's, whoever else hears the answers.
		c.send(wire.Encode(wire.Message{Type: wire.MsgRematch, ID: id, Room: r.code, Seat: ptr(c.seat), Token: token, Rematch: state}))
	})
	return nil
}

// rematchAnswered closes the offer once every seat has answered, tells
// the one who answered (answered, when not nil) and then everyone.
func (r *room) rematchAnswered(answered func(*wire.Rematch)) {
	if !slices.Contains(r.offer.answers, "") {
		r.closeRematch()
	}
	if answered != nil {
		answered(r.rematchState())
	}
	r.announceRematch()
}

// closeRematch ends the offer's answers: each person's seat not accepted
// is freed for anyone the table lets in, or given to a bot, as the table
// chose; the caller tells the room. Called with r.mu held.
func (r *room) closeRematch() {
	o := r.offer
	o.open = false
	next := o.next
	next.mu.Lock()
	for seat, a := range o.answers {
		if a == wire.AnswerYes || a == wire.AnswerBot {
			continue
		}
		delete(next.kept, seat)
		if o.fill != wire.FillFree && !next.gone {
			if _, err := next.commit(record{Type: recKind, Seat: seat, Kind: o.fill}); err != nil {
				r.h.cfg.Logf("room %s: seat %d of its rematch to a bot: %v", r.code, seat+1, err)
			}
		}
	}
	if !next.gone {
		next.seatsChanged()
		next.think()
	}
	next.mu.Unlock()
}

// closeDue closes the offer whose time is up at now (the sweep's).
func (r *room) closeDue(now time.Time) {
	if o := r.offer; o != nil && o.open && !now.Before(o.until) {
		r.closeRematch()
		r.announceRematch()
	}
}

// rematchState is the rematch as the protocol tells it.
func (r *room) rematchState() *wire.Rematch {
	o := r.offer
	if o == nil {
		// Offered before the host started: where it is, no more.
		return &wire.Rematch{Next: r.st.next, By: -1, Fill: wire.FillFree}
	}
	m := &wire.Rematch{Next: o.next.code, By: o.by, Fill: o.fill, Answers: slices.Clone(o.answers), Open: o.open}
	if o.by == game.Nobody {
		m.By = -1
	}
	if o.open {
		m.Until = o.until.UnixMilli()
	}
	return m
}

// announceRematch tells every connection of the room the rematch as it
// stands.
func (r *room) announceRematch() {
	b := wire.Encode(wire.Message{Type: wire.MsgRematch, Room: r.code, Rematch: r.rematchState()})
	for c := range r.conns {
		c.send(b)
	}
}

// tellRematch tells a connection that comes to the finished room where
// its rematch is, if it has one.
func (r *room) tellRematch(c *conn) {
	if r.st.next != "" {
		c.send(wire.Encode(wire.Message{Type: wire.MsgRematch, Room: r.code, Rematch: r.rematchState()}))
	}
}

// keptFor refuses a claim of a seat kept for its player's answer.
func (r *room) keptFor(seat int) error {
	if r.kept[seat] {
		return wire.Refuse(wire.CodeNoSeat, "seat %d of room %s is kept for its player's answer to the rematch", seat+1, r.code)
	}
	return nil
}

// botLevel tells whether k is a bot's level a room may seat.
func botLevel(k string) bool {
	l, err := bot.ParseLevel(k)
	return err == nil && l != bot.Random
}
