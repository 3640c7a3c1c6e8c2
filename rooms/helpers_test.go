package rooms

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"graffiti/game"
	"graffiti/game/bot"
	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
)

// testBudget keeps the bots quick: the tests play whole games.
func testBudget(bot.Level) bot.Budget { return bot.Budget{Iterations: 16, Workers: 1} }

// testHost is a host on a JetStream in dir, served on loopback.
type testHost struct {
	h   *Host
	log *JetStream
	srv *httptest.Server
	url string // the rooms' WebSocket address
}

func startHost(t testing.TB, dir string, opts ...func(*Config)) *testHost {
	t.Helper()
	ctx := context.Background()
	js, err := OpenJetStream(ctx, dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Games: boxes.Games, Log: js, Budget: testBudget, Thinkers: 1, Logf: t.Logf}
	for _, o := range opts {
		o(&cfg)
	}
	h, err := NewHost(ctx, cfg)
	if err != nil {
		js.Close()
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	th := &testHost{h: h, log: js, srv: srv, url: "ws" + strings.TrimPrefix(srv.URL, "http")}
	t.Cleanup(th.stop)
	return th
}

func (th *testHost) stop() {
	th.srv.CloseClientConnections()
	th.srv.Close()
	th.h.Close()
	th.log.Close()
}

// dial connects a client, closed with the test.
func dial(t testing.TB, url string) *wire.Client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := wire.Dial(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.CloseNow() })
	return c
}

// ask sends req and waits for the next message, which must be of type
// want.
func ask(t testing.TB, c *wire.Client, req wire.Request, want string) (wire.Message, []byte) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := c.Send(ctx, req); err != nil {
		t.Fatal(err)
	}
	m, b, err := c.Receive(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if m.Type != want {
		t.Fatalf("%s: a %s (%s: %s), not a %s", req.Type, m.Type, m.Code, m.Reason, want)
	}
	return m, b
}

// logOf reads a room's records from the host's log.
func logOf(t *testing.T, l Log, code string) []record {
	t.Helper()
	data, _, err := l.Room(context.Background(), code)
	if err != nil {
		t.Fatal(err)
	}
	recs := make([]record, len(data))
	for i, d := range data {
		if err := json.Unmarshal(d, &recs[i]); err != nil {
			t.Fatal(err)
		}
	}
	return recs
}

// replayLog plays a room's records on this side, from its create: the
// match after each action, the first the deal.
func replayLog(t *testing.T, recs []record) (game.Game, []game.Match, []record) {
	t.Helper()
	g, err := boxes.Find(recs[0].Game)
	if err != nil {
		t.Fatal(err)
	}
	m, _, err := g.New(*recs[0].Options)
	if err != nil {
		t.Fatal(err)
	}
	ms := []game.Match{m.Clone()}
	var acts []record
	for _, r := range recs[1:] {
		if r.Type != recAct {
			continue
		}
		if _, err := m.Apply(r.Action); err != nil {
			t.Fatalf("the log's action %d, %q, does not apply here: %v", len(acts), r.Action, err)
		}
		acts = append(acts, r)
		ms = append(ms, m.Clone())
	}
	return g, ms, acts
}

func seatPtr(i int) *int { return &i }

// mustJSON is v as json.Marshal writes it.
func mustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("rooms: a game's view or event cannot be written: %v", err))
	}
	return b
}

// invitation is the room's invitation, made from the owner token its
// create was answered with, as the table screen makes it.
func invitation(created wire.Message) string { return wire.Invitation(wire.HashToken(created.Token)) }
