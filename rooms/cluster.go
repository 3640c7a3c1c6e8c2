package rooms

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"graffiti/rooms/wire"
)

// Cluster is how a host shares the rooms with the other hosts of one
// NATS cluster (graffiti host -nats). Each room has one owner at a time:
// the host named by the room's lease in a key-value bucket, which the
// owner renews and which lapses when it stops. A host asked for a room
// another holds forwards the client's requests to that host over NATS,
// and the owner's messages back; a host asked for a room whose lease has
// lapsed takes the room over from its log. Every action is in the log
// before anyone hears of it, and a room's log is appended to only after
// its last record (ExpectLastSequencePerSubject), so a host that lost a
// lease without knowing it cannot write past the new owner.
type Cluster struct {
	ID     string             // this host's name, unique among the hosts
	NC     *nats.Conn         // the connection requests are forwarded over
	Owners jetstream.KeyValue // room code: its owner's ID (JetStream.Owners)
	Lease  time.Duration      // how long a lease lasts unrenewed; renewed every third of it
}

// Subjects of the forwarding: a host hears its rooms' requests on
// hostSubject+ID, and a forwarded connection its messages on
// connSubject+host+"."+a name of its own.
const (
	hostSubject  = "roomhosts."
	connSubject  = "roomconns."
	headerConn   = "Graffiti-Conn"   // the connection a forwarded request is of
	headerClosed = "Graffiti-Closed" // that connection ended (front to owner), or must (owner to front)
)

// ownersBucket is the key-value bucket of the rooms' leases.
const ownersBucket = "ROOM_OWNERS"

// Owners opens, or makes, the bucket of the rooms' leases: an entry
// lives lease long after it was last written.
func (j *JetStream) Owners(ctx context.Context, lease time.Duration, replicas int) (jetstream.KeyValue, error) {
	return j.js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{
		Bucket: ownersBucket, TTL: lease, Replicas: max(1, replicas), Storage: jetstream.FileStorage, History: 1,
	})
}

