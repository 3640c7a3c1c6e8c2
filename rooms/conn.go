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
	ws     *websocket.Conn
	out    chan []byte
	ctx    context.Context
	cancel context.CancelFunc
	lim    *rate.Limiter

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
	c := &conn{h: h, ws: ws, out: make(chan []byte, queued), seat: game.Nobody,
		lim: rate.NewLimiter(rate.Limit(h.cfg.Rate), h.cfg.Burst)}
	c.ctx, c.cancel = context.WithCancel(r.Context())
	go c.write()
	c.read()
	c.cancel()
	if c.room != nil {
		c.room.mu.Lock()
		delete(c.room.conns, c)
		c.room.mu.Unlock()
	}
	ws.CloseNow()
}

// read handles the connection's requests one by one until it closes or
// stays quiet past the read timeout.
func (c *conn) read() {
	for {
		ctx, cancel := context.WithTimeout(c.ctx, c.h.cfg.ReadTimeout)
		typ, data, err := c.ws.Read(ctx)
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
		req, err := wire.Decode(data)
		if err == nil {
			err = c.h.handle(c, req)
		}
		if err != nil {
			c.refuse(req.ID, err)
		}
		if c.ctx.Err() != nil {
			return
		}
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
				c.ws.Close(websocket.StatusNormalClosure, "the seat is free again")
				c.cancel()
				return
			}
			ctx, cancel := context.WithTimeout(c.ctx, c.h.cfg.WriteTimeout)
			err := c.ws.Write(ctx, websocket.MessageText, b)
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
