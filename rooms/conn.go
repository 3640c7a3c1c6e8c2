package rooms

import (
	"context"
	"errors"
	"net/http"
	"sync/atomic"
	"time"
	"unicode/utf8"

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
	out    *outbox
	ctx    context.Context
	cancel context.CancelFunc
	lim    *rate.Limiter
	// deliver writes one message to the client, hangUp ends the
	// connection once the queue is written: a WebSocket's, or, for a
	// client of another host of the cluster, messages to that host
	// (cluster.go).
	deliver func(b []byte) error
	hangUp  func()
	// fwd is set on a connection whose room another host of the cluster
	// holds: its requests go there (cluster.go).
	fwd *forward
	// proxied: a connection of another host's client, its requests
	// forwarded here (in), its messages sent back (cluster.go).
	proxied bool
	in      chan []byte
	// addr is the client address the connection is counted against
	// (limits.go; "" for a proxied one); bound is set once it holds a
	// role, or is forwarded to the host of its room.
	addr  string
	bound atomic.Bool
	// asking is the room whose table this connection's claim waits on
	// (invite.go); admitted, the room whose table let it in: its own
	// goroutine takes it up as its room.
	asking, admitted atomic.Pointer[room]

	// The binding: set once by the conn's own goroutine (room), or
	// under the room's lock (the rest, which a free ends).
	room  *room
	role  string
	seat  int
	token string // the hash of the token the role was bound with
	// hidden: the connection's page said it is not on screen (screen),
	// under the room's lock; a connection starts on screen.
	hidden bool
}

// queued is how many messages may wait for a connection before it is
// closed as too slow: more than a whole round's updates.
const queued = 256

// ServeHTTP takes a WebSocket connection to the rooms. Pages of another
// origin than the host's (and Config.Origins) are refused (origin.go).
func (h *Host) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if err := checkOrigin(r, h.cfg.Origins); err != nil {
		http.Error(w, err.Error(), http.StatusForbidden)
		return
	}
	// The origin is checked above, by scheme too, which Accept's own
	// check leaves out.
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{InsecureSkipVerify: true})
	if err != nil {
		return // Accept has answered
	}
	ws.SetReadLimit(wire.HardLimit)
	addr := clientAddr(r, h.cfg.Limits.TrustProxy)
	if !h.admit(ws, addr) {
		return
	}
	defer h.clients.disconnect(addr)
	c := h.newConn(h.ctx,
		func(b []byte) error { return ws.Write(context.Background(), websocket.MessageText, b) },
		func() { ws.Close(websocket.StatusNormalClosure, "the seat is free again") },
		func() { ws.CloseNow() })
	c.addr = addr
	defer h.bindBy(c, ws).Stop()
	go c.write()
	c.read(ws)
	c.gone()
	ws.CloseNow()
}

// newConn makes a connection that ends with the host (a host closed
// closes its connections, as one killed would). drop, when not nil,
// closes its socket at once when it ends, which ends a read or a write
// under way.
func (h *Host) newConn(ctx context.Context, deliver func([]byte) error, hangUp, drop func()) *conn {
	c := &conn{h: h, out: newOutbox(), seat: game.Nobody, deliver: deliver, hangUp: hangUp,
		lim: rate.NewLimiter(rate.Limit(h.cfg.Rate), h.cfg.Burst)}
	c.ctx, c.cancel = context.WithCancel(ctx)
	if drop != nil {
		context.AfterFunc(c.ctx, drop)
	}
	return c
}

// gone is a connection closed: out of its room, or its forwarding ended.
func (c *conn) gone() {
	c.cancel()
	if r := c.asking.Load(); r != nil {
		r.mu.Lock()
		r.forget(c)
		r.mu.Unlock()
	}
	c.takeAdmission()
	if r := c.room; r != nil {
		r.mu.Lock()
		delete(r.conns, c)
		r.remind() // the seat's last page gone: its turn is told
		r.mu.Unlock()
	}
	if c.fwd != nil {
		c.fwd.end()
	}
}

// read handles the connection's requests one by one until it closes or
// stays quiet past the read timeout.
//
// The timeouts of the reads and of the writes are a timer each for the
// connection, set again for each message, that ends it: a context with a
// deadline for each message cost a timer, a context and the socket's
// callback on it, a fifth of what a busy host allocated, and its
// collector's work.
func (c *conn) read(ws *websocket.Conn) {
	quiet := c.watchdog()
	defer quiet.Stop()
	for {
		quiet.Reset(c.h.cfg.ReadTimeout)
		typ, data, err := ws.Read(context.Background())
		if !quiet.Stop() || err != nil {
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
		if !utf8.Valid(data) {
			// RFC 6455: a text message is UTF-8, or the connection fails.
			ws.Close(websocket.StatusInvalidFramePayloadData, "a text message that is not UTF-8")
			return
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
	slow := c.watchdog()
	defer slow.Stop()
	var batch [][]byte
	for {
		select {
		case <-c.ctx.Done():
			return
		case <-c.out.ready:
		}
		batch = c.out.take(batch)
		for _, b := range batch {
			if b == nil {
				c.hangUp()
				c.cancel()
				return
			}
			slow.Reset(c.h.cfg.WriteTimeout)
			err := c.deliver(b)
			if !slow.Stop() || err != nil {
				c.cancel()
				return
			}
		}
		clear(batch) // what was written is not held until the next
	}
}

// watchdog is a stopped timer that ends the connection when it fires.
func (c *conn) watchdog() *time.Timer {
	t := time.AfterFunc(time.Hour, c.cancel)
	t.Stop()
	return t
}

// send queues a message; a connection too slow to take its messages is
// closed (its client reconnects and is welcomed afresh).
func (c *conn) send(b []byte) {
	if !c.out.put(b) {
		c.cancel()
	}
}

// takeAdmission takes up, on the connection's own goroutine, the room
// whose table let its claim in (its role was set under the room's lock).
func (c *conn) takeAdmission() {
	if r := c.admitted.Load(); r != nil && c.room == nil {
		c.room = r
	}
}

func (c *conn) bind(r *room, role string, seat int, token string) {
	c.room, c.role, c.seat, c.token = r, role, seat, token
	c.bound.Store(true)
}

// close ends the connection once what is queued has been written: the
// writer closes it when it comes to the empty message.
func (c *conn) close() { c.send(nil) }
