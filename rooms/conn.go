package rooms

import (
	"context"
	"errors"
	"net/http"

	"github.com/coder/websocket"
	"golang.org/x/time/rate"

	"graffiti/game"
	"graffiti/rooms/wire"
)

// conn is one WebSocket connection: it holds at most one role in one
// room, bound by its first watch, claim, hello or create and kept until
// it closes. Its requests are read on its own goroutine; what the host
// sends goes through a queue its writer empties, so a slow phone never
// holds a room.
type conn struct {
	h      *Host
	out    chan []byte
	ctx    context.Context
	cancel context.CancelFunc
	lim    *rate.Limiter
	// deliver writes one message to the client, hangUp ends the
	// connection once the queue is written: a WebSocket's, or, for a
	// client of another host of the cluster, messages to that host
	// (cluster.go).
	deliver func(ctx context.Context, b []byte) error
	hangUp  func()
	// fwd is set on a connection whose room another host of the cluster
	// holds: its requests go there (cluster.go).
	fwd *forward
	// proxied: a connection of another host's client, its requests
	// forwarded here (in), its messages sent back (cluster.go).
	proxied bool
	in      chan []byte

	// The binding: set once by the conn's own goroutine (room), or
	// under the room's lock (the rest, which a free ends).
	room  *room
	role  string
	seat  int
	token string // the hash of the token the role was bound with
}

// queued is how many messages may wait for a connection before it is
// closed as too slow: more than a whole round's updates.
const queued = 256

// ServeHTTP takes a WebSocket connection to the rooms. Pages of another
// origin than the host's (and Config.Origins) are refused by the
// handshake.
func (h *Host) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: h.cfg.Origins})
	if err != nil {
		return // Accept has answered
	}
	ws.SetReadLimit(wire.HardLimit)
	c := h.newConn(h.ctx,
		func(ctx context.Context, b []byte) error { return ws.Write(ctx, websocket.MessageText, b) },
		func() { ws.Close(websocket.StatusNormalClosure, "the seat is free again") })
	go c.write()
	c.read(ws)
	c.gone()
	ws.CloseNow()
}

// newConn makes a connection that ends with the host (a host closed
// closes its connections, as one killed would).
func (h *Host) newConn(ctx context.Context, deliver func(context.Context, []byte) error, hangUp func()) *conn {
	c := &conn{h: h, out: make(chan []byte, queued), seat: game.Nobody, deliver: deliver, hangUp: hangUp,
		lim: rate.NewLimiter(rate.Limit(h.cfg.Rate), h.cfg.Burst)}
	c.ctx, c.cancel = context.WithCancel(ctx)
	return c
}

// gone is a connection closed: out of its room, or its forwarding ended.
func (c *conn) gone() {
	c.cancel()
	if r := c.room; r != nil {
		r.mu.Lock()
		delete(r.conns, c)
		r.mu.Unlock()
	}
	if c.fwd != nil {
		c.fwd.end()
	}
}

// read handles the connection's requests one by one until it closes or
// stays quiet past the read timeout.
func (c *conn) read(ws *websocket.Conn) {
	for {
		ctx, cancel := context.WithTimeout(c.ctx, c.h.cfg.ReadTimeout)
		typ, data, err := ws.Read(ctx)
		cancel()
		if err != nil {
			return
		}
		if !c.lim.Allow() {
			c.refuse(0, wire.Refuse(wire.CodeTooFast, "more than %g requests a second: slow down", c.h.cfg.Rate))
			continue
		}
		if typ != websocket.MessageText {
			c.refuse(0, wire.Refuse(wire.CodeMalformed, "requests are text messages"))
			continue
		}
		c.request(data)
		if c.ctx.Err() != nil {
			return
		}
	}
}

// request handles one request's bytes, or forwards them to the host of
// the connection's room.
func (c *conn) request(data []byte) {
	req, err := wire.Decode(data)
	if err == nil {
		err = c.h.handle(c, req, data)
	}
	if err != nil {
		c.refuse(req.ID, err)
	}
}

func (c *conn) refuse(id int, err error) {
	var r *wire.Refusal
	if !errors.As(err, &r) {
		r = wire.Refuse(wire.CodeLost, "%v", err)
	}
	c.send(wire.Encode(wire.Message{Type: wire.MsgRefused, ID: id, Code: r.Code, Reason: r.Reason}))
}

// write sends the queued messages, each within the write timeout.
func (c *conn) write() {
	for {
		select {
		case <-c.ctx.Done():
			return
		case b := <-c.out:
			if b == nil {
				c.hangUp()
				c.cancel()
				return
			}
			ctx, cancel := context.WithTimeout(c.ctx, c.h.cfg.WriteTimeout)
			err := c.deliver(ctx, b)
			cancel()
			if err != nil {
				c.cancel()
				return
			}
		}
	}
}

// send queues a message; a connection too slow to take its messages is
// closed (its client reconnects and is welcomed afresh).
func (c *conn) send(b []byte) {
	select {
	case c.out <- b:
	default:
		c.cancel()
	}
}

func (c *conn) bind(r *room, role string, seat int, token string) {
	c.room, c.role, c.seat, c.token = r, role, seat, token
}

// close ends the connection once what is queued has been written: the
// writer closes it when it comes to the empty message.
func (c *conn) close() { c.send(nil) }
