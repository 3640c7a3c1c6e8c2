package rooms

import (
	"bytes"
	"context"
	"encoding/json"
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"golang.org/x/time/rate"

	"graffiti/game"
	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
)

// TestEveryBadMessageDuringAGameIsRefusedAndChangesNothing plays a game
// of Kunststücke through the host, two phones and a bot, and at the
// phones' turns, while the room is quiet (a phone to act and holding
// back, no bot thinking), sends 1,000 bad messages from strangers' and
// the players' own connections: bytes that are no request, frames of
// the wrong kind, other versions and types, missing and extra fields,
// requests too big to read and too big to take, actions out of turn,
// with another seat's, another room's or a revoked token, replayed or
// late, refused by the rules, claims of seats not free, misuses of the
// table's powers, and floods over the rate. Each must be refused with
// its own code (or, over the hard limit, its connection closed with
// 1009), the room's game, seats and log must be as they were before each
// batch, new connections must still be served, and the game must then
// play to its end as the log has it.
func TestEveryBadMessageDuringAGameIsRefusedAndChangesNothing(t *testing.T) {
	th := startHost(t, t.TempDir())
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	g, err := boxes.Find("kunststucke")
	if err != nil {
		t.Fatal(err)
	}
	b := &badRun{t: t, ctx: ctx, th: th, g: g, ids: 1}
	b.setUp()
	start := time.Now()
	b.play()
	b.finish()
	t.Logf("%d bad messages refused in %d batches, %d floods' too-fast, %d resent after an unlooked-for too-fast; the game played to its end in %v",
		b.count, b.batches, b.tooFast, b.resent, time.Since(start).Round(time.Millisecond))
}

// The bad messages sent in all, of them those over the hard limit and
// those of the two floods.
const (
	badTotal  = 1000
	badHuge   = 10
	floodSize = 100
)

// mirrorRate and mirrorBurst keep this side under the host's default
// limit (20 a second, 40 at once) on every connection but the flooding
// ones, with room to spare for the time a message takes to arrive: the
// refusal each bad message is answered with is then its own, never
// too-fast.
const (
	mirrorRate  = 16
	mirrorBurst = 30
)

// line is one connection of the test. Its messages are read on their
// own goroutine as they come, so the host never waits for the test, and
// taken in order by the test's one goroutine.
type line struct {
	name string
	c    *wire.Client
	in   chan lineMsg
	lim  *rate.Limiter // the host's limit as this side keeps under it
	view wire.Message  // the last welcome or update it heard
	// hears: bound in the game's room, it hears every action, and must
	// have heard them all before a batch reads its answers.
	hears bool
}

type lineMsg struct {
	m   wire.Message
	raw []byte
	err error
}

func (b *badRun) newLine(name string) *line {
	l := &line{name: name, c: dial(b.t, b.th.url), in: make(chan lineMsg, 4096), lim: rate.NewLimiter(mirrorRate, mirrorBurst)}
	go func() {
		for {
			m, raw, err := l.c.Receive(b.ctx)
			select {
			case l.in <- lineMsg{m, raw, err}:
			case <-b.ctx.Done():
				return
			}
			if err != nil {
				return
			}
		}
	}()
	b.lines = append(b.lines, l)
	return l
}

// next is the line's next message (or the error that closed it); the
// wait is only a safety net.
func (l *line) next(t *testing.T) lineMsg {
	t.Helper()
	select {
	case lm := <-l.in:
		if lm.err == nil && (lm.m.Type == wire.MsgUpdate || lm.m.Type == wire.MsgWelcome) {
			l.view = lm.m
		}
		return lm
	case <-time.After(20 * time.Second):
		t.Fatalf("%s: the host said nothing", l.name)
		return lineMsg{}
	}
}

func (l *line) send(t *testing.T, ctx context.Context, typ websocket.MessageType, data []byte) {
	t.Helper()
	if err := l.lim.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	if err := l.c.SendRaw(ctx, typ, data); err != nil {
		t.Fatalf("%s: sending: %v", l.name, err)
	}
}

// ask sends req and waits for the message of type want answering it
// (seats and views heard meanwhile are others' doings).
func (l *line) ask(t *testing.T, ctx context.Context, req wire.Request, want string) wire.Message {
	t.Helper()
	req.V = wire.Version
	data, err := json.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	l.send(t, ctx, websocket.MessageText, data)
	return l.awaitID(t, want, req.ID)
}

// await waits for a message of type want.
func (l *line) await(t *testing.T, want string) wire.Message {
	t.Helper()
	return l.awaitID(t, want, 0)
}

func (l *line) awaitID(t *testing.T, want string, id int) wire.Message {
	t.Helper()
	for {
		lm := l.next(t)
		switch {
		case lm.err != nil:
			t.Fatalf("%s: waiting for a %s: %v", l.name, want, lm.err)
		case lm.m.Type == wire.MsgRefused:
			t.Fatalf("%s: waiting for a %s: refused: %s: %s", l.name, want, lm.m.Code, lm.m.Reason)
		case lm.m.Type == want && (id == 0 || lm.m.ID == id):
			return lm.m
		}
	}
}

// catchUp reads the line's messages up to the update of the n-th
// action: what it hears after is the answer to what it sends.
func (l *line) catchUp(t *testing.T, n int) {
	t.Helper()
	for l.view.Actions < n {
		lm := l.next(t)
		if lm.err != nil || lm.m.Type == wire.MsgRefused {
			t.Fatalf("%s: catching up to action %d: %v %s %s", l.name, n, lm.err, lm.m.Code, lm.m.Reason)
		}
	}
	if l.view.Actions != n {
		t.Fatalf("%s heard action %d, the room is at %d", l.name, l.view.Actions, n)
	}
}

// player is a person's seat: its phone plays from the first of its
// lines as play_test's phone does; the others are the same player's
// other tabs, bound with its token.
type player struct {
	seat  int
	token string
	lines []*line
	last  []byte // its last action the host played, as it was sent
	rnd   *rand.Rand
}

