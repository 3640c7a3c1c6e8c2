package rooms

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"runtime"
	"slices"
	"sync"
	"time"

	"graffiti/game"
	"graffiti/game/bot"
	"graffiti/rooms/wire"
)

// Config is what a host is made of; zero fields take the defaults.
type Config struct {
	Games []game.Game // the games rooms may play
	Log   Log         // where rooms are kept
	// Origins are the page origins allowed to connect besides the host's
	// own (host patterns, as coder/websocket's OriginPatterns).
	Origins []string
	// Budget is a bot level's thinking; nil: the level's own.
	Budget func(bot.Level) bot.Budget
	// Thinkers is how many bot decisions run at once over all rooms (0:
	// one per core): the others wait, and no connection waits for them.
	Thinkers int
	MaxRooms int // rooms open at once (0: 10,000)
	// Rate and Burst limit each connection's requests (0: 20 a second,
	// 40 at once); ReadTimeout closes a connection quiet that long (0:
	// 75 s; clients ping every 20 s), WriteTimeout one that does not take
	// a message (0: 10 s).
	Rate         float64
	Burst        int
	ReadTimeout  time.Duration
	WriteTimeout time.Duration
	Logf         func(format string, args ...any) // nil: the log package
	// Seeds deals each new room's game (nil: a random seed a room): the
	// browser tests' hosts deal the same games at every run, so that
	// their length, and the tests' time, does not vary with the deal.
	Seeds func() uint64
	// Join is the address phones reach this host at, told to a table in
	// its welcome ("": none known; the page gives its own).
	Join string
	// Cluster shares the rooms with other hosts (cluster.go); nil: this
	// host holds every room of its log.
	Cluster *Cluster
	// Limits are each client address's (limits.go).
	Limits Limits
	// KeepFinished and KeepIdle are how long a room is kept once its
	// game is over (0: 7 days) and once nobody has acted in it (0: 30
	// days); Sweep is how often the host looks (0: a minute); then the
	// room ends (expiry.go). Now is the host's clock (nil: time.Now).
	KeepFinished, KeepIdle, Sweep time.Duration
	Now                           func() time.Time
	// RematchWait is how long a finished room's rematch takes its
	// seats' answers (0: 10 minutes), by the host's clock; the sweep
	// closes it (rematch.go).
	RematchWait time.Duration
	// Push tells seats of their turn by Web Push (push.go, notice.go);
	// nil: the host sends no notices, and refuses a notify.
	Push *Push
	// Lobby lists the open rooms with a free seat (lobby.go); false:
	// the lobby answers that this host lists none.
	Lobby bool
}

func (c *Config) defaults() {
	if c.Budget == nil {
		c.Budget = func(l bot.Level) bot.Budget { return l.Budget(1) }
	}
	if c.Thinkers <= 0 {
		c.Thinkers = runtime.NumCPU()
	}
	if c.MaxRooms <= 0 {
		c.MaxRooms = 10000
	}
	if c.Rate <= 0 {
		c.Rate = 20
	}
	if c.Burst <= 0 {
		c.Burst = 40
	}
	if c.ReadTimeout <= 0 {
		c.ReadTimeout = 75 * time.Second
	}
	if c.WriteTimeout <= 0 {
		c.WriteTimeout = 10 * time.Second
	}
	if c.Logf == nil {
		c.Logf = log.Printf
	}
	c.Limits.defaults()
	c.keepDefaults()
}

// Host holds the rooms. Its requests come from connections (conn.go);
// each room changes under its own lock, so one room's log write or bot
// never holds another's.
type Host struct {
	cfg      Config
	ctx      context.Context
	stop     context.CancelFunc
	thinkers chan struct{}
	bots     sync.WaitGroup

	mu    sync.Mutex
	rooms map[string]*room

	clients *clients // what each client address holds (limits.go)
	lobby   lobbyCache
	push    *pusher // the notices' senders (push.go); nil without Config.Push

	// In a cluster (cluster.go), under mu: the revision of each lease
	// held, the connections other hosts forward here, and this host's
	// connections forwarded to others; takeMu makes one takeover at a
	// time.
	leases   map[string]uint64
	proxies  map[string]*conn
	forwards map[*forward]bool
	takeMu   sync.Mutex
}

