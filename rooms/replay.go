package rooms

import (
	"bytes"

	"graffiti/game"
	"graffiti/rooms/wire"
)

// replay answers a replay request of c, bound to a room in any role: the
// room's game as it stood after req.At actions, as a spectator sees it
// (the public view, the events of the last action told to nobody in
// particular), whatever c's role. It is played again from what the room
// holds anyway, the options of its deal and its actions' texts, outside
// the room's lock: nothing is stored for a replay, and a step costs the
// rules' time for that many actions (a microsecond or so each).
func (h *Host) replay(c *conn, req wire.Request) error {
	r := c.room
	r.mu.Lock()
	g, o, acted, code := r.st.g, r.st.o, r.st.acted, r.code
	lapsed, byClock := r.st.byClock[*req.At-1]
	r.mu.Unlock()
	// The actions before len(acted) never change: the prefix is safe to
	// read after the lock, whatever is appended meanwhile.
	at := *req.At
	if at < 0 || at > len(acted) {
		return wire.Refuse(wire.CodeStale, "room %s has played %d actions: no step %d", code, len(acted), at)
	}
	m, _, err := g.New(o)
	if err != nil {
		return err
	}
	var ev []game.Event
	for _, act := range acted[:at] {
		if ev, err = m.Apply(act); err != nil {
			return err
		}
	}
	buf := viewBufs.Get().(*bytes.Buffer)
	defer viewBufs.Put(buf)
	msg := (&state{m: m}).viewMessage(wire.MsgStep, game.Nobody, ev, buf)
	msg.ID, msg.Room, msg.Of = req.ID, code, len(acted)
	if byClock {
		msg.Lapsed = ptr(lapsed) // the step's action was the clock's (clock.go)
	}
	c.send(wire.Encode(msg))
	return nil
}