// play sends one action of the player's, chosen from its view's legal
// ones, and waits for the host to play it.
func (pl *player) play(t *testing.T, ctx context.Context, g game.Game) {
	t.Helper()
	l := pl.lines[0]
	v, err := g.ReadView(l.view.View)
	if err != nil {
		t.Fatal(err)
	}
	s, err := g.StandIn(v, pl.rnd.Uint64())
	if err != nil {
		t.Fatal(err)
	}
	legal := s.Legal()
	at := l.view.Actions
	data := obj("v", wire.Version, "type", wire.ReqAct, "token", pl.token, "at", at, "action", legal[pl.rnd.IntN(len(legal))])
	for {
		// The phone plays as fast as the host answers, faster than its
		// limit at times: it does not wait for the mirror, but what it
		// spends, the bad messages on its line wait for.
		l.lim.Reserve()
		if err := l.c.SendRaw(ctx, websocket.MessageText, data); err != nil {
			t.Fatal(err)
		}
		for again := false; !again; {
			lm := l.next(t)
			switch {
			case lm.err != nil:
				t.Fatalf("seat %d: %v", pl.seat, lm.err)
			case lm.m.Type == wire.MsgRefused && lm.m.Code == wire.CodeTooFast:
				// A person is slower: wait for the host's next
				// request's worth (20 a second), as the host asks.
				time.Sleep(50 * time.Millisecond)
				again = true
			case lm.m.Type == wire.MsgRefused:
				t.Fatalf("seat %d's action %s refused: %s: %s", pl.seat, data, lm.m.Code, lm.m.Reason)
			case lm.m.Type == wire.MsgUpdate && lm.m.Actions == at+1:
				pl.last = data
				return
			case lm.m.Type == wire.MsgUpdate:
				t.Fatalf("seat %d acted at %d and heard action %d", pl.seat, at, lm.m.Actions)
			}
		}
	}
}

// badRun is the game and everything connected to the host.
type badRun struct {
	t   *testing.T
	ctx context.Context
	th  *testHost
	g   game.Game

	code, owner   string // the game's room and its table's token
	invite        string // the room's invitation
	codeB, ownerB string // a room nobody plays, and its table's token
	inviteB       string // its invitation
	tokenB        string // a seat's token of room B
	revoked       string // the token of a seat the table freed
	bot           int    // the bot's seat

	table, table2  *line
	spect1, spect2 *line
	tableB, seatB  *line
	attackers      []*line
	players        [2]*player
	lines          []*line

	ids                  int // the last request id given
	count, batches       int // bad messages refused, batches sent
	tooFast, resent      int // floods' too-fast, and others sent again after one
	hugeDone, floodsDone bool
	rr                   map[string]int // the next line of each pool
	quiet                int            // the phones' turns so far
}

func (b *badRun) setUp() {
	t, ctx := b.t, b.ctx
	kinds := []string{wire.Person, "hard", wire.Person}
	b.bot = 1
	b.table = b.newLine("the table")
	created := b.table.ask(t, ctx, wire.Request{Type: wire.ReqCreate, Game: b.g.Name(), Seats: kinds}, wire.MsgCreated)
	b.code, b.owner = created.Room, created.Token
	b.invite = invitation(created)
	b.table.await(t, wire.MsgWelcome) // the create's own welcome follows it
	b.table.hears = true
	b.table2 = b.newLine("the table's second screen")
	b.table2.ask(t, ctx, wire.Request{Type: wire.ReqHello, Room: b.code, Token: b.owner}, wire.MsgWelcome)
	b.table2.hears = true
	b.spect1, b.spect2 = b.newLine("a spectator"), b.newLine("another spectator")
	for _, l := range []*line{b.spect1, b.spect2} {
		l.ask(t, ctx, wire.Request{Type: wire.ReqWatch, Room: b.code}, wire.MsgWelcome)
		l.hears = true
	}
	for i, seat := range []int{0, 2} {
		pl := &player{seat: seat, rnd: rand.New(rand.NewPCG(uint64(seat), 11))}
		b.claim(pl)
		b.players[i] = pl
	}

	// Room B: its tokens are of another room.
	b.tableB = b.newLine("room B's table")
	createdB := b.tableB.ask(t, ctx, wire.Request{Type: wire.ReqCreate, Game: b.g.Name(), Seats: []string{wire.Person, wire.Person, wire.Person}}, wire.MsgCreated)
	b.codeB, b.ownerB = createdB.Room, createdB.Token
	b.inviteB = invitation(createdB)
	b.tableB.await(t, wire.MsgWelcome)
	b.seatB = b.newLine("room B's seat 1")
	b.tokenB = b.seatB.ask(t, ctx, wire.Request{Type: wire.ReqClaim, Room: b.codeB, Invite: b.inviteB, Seat: seatPtr(0)}, wire.MsgWelcome).Token
	// Both hear of the claim: nothing is left to hear in room B.
	b.tableB.await(t, wire.MsgSeats)
	b.seatB.await(t, wire.MsgSeats)

	for range 6 {
		b.attackers = append(b.attackers, b.newLine("a stranger"))
	}
	b.rr = map[string]int{}
}

// claim takes pl's seat on a new line, and opens eight more tabs of it.
func (b *badRun) claim(pl *player) {
	t, ctx := b.t, b.ctx
	main := b.newLine("seat " + strconv.Itoa(pl.seat+1) + "'s phone")
	w := main.ask(t, ctx, wire.Request{Type: wire.ReqClaim, Room: b.code, Invite: b.invite, Seat: seatPtr(pl.seat)}, wire.MsgWelcome)
	if w.Token == "" || w.Seat == nil || *w.Seat != pl.seat {
		t.Fatalf("claiming seat %d: %+v", pl.seat, w)
	}
	pl.token, pl.lines = w.Token, []*line{main}
	for range 8 {
		l := b.newLine("seat " + strconv.Itoa(pl.seat+1) + "'s other tab")
		l.ask(t, ctx, wire.Request{Type: wire.ReqHello, Room: b.code, Token: pl.token}, wire.MsgWelcome)
		pl.lines = append(pl.lines, l)
	}
	for _, l := range pl.lines {
		l.hears = true
	}
}