// room is one room of the host: its state, as its log makes it, and the
// connections that hold a role in it.
type room struct {
	code string
	h    *Host
	addr string // the client address that made it, counted against it until it ends ("": made before the host started)

	mu       sync.Mutex
	st       state
	conns    map[*conn]bool
	thinking bool // a bot decision for this room is under way
	gone     bool // let go to another host of the cluster, or ended: nothing more is played here
	// asking are the claims without the invitation that wait for the
	// table, by seat (invite.go): kept in memory only, a host restarted
	// has the phones ask again.
	asking map[int]*conn
	// views are what each role's connections hold, for the patches
	// (held.go).
	views map[int]*heldView
	// noticed is, by seat, the number of actions played when the seat was
	// last sent a notice (notice.go).
	noticed map[int]int
	// offer is the rematch this finished room offers (rematch.go), kept
	// in memory; kept, in the rematch's room, are the seats that wait
	// for their player's answer, which no one else may claim.
	offer *rematchOffer
	kept  map[int]bool
}

// NewHost rebuilds every room from cfg.Log and starts their bots.
func NewHost(ctx context.Context, cfg Config) (*Host, error) {
	cfg.defaults()
	h := &Host{cfg: cfg, rooms: map[string]*room{}, thinkers: make(chan struct{}, cfg.Thinkers), clients: newClients(cfg.Limits)}
	h.ctx, h.stop = context.WithCancel(context.Background())
	if cfg.Push != nil {
		h.startPushing()
	}
	if cfg.Cluster != nil {
		// Rooms are taken from the log when asked for, leased to one
		// host at a time.
		if err := h.startCluster(); err != nil {
			return nil, err
		}
		h.startSweeping()
		return h, nil
	}
	err := cfg.Log.Each(ctx, func(code string, seq uint64, data []byte) error {
		r := h.rooms[code]
		if r == nil {
			r = &room{code: code, h: h, conns: map[*conn]bool{}}
			h.rooms[code] = r
		}
		var rec record
		if err := json.Unmarshal(data, &rec); err != nil {
			return fmt.Errorf("room %s, record %d: %v", code, seq, err)
		}
		if _, err := r.st.apply(cfg.Games, rec); err != nil {
			return fmt.Errorf("room %s, record %d: %v", code, seq, err)
		}
		r.st.seq = seq
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("rebuilding the rooms: %w", err)
	}
	for _, r := range h.rooms {
		r.mu.Lock()
		r.st.undated(h.now())
		r.think()
		r.mu.Unlock()
	}
	h.startSweeping()
	return h, nil
}

// Close stops the bots; the log is the caller's to close.
func (h *Host) Close() {
	h.stop()
	h.bots.Wait()
}

// Rooms is how many rooms the host holds.
func (h *Host) Rooms() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.rooms)
}

func (h *Host) room(code string) (*room, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if r := h.rooms[wire.NormalCode(code)]; r != nil {
		return r, nil
	}
	return nil, wire.Refuse(wire.CodeNoRoom, "no room %q here", code)
}

// create opens a room as req asks, its table the connection c.
func (h *Host) create(c *conn, req wire.Request) error {
	i := slices.IndexFunc(h.cfg.Games, func(g game.Game) bool { return g.Name() == req.Game })
	if i < 0 {
		return wire.Refuse(wire.CodeOptions, "no game %q here", req.Game)
	}
	for _, k := range req.Seats {
		if l, err := bot.ParseLevel(k); k != wire.Person && (err != nil || l == bot.Random) {
			return wire.Refuse(wire.CodeOptions, "a seat is %q, or a bot: easy, medium or hard, not %q", wire.Person, k)
		}
	}
	for _, n := range req.Names {
		if n == "" || len(n) > 24 {
			return wire.Refuse(wire.CodeOptions, "a name has 1 to 24 bytes, not %d", len(n))
		}
	}
	o := game.Options{Players: len(req.Seats), Names: req.Names, Seed: h.seed(), Variants: req.Variants}
	if _, _, err := h.cfg.Games[i].New(o); err != nil {
		return wire.Refuse(wire.CodeOptions, "%v", err)
	}
	token := newToken()
	if req.Clock != 0 && (req.Clock < wire.MinClock || req.Clock > wire.MaxClock) {
		return wire.Refuse(wire.CodeOptions, "a time per move is %d to %d seconds, not %d", wire.MinClock, wire.MaxClock, req.Clock)
	}
	rec := record{Type: recCreate, Game: req.Game, Options: &o, Kinds: req.Seats, Owner: hashToken(token), Open: req.Open, Clock: req.Clock}
	if req.Lang != "" {
		rec.Lang = noticeLang(req.Lang) // a language the host has words for, else English
	}
	r, err := h.open(c.addr, rec)
	if err != nil {
		return err
	}
	defer r.mu.Unlock()
	c.send(wire.Encode(wire.Message{Type: wire.MsgCreated, ID: req.ID, Room: r.code, Token: token}))
	r.bind(c, wire.RoleTable, game.Nobody, rec.Owner, req.ID, "")
	r.think()
	return nil
}

