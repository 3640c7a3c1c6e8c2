// Package room is a room as this device plays it: the table screen (the
// board without secrets, the room's code and QR code until everyone has
// joined) and the phone's hand (a seat's secrets, its moves, its turn),
// each over a connection to the host that keeps the game. The game is the
// host's; this device is sent its role's view and events and sends
// actions by their text (Remote, a scenes.Session).
package room

import (
	"context"
	"runtime"
	"sync"
	"time"

	"graffiti/rooms/wire"
	"graffiti/scenes"
)

// Link is this device's connection to a room, kept open: after a lost
// network, a sleep or a host started again it connects anew and says
// hello with its token, back to the same seat (or the table). Its
// goroutines do the waiting; the game's loop takes what came with Take.
type Link struct {
	url    string
	cancel context.CancelFunc
	out    chan wire.Request

	mu    sync.Mutex
	first wire.Request // what binds the first connection: create, watch or claim
	room  string
	token string // once known, every connection starts with hello
	inbox []wire.Message
	up    bool // a connection is open
	tries int  // connections failed in a row

	// tells: the link is a seat's page's own (a phone's hand, a far
	// seat), which may ask to be told of its turn: each welcome as a
	// seat is handed to the page (offerNotices).
	tells bool
}

// Link's pace: a ping well inside the host's 75 s read timeout, and
// reconnections from at once to every ten seconds.
const (
	pingEvery  = 20 * time.Second
	maxBackoff = 10 * time.Second
)

// Open connects to the rooms at url (ws:// or wss://) and binds the
// connection with first; token, when known (a reload), is used instead.
func Open(url string, first wire.Request, room, token string) *Link {
	return openLink(url, first, room, token, false)
}

// openLink is Open; a link that tells is a seat's page's (Link.tells).
func openLink(url string, first wire.Request, room, token string, tells bool) *Link {
	ctx, cancel := context.WithCancel(context.Background())
	l := &Link{url: url, cancel: cancel, out: make(chan wire.Request, 16), first: first, room: room, token: token, tells: tells}
	go l.run(ctx)
	// In a page the host's answer may be here already (the loader asked
	// while the game downloaded): the link takes it in before the first
	// frame, which then shows it, rather than a frame or two later.
	runtime.Gosched()
	return l
}

// Close ends the link for good.
func (l *Link) Close() { l.cancel() }

// Send queues a request for the open connection; the link adds the
// token. A request made while no connection is open waits for the next.
func (l *Link) Send(r wire.Request) {
	select {
	case l.out <- r:
	default: // sixteen waiting: the person taps faster than the network
	}
}

// Take gives the messages that came since the last call.
func (l *Link) Take() []wire.Message {
	l.mu.Lock()
	defer l.mu.Unlock()
	in := l.inbox
	l.inbox = nil
	return in
}

// Up tells whether a connection is open, and how many tries failed.
func (l *Link) Up() (bool, int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.up, l.tries
}

// Credentials are the room and token the link holds (the token once the
// host gave one).
func (l *Link) Credentials() (room, token string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.room, l.token
}

func (l *Link) run(ctx context.Context) {
	for ctx.Err() == nil {
		err := l.connect(ctx)
		l.mu.Lock()
		l.up = false
		if err != nil {
			l.tries++
		}
		wait := min(maxBackoff, time.Duration(l.tries)*time.Second)
		l.mu.Unlock()
		select {
		case <-ctx.Done():
		case <-time.After(wait):
		}
	}
}

// connect holds one connection until it fails.
func (l *Link) connect(ctx context.Context) error {
	dctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	c, err := wire.DialBound(dctx, l.url, l.binding())
	cancel()
	if err != nil {
		return err
	}
	defer c.Close()
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	go l.write(ctx, stop, c)
	for {
		m, _, err := c.Receive(ctx)
		if err != nil {
			return err
		}
		l.mu.Lock()
		l.up, l.tries = true, 0
		if m.Token != "" && (m.Type == wire.MsgCreated || m.Type == wire.MsgWelcome) {
			l.token = m.Token
		}
		if m.Room != "" {
			l.room = m.Room
		}
		l.inbox = append(l.inbox, m)
		scenes.Stir() // the screen wakes from its rest to show it
		l.mu.Unlock()
		if l.tells && m.Type == wire.MsgWelcome && m.Role == wire.RoleSeat {
			offerNotices(l, m.PushKey)
		}
		if m.Type == wire.MsgGone {
			l.cancel() // the seat is free again: nothing to go back to
			return nil
		}
	}
}

// binding is the request that binds a new connection: hello once a
// token is known, else the first request.
func (l *Link) binding() wire.Request {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.token != "" {
		return wire.Request{Type: wire.ReqHello, Room: l.room, Token: l.token}
	}
	return l.first
}

// write sends the queued requests, with the token, and a ping when the
// connection has been quiet.
func (l *Link) write(ctx context.Context, stop func(), c *wire.Client) {
	ping := time.NewTicker(pingEvery)
	defer ping.Stop()
	for {
		var r wire.Request
		select {
		case <-ctx.Done():
			return
		case <-ping.C:
			r = wire.Request{Type: wire.ReqPing}
		case r = <-l.out:
			if wire.Takes(r.Type, "token") {
				_, r.Token = l.Credentials()
			}
		}
		if err := c.Send(ctx, r); err != nil {
			stop()
			return
		}
	}
}