// play plays the game to its end: the bot on the host, the phones here,
// one step at a time, the bad batches at some of the phones' turns.
func (b *badRun) play() {
	t := b.t
	a, c := b.players[0], b.players[1]
	for {
		// Both phones hear every action: bring them to the same one.
		for a.lines[0].view.Actions != c.lines[0].view.Actions {
			behind := a
			if c.lines[0].view.Actions < a.lines[0].view.Actions {
				behind = c
			}
			b.advance(behind)
		}
		v := a.lines[0].view
		if v.Result != nil {
			if c.lines[0].view.Result == nil {
				t.Fatalf("one phone heard the end at %d, the other not", v.Actions)
			}
			break
		}
		var p, q *player
		switch *v.ToAct {
		case a.seat:
			p, q = a, c
		case c.seat:
			p, q = c, a
		default:
			b.advance(a) // the bot's turn: the host plays it
			continue
		}
		b.quiet++
		switch {
		case b.quiet == 1:
			b.freeAndClaimAgain(q, v.Actions)
		case b.count < badTotal && b.quiet%3 == 0:
			b.batch(p, q, v.Actions)
		}
		p.play(t, b.ctx, b.g)
	}
	if b.count != badTotal {
		t.Fatalf("the game ended after %d bad messages of %d", b.count, badTotal)
	}
}

// advance reads the phone's next update.
func (b *badRun) advance(pl *player) {
	l := pl.lines[0]
	n := l.view.Actions
	for l.view.Actions == n {
		lm := l.next(b.t)
		if lm.err != nil || lm.m.Type == wire.MsgRefused {
			b.t.Fatalf("seat %d at %d: %v %s %s", pl.seat, n, lm.err, lm.m.Code, lm.m.Reason)
		}
	}
}

// freeAndClaimAgain has the table free q's seat, whose connections are
// told and closed, and q claim it again: its old token is revoked.
func (b *badRun) freeAndClaimAgain(q *player, n int) {
	t, ctx := b.t, b.ctx
	b.catchUp(n)
	id := b.nextID()
	b.table.ask(t, ctx, wire.Request{ID: id, Type: wire.ReqFree, Token: b.owner, Seat: seatPtr(q.seat)}, wire.MsgSeats)
	for _, l := range q.lines {
		lm := l.next(t)
		for lm.err == nil && lm.m.Type == wire.MsgSeats {
			lm = l.next(t) // the claims of the seats, heard before
		}
		if lm.err != nil || lm.m.Type != wire.MsgGone || lm.m.Seat == nil || *lm.m.Seat != q.seat {
			t.Fatalf("%s, freed, heard %v %+v, not gone", l.name, lm.err, lm.m)
		}
		if lm = l.next(t); websocket.CloseStatus(lm.err) != websocket.StatusNormalClosure {
			t.Fatalf("%s, freed, is not closed: %v %+v", l.name, lm.err, lm.m)
		}
		l.hears = false
	}
	b.revoked = q.token
	b.claim(q)
	if q.token == b.revoked {
		t.Fatal("a seat claimed again has its old token")
	}
}

func (b *badRun) nextID() int {
	b.ids++
	return b.ids
}

func (b *badRun) catchUp(n int) {
	for _, l := range b.lines {
		if l.hears {
			l.catchUp(b.t, n)
		}
	}
}

// roomShot is what a bad message must not change: the game, the seats'
// tokens, the room's log, the host's rooms.
type roomShot struct {
	hash           string
	actions, toAct int
	seq            uint64
	records        int
	tokens         []string
	owner          string
	freed          int
	rooms          int
}

// shot takes a room as it is; it must be quiet, its bot not thinking.
func (b *badRun) shot(code string) roomShot {
	b.t.Helper()
	r, err := b.th.h.room(code)
	if err != nil {
		b.t.Fatal(err)
	}
	r.mu.Lock()
	s := roomShot{hash: r.st.m.Hash(), actions: r.st.m.Actions(), toAct: r.st.m.ToAct(), seq: r.st.seq,
		tokens: slices.Clone(r.st.tokens), owner: r.st.owner, freed: len(r.st.freed)}
	thinking := r.thinking
	r.mu.Unlock()
	if thinking {
		b.t.Fatalf("room %s is not quiet: its bot is thinking", code)
	}
	s.records = len(logOf(b.t, b.th.log, code))
	s.rooms = b.th.h.Rooms()
	return s
}

func sameShot(a, c roomShot) bool {
	return a.hash == c.hash && a.actions == c.actions && a.toAct == c.toAct && a.seq == c.seq && a.records == c.records &&
		slices.Equal(a.tokens, c.tokens) && a.owner == c.owner && a.freed == c.freed && a.rooms == c.rooms
}

// badMsg is one bad message and how the host must answer it.
type badMsg struct {
	on   *line
	typ  websocket.MessageType
	data []byte
	code string // the refusal's; "" for a message that closes its line
	id   int    // the id the refusal echoes: 0 when the request could not be read
	what string
	// closes is the status the host closes the line with, for a message
	// it refuses to read at all (code ""): over the hard limit, 1009.
	closes websocket.StatusCode
}

// decodeCodes are refusals of requests the host could not read, whose
// id it does not know.
var decodeCodes = []string{wire.CodeMalformed, wire.CodeTooBig, wire.CodeVersion, wire.CodeUnknown, wire.CodeTooFast}