// seed is a new room's deal.
func (h *Host) seed() uint64 {
	if h.cfg.Seeds != nil {
		return h.cfg.Seeds()
	}
	return newSeed()
}

// open makes a room of its create record, counted against the client
// address addr: a code of its own, its lease on a cluster, the record
// in its log. The room is given back locked, for the caller to bind its
// first connections before anyone else may join it.
func (h *Host) open(addr string, rec record) (*room, error) {
	if err := h.clients.create(addr, h.now()); err != nil {
		return nil, err
	}

	h.mu.Lock()
	if len(h.rooms) >= h.cfg.MaxRooms {
		h.mu.Unlock()
		h.clients.ended(addr)
		return nil, wire.Refuse(wire.CodeFull, "this host holds %d rooms, as many as it may", len(h.rooms))
	}
	code := newCode()
	for h.rooms[code] != nil {
		code = newCode()
	}
	r := &room{code: code, h: h, addr: addr, conns: map[*conn]bool{}}
	h.rooms[code] = r
	r.mu.Lock() // held until the room is made: nobody may join it half made
	h.mu.Unlock()

	unmake := func() {
		h.mu.Lock()
		delete(h.rooms, code)
		h.mu.Unlock()
		r.mu.Unlock()
		h.clients.ended(addr)
	}
	if h.cfg.Cluster != nil {
		// The code is this host's if no other holds its lease (another
		// host's room of that code would be another room).
		if ok, err := h.lease(code); err != nil || !ok {
			unmake()
			return nil, wire.Refuse(wire.CodeLost, "the room could not be made: try again")
		}
	}
	if _, err := r.commit(rec); err != nil {
		unmake()
		return nil, err
	}
	return r, nil
}

// commit stores rec in the room's log and, once the log has acknowledged
// it, applies it: the room changes only after. A record the log did not
// take changes nothing; the room is read back from the log, in case it
// was stored all the same.
func (r *room) commit(rec record) ([]game.Event, error) {
	if r.gone {
		return nil, wire.Refuse(wire.CodeLost, "room %s has moved to another host: connect again", r.code)
	}
	rec.Time = r.h.now().UnixMilli()
	data, err := json.Marshal(rec)
	if err != nil {
		return nil, err
	}
	seq, err := r.h.cfg.Log.Append(r.h.ctx, r.code, r.st.seq, data)
	if err != nil {
		r.h.cfg.Logf("room %s: %v", r.code, err)
		if r.h.cfg.Cluster != nil {
			// Another host may have written to the room's log, its
			// owner now: this one lets the room go (its clients come
			// back through a host that knows who owns it).
			go r.h.letGo(r.code)
		} else {
			r.reload()
		}
		return nil, wire.Refuse(wire.CodeLost, "the room's log did not take it: try again")
	}
	ev, err := r.st.apply(r.h.cfg.Games, rec)
	if err != nil {
		// Checked before it was stored: this is the host's own bug.
		panic(fmt.Sprintf("room %s: a checked record does not apply: %v", r.code, err))
	}
	r.st.seq = seq
	return ev, nil
}

// reload rebuilds the room from its log and tells every connection.
func (r *room) reload() {
	st, err := r.h.rebuild(r.code)
	if err != nil {
		r.h.cfg.Logf("room %s: reading it back: %v", r.code, err)
		return
	}
	if st.m == nil {
		return
	}
	r.st = st
	for c := range r.conns {
		r.welcome(c, 0, "")
	}
}

// rebuild reads a room back from its log (no match: no room there).
func (h *Host) rebuild(code string) (state, error) {
	recs, last, err := h.cfg.Log.Room(h.ctx, code)
	if err != nil {
		return state{}, err
	}
	var st state
	for _, data := range recs {
		var rec record
		if err := json.Unmarshal(data, &rec); err != nil {
			return state{}, err
		}
		if _, err := st.apply(h.cfg.Games, rec); err != nil {
			return state{}, err
		}
	}
	st.seq = last
	st.undated(h.now())
	return st, nil
}

// bind gives connection c its role in the room and welcomes it.
func (r *room) bind(c *conn, role string, seat int, token string, id int, plain string) {
	c.bind(r, role, seat, token)
	r.conns[c] = true
	r.welcome(c, id, plain)
	r.tellRematch(c) // a device back after the game: where its players went
}

