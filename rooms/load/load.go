// Package load drives simulated players against room hosts, as many
// phones and tables would: real WebSocket connections speaking the real
// protocol, each seat playing a legal action chosen at random from its
// own view when its turn comes, at a set pace. graffiti loadtest runs it
// and prints what it measured (docs/figures.md, "Rooms at scale").
package load

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"graffiti/game"
	"graffiti/rooms/wire"
)

// Config is a load: how many rooms, of how many seats, at what pace.
type Config struct {
	URLs  []string  // the hosts' rooms endpoints (ws://HOST/rooms); the rooms are spread over them
	Game  game.Game // the game every room plays
	Rooms int       // rooms playing at once; each starts a new game when one ends
	Seats int       // people in each room, every one on a connection of their own
	// Rate is each seat's actions a second: a seat whose turn it is
	// acts after 1/(Rate×Seats) s, so a room plays Rate×Seats actions
	// a second.
	Rate float64
	// Idle rooms are opened first and only watched: a table screen each,
	// nobody playing (rooms a host holds between games).
	Idle     int
	Warmup   time.Duration // round trips before this are not counted: the connections are still being made
	Duration time.Duration // how long the rooms play after the warm-up
	Seed     uint64
}

// Result is what a load measured.
type Result struct {
	RTT      []time.Duration // every counted action's round trip, sorted
	Actions  int64           // actions acknowledged (all, the warm-up's too)
	Messages int64           // messages received from the hosts
	Bytes    int64           // their bytes
	// CountedBytes are the bytes received after the warm-up: with the
	// round trips counted, the bytes a host sends per action.
	CountedBytes int64
	Games        int64         // games played to the end
	Refused      int64         // requests the hosts refused
	Errors       []string      // connections lost or never made, messages not understood (the first few)
	Failures     int64         // how many of those
	Elapsed      time.Duration // the measured time, after the warm-up
}

// Quantile is the round trip under which a share q of them fell.
func (r *Result) Quantile(q float64) time.Duration {
	if len(r.RTT) == 0 {
		return 0
	}
	return r.RTT[min(len(r.RTT)-1, int(q*float64(len(r.RTT))))]
}

// Run plays the load until its warm-up and duration have passed, then
// closes every connection and says what it measured.
func Run(ctx context.Context, cfg Config) (*Result, error) {
	if len(cfg.URLs) == 0 || cfg.Game == nil || cfg.Seats < 1 || cfg.Rate <= 0 && cfg.Rooms > 0 {
		return nil, errors.New("load: hosts, a game, seats and a rate are needed")
	}
	l := &loader{cfg: cfg, start: time.Now()}
	l.counted = l.start.Add(cfg.Warmup)
	ctx, stop := context.WithDeadline(ctx, l.counted.Add(cfg.Duration))
	defer stop()
	var wg sync.WaitGroup
	for i := range cfg.Idle {
		wg.Add(1)
		go func() { defer wg.Done(); l.idle(ctx, i) }()
	}
	for i := range cfg.Rooms {
		wg.Add(1)
		go func() { defer wg.Done(); l.room(ctx, cfg.Idle+i) }()
	}
	wg.Wait()
	res := &l.res
	res.Elapsed = time.Since(l.counted)
	slices.Sort(res.RTT)
	return res, nil
}

// loader is one run: its counters, shared by every connection.
type loader struct {
	cfg            Config
	start, counted time.Time

	mu  sync.Mutex
	res Result
}