// NewHostID is a host's name when none is given: random, so a host
// started again is a new owner and takes its rooms back from their logs.
func NewHostID() string {
	b := make([]byte, 6)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// startCluster subscribes to the host's forwarded requests and keeps its
// leases.
func (h *Host) startCluster() error {
	sub, err := h.cfg.Cluster.NC.Subscribe(hostSubject+h.cfg.Cluster.ID, h.fromFront)
	if err != nil {
		return err
	}
	h.leases, h.proxies, h.forwards = map[string]uint64{}, map[string]*conn{}, map[*forward]bool{}
	h.bots.Add(1)
	go func() {
		defer h.bots.Done()
		defer sub.Unsubscribe()
		t := time.NewTicker(h.cfg.Cluster.Lease / 3)
		defer t.Stop()
		for {
			select {
			case <-h.ctx.Done():
				h.release()
				return
			case <-t.C:
				h.renew()
				h.checkForwards()
			}
		}
	}()
	return nil
}

// lease takes the lease of a room no one holds (or this host's own,
// from before it started again): false when another host holds it.
func (h *Host) lease(code string) (bool, error) {
	kv, id := h.cfg.Cluster.Owners, []byte(h.cfg.Cluster.ID)
	rev, err := kv.Create(h.ctx, code, id)
	if errors.Is(err, jetstream.ErrKeyExists) {
		e, gerr := kv.Get(h.ctx, code)
		if gerr != nil || string(e.Value()) != h.cfg.Cluster.ID {
			return false, nil
		}
		rev, err = kv.Update(h.ctx, code, id, e.Revision())
	}
	if err != nil {
		return false, err
	}
	h.mu.Lock()
	h.leases[code] = rev
	h.mu.Unlock()
	return true, nil
}

// renew renews every lease the host holds; a room whose lease it could
// not renew is another's now, or soon: the host lets it go.
func (h *Host) renew() {
	h.mu.Lock()
	held := make(map[string]uint64, len(h.leases))
	for code, rev := range h.leases {
		held[code] = rev
	}
	h.mu.Unlock()
	for code, rev := range held {
		next, err := h.cfg.Cluster.Owners.Update(h.ctx, code, []byte(h.cfg.Cluster.ID), rev)
		if err != nil {
			if h.ctx.Err() == nil {
				h.cfg.Logf("room %s: its lease was not renewed (%v): let go", code, err)
				h.letGo(code)
			}
			continue
		}
		h.mu.Lock()
		if _, ok := h.leases[code]; ok {
			h.leases[code] = next
		}
		h.mu.Unlock()
	}
}

// letGo drops a room the host no longer owns: its connections are closed
// and come back through a host that knows who does.
func (h *Host) letGo(code string) {
	h.mu.Lock()
	r := h.rooms[code]
	delete(h.rooms, code)
	delete(h.leases, code)
	h.mu.Unlock()
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.gone = true
	for c := range r.conns {
		c.close()
	}
	r.conns = map[*conn]bool{}
}

// release gives the leases up as the host stops, so that others take
// the rooms at once rather than when the leases lapse.
func (h *Host) release() {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	h.mu.Lock()
	defer h.mu.Unlock()
	for code, rev := range h.leases {
		h.cfg.Cluster.Owners.Delete(ctx, code, jetstream.LastRevision(rev))
	}
}

// find is the room of code: held here (owner ""), held by another host
// (its ID), or taken over here from its log when its lease has lapsed.
func (h *Host) find(code string) (*room, string, error) {
	if h.cfg.Cluster == nil {
		r, err := h.room(code)
		return r, "", err
	}
	code = wire.NormalCode(code)
	h.takeMu.Lock() // one takeover at a time: two requests for a room lapsed take it once
	defer h.takeMu.Unlock()
	if r, err := h.room(code); err == nil {
		return r, "", nil
	}
	if e, err := h.cfg.Cluster.Owners.Get(h.ctx, code); err == nil && string(e.Value()) != h.cfg.Cluster.ID {
		return nil, string(e.Value()), nil
	} else if err != nil && !errors.Is(err, jetstream.ErrKeyNotFound) {
		return nil, "", wire.Refuse(wire.CodeLost, "the rooms' owners cannot be read: try again")
	}
	ok, err := h.lease(code)
	if err != nil {
		return nil, "", wire.Refuse(wire.CodeLost, "the room's lease cannot be taken: try again")
	}
	if !ok {
		e, err := h.cfg.Cluster.Owners.Get(h.ctx, code)
		if err != nil {
			return nil, "", wire.Refuse(wire.CodeLost, "the room is changing hosts: try again")
		}
		return nil, string(e.Value()), nil
	}
	st, err := h.rebuild(code)
	if err != nil || st.m == nil {
		h.mu.Lock()
		rev := h.leases[code]
		delete(h.leases, code)
		h.mu.Unlock()
		h.cfg.Cluster.Owners.Delete(h.ctx, code, jetstream.LastRevision(rev))
		if err != nil {
			return nil, "", wire.Refuse(wire.CodeLost, "room %s cannot be read from its log: try again", code)
		}
		return nil, "", wire.Refuse(wire.CodeNoRoom, "no room %q here", code)
	}
	r := &room{code: code, h: h, conns: map[*conn]bool{}, st: st}
	h.mu.Lock()
	h.rooms[code] = r
	h.mu.Unlock()
	r.mu.Lock()
	r.think() // its bots go on here
	r.mu.Unlock()
	h.cfg.Logf("room %s taken over from its log (%d actions)", code, st.m.Actions())
	return r, "", nil
}

// forward is a client's connection to this host whose room another host
// holds: its requests are sent there, and that host's messages for it
// come back on a subject of its own.
type forward struct {
	h           *Host
	c           *conn
	owner, code string
	subject     string
	sub         *nats.Subscription
	answered    atomic.Bool
}

// forwardTo binds c to the room another host owns and sends it c's first
// request. An owner that does not answer within a lease (a host that
// died, whose lease has not lapsed yet) lets the client go, to come back
// once it has.
func (h *Host) forwardTo(c *conn, owner, code string, data []byte) error {
	if c.proxied {
		// A request forwarded here for a room that moved on: the front
		// host lets its client go, and finds the owner afresh.
		c.close()
		return nil
	}
	name := make([]byte, 8)
	rand.Read(name)
	f := &forward{h: h, c: c, owner: owner, code: code, subject: connSubject + h.cfg.Cluster.ID + "." + hex.EncodeToString(name)}
	sub, err := h.cfg.Cluster.NC.Subscribe(f.subject, func(m *nats.Msg) {
		f.answered.Store(true)
		if m.Header.Get(headerClosed) != "" {
			c.close()
			return
		}
		c.send(m.Data)
	})
	if err != nil {
		return wire.Refuse(wire.CodeLost, "the room's host cannot be reached: try again")
	}
	f.sub, c.fwd = sub, f
	c.bound.Store(true) // its role is the owner's to bind
	h.mu.Lock()
	h.forwards[f] = true
	h.mu.Unlock()
	time.AfterFunc(h.cfg.Cluster.Lease, func() {
		if !f.answered.Load() {
			c.cancel()
		}
	})
	return f.request(data)
}

// request sends one request of the client to the room's owner.
func (f *forward) request(data []byte) error {
	m := nats.NewMsg(hostSubject + f.owner)
	m.Header.Set(headerConn, f.subject)
	m.Data = data
	if err := f.h.cfg.Cluster.NC.PublishMsg(m); err != nil {
		return wire.Refuse(wire.CodeLost, "the room's host cannot be reached: try again")
	}
	return nil
}

// end tells the owner the client has gone.
func (f *forward) end() {
	f.sub.Unsubscribe()
	f.h.mu.Lock()
	delete(f.h.forwards, f)
	f.h.mu.Unlock()
	m := nats.NewMsg(hostSubject + f.owner)
	m.Header.Set(headerConn, f.subject)
	m.Header.Set(headerClosed, "1")
	f.h.cfg.Cluster.NC.PublishMsg(m)
}

// checkForwards lets go of the clients whose room's lease has lapsed or
// passed to another host: they come back, and find the room's new owner.
func (h *Host) checkForwards() {
	h.mu.Lock()
	byRoom := map[string][]*forward{}
	for f := range h.forwards {
		byRoom[f.code] = append(byRoom[f.code], f)
	}
	h.mu.Unlock()
	for code, fs := range byRoom {
		e, err := h.cfg.Cluster.Owners.Get(h.ctx, code)
		for _, f := range fs {
			if err != nil || string(e.Value()) != f.owner {
				f.c.cancel()
			}
		}
	}
}

// fromFront takes a request another host forwarded: each forwarded
// connection is a conn here (proxied), with its own goroutine, its
// messages published back to the front host.
func (h *Host) fromFront(m *nats.Msg) {
	subject := m.Header.Get(headerConn)
	if subject == "" {
		return
	}
	h.mu.Lock()
	p := h.proxies[subject]
	if m.Header.Get(headerClosed) != "" {
		delete(h.proxies, subject)
		h.mu.Unlock()
		if p != nil {
			p.gone()
		}
		return
	}
	if p == nil {
		nc := h.cfg.Cluster.NC
		p = h.newConn(h.ctx,
			func(b []byte) error { return nc.Publish(subject, b) },
			func() {
				bye := nats.NewMsg(subject)
				bye.Header.Set(headerClosed, "1")
				nc.PublishMsg(bye)
			}, nil)
		p.proxied, p.in = true, make(chan []byte, queued)
		h.proxies[subject] = p
		go p.write()
		go p.serveProxied(subject)
	}
	h.mu.Unlock()
	select {
	case p.in <- m.Data:
	default:
		p.cancel() // a front sending faster than the room can take: let it go
	}
}

// serveProxied handles a forwarded connection's requests, in order,
// until it ends or stays quiet past the read timeout (its front host
// died).
func (c *conn) serveProxied(subject string) {
	defer func() {
		c.h.mu.Lock()
		if c.h.proxies[subject] == c {
			delete(c.h.proxies, subject)
		}
		c.h.mu.Unlock()
		c.gone()
		c.hangUp() // the front lets its client go, if it has not already
	}()
	for {
		t := time.NewTimer(c.h.cfg.ReadTimeout)
		select {
		case <-c.ctx.Done():
			t.Stop()
			return
		case <-t.C:
			return
		case data := <-c.in:
			t.Stop()
			c.request(data)
		}
	}
}