// batch sends a batch of bad messages while p is to act at the n-th
// action and holds back, and checks each is refused and nothing changed.
func (b *badRun) batch(p, q *player, n int) {
	t := b.t
	b.catchUp(n)
	r, _ := b.th.h.room(b.code)
	r.mu.Lock()
	quiet := !r.thinking && r.st.m.ToAct() == p.seat && r.st.m.Actions() == n
	legal := r.st.m.Legal()
	acted := slices.Clone(r.st.acted)
	var refused []string
	for _, text := range rulesCandidates(legal, acted) {
		if len(refused) < 8 && !slices.Contains(refused, text) && r.st.m.Check(text) != nil {
			refused = append(refused, text)
		}
	}
	r.mu.Unlock()
	if !quiet {
		t.Fatalf("the room is not quiet at seat %d's turn at %d", p.seat, n)
	}
	before, beforeB := b.shot(b.code), b.shot(b.codeB)

	msgs := b.badMessages(p, q, n, legal[0], refused)
	if !b.hugeDone {
		msgs = append(msgs, b.hugeMessages()...)
		b.hugeDone = true
	}
	if left := badTotal - b.count; len(msgs) > left {
		msgs = msgs[:left]
	}
	for _, m := range msgs {
		b.refusedOne(m)
	}
	if !b.floodsDone && b.count < badTotal-2*floodSize {
		b.flood(b.newLine("a flooding stranger"), func(id int) ([]byte, string) {
			return obj("v", wire.Version, "type", wire.ReqClaim, "room", b.code, "seat", p.seat, "id", id), wire.CodeNoSeat
		})
		tab := b.newLine("seat " + strconv.Itoa(q.seat+1) + "'s flooding tab")
		tab.ask(t, b.ctx, wire.Request{Type: wire.ReqHello, Room: b.code, Token: q.token}, wire.MsgWelcome)
		tab.hears = true
		b.flood(tab, func(id int) ([]byte, string) {
			return obj("v", wire.Version, "type", wire.ReqAct, "token", q.token, "at", n, "action", legal[0], "id", id), wire.CodeTurn
		})
		b.floodsDone = true
	}
	b.batches++

	if after := b.shot(b.code); !sameShot(before, after) {
		t.Fatalf("batch %d changed the room:\n%+v\n%+v", b.batches, before, after)
	}
	if after := b.shot(b.codeB); !sameShot(beforeB, after) {
		t.Fatalf("batch %d changed room B:\n%+v\n%+v", b.batches, beforeB, after)
	}
	// The host still serves: a new connection is answered and shown
	// the room as it is.
	probe := b.newLine("a new connection")
	probe.ask(t, b.ctx, wire.Request{ID: b.nextID(), Type: wire.ReqPing}, wire.MsgPong)
	if w := probe.ask(t, b.ctx, wire.Request{Type: wire.ReqWatch, Room: b.code}, wire.MsgWelcome); w.Actions != n || w.ToAct == nil || *w.ToAct != p.seat {
		t.Fatalf("after batch %d a new spectator is shown action %d, the room is at %d", b.batches, w.Actions, n)
	}
	probe.c.CloseNow()
}

// rulesCandidates are action texts to try on the rules: texts that are
// no action, and the game's own actions played before, most of them
// refused now.
func rulesCandidates(legal, acted []string) []string {
	l := legal[0]
	out := []string{"xyzzy", " ", strings.ToUpper(l), l + " ", " " + l, l + " " + l, strings.Repeat("x", 200)}
	for i := len(acted) - 1; i >= 0; i-- {
		out = append(out, acted[i])
	}
	return out
}

// refusedOne sends m and checks the host's answer.
func (b *badRun) refusedOne(m badMsg) {
	t := b.t
	for try := 0; ; try++ {
		if m.code == "" {
			werr := m.on.c.SendRaw(b.ctx, m.typ, m.data)
			lm := m.on.next(t)
			if lm.err == nil {
				t.Fatalf("%s: %s: answered %s %s, not closed", m.on.name, m.what, lm.m.Type, lm.m.Code)
			}
			if s := websocket.CloseStatus(lm.err); s != m.closes {
				t.Fatalf("%s: %s of %d bytes: closed with %v (%v; writing: %v), not %v", m.on.name, m.what, len(m.data), s, lm.err, werr, m.closes)
			}
			m.on.hears = false
			break
		}
		m.on.send(t, b.ctx, m.typ, m.data)
		lm := m.on.next(t)
		if lm.err != nil {
			t.Fatalf("%s: %s: %v", m.on.name, m.what, lm.err)
		}
		if lm.m.Type != wire.MsgRefused {
			t.Fatalf("%s: %s (%.200s) was not refused: the host sent %s", m.on.name, m.what, m.data, lm.raw)
		}
		if lm.m.Code == wire.CodeTooFast && try < 20 {
			// The mirror of the limit should keep this from happening;
			// if it does, the test waits, as a client does.
			b.resent++
			time.Sleep(100 * time.Millisecond)
			continue
		}
		if lm.m.Code != m.code || lm.m.ID != m.id || lm.m.Reason == "" {
			t.Fatalf("%s: %s (%.200s): refused %s (id %d: %s), not %s (id %d)", m.on.name, m.what, m.data, lm.m.Code, lm.m.ID, lm.m.Reason, m.code, m.id)
		}
		break
	}
	b.count++
}