func (l *loader) failed(ctx context.Context, format string, args ...any) {
	if ctx.Err() != nil {
		return // the run is over: connections closing are not failures
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.res.Failures++
	if len(l.res.Errors) < 10 {
		l.res.Errors = append(l.res.Errors, fmt.Sprintf(format, args...))
	}
}

func (l *loader) heard(b []byte) {
	atomic.AddInt64(&l.res.Messages, 1)
	atomic.AddInt64(&l.res.Bytes, int64(len(b)))
	if time.Now().After(l.counted) {
		atomic.AddInt64(&l.res.CountedBytes, int64(len(b)))
	}
}

func (l *loader) acted(sent time.Time) {
	now := time.Now()
	l.mu.Lock()
	defer l.mu.Unlock()
	l.res.Actions++
	if sent.After(l.counted) {
		l.res.RTT = append(l.res.RTT, now.Sub(sent))
	}
}

// url is the host a room is opened on.
func (l *loader) url(i int) string { return l.cfg.URLs[i%len(l.cfg.URLs)] }

// stagger spreads the connections' start over the warm-up's first half,
// so they are not all made in one instant.
func (l *loader) stagger(ctx context.Context, i, n int) bool {
	if n == 0 || l.cfg.Warmup == 0 {
		return ctx.Err() == nil
	}
	return sleep(ctx, time.Duration(i)*l.cfg.Warmup/2/time.Duration(n))
}

func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}

// pingEvery is how often a connection pings, as the screens do, so the
// host does not close it as gone quiet.
const pingEvery = 20 * time.Second

// idle opens a room and watches it as its table until the run ends.
func (l *loader) idle(ctx context.Context, i int) {
	if !l.stagger(ctx, i, l.cfg.Idle+l.cfg.Rooms) {
		return
	}
	c, _, _, err := l.create(ctx, l.url(i))
	if err != nil {
		l.failed(ctx, "idle room %d: %v", i, err)
		return
	}
	defer c.Close()
	go c.KeepAlive(ctx, pingEvery)
	for {
		_, b, err := c.ReceiveHead(ctx)
		if err != nil {
			l.failed(ctx, "idle room %d: %v", i, err)
			return
		}
		l.heard(b)
	}
}

// room plays games in one room after another until the run ends.
func (l *loader) room(ctx context.Context, i int) {
	if !l.stagger(ctx, i, l.cfg.Idle+l.cfg.Rooms) {
		return
	}
	for game := 0; ctx.Err() == nil; game++ {
		if err := l.play(ctx, l.url(i), l.cfg.Seed+uint64(i)<<20+uint64(game)); err != nil {
			l.failed(ctx, "room %d: %v", i, err)
			if !sleep(ctx, time.Second) {
				return
			}
		}
	}
}

// create opens a room of people only, from a table connection: its code,
// and its invitation, with which the seats claim as phones that scanned
// the table's QR code do.
func (l *loader) create(ctx context.Context, url string) (*wire.Client, string, string, error) {
	c, err := wire.Dial(ctx, url)
	if err != nil {
		return nil, "", "", err
	}
	kinds, names := make([]string, l.cfg.Seats), make([]string, l.cfg.Seats)
	for s := range kinds {
		kinds[s], names[s] = wire.Person, fmt.Sprintf("Player %d", s+1)
	}
	if err := c.Send(ctx, wire.Request{Type: wire.ReqCreate, ID: 1, Game: l.cfg.Game.Name(), Seats: kinds, Names: names}); err != nil {
		c.Close()
		return nil, "", "", err
	}
	for {
		m, b, err := c.Receive(ctx)
		if err != nil {
			c.Close()
			return nil, "", "", err
		}
		l.heard(b)
		switch m.Type {
		case wire.MsgCreated:
			return c, m.Room, wire.Invitation(wire.HashToken(m.Token)), nil
		case wire.MsgRefused:
			atomic.AddInt64(&l.res.Refused, 1)
			c.Close()
			return nil, "", "", fmt.Errorf("create refused: %s: %s", m.Code, m.Reason)
		}
	}
}

