package rooms

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"graffiti/game"
	"graffiti/rooms/hostproc"
	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
)

// killSeed plays a run of the kill test again: its seats, its moments of
// killing and the phones' choices all come from it. The order in which
// the host hears the phones is the machine's, so a run is replayed in
// its moments, not message for message.
var killSeed = flag.Uint64("kill.seed", 0, "the seed of TestAHostKilledAtAnyMomentLosesNoAcknowledgedAction (0: a new one, logged)")

// TestAHostKilledAtAnyMomentLosesNoAcknowledgedAction plays a game of each
// game of the shelf against the host as its own process, the program
// built from this module, and kills it (SIGKILL: no handler runs, no file
// is closed) several times a game, at moments a seeded source picks:
// once the table has heard a number of actions, the instant a phone has
// sent one (before its update comes back), or the instant a phone has
// heard its own acknowledged. Each time the host is started again on the
// same folder, and the table and the phones come back to it with hello
// and their tokens.
//
// What a phone heard acknowledged (an update that tells its own action,
// at the point of the game it sent it at) must be in the log at that
// point, with that text; a connection back after a kill must be to the
// same seat and the game no earlier than any message told; and the game
// must end, every client told its result, the log's actions played here
// making a game over with the same winners and the view each client was
// told last.
func TestAHostKilledAtAnyMomentLosesNoAcknowledgedAction(t *testing.T) {
	seed := *killSeed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	t.Logf("seed %d: go test ./rooms -run %s -kill.seed %d plays these moments again", seed, t.Name(), seed)
	bin := buildHostProgram(t)
	for i, g := range boxes.Games {
		t.Run(g.Name(), func(t *testing.T) {
			playKilled(t, bin, g, rand.New(rand.NewPCG(seed, uint64(i))))
		})
	}
}

// killSpan is the most actions between two kills, by game: seven kills
// come before the end of its shortest games of three seats (Tag City's
// last 21 actions, the others' well over a hundred).
var killSpan = map[string]int{"tagcity": 3}

const defaultKillSpan = 18

// kill is a moment to kill the host at: the first event of its kind at
// or after action at.
type kill struct {
	when moment
	at   int
}

// moment is the event a kill waits for.
type moment int

const (
	tableHeard moment = iota // the table heard an update: any seat's action, a bot's too, stored a moment ago
	phoneSent                // a phone sent an action: the host may not have read it yet, or be storing it
	phoneAcked               // a phone heard its own action told back: the acknowledgement itself
	moments
)

func (k kill) String() string {
	switch k.when {
	case phoneSent:
		return fmt.Sprintf("the instant a phone sent an action at %d or later", k.at)
	case phoneAcked:
		return fmt.Sprintf("the instant a phone heard its action at %d or later acknowledged", k.at)
	}
	return fmt.Sprintf("once the table heard %d actions", k.at)
}

