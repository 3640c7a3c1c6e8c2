package rooms

import (
	"context"
	"fmt"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"
	"golang.org/x/time/rate"

	"graffiti/rooms/wire"
)

// Limits are what one client address may hold and do, so that no one
// fills the host or lists its rooms. The defaults are far above a café's
// evening (a table of eight phones and a few spectators a room, a few
// rooms a night, each kept a week once finished); a zero field takes its
// default, a negative one lifts the limit.
type Limits struct {
	Rooms   int // open rooms the address created
	Creates int // rooms it may create a minute
	Conns   int // connections it holds open
	Misses  int // look-ups of a code with no room a minute; past them every look-up waits
	// Bind closes a connection that holds no role this long after it
	// opened; a ping does not keep it open.
	Bind time.Duration
	// TrustProxy are the reverse proxies whose X-Forwarded-For is
	// believed: a connection from one of them is counted against the
	// forwarded address (the last hop not in these ranges).
	TrustProxy []netip.Prefix
}

// DefaultLimits are the limits a zero field takes.
var DefaultLimits = Limits{Rooms: 100, Creates: 10, Conns: 200, Misses: 20, Bind: 10 * time.Second}

func (l *Limits) defaults() {
	def := func(v *int, d int) {
		if *v == 0 {
			*v = d
		}
	}
	d := DefaultLimits
	def(&l.Rooms, d.Rooms)
	def(&l.Creates, d.Creates)
	def(&l.Conns, d.Conns)
	def(&l.Misses, d.Misses)
	if l.Bind <= 0 {
		l.Bind = d.Bind
	}
}

// clientAddr is the address a request is counted against: the
// connection's own, or, from a trusted proxy, the forwarded one. An IPv6
// address counts as its /64, which one home or phone is given whole.
func clientAddr(r *http.Request, trust []netip.Prefix) string {
	ap, err := netip.ParseAddrPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	a := ap.Addr().Unmap()
	if trusted(a, trust) {
		// Each proxy appends the address it was reached from: read from
		// the last, past the trusted ones; a hop that is no address
		// stops the walk at the last one read.
		hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
		for i := len(hops) - 1; i >= 0 && trusted(a, trust); i-- {
			h, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
			if err != nil {
				break
			}
			a = h.Unmap()
		}
	}
	if a.Is6() {
		p, _ := a.Prefix(64)
		return p.String()
	}
	return a.String()
}