// play opens a room, seats its people and plays one game to its end
// (or to the run's): the table hears every update, each seat plays its
// turns.
func (l *loader) play(ctx context.Context, url string, seed uint64) error {
	table, code, invite, err := l.create(ctx, url)
	if err != nil {
		return err
	}
	defer table.Close()
	pings, stop := context.WithCancel(ctx)
	defer stop()
	go table.KeepAlive(pings, pingEvery)
	errs := make(chan error, l.cfg.Seats+1)
	go func() { errs <- l.watch(ctx, table) }()
	for s := range l.cfg.Seats {
		go func() { errs <- l.seat(ctx, url, code, invite, s, seed) }()
	}
	var first error
	for range l.cfg.Seats + 1 {
		if err := <-errs; err != nil && first == nil {
			first = err
			table.Close() // the others end with it
		}
	}
	if first != nil && ctx.Err() == nil {
		return first
	}
	if ctx.Err() == nil {
		atomic.AddInt64(&l.res.Games, 1)
	}
	return nil
}

// watch hears the table's messages until the game's result.
func (l *loader) watch(ctx context.Context, c *wire.Client) error {
	for {
		m, b, err := c.ReceiveHead(ctx)
		if err != nil {
			return ctxErr(ctx, err)
		}
		l.heard(b)
		if m.Type == wire.MsgRefused {
			atomic.AddInt64(&l.res.Refused, 1)
			return fmt.Errorf("the table refused: %s: %s", m.Code, m.Reason)
		}
		if m.Result != nil {
			return nil
		}
	}
}

// ctxErr is nil for an error that only says the run is over.
func ctxErr(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return nil
	}
	return err
}

// seat claims seat s and plays its turns: after its pause, a legal
// action of its view at random; the round trip is from the request to
// the update that tells it played.
func (l *loader) seat(ctx context.Context, url, code, invite string, s int, seed uint64) error {
	c, err := wire.Dial(ctx, url)
	if err != nil {
		return ctxErr(ctx, err)
	}
	defer c.Close()
	if err := c.Send(ctx, wire.Request{Type: wire.ReqClaim, Room: code, Invite: invite, Seat: &s}); err != nil {
		return ctxErr(ctx, err)
	}
	pings, stop := context.WithCancel(ctx)
	defer stop()
	go c.KeepAlive(pings, pingEvery)
	r := rand.New(rand.NewPCG(seed, uint64(s)))
	pause := time.Duration(float64(time.Second) / (l.cfg.Rate * float64(l.cfg.Seats)))
	var token string
	var sent time.Time
	pending := -1 // the number of actions played when ours was sent
	for {
		m, b, err := c.ReceiveHead(ctx)
		if err != nil {
			return ctxErr(ctx, err)
		}
		l.heard(b)
		switch m.Type {
		case wire.MsgRefused:
			atomic.AddInt64(&l.res.Refused, 1)
			return fmt.Errorf("seat %d refused: %s: %s", s+1, m.Code, m.Reason)
		case wire.MsgWelcome, wire.MsgUpdate:
		default:
			continue
		}
		if m.Token != "" {
			token = m.Token
		}
		if pending >= 0 && m.Actions > pending {
			l.acted(sent)
			pending = -1
		}
		if m.Result != nil {
			return nil
		}
		if m.ToAct == nil || *m.ToAct != s || pending >= 0 {
			continue
		}
		// To act: the view, as it came or as its patch made it, read.
		if m.View == nil {
			continue
		}
		v, err := l.cfg.Game.ReadView(m.View)
		if err != nil {
			return err
		}
		stand, err := l.cfg.Game.StandIn(v, r.Uint64())
		if err != nil {
			return err
		}
		legal := stand.Legal()
		if len(legal) == 0 {
			return fmt.Errorf("seat %d to act with nothing legal", s+1)
		}
		if !sleep(ctx, pause) {
			return nil
		}
		at := m.Actions
		sent, pending = time.Now(), at
		if err := c.Send(ctx, wire.Request{Type: wire.ReqAct, Token: token, At: &at, Action: legal[r.IntN(len(legal))]}); err != nil {
			return ctxErr(ctx, err)
		}
	}
}