// playKilled plays one game of g on a host process killed at the moments
// r picks, and checks the log it leaves.
func playKilled(t *testing.T, bin string, g game.Game, r *rand.Rand) {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second) // a safety net: a game takes seconds
	defer cancel()

	// Three seats, a bot among them at the level people pick first;
	// easy decides in a moment, so the game is quick at the host's own
	// budget.
	kinds := []string{wire.Person, wire.Person, wire.Person}
	kinds[r.IntN(len(kinds))] = "easy"
	span := killSpan[g.Name()]
	if span == 0 {
		span = defaultKillSpan
	}
	var plan []kill
	at := 0
	for range 4 + r.IntN(4) {
		at += 1 + r.IntN(span)
		plan = append(plan, kill{when: moment(r.IntN(int(moments))), at: at})
	}

	k := &killer{t: t, bin: bin, dir: t.TempDir(), plan: plan, changed: make(chan struct{}), killed: make(chan struct{}, 1)}
	proc, err := startHostProcess(t, bin, "-data", k.dir)
	if err != nil {
		t.Fatal(err)
	}
	k.proc = proc
	url := proc.Rooms
	var when []string
	for _, at := range plan {
		when = append(when, at.String())
	}
	t.Logf("seats %q; the host killed %s", kinds, strings.Join(when, "; "))

	table, err := wire.Dial(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer table.CloseNow()
	created, _ := ask(t, table, wire.Request{Type: wire.ReqCreate, Game: g.Name(), Seats: kinds}, wire.MsgCreated)
	tw, _ := receive(t, table, wire.MsgWelcome)
	clients := []*killedClient{{k: k, g: g, room: created.Room, seat: game.Nobody, token: created.Token, c: table, first: tw}}
	for seat, kind := range kinds {
		if kind != wire.Person {
			continue
		}
		c, err := wire.Dial(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		defer c.CloseNow()
		w, _ := ask(t, c, wire.Request{Type: wire.ReqClaim, Room: created.Room, Invite: invitation(created), Seat: seatPtr(seat)}, wire.MsgWelcome)
		if w.Token == "" || w.Seat == nil || *w.Seat != seat {
			t.Fatalf("claiming seat %d: welcome %+v", seat, w)
		}
		clients = append(clients, &killedClient{k: k, g: g, room: created.Room, seat: seat, token: w.Token, c: c, first: w,
			r: rand.New(rand.NewPCG(r.Uint64(), r.Uint64()))})
	}

	// Each client plays on its own goroutine; this one starts the host
	// again after every kill, until every client has heard the result.
	errs := make(chan error, len(clients))
	for _, c := range clients {
		go func() { errs <- c.play(ctx) }()
	}
	for running := len(clients); running > 0; {
		var err error
		select {
		case err = <-errs:
			running--
		case <-k.killed:
			err = k.restart()
		}
		if err != nil {
			cancel() // the others stop too: the test has failed
			for ; running > 0; running-- {
				<-errs
			}
			k.stop()
			t.Fatal(err)
		}
	}
	k.stop()

	// The log as the last host left it, read as a host started again
	// would read it.
	js, err := OpenJetStream(context.Background(), k.dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer js.Close()
	recs := logOf(t, js, created.Room)
	_, ms, acts := replayLog(t, recs)
	acked, stored, unstored := 0, 0, 0
	for _, c := range clients {
		stored, unstored = stored+c.stored, unstored+c.unstored
		var lost []string
		for _, a := range c.acked {
			at, action := *a.At, a.Action
			switch {
			case at >= len(acts):
				lost = append(lost, fmt.Sprintf("%q at %d, and the log holds %d actions", action, at, len(acts)))
			case acts[at].Action != action || acts[at].Seat != c.seat:
				lost = append(lost, fmt.Sprintf("%q at %d, and the log holds seat %d's %q there", action, at, acts[at].Seat, acts[at].Action))
			}
		}
		if len(lost) > 0 {
			t.Errorf("%d of seat %d's %d actions acknowledged are not in the log, the first:\n%s", len(lost), c.seat, len(c.acked), strings.Join(lost[:min(5, len(lost))], "\n"))
		}
		acked += len(c.acked)
	}
	final := ms[len(ms)-1]
	if !final.Over() {
		t.Fatalf("the log's %d actions played here do not end the game, yet every client heard a result", len(acts))
	}
	for _, c := range clients {
		last := c.last
		if last.Result == nil || !slices.Equal(last.Result.Winners, final.Result().Winners) {
			t.Errorf("seat %d heard the result %+v; the log's game ends with %+v", c.seat, last.Result, final.Result())
		}
		// The game the client was last told of is the log's, to the
		// last secret the seat may see.
		if last.Actions != len(acts) || !bytes.Equal(last.View, mustJSON(final.View(c.seat))) {
			t.Errorf("seat %d was last told of a game of %d actions, with another view than the log's of %d", c.seat, last.Actions, len(acts))
		}
	}
	if k.kills == 0 || acked == 0 {
		t.Fatalf("%d kills and %d actions acknowledged: the test checked nothing", k.kills, acked)
	}
	t.Logf("%d actions, %d of them the phones' acknowledged; %d kills, with %d actions in flight found stored after and %d not", len(acts), acked, k.kills, stored, unstored)
}

// killer holds the host process of a game: it kills it at the planned
// moments, as the clients report them, and tells the clients where the
// host started again listens.
type killer struct {
	t        *testing.T
	bin, dir string

	mu      sync.Mutex
	proc    *hostproc.Process
	gen     int           // the host processes started before proc
	dead    bool          // proc was killed and has not been started again
	changed chan struct{} // closed when a new host listens, then made again
	plan    []kill        // the moments still to come
	kills   int
	killed  chan struct{} // a kill, for the test's goroutine to start the host again
}

// clientHosts is what a killedClient tells of its game and asks of the
// hosts it plays on: the moments a kill may fall at, and where to go
// once its connection has dropped.
type clientHosts interface {
	// heard is told the actions a table heard an update at.
	heard(room string, actions int)
	// sent is told the point of the game a phone has just sent an
	// action at.
	sent(room string, at int)
	// acked is told the point of the game of a phone's action it has
	// just heard acknowledged.
	acked(room string, at int)
	// after is where to connect once a connection to host gen has
	// dropped, and that host's gen.
	after(ctx context.Context, gen int) (string, int, error)
}

func (k *killer) heard(_ string, actions int) { k.maybe(tableHeard, actions) }
func (k *killer) sent(_ string, at int)       { k.maybe(phoneSent, at) }
func (k *killer) acked(_ string, at int)      { k.maybe(phoneAcked, at) }

func (k *killer) maybe(when moment, n int) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.dead || len(k.plan) == 0 || k.plan[0].when != when || n < k.plan[0].at {
		return
	}
	k.t.Logf("killing host %d %v (at %d)", k.gen, k.plan[0], n)
	// dead first: a client whose connection drops from here on knows
	// why.
	k.dead = true
	k.plan = k.plan[1:]
	k.kills++
	if err := k.proc.Cmd.Process.Kill(); err != nil {
		k.t.Errorf("killing the host: %v", err)
	}
	k.killed <- struct{}{}
}

// restart starts the host again on the same folder once the killed one
// has ended: two never hold the folder at once.
func (k *killer) restart() error {
	k.mu.Lock()
	proc := k.proc
	k.mu.Unlock()
	<-proc.Ended
	next, err := startHostProcess(k.t, k.bin, "-data", k.dir)
	if err != nil {
		return fmt.Errorf("starting the host again: %w", err)
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	k.proc, k.dead = next, false
	k.gen++
	close(k.changed)
	k.changed = make(chan struct{})
	return nil
}

// stop ends the last host as its operator would, with SIGTERM, and waits
// for it: its log is then read by the test.
func (k *killer) stop() {
	k.mu.Lock()
	defer k.mu.Unlock()
	if !k.dead {
		k.proc.Cmd.Process.Signal(syscall.SIGTERM)
	}
	select {
	case <-k.proc.Ended:
	case <-time.After(20 * time.Second):
		k.proc.Cmd.Process.Kill()
		<-k.proc.Ended
		k.t.Errorf("the host did not end within 20 s of a SIGTERM:\n%s", k.proc.Said())
	}
}

// after is where to connect once a connection to host gen has dropped:
// the host started after it. A drop with no kill is the host's failure.
func (k *killer) after(ctx context.Context, gen int) (string, int, error) {
	for {
		k.mu.Lock()
		if k.gen > gen {
			url, g := k.proc.Rooms, k.gen
			k.mu.Unlock()
			return url, g, nil
		}
		if !k.dead {
			k.mu.Unlock()
			return "", 0, fmt.Errorf("the connection to host %d dropped, and it was not killed", gen)
		}
		ch := k.changed
		k.mu.Unlock()
		select {
		case <-ch:
		case <-ctx.Done():
			return "", 0, fmt.Errorf("waiting for the host to start again: %w", ctx.Err())
		}
	}
}

// killedClient is the table (seat game.Nobody) or a phone, kept across
// the host's deaths: it connects again with hello and its token.
type killedClient struct {
	k     clientHosts
	g     game.Game
	room  string
	seat  int
	token string
	c     *wire.Client
	first wire.Message
	r     *rand.Rand

	// acked are the phone's actions it heard acknowledged, every one:
	// a seat that acts twice at one point of the game after a kill had
	// its first action lost.
	acked []wire.Request
	seen  int          // the most actions any message told it
	last  wire.Message // the message that told the result
	// Actions in flight at a kill, sent and not told back, that the
	// host started again had (stored) or had not: a run's log shows by
	// them that its kills fell between an action's arrival and its
	// update, on either side of the log's write.
	stored, unstored int
}

// play plays the seat, as phone does, or watches as the table, until a
// message tells the result; a dropped connection is taken up again with
// the next host.
func (p *killedClient) play(ctx context.Context) error {
	on := &connection{c: p.c, last: p.first.Actions}
	defer func() { // the last connection: the others are closed as they drop
		if on.c != nil {
			on.c.CloseNow()
		}
	}()
	m := p.first
	for {
		done, err := p.take(ctx, on, m)
		if done || err != nil {
			return err
		}
		if !on.dropped {
			msg, _, err := on.c.Receive(ctx)
			if err == nil {
				m = msg
				continue
			}
		}
		if ctx.Err() != nil {
			return fmt.Errorf("seat %d: %w", p.seat, ctx.Err())
		}
		on.c.CloseNow()
		// What was sent and not told back may be stored or not: the
		// welcome says which, and the seat chooses again if need be.
		pending := on.pending
		on = &connection{gen: on.gen}
		if on.c, on.gen, m, err = p.again(ctx, on.gen); err != nil {
			return fmt.Errorf("seat %d: %w", p.seat, err)
		}
		on.last = m.Actions
		switch {
		case pending == nil:
		case m.Actions > *pending.At:
			p.stored++
		default:
			p.unstored++
		}
	}
}

// connection is a client's connection to one host.
type connection struct {
	c       *wire.Client
	gen     int           // the host's: how many were started before it
	pending *wire.Request // the action sent on c and not yet told back
	last    int           // the actions of c's last update or welcome
	dropped bool          // a send failed
}

// take checks a message m the client heard on connection on and, when
// its seat is to act, sends an action. done: the game is over.
func (p *killedClient) take(ctx context.Context, on *connection, m wire.Message) (done bool, err error) {
	switch {
	case m.Type == wire.MsgRefused && m.Code == wire.CodeTooFast && on.pending != nil:
		// A phone played by a test is quicker than any person: it
		// waits, as the host asks, and sends again.
		time.Sleep(100 * time.Millisecond)
		on.dropped = on.c.Send(ctx, *on.pending) != nil
		return false, nil
	case m.Type == wire.MsgRefused:
		return false, fmt.Errorf("seat %d refused: %s: %s", p.seat, m.Code, m.Reason)
	case m.Type == wire.MsgWelcome:
		if m.Room != p.room || (p.seat == game.Nobody) != (m.Role == wire.RoleTable) || (p.seat != game.Nobody && (m.Seat == nil || *m.Seat != p.seat)) {
			return false, fmt.Errorf("seat %d came back to host %d as %s of room %s, seat %v", p.seat, on.gen, m.Role, m.Room, m.Seat)
		}
		if m.Actions < p.seen {
			return false, fmt.Errorf("seat %d came back to host %d at %d actions; it had heard of %d", p.seat, on.gen, m.Actions, p.seen)
		}
		on.last = m.Actions
	case m.Type == wire.MsgUpdate:
		if m.Actions != on.last+1 {
			return false, fmt.Errorf("seat %d heard an update at %d actions after one at %d", p.seat, m.Actions, on.last)
		}
		on.last = m.Actions
		if on.pending != nil && m.Actions == *on.pending.At+1 {
			// The seat was the one to act at *pending.At, and nobody
			// else holds it: the update tells its own action, stored.
			p.acked = append(p.acked, *on.pending)
			at := *on.pending.At
			on.pending = nil
			if m.Result == nil {
				p.k.acked(p.room, at)
			}
		}
		if p.seat == game.Nobody && m.Result == nil {
			p.k.heard(p.room, m.Actions)
		}
	}
	p.seen = max(p.seen, m.Actions)
	if m.Result != nil {
		p.last = m
		return true, nil
	}
	if p.seat == game.Nobody || m.View == nil || m.ToAct == nil || *m.ToAct != p.seat {
		return false, nil
	}
	v, err := p.g.ReadView(m.View)
	if err != nil {
		return false, err
	}
	s, err := p.g.StandIn(v, p.r.Uint64())
	if err != nil {
		return false, err
	}
	legal := s.Legal()
	at := m.Actions
	on.pending = &wire.Request{Type: wire.ReqAct, Token: p.token, At: &at, Action: legal[p.r.IntN(len(legal))]}
	if on.dropped = on.c.Send(ctx, *on.pending) != nil; !on.dropped {
		p.k.sent(p.room, at)
	}
	return false, nil
}

// again connects to the host started after host gen, and says hello with
// the client's token: the answer is the welcome.
func (p *killedClient) again(ctx context.Context, gen int) (*wire.Client, int, wire.Message, error) {
	for {
		url, g, err := p.k.after(ctx, gen)
		if err != nil {
			return nil, 0, wire.Message{}, err
		}
		gen = g
		c, err := wire.Dial(ctx, url)
		if err != nil {
			continue // killed again already: after says so, or fails
		}
		var m wire.Message
		if err = c.Send(ctx, wire.Request{Type: wire.ReqHello, Room: p.room, Token: p.token}); err == nil {
			m, _, err = c.Receive(ctx)
		}
		if err != nil {
			c.CloseNow()
			continue
		}
		if m.Type == wire.MsgRefused && m.Code == wire.CodeLost {
			// A room changing hosts (a cluster's) asks to try again.
			c.CloseNow()
			time.Sleep(200 * time.Millisecond)
			continue
		}
		if m.Type != wire.MsgWelcome {
			c.CloseNow()
			return nil, 0, wire.Message{}, fmt.Errorf("hello to host %d: a %s (%s: %s), not a welcome", gen, m.Type, m.Code, m.Reason)
		}
		return c, gen, m, nil
	}
}

// buildHostProgram builds the program from this module, once for the
// test.
func buildHostProgram(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(t.TempDir(), "graffiti")
	cmd := exec.Command("go", "build", "-o", bin, ".")
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the program: %v\n%s", err, out)
	}
	return bin
}

// startHostProcess starts `graffiti host` with flags (its rooms' folder,
// or its cluster), without its pages, and waits until it listens. It is
// killed with the test if it is still running.
func startHostProcess(t *testing.T, bin string, flags ...string) (*hostproc.Process, error) {
	p, err := hostproc.Start(bin, nil, append([]string{"-page=false"}, flags...)...)
	if err != nil {
		return nil, err
	}
	t.Cleanup(func() {
		p.Kill()
		if t.Failed() && p.Said() != "" {
			t.Logf("host process %d said:\n%s", p.Cmd.Process.Pid, p.Said())
		}
	})
	return p, nil
}