// flood sends floodSize bad requests on l at once, without waiting for
// an answer: those over the rate are refused as too-fast, the others
// with their own code; none is let through. The host's limiter can have
// let no more than its burst and its rate over the time since l was
// opened.
func (b *badRun) flood(l *line, request func(id int) ([]byte, string)) {
	t := b.t
	opened := time.Now()
	type sent struct {
		id   int
		code string
	}
	var all []sent
	for range floodSize {
		id := b.nextID()
		data, code := request(id)
		if err := l.c.SendRaw(b.ctx, websocket.MessageText, data); err != nil {
			t.Fatal(err)
		}
		all = append(all, sent{id, code})
	}
	fast := 0
	for _, s := range all {
		lm := l.next(t)
		switch {
		case lm.err != nil:
			t.Fatalf("%s: %v", l.name, lm.err)
		case lm.m.Type != wire.MsgRefused:
			t.Fatalf("%s: flooding, request %d was not refused: %s", l.name, s.id, lm.raw)
		case lm.m.Code == wire.CodeTooFast && lm.m.ID == 0:
			fast++
		case lm.m.Code != s.code || lm.m.ID != s.id:
			t.Fatalf("%s: flooding, request %d refused %s (id %d), not %s or %s", l.name, s.id, lm.m.Code, lm.m.ID, s.code, wire.CodeTooFast)
		}
		b.count++
	}
	cfg := b.th.h.cfg
	allowed := float64(cfg.Burst) + math.Ceil(cfg.Rate*time.Since(opened).Seconds())
	if fast == 0 || float64(floodSize-fast) > allowed {
		t.Fatalf("%s: of %d requests at once %d were too fast; the limit lets at most %g through", l.name, floodSize, fast, allowed)
	}
	b.tooFast += fast
}

// hugeMessages are over the hard limit, each on a new stranger's line,
// which the host closes.
func (b *badRun) hugeMessages() []badMsg {
	var out []badMsg
	for i := range badHuge {
		size := wire.HardLimit + 1 + i*i*4000
		out = append(out, badMsg{on: b.newLine("a stranger sending a huge message"), typ: websocket.MessageText,
			data: padded(obj("v", wire.Version, "type", wire.ReqPing), size), what: "a request of " + strconv.Itoa(size) + " bytes, over the hard limit",
			closes: websocket.StatusMessageTooBig})
	}
	return out
}

// padded is a request made size bytes long with spaces after it, which
// JSON allows.
func padded(req []byte, size int) []byte {
	return append(req, bytes.Repeat([]byte(" "), size-len(req))...)
}

// obj writes a JSON object of the keys and values in kv, in their
// order: bad requests have fields, and values, no wire.Request has.
func obj(kv ...any) []byte {
	var buf bytes.Buffer
	buf.WriteByte('{')
	for i := 0; i < len(kv); i += 2 {
		if i > 0 {
			buf.WriteByte(',')
		}
		k, _ := json.Marshal(kv[i].(string))
		v, err := json.Marshal(kv[i+1])
		if err != nil {
			panic(err)
		}
		buf.Write(k)
		buf.WriteByte(':')
		buf.Write(v)
	}
	buf.WriteByte('}')
	return buf.Bytes()
}

// pick is the next line of a pool, in turn, so the bad messages of a
// kind come from several connections.
func (b *badRun) pick(key string, pool []*line) *line {
	i := b.rr[key]
	b.rr[key]++
	return pool[i%len(pool)]
}