// welcome sends c its role, the seats, and its role's view; plain is the
// seat's token, sent once, when it is claimed.
func (r *room) welcome(c *conn, id int, plain string) {
	buf := viewBufs.Get().(*bytes.Buffer)
	defer viewBufs.Put(buf)
	msg := r.st.viewMessage(wire.MsgWelcome, c.seat, nil, buf)
	r.held(c.seat, msg.Actions, msg.View)
	r.st.clocked(&msg)
	msg.ID, msg.Room, msg.Role, msg.Token, msg.Game, msg.Seats = id, r.code, c.role, plain, r.st.g.Name(), r.seatInfos()
	if c.role == wire.RoleSeat {
		msg.Seat = ptr(c.seat)
		if r.h.push != nil {
			msg.PushKey = r.h.push.p.Keys.Public
		}
	}
	if c.role == wire.RoleTable {
		msg.Join = r.h.cfg.Join
	}
	c.send(wire.Encode(msg))
}

// told sends every connection of the room what ev are to its role.
func (r *room) told(ev []game.Event) {
	bySeat := map[int][]byte{}
	buf := viewBufs.Get().(*bytes.Buffer)
	defer viewBufs.Put(buf)
	var scratch []byte
	for c := range r.conns {
		b, ok := bySeat[c.seat]
		if !ok {
			msg := r.st.viewMessage(wire.MsgUpdate, c.seat, ev, buf)
			msg.Room = r.code
			r.st.clocked(&msg)
			scratch = r.patch(&msg, c.seat, scratch[:0])
			b = wire.Encode(msg)
			bySeat[c.seat] = b
		}
		c.send(b)
	}
	r.remind()
}

// seatsChanged tells every connection the seats as they are now.
func (r *room) seatsChanged() {
	b := wire.Encode(wire.Message{Type: wire.MsgSeats, Room: r.code, Seats: r.seatInfos()})
	for c := range r.conns {
		c.send(b)
	}
}

// think starts a bot's decision when a bot is to act and none is under
// way: off every connection's goroutine, waiting its turn among the
// host's thinkers. Called with r.mu held.
func (r *room) think() {
	if r.thinking || r.gone || r.st.m.Over() || r.h.ctx.Err() != nil {
		return
	}
	seat := r.st.m.ToAct()
	level, ok := r.st.bot(seat)
	if !ok {
		return
	}
	r.play(seat, level, false)
}

// play has a bot of level decide seat's action and plays it: a bot's
// seat's, or, lapsed, a person's whose time ran out (clock.go). A
// decision overtaken (the seat played meanwhile) is dropped. Called
// with r.mu held.
func (r *room) play(seat int, level bot.Level, lapsed bool) {
	r.thinking = true
	at, view := r.st.m.Actions(), r.st.m.View(seat)
	// The bot's seed is the deal's and the move's: the same room decides
	// the same way after a restart.
	seed := r.st.o.Seed*1000003 + uint64(at)*31 + uint64(seat)
	r.h.bots.Add(1)
	go func() {
		defer r.h.bots.Done()
		choice := r.h.decide(r.st.g, level, view, seed)
		r.mu.Lock()
		defer r.mu.Unlock()
		r.thinking = false
		if r.st.m.Actions() != at || r.gone || r.h.ctx.Err() != nil {
			// A seat whose time was running played in time: a bot to
			// act after it waited for this decision to end.
			r.think()
			return
		}
		if err := r.st.m.Check(choice); err != nil {
			r.h.cfg.Logf("room %s: the %s bot chose %q: %v; it plays the first legal action", r.code, level, choice, err)
			choice = r.st.m.Legal()[0]
		}
		ev, err := r.commit(record{Type: recAct, Seat: seat, At: at, Action: choice, Lapsed: lapsed})
		if err != nil {
			r.think() // the log refused; try again (a lapsed turn, at the next sweep)
			return
		}
		r.told(ev)
		r.think()
		if lapsed {
			r.lapse(r.h.now()) // the rest of the seat's turn, if its turn goes on
		}
	}()
}

// decide runs one bot decision when a thinker is free; "" when the host
// stops first.
func (h *Host) decide(g game.Game, level bot.Level, view game.View, seed uint64) string {
	select {
	case h.thinkers <- struct{}{}:
	case <-h.ctx.Done():
		return ""
	}
	defer func() { <-h.thinkers }()
	d, err := g.Decide(level, view, seed, h.cfg.Budget(level))
	if err != nil {
		h.cfg.Logf("a %s bot of %s: %v", level, g.Name(), err)
		return ""
	}
	d.Run(h.ctx)
	if h.ctx.Err() != nil {
		return ""
	}
	return d.Choice()
}
