package rooms

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	mrand "math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/BurntSushi/toml"

	"graffiti/game"
	"graffiti/rooms/pushtest"
	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
)

// pushService is a browser's push service as a test holds it: it
// decrypts every notice posted to a subscription it made, as the
// browser would (RFC 8291), and hands it to the test.
type pushService struct {
	srv  *httptest.Server
	keys VAPIDKeys // the host's, whose signature each notice must carry
	got  chan pushed

	mu   sync.Mutex
	subs map[string]*testSub // by path
}

// testSub is a browser's subscription: its private key and secret,
// what its service answers (0: 201 Created) and how many notices
// reached it.
type testSub struct {
	pushtest.Sub
	status int
	hits   int
}

// pushed is one notice as its subscription read it.
type pushed struct {
	path string
	n    noticeBody
}

func newPushService(t *testing.T, keys VAPIDKeys) *pushService {
	ps := &pushService{keys: keys, got: make(chan pushed, 1024), subs: map[string]*testSub{}}
	ps.srv = httptest.NewTLSServer(http.HandlerFunc(ps.serve))
	t.Cleanup(ps.srv.Close)
	return ps
}

func (ps *pushService) serve(w http.ResponseWriter, r *http.Request) {
	ps.mu.Lock()
	s := ps.subs[r.URL.Path]
	if s != nil {
		s.hits++
	}
	ps.mu.Unlock()
	body, _ := io.ReadAll(r.Body)
	if s == nil {
		http.NotFound(w, r)
		return
	}
	n, err := s.open(body)
	if err == nil && r.Header.Get("Content-Encoding") != "aes128gcm" {
		err = fmt.Errorf("content encoding %q", r.Header.Get("Content-Encoding"))
	}
	if err == nil && !strings.Contains(r.Header.Get("Authorization"), "k="+ps.keys.Public) {
		err = fmt.Errorf("not signed with the host's key: %q", r.Header.Get("Authorization"))
	}
	if err != nil {
		n = noticeBody{Title: "undecryptable: " + err.Error()}
	}
	ps.got <- pushed{r.URL.Path, n}
	if s.status != 0 {
		w.WriteHeader(s.status)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// subscribe makes a subscription at path, as a browser's
// pushManager.subscribe does: a P-256 key pair and a 16-byte secret.
func (ps *pushService) subscribe(t *testing.T, path string, status int) *wire.Subscription {
	sub, err := pushtest.NewSub()
	if err != nil {
		t.Fatal(err)
	}
	ps.mu.Lock()
	ps.subs[path] = &testSub{Sub: sub, status: status}
	ps.mu.Unlock()
	p256dh, auth := sub.Public()
	return &wire.Subscription{Endpoint: ps.srv.URL + path, Keys: wire.PushKeys{P256dh: p256dh, Auth: auth}}
}

func (ps *pushService) hits(path string) int {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	return ps.subs[path].hits
}

// open decrypts a notice as the browser would (pushtest.Sub.Open).
func (s *testSub) open(body []byte) (noticeBody, error) {
	var n noticeBody
	plain, err := s.Sub.Open(body)
	if err == nil {
		err = json.Unmarshal(plain, &n)
	}
	return n, err
}

// next is the next notice, within a few seconds.
func (ps *pushService) next(t *testing.T) pushed {
	t.Helper()
	select {
	case p := <-ps.got:
		if strings.HasPrefix(p.n.Title, "undecryptable") {
			t.Fatalf("a notice to %s: %s", p.path, p.n.Title)
		}
		return p
	case <-time.After(10 * time.Second):
		t.Fatal("no notice came")
	}
	return pushed{}
}

// none checks that no notice comes in a while: the host sends from a
// queue, a few milliseconds after what made it send.
func (ps *pushService) none(t *testing.T, after string) {
	t.Helper()
	select {
	case p := <-ps.got:
		t.Fatalf("%s: a notice to %s, seat %d at %d (%q)", after, p.path, p.n.Seat, p.n.Actions, p.n.Body)
	case <-time.After(500 * time.Millisecond):
	}
}

// withPush gives a test's host push keys, and the test service's
// certificate to trust.
func withPush(keys VAPIDKeys, ps *pushService) func(*Config) {
	return func(c *Config) {
		c.Push = &Push{Keys: keys, Client: ps.srv.Client()}
		c.Rate, c.Burst = 1000, 1000 // the phones play faster than people
	}
}

// pushPhone is a seat's page: its connection, token and the last view
// it was sent.
type pushPhone struct {
	t     *testing.T
	url   string
	room  string
	seat  int
	token string
	c     *wire.Client
	last  wire.Message
}

// until reads p's messages until one of type want (a refusal fails).
func (p *pushPhone) until(want string) wire.Message {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for {
		m, _, err := p.c.Receive(ctx)
		if err != nil {
			p.t.Fatalf("seat %d waiting for a %s: %v", p.seat, want, err)
		}
		if m.Type == wire.MsgRefused {
			p.t.Fatalf("seat %d refused: %s: %s", p.seat, m.Code, m.Reason)
		}
		if m.Type == wire.MsgWelcome || m.Type == wire.MsgUpdate {
			p.last = m
		}
		if m.Type == want {
			return m
		}
	}
}

func (p *pushPhone) send(req wire.Request) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := p.c.Send(ctx, req); err != nil {
		p.t.Fatal(err)
	}
}

// caughtUp reads p's updates until its view is after n actions.
func (p *pushPhone) caughtUp(n int) {
	p.t.Helper()
	for p.last.Actions < n {
		p.until(wire.MsgUpdate)
	}
}

func (p *pushPhone) notify(sub *wire.Subscription, lang string) {
	p.t.Helper()
	p.send(wire.Request{Type: wire.ReqNotify, ID: 7, Token: p.token, Push: sub, Lang: lang})
	if m := p.until(wire.MsgNotifying); m.ID != 7 {
		p.t.Fatalf("notifying answers id %d, not 7", m.ID)
	}
}

func (p *pushPhone) screen(on bool) {
	p.send(wire.Request{Type: wire.ReqScreen, Token: p.token, On: &on})
}

// hangUp drops p's connection; back dials again and says hello.
func (p *pushPhone) hangUp() { p.c.CloseNow() }

func (p *pushPhone) back() {
	p.t.Helper()
	p.c = dial(p.t, p.url)
	p.send(wire.Request{Type: wire.ReqHello, Room: p.room, Token: p.token})
	p.until(wire.MsgWelcome)
}

// act plays a legal action of p's seat, chosen by r from its view.
func (p *pushPhone) act(g game.Game, r *mrand.Rand) {
	p.t.Helper()
	v, err := g.ReadView(p.last.View)
	if err != nil {
		p.t.Fatal(err)
	}
	s, err := g.StandIn(v, r.Uint64())
	if err != nil {
		p.t.Fatal(err)
	}
	legal := s.Legal()
	at := p.last.Actions
	p.send(wire.Request{Type: wire.ReqAct, Token: p.token, At: &at, Action: legal[r.IntN(len(legal))]})
	p.caughtUp(at + 1)
}

// pushRoom is a room of two people's seats, Ana's and Ben's, on
// phones, made on th by a table.
func pushRoom(t *testing.T, th *testHost, g game.Game, wantKey string) [2]*pushPhone {
	table := dial(t, th.url)
	created, _ := ask(t, table, wire.Request{Type: wire.ReqCreate, Game: g.Name(), Seats: []string{wire.Person, wire.Person}, Names: []string{"Ana", "Ben"}}, wire.MsgCreated)
	receive(t, table, wire.MsgWelcome)
	var phones [2]*pushPhone
	for seat := range phones {
		p := &pushPhone{t: t, url: th.url, room: created.Room, seat: seat, c: dial(t, th.url)}
		p.send(wire.Request{Type: wire.ReqClaim, Room: created.Room, Seat: seatPtr(seat), Invite: invitation(created)})
		w := p.until(wire.MsgWelcome)
		if w.PushKey != wantKey {
			t.Fatalf("seat %d's welcome gives the push key %q, not %q", seat, w.PushKey, wantKey)
		}
		p.token = w.Token
		phones[seat] = p
	}
	return phones
}

// pushedHost starts a host in a data folder of its own whose notices go
// to a push service the test serves, with its keys made there.
func pushedHost(t *testing.T) (dir string, keys VAPIDKeys, ps *pushService, th *testHost) {
	dir = t.TempDir()
	keys, err := LoadVAPIDKeys(dir)
	if err != nil {
		t.Fatal(err)
	}
	ps = newPushService(t, keys)
	return dir, keys, ps, startHost(t, dir, withPush(keys, ps))
}

// TestASeatIsToldOfItsTurnOnceWhenNoPageOfItIsOnScreen plays a room of
// two phones, each subscribed, through the cases of a notice: none to a
// page on screen; one when the seat's page is hidden and its turn
// comes, and not again at events after it (the page shown and hidden
// again, the other phone reconnecting); one when its turn comes and it
// has no connection, and not again when it comes back; at the end, one
// to each seat, with the result. Each notice is decrypted as the
// browser would, and says the room, the seat, its language and the
// point of the game.
func TestASeatIsToldOfItsTurnOnceWhenNoPageOfItIsOnScreen(t *testing.T) {
	_, keys, ps, th := pushedHost(t)
	g := boxes.Games[0]
	r := mrand.New(mrand.NewPCG(1, 2))
	phones := pushRoom(t, th, g, keys.Public)
	langs := [2]string{"de", "fr"}
	paths := [2]string{"/ana", "/ben"}
	for i, p := range phones {
		p.notify(ps.subscribe(t, paths[i], 0), langs[i])
	}
	phones[0].caughtUp(0)
	ps.none(t, "both pages on screen")

	// The seat to act plays on; the other hides its page.
	first := *phones[0].last.ToAct
	f, o := phones[first], phones[1-first]
	o.screen(false)
	ps.none(t, "a hidden page, not its turn")
	for *f.last.ToAct == first {
		f.act(g, r)
		o.caughtUp(f.last.Actions)
		if *f.last.ToAct == first {
			ps.none(t, "the page to act on screen")
		}
	}
	check := func(p pushed, seat int, over bool) {
		t.Helper()
		ph := phones[seat]
		now := max(phones[0].last.Actions, phones[1].last.Actions) // a phone hung up holds an older view
		want := noticeBody{Room: ph.room, Seat: seat, Lang: langs[seat], Actions: now, Over: over, URL: fmt.Sprintf("/?room=%s&seat=%d", ph.room, seat)}
		got := p.n
		got.Title, got.Body = "", ""
		if p.path != paths[seat] || got != want {
			t.Fatalf("a notice to %s: %+v, want to %s %+v", p.path, p.n, paths[seat], want)
		}
		other := map[int]string{0: "Ben", 1: "Ana"}[seat]
		turn := map[string]string{"de": "Du bist dran", "fr": "À vous de jouer"}[langs[seat]]
		if !strings.HasPrefix(p.n.Title, g.Title()) || !strings.HasSuffix(p.n.Title, other) || (p.n.Body == turn) == over || p.n.Body == "" {
			t.Fatalf("a notice's words: %q, %q", p.n.Title, p.n.Body)
		}
	}
	check(ps.next(t), o.seat, false)
	ps.none(t, "one notice a turn")

	// Events after it tell that turn no more.
	o.screen(true)
	o.screen(false)
	f.hangUp()
	f.back()
	ps.none(t, "the same turn, after other events")

	// The other seat's page is closed when its turn comes.
	o.screen(true)
	f.hangUp()
	for *o.last.ToAct == o.seat {
		o.act(g, r)
	}
	check(ps.next(t), f.seat, false)
	o.screen(false)
	o.screen(true)
	f.back()
	ps.none(t, "the seat come back")

	// To the end, both pages hidden: each turn told once, and the end
	// to each seat once.
	f.screen(false)
	o.screen(false)
	told := map[[2]int]bool{}
	for phones[0].last.Result == nil {
		p := phones[*phones[0].last.ToAct]
		p.act(g, r)
		phones[1-p.seat].caughtUp(p.last.Actions)
	}
	over := map[int]int{}
	for len(over) < 2 {
		n := ps.next(t)
		if told[[2]int{n.n.Seat, n.n.Actions}] {
			t.Fatalf("seat %d told twice of the point after %d actions", n.n.Seat, n.n.Actions)
		}
		told[[2]int{n.n.Seat, n.n.Actions}] = true
		if n.n.Over {
			over[n.n.Seat]++
			check(n, n.n.Seat, true)
		}
	}
	ps.none(t, "the end told")
}

// TestAPushSubscriptionItsServiceDropsIsForgotten: a subscription
// whose service answers 410 Gone is posted to once, forgotten in the
// room's log, and never posted to again.
func TestAPushSubscriptionItsServiceDropsIsForgotten(t *testing.T) {
	_, keys, ps, th := pushedHost(t)
	g := boxes.Games[0]
	r := mrand.New(mrand.NewPCG(3, 4))
	phones := pushRoom(t, th, g, keys.Public)
	phones[0].notify(ps.subscribe(t, "/gone", http.StatusGone), "en")
	phones[1].notify(ps.subscribe(t, "/kept", 0), "en")
	for _, p := range phones {
		p.screen(false)
	}
	phones[0].caughtUp(0)
	// Both pages hidden: every action tells the seat to act after it,
	// but seat 0 only its first time.
	forgotten, after := false, 0
	told := func() {
		switch next := *phones[0].last.ToAct; {
		case next == 1:
			if n := ps.next(t); n.path != "/kept" {
				t.Fatalf("a notice to %s, not to seat 1's /kept", n.path)
			}
		case !forgotten:
			if n := ps.next(t); n.path != "/gone" {
				t.Fatalf("a notice to %s, not to seat 0's /gone", n.path)
			}
			room, err := th.h.room(phones[0].room)
			if err != nil {
				t.Fatal(err)
			}
			waitFor(t, func() bool { // seat 0's subscription forgotten
				room.mu.Lock()
				defer room.mu.Unlock()
				return room.st.subs[0] == nil
			})
			recs := logOf(t, th.log, phones[0].room)
			if last := recs[len(recs)-1]; last.Type != recNotify || last.Push != nil || last.Seat != 0 {
				t.Fatalf("the log's last record is %+v, not seat 0's subscription forgotten", last)
			}
			forgotten = true
		default:
			after++
		}
	}
	told() // the seat to act hid its page
	for after < 3 {
		p := phones[*phones[0].last.ToAct]
		p.act(g, r)
		phones[1-p.seat].caughtUp(p.last.Actions)
		if phones[0].last.Result != nil {
			t.Fatal("the game ended first")
		}
		told()
	}
	ps.none(t, "seat 0's turns after its subscription was dropped")
	if n := ps.hits("/gone"); n != 1 {
		t.Errorf("%d notices posted to a subscription gone, want 1", n)
	}
}

// TestPushKeysAndSubscriptionsOutliveTheHost: the host's VAPID keys are
// made once, kept in its data folder for its user alone, and read again
// by a host started again, which gives the same key in its welcome and
// still has the seats' subscriptions.
func TestPushKeysAndSubscriptionsOutliveTheHost(t *testing.T) {
	dir := t.TempDir()
	keys, err := LoadVAPIDKeys(dir)
	if err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(filepath.Join(dir, pushKeysFile))
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o600 {
		t.Errorf("the push keys' file has mode %v, not 0600", fi.Mode().Perm())
	}
	ps := newPushService(t, keys)
	th := startHost(t, dir, withPush(keys, ps))
	g := boxes.Games[0]
	phones := pushRoom(t, th, g, keys.Public)
	phones[0].caughtUp(0)
	first := *phones[0].last.ToAct
	waiting := phones[1-first]
	waiting.notify(ps.subscribe(t, "/kept", 0), "fr")
	th.stop()

	again, err := LoadVAPIDKeys(dir)
	if err != nil || again != keys {
		t.Fatalf("the keys read again: %v %v, not the keys made", again, err)
	}
	th = startHost(t, dir, withPush(again, ps))
	p := phones[first]
	p.url = th.url
	p.back()
	if p.last.PushKey != keys.Public {
		t.Fatalf("the welcome after a restart gives the push key %q, not %q", p.last.PushKey, keys.Public)
	}
	// The seat waiting has no page: its turn is told, as subscribed
	// before the restart.
	r := mrand.New(mrand.NewPCG(5, 6))
	for *p.last.ToAct == first {
		p.act(g, r)
	}
	if n := ps.next(t); n.path != "/kept" || n.n.Seat != waiting.seat || n.n.Lang != "fr" {
		t.Fatalf("after a restart, a notice to %s: %+v", n.path, n.n)
	}
}

// TestAHostWithoutPushSaysSo: a host with no push keys gives no key in
// a seat's welcome and refuses a subscription no-push, but forgets one
// (nothing to forget) as asked.
func TestAHostWithoutPushSaysSo(t *testing.T) {
	th := startHost(t, t.TempDir())
	phones := pushRoom(t, th, boxes.Games[0], "")
	p := phones[0]
	ps := newPushService(t, VAPIDKeys{})
	p.send(wire.Request{Type: wire.ReqNotify, Token: p.token, Push: ps.subscribe(t, "/a", 0), Lang: "en"})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for {
		m, _, err := p.c.Receive(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if m.Type == wire.MsgRefused {
			if m.Code != wire.CodeNoPush {
				t.Fatalf("refused %s, not %s", m.Code, wire.CodeNoPush)
			}
			break
		}
	}
	p.notify(nil, "")
}

// Every language of the notices has every word the English has.
func TestNoticeWordsAreInEveryLanguage(t *testing.T) {
	keys := func(lang string) map[string]bool {
		var m map[string]string
		b, err := noticeFiles.ReadFile("msg/notice." + lang + ".toml")
		if err != nil {
			t.Fatal(err)
		}
		if err := toml.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		out := map[string]bool{}
		for k := range m {
			out[k] = true
		}
		return out
	}
	en := keys("en")
	for _, lang := range []string{"fr", "de"} {
		got := keys(lang)
		for k := range en {
			if !got[k] {
				t.Errorf("notice.%s.toml has no %s", lang, k)
			}
		}
		if len(got) != len(en) {
			t.Errorf("notice.%s.toml has %d words, the English %d", lang, len(got), len(en))
		}
	}
	if noticeLang("de-CH") != "de" || noticeLang("es") != "en" || noticeLang("") != "en" {
		t.Error("noticeLang does not find a language's words by its first subtag, or English")
	}
}