// badMessages are a batch's, p to act at n, legal one of its legal
// actions (the strongest bad message is a good action sent wrongly) and
// refused texts the rules refuse.
func (b *badRun) badMessages(p, q *player, n int, legal string, refused []string) []badMsg {
	var out []badMsg
	everyone := slices.Concat(p.lines, q.lines, []*line{b.table, b.table2, b.spect1, b.spect2, b.tableB, b.seatB}, b.attackers)
	tables := []*line{b.table, b.table2}
	spects := []*line{b.spect1, b.spect2}
	strangers := b.attackers
	// Most of a player's bad messages come from its other tabs: the
	// phone that plays spends its limit on its actions.
	pl := func() *line { return b.pick("p", p.lines[1:]) }
	ql := func() *line { return b.pick("q", q.lines[1:]) }
	pm, qm := p.lines[0], q.lines[0]
	// raw is bytes the host cannot read as a request.
	raw := func(l *line, code, what string, typ websocket.MessageType, data []byte) {
		out = append(out, badMsg{on: l, typ: typ, data: data, code: code, what: what})
	}
	// req is a request with an id, which its refusal echoes once the
	// request is read.
	req := func(l *line, code, what string, kv ...any) {
		id := b.nextID()
		m := badMsg{on: l, typ: websocket.MessageText, data: obj(append(kv, "id", id)...), code: code, what: what}
		if !slices.Contains(decodeCodes, code) {
			m.id = id
		}
		out = append(out, m)
	}
	act := func(token string, at int, action string) []any {
		return []any{"v", wire.Version, "type", wire.ReqAct, "token", token, "at", at, "action", action}
	}
	anyone := func() *line { return b.pick("everyone", everyone) }
	text := websocket.MessageText

	// Bytes that are no request of the protocol.
	raw(anyone(), wire.CodeMalformed, "half an object", text, []byte(`{"v":6,"type":"ping"`))
	raw(anyone(), wire.CodeMalformed, "words", text, []byte(`not json at all`))
	raw(anyone(), wire.CodeMalformed, "an array", text, []byte(`[{"v":6,"type":"ping"}]`))
	raw(anyone(), wire.CodeMalformed, "a string", text, []byte(`"ping"`))
	raw(anyone(), wire.CodeMalformed, "nothing", text, []byte{})
	// A text message that is not UTF-8 breaks the WebSocket's own rule
	// (RFC 6455): the host closes the line, status 1007.
	out = append(out, badMsg{on: b.newLine("a stranger sending bytes that are not UTF-8"), typ: text, data: []byte{0xff, 0xfe, 0x7b, 0x00},
		what: "bytes that are not UTF-8", closes: websocket.StatusInvalidFramePayloadData})
	out = append(out, badMsg{on: b.newLine("a stranger sending a request with a name not UTF-8"), typ: text,
		data: []byte("{\"v\":3,\"type\":\"watch\",\"room\":\"\xffACDE\"}"), what: "a request with a room not UTF-8", closes: websocket.StatusInvalidFramePayloadData})
	raw(anyone(), wire.CodeMalformed, "two objects", text, []byte(`{"v":6,"type":"ping"}{"v":6,"type":"ping"}`))
	raw(anyone(), wire.CodeMalformed, "an object and a word", text, []byte(`{"v":6,"type":"ping"} ping`))
	raw(anyone(), wire.CodeMalformed, "an object and a stray bracket", text, []byte(`{"v":6,"type":"ping"}]`))
	raw(pm, wire.CodeMalformed, "the player's good action and a stray brace", text, append(obj(act(p.token, n, legal)...), '}'))
	raw(pl(), wire.CodeMalformed, "the player's good action and a stray bracket", text, append(obj(act(p.token, n, legal)...), ']'))
	req(anyone(), wire.CodeMalformed, "a version in words", "v", "1", "type", wire.ReqPing)
	req(pl(), wire.CodeMalformed, "the point of the game in words", "v", wire.Version, "type", wire.ReqAct, "token", p.token, "at", strconv.Itoa(n), "action", legal)
	req(pl(), wire.CodeMalformed, "the point of the game a fraction", "v", wire.Version, "type", wire.ReqAct, "token", p.token, "at", float64(n)+0.5, "action", legal)
	req(b.pick("strangers", strangers), wire.CodeMalformed, "a seat in words", "v", wire.Version, "type", wire.ReqClaim, "room", b.code, "seat", "one")
	req(pl(), wire.CodeMalformed, "an action not text", "v", wire.Version, "type", wire.ReqAct, "token", p.token, "at", n, "action", []string{legal})
	raw(pm, wire.CodeMalformed, "the player's good action as a binary frame", websocket.MessageBinary, obj(act(p.token, n, legal)...))
	raw(anyone(), wire.CodeMalformed, "a ping as a binary frame", websocket.MessageBinary, obj("v", wire.Version, "type", wire.ReqPing))

	// Other versions, other types.
	req(pl(), wire.CodeVersion, "the player's good action of the next version", append(act(p.token, n, legal)[2:], "v", wire.Version+1)...)
	req(pl(), wire.CodeVersion, "the player's good action from an old page, version 1", append(act(p.token, n, legal)[2:], "v", 1)...)
	req(pl(), wire.CodeVersion, "the player's good action of no version", act(p.token, n, legal)[2:]...)
	req(anyone(), wire.CodeVersion, "version 0", "v", 0, "type", wire.ReqPing)
	req(anyone(), wire.CodeVersion, "version -1", "v", -1, "type", wire.ReqPing)
	req(anyone(), wire.CodeUnknown, "a type the protocol does not have", "v", wire.Version, "type", "shout")
	req(anyone(), wire.CodeUnknown, "an empty type", "v", wire.Version, "type", "")
	req(anyone(), wire.CodeUnknown, "no type", "v", wire.Version)
	req(pl(), wire.CodeUnknown, "an action's type in capitals", "v", wire.Version, "type", "ACT", "token", p.token, "at", n, "action", legal)
	req(anyone(), wire.CodeUnknown, "a host's message type", "v", wire.Version, "type", wire.MsgUpdate)

	// Fields missing, or one too many.
	req(pl(), wire.CodeMalformed, "an action with no point of the game", "v", wire.Version, "type", wire.ReqAct, "token", p.token, "action", legal)
	req(pl(), wire.CodeMalformed, "an action with no token", "v", wire.Version, "type", wire.ReqAct, "at", n, "action", legal)
	req(pl(), wire.CodeMalformed, "an action with no text", "v", wire.Version, "type", wire.ReqAct, "token", p.token, "at", n)
	req(pl(), wire.CodeMalformed, "an action with an empty text", act(p.token, n, "")...)
	req(pl(), wire.CodeMalformed, "an action with a room", append(act(p.token, n, legal), "room", b.code)...)
	req(pl(), wire.CodeMalformed, "an action with a seat", append(act(p.token, n, legal), "seat", p.seat)...)
	req(pl(), wire.CodeMalformed, "an action with a game", append(act(p.token, n, legal), "game", b.g.Name())...)
	req(pl(), wire.CodeMalformed, "an action with a field no request has", append(act(p.token, n, legal), "force", true)...)
	req(b.pick("strangers", strangers), wire.CodeMalformed, "a claim with no seat", "v", wire.Version, "type", wire.ReqClaim, "room", b.code)
	req(b.pick("strangers", strangers), wire.CodeMalformed, "a claim with no room", "v", wire.Version, "type", wire.ReqClaim, "seat", 0)
	req(b.pick("strangers", strangers), wire.CodeMalformed, "a claim with a token", "v", wire.Version, "type", wire.ReqClaim, "room", b.code, "seat", 0, "token", p.token)
	req(b.pick("strangers", strangers), wire.CodeMalformed, "a hello with no token", "v", wire.Version, "type", wire.ReqHello, "room", b.code)
	req(b.pick("strangers", strangers), wire.CodeMalformed, "a watch with a seat", "v", wire.Version, "type", wire.ReqWatch, "room", b.code, "seat", 0)
	req(b.pick("tables", tables), wire.CodeMalformed, "a free with no seat", "v", wire.Version, "type", wire.ReqFree, "token", b.owner)
	req(ql(), wire.CodeMalformed, "a leave with an action", "v", wire.Version, "type", wire.ReqLeave, "token", q.token, "action", legal)
	req(anyone(), wire.CodeMalformed, "a ping with a room", "v", wire.Version, "type", wire.ReqPing, "room", b.code)
	req(b.pick("strangers", strangers), wire.CodeMalformed, "a create with a room", "v", wire.Version, "type", wire.ReqCreate, "game", b.g.Name(), "seats", []string{wire.Person, wire.Person}, "room", b.code)
	req(b.pick("strangers", strangers), wire.CodeMalformed, "a create with no game", "v", wire.Version, "type", wire.ReqCreate, "seats", []string{wire.Person, wire.Person})

	// Too big to read, and the largest the host reads.
	good := obj(act(p.token, n, legal)...)
	raw(pm, wire.CodeTooBig, "the player's good action a byte over the limit", text, padded(good, wire.MaxRequest+1))
	raw(pl(), wire.CodeTooBig, "the player's good action of 16 KB", text, padded(good, 16<<10))
	raw(pl(), wire.CodeTooBig, "the player's good action at the hard limit", text, padded(good, wire.HardLimit))

	// Out of turn: q's own action at p's turn.
	req(qm, wire.CodeTurn, "the other player acting at the point of the game", act(q.token, n, legal)...)
	req(ql(), wire.CodeTurn, "the other player acting at the next point", act(q.token, n+1, legal)...)
	if q.last != nil {
		raw(qm, wire.CodeTurn, "the other player's last action sent again", text, q.last)
	}

	// Another's token.
	req(pm, wire.CodeToken, "the player acting with the other player's token", act(q.token, n, legal)...)
	req(pl(), wire.CodeToken, "the player's tab acting with the table's token", act(b.owner, n, legal)...)
	req(pl(), wire.CodeToken, "the player's tab acting with room B's seat's token", act(b.tokenB, n, legal)...)
	req(pl(), wire.CodeToken, "the player's tab acting with a revoked token", act(b.revoked, n, legal)...)
	req(ql(), wire.CodeToken, "the other player acting with the player's token", act(p.token, n, legal)...)
	req(b.pick("tables", tables), wire.CodeNoSeat, "the table acting", act(b.owner, n, legal)...)
	req(b.pick("tables", tables), wire.CodeToken, "the table acting with the player's token", act(p.token, n, legal)...)
	req(b.pick("spects", spects), wire.CodeToken, "a spectator acting with the player's token", act(p.token, n, legal)...)
	req(b.pick("spects", spects), wire.CodeToken, "a spectator acting with the table's token", act(b.owner, n, legal)...)
	req(b.seatB, wire.CodeToken, "room B's seat acting with the player's token", act(p.token, n, legal)...)
	req(b.tableB, wire.CodeToken, "room B's table acting with the player's token", act(p.token, n, legal)...)
	req(b.pick("strangers", strangers), wire.CodeUnbound, "a stranger acting with the player's token", act(p.token, n, legal)...)
	req(b.pick("strangers", strangers), wire.CodeToken, "a stranger's hello with a made-up token", "v", wire.Version, "type", wire.ReqHello, "room", b.code, "token", newToken())
	req(b.pick("strangers", strangers), wire.CodeToken, "a stranger's hello with room B's seat's token", "v", wire.Version, "type", wire.ReqHello, "room", b.code, "token", b.tokenB)
	req(b.pick("strangers", strangers), wire.CodeToken, "a stranger's hello with room B's table's token", "v", wire.Version, "type", wire.ReqHello, "room", b.code, "token", b.ownerB)
	req(b.pick("strangers", strangers), wire.CodeRevoked, "a stranger's hello with a revoked token", "v", wire.Version, "type", wire.ReqHello, "room", b.code, "token", b.revoked)
	req(b.pick("strangers", strangers), wire.CodeToken, "a stranger's hello to room B with the player's token", "v", wire.Version, "type", wire.ReqHello, "room", b.codeB, "token", p.token)
	req(b.pick("strangers", strangers), wire.CodeNoRoom, "a hello to no room", "v", wire.Version, "type", wire.ReqHello, "room", "ZZZZZ", "token", p.token)

	// Replayed and late: the player's own token at its turn, at
	// another point of the game.
	if p.last != nil {
		raw(pm, wire.CodeStale, "the player's last action sent again", text, p.last)
	}
	for _, at := range []int{n - 1, n + 1, -1, math.MaxInt32} {
		req(pl(), wire.CodeStale, "the player's good action at another point of the game", act(p.token, at, legal)...)
	}

	// What the rules refuse.
	for _, a := range refused {
		req(pl(), wire.CodeRules, "an action the rules refuse", act(p.token, n, a)...)
	}

	// Seats that are not free, and connections that hold a role.
	for _, seat := range []int{p.seat, q.seat, b.bot, 3, -1, 1 << 20} {
		req(b.pick("strangers", strangers), wire.CodeNoSeat, "a claim of a seat not free", "v", wire.Version, "type", wire.ReqClaim, "room", b.code, "seat", seat)
	}
	req(b.pick("strangers", strangers), wire.CodeNoSeat, "a claim of a taken seat, the code typed loosely", "v", wire.Version, "type", wire.ReqClaim, "room", " "+strings.ToLower(b.code[:2])+" "+strings.ToLower(b.code[2:]), "seat", q.seat)
	// No room's code has a Z.
	req(b.pick("strangers", strangers), wire.CodeNoRoom, "a claim in no room", "v", wire.Version, "type", wire.ReqClaim, "room", "ZZZZZ", "seat", 0)
	req(pl(), wire.CodeBound, "the player claiming the other seat", "v", wire.Version, "type", wire.ReqClaim, "room", b.code, "seat", q.seat)
	req(ql(), wire.CodeBound, "the other player's hello", "v", wire.Version, "type", wire.ReqHello, "room", b.code, "token", q.token)
	req(pl(), wire.CodeBound, "the player watching", "v", wire.Version, "type", wire.ReqWatch, "room", b.code)
	req(pl(), wire.CodeBound, "the player creating a room", "v", wire.Version, "type", wire.ReqCreate, "game", b.g.Name(), "seats", []string{wire.Person, wire.Person})
	req(b.pick("tables", tables), wire.CodeBound, "the table claiming a seat", "v", wire.Version, "type", wire.ReqClaim, "room", b.code, "seat", q.seat)
	req(b.pick("spects", spects), wire.CodeBound, "a spectator claiming a seat", "v", wire.Version, "type", wire.ReqClaim, "room", b.code, "seat", q.seat)
	req(b.seatB, wire.CodeBound, "room B's seat claiming a seat here", "v", wire.Version, "type", wire.ReqClaim, "room", b.code, "seat", q.seat)

	// The table's powers, misused.
	req(pl(), wire.CodeNotOwner, "the player freeing the other seat", "v", wire.Version, "type", wire.ReqFree, "token", p.token, "seat", q.seat)
	req(ql(), wire.CodeNotOwner, "the other player freeing the player's seat", "v", wire.Version, "type", wire.ReqFree, "token", q.token, "seat", p.seat)
	for _, seat := range []int{b.bot, 3, -1} {
		req(b.pick("tables", tables), wire.CodeNoSeat, "the table freeing a seat no person holds", "v", wire.Version, "type", wire.ReqFree, "token", b.owner, "seat", seat)
	}
	req(b.pick("tables", tables), wire.CodeToken, "the table freeing with the player's token", "v", wire.Version, "type", wire.ReqFree, "token", p.token, "seat", q.seat)
	req(b.pick("tables", tables), wire.CodeToken, "the table freeing with room B's table's token", "v", wire.Version, "type", wire.ReqFree, "token", b.ownerB, "seat", q.seat)
	req(b.pick("tables", tables), wire.CodeNoSeat, "the table leaving", "v", wire.Version, "type", wire.ReqLeave, "token", b.owner)
	req(b.pick("spects", spects), wire.CodeToken, "a spectator leaving with the player's token", "v", wire.Version, "type", wire.ReqLeave, "token", p.token)
	req(b.pick("spects", spects), wire.CodeToken, "a spectator freeing with the table's token", "v", wire.Version, "type", wire.ReqFree, "token", b.owner, "seat", q.seat)
	req(b.tableB, wire.CodeToken, "room B's table freeing with this room's table's token", "v", wire.Version, "type", wire.ReqFree, "token", b.owner, "seat", 0)
	req(b.pick("strangers", strangers), wire.CodeUnbound, "a stranger freeing with the table's token", "v", wire.Version, "type", wire.ReqFree, "token", b.owner, "seat", q.seat)
	req(b.pick("strangers", strangers), wire.CodeUnbound, "a stranger leaving with the player's token", "v", wire.Version, "type", wire.ReqLeave, "token", p.token)
	req(b.pick("strangers", strangers), wire.CodeNotOwner, "a stranger watching with the player's token", "v", wire.Version, "type", wire.ReqWatch, "room", b.code, "token", p.token)
	req(b.pick("strangers", strangers), wire.CodeNotOwner, "a stranger watching with room B's table's token", "v", wire.Version, "type", wire.ReqWatch, "room", b.code, "token", b.ownerB)

	// Rooms that cannot be made.
	for _, o := range []struct {
		what string
		kv   []any
	}{
		{"a game not here", []any{"game", "chess", "seats", []string{wire.Person, wire.Person}}},
		{"a random bot", []any{"game", b.g.Name(), "seats", []string{wire.Person, "random"}}},
		{"a seat of no kind", []any{"game", b.g.Name(), "seats", []string{wire.Person, "god"}}},
		{"one seat", []any{"game", b.g.Name(), "seats", []string{wire.Person}}},
		{"nine seats", []any{"game", b.g.Name(), "seats", slices.Repeat([]string{wire.Person}, 9)}},
		{"a name too long", []any{"game", b.g.Name(), "seats", []string{wire.Person, wire.Person}, "names", []string{"Ann", strings.Repeat("n", 25)}}},
		{"an empty name", []any{"game", b.g.Name(), "seats", []string{wire.Person, wire.Person}, "names", []string{"Ann", ""}}},
		{"names for other seats", []any{"game", b.g.Name(), "seats", []string{wire.Person, wire.Person}, "names", []string{"Ann", "Bo", "Cy"}}},
	} {
		req(b.pick("strangers", strangers), wire.CodeOptions, "a create of "+o.what, append([]any{"v", wire.Version, "type", wire.ReqCreate}, o.kv...)...)
	}
	return out
}