func trusted(a netip.Addr, trust []netip.Prefix) bool {
	for _, p := range trust {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// clients is what each client address holds and has done, under its own
// lock (a look-up never waits for a room's).
type clients struct {
	lim Limits
	mu  sync.Mutex
	m   map[string]*client
}

type client struct {
	conns, rooms    int
	creates, misses *rate.Limiter
}

func newClients(l Limits) *clients { return &clients{lim: l, m: map[string]*client{}} }

// perMinute is a limiter of n a minute, n at once (none below zero).
func perMinute(n int) *rate.Limiter {
	if n < 0 {
		return rate.NewLimiter(rate.Inf, 0)
	}
	return rate.NewLimiter(rate.Limit(float64(n)/60), n)
}

// with calls f with addr's entry under the lock. The address "" is a
// connection another host of the cluster forwards: its own host counted
// it.
func (cs *clients) with(addr string, f func(c *client) error) error {
	if addr == "" {
		return nil
	}
	cs.mu.Lock()
	defer cs.mu.Unlock()
	c := cs.m[addr]
	if c == nil {
		c = &client{creates: perMinute(cs.lim.Creates), misses: perMinute(cs.lim.Misses)}
		cs.m[addr] = c
	}
	return f(c)
}

// connect counts a connection opened from addr, or refuses it.
func (cs *clients) connect(addr string) error {
	return cs.with(addr, func(c *client) error {
		if cs.lim.Conns > 0 && c.conns >= cs.lim.Conns {
			return wire.Refuse(wire.CodeTooManyConns, "%s holds %d connections to this host, as many as it may: close one", addr, c.conns)
		}
		c.conns++
		return nil
	})
}

func (cs *clients) disconnect(addr string) {
	cs.with(addr, func(c *client) error { c.conns--; return nil })
}

// create counts a room addr makes at now, or refuses it; a room not made
// after all is given back with ended.
func (cs *clients) create(addr string, now time.Time) error {
	return cs.with(addr, func(c *client) error {
		if cs.lim.Rooms > 0 && c.rooms >= cs.lim.Rooms {
			return wire.Refuse(wire.CodeTooManyRooms, "%s holds %d open rooms, as many as it may: finish one, or let one end", addr, c.rooms)
		}
		if !c.creates.AllowN(now, 1) {
			return wire.Refuse(wire.CodeTooManyCreates, "%s made %d rooms within a minute, as many as it may: wait a minute", addr, cs.lim.Creates)
		}
		c.rooms++
		return nil
	})
}

// ended gives back a room addr made.
func (cs *clients) ended(addr string) {
	cs.with(addr, func(c *client) error { c.rooms--; return nil })
}

// lookUp refuses a look-up by code from an address that has missed as
// many codes as it may: every look-up, a room there or not, or the
// refusal itself would tell which codes are rooms.
func (cs *clients) lookUp(addr string, now time.Time) error {
	return cs.with(addr, func(c *client) error {
		if cs.lim.Misses > 0 && c.misses.TokensAt(now) < 1 {
			return wire.Refuse(wire.CodeTooManyMisses, "%s asked for more than %d codes with no room within a minute: wait, and check the code", addr, cs.lim.Misses)
		}
		return nil
	})
}

// missed counts a look-up of a code with no room.
func (cs *clients) missed(addr string, now time.Time) {
	cs.with(addr, func(c *client) error { c.misses.AllowN(now, 1); return nil })
}

// rested: a limiter as full as a new one.
func rested(l *rate.Limiter, now time.Time) bool {
	return l.Limit() == rate.Inf || l.TokensAt(now) >= float64(l.Burst())
}

// sweep forgets the addresses that hold nothing and whose limits have
// filled up again: forgetting one sooner would forgive its misses.
func (cs *clients) sweep(now time.Time) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	for addr, c := range cs.m {
		if c.conns == 0 && c.rooms == 0 && rested(c.creates, now) && rested(c.misses, now) {
			delete(cs.m, addr)
		}
	}
}

// lookUp finds the room of code for c, counting a code with no room
// against c's address.
func (h *Host) lookUp(c *conn, code string) (*room, string, error) {
	now := h.now()
	if err := h.clients.lookUp(c.addr, now); err != nil {
		return nil, "", err
	}
	r, owner, err := h.find(code)
	if re, ok := err.(*wire.Refusal); ok && re.Code == wire.CodeNoRoom {
		h.clients.missed(c.addr, now)
	}
	return r, owner, err
}

// admit counts a connection from addr, or tells it why not and closes
// it: at once, for a client that fills its limit should not hold the
// host's goroutines through a closing handshake too.
func (h *Host) admit(ws *websocket.Conn, addr string) bool {
	err := h.clients.connect(addr)
	if err == nil {
		return true
	}
	ctx, cancel := context.WithTimeout(context.Background(), h.cfg.WriteTimeout)
	defer cancel()
	re := err.(*wire.Refusal)
	ws.Write(ctx, websocket.MessageText, wire.Encode(wire.Message{Type: wire.MsgRefused, Code: re.Code, Reason: re.Reason}))
	ws.CloseNow()
	return false
}

// bindBy closes c if it holds no role by the limit's time (its pings
// are answered, but do not keep it).
func (h *Host) bindBy(c *conn, ws *websocket.Conn) *time.Timer {
	return time.AfterFunc(h.cfg.Limits.Bind, func() {
		if !c.bound.Load() {
			ws.Close(websocket.StatusPolicyViolation, fmt.Sprintf("no role taken within %s", h.cfg.Limits.Bind))
		}
	})
}