// finish checks the game ended as its log has it, every connection
// still bound heard the end, and the log holds no record a bad message
// made.
func (b *badRun) finish() {
	t := b.t
	end := b.players[0].lines[0].view
	for _, l := range b.lines {
		if !l.hears {
			continue
		}
		l.catchUp(t, end.Actions)
		if l.view.Result == nil || !slices.Equal(l.view.Result.Winners, end.Result.Winners) {
			t.Fatalf("%s did not hear the game's end: %+v", l.name, l.view.Result)
		}
	}
	recs := logOf(t, b.th.log, b.code)
	_, ms, acts := replayLog(t, recs)
	final := ms[len(ms)-1]
	r, _ := b.th.h.room(b.code)
	r.mu.Lock()
	hash := r.st.m.Hash()
	r.mu.Unlock()
	if !final.Over() || hash != final.Hash() || len(acts) != end.Actions {
		t.Fatalf("the host's game (%s) is not its log's (%d actions, over %v, %s), or not the phones' (%d actions)", hash, len(acts), final.Over(), final.Hash(), end.Actions)
	}
	kinds := map[string]int{}
	for _, rec := range recs {
		kinds[rec.Type]++
	}
	if want := map[string]int{recCreate: 1, recClaim: 3, recFree: 1, recAct: end.Actions}; !maps.Equal(kinds, want) {
		t.Fatalf("the room's log holds %v records, not %v", kinds, want)
	}
	if recsB := logOf(t, b.th.log, b.codeB); len(recsB) != 2 {
		t.Fatalf("room B's log holds %d records, not its create and claim", len(recsB))
	}
	if n := b.th.h.Rooms(); n != 2 {
		t.Fatalf("the host holds %d rooms, not 2", n)
	}
}
