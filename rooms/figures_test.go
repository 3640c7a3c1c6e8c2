package rooms

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"testing"
	"time"

	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
)

// BenchmarkActionRoundTrip is one room's action round trip on loopback:
// a phone sends an action and waits for the update that tells it, the
// action stored and acknowledged by the log on the way (every write
// flushed to its file). Two phones play Kunststücke in turn, game after
// game. It reports the median and the 99th percentile, and the bytes of
// an update as a seat and as the table hear it.
func BenchmarkActionRoundTrip(b *testing.B) {
	th := benchHost(b)
	g, _ := boxes.Find("kunststucke")
	r := rand.New(rand.NewPCG(1, 2))
	ctx := context.Background()
	var rtts []time.Duration
	var seatBytes, tableBytes int
	b.ResetTimer()
	for len(rtts) < b.N {
		table := dial(b, th.url)
		created, _ := ask(b, table, wire.Request{Type: wire.ReqCreate, Game: g.Name(), Seats: []string{wire.Person, wire.Person}}, wire.MsgCreated)
		next(b, table, wire.MsgWelcome)
		phones := make([]*wire.Client, 2)
		tokens := make([]string, 2)
		heard := make([]wire.Message, 2) // each phone's last message
		for s := range phones {
			phones[s] = dial(b, th.url)
			heard[s], _ = ask(b, phones[s], wire.Request{Type: wire.ReqClaim, Room: created.Room, Invite: invitation(created), Seat: seatPtr(s)}, wire.MsgWelcome)
			tokens[s] = heard[s].Token
		}
		if len(heard[0].Seats) == 0 {
			b.Fatal("no seats in the welcome")
		}
		for heard[0].Result == nil && len(rtts) < b.N {
			seat := *heard[1].ToAct // the later message of the two
			v, _ := g.ReadView(heard[seat].View)
			s, _ := g.StandIn(v, r.Uint64())
			legal := s.Legal()
			at := heard[seat].Actions
			t0 := time.Now()
			if err := phones[seat].Send(ctx, wire.Request{Type: wire.ReqAct, Token: tokens[seat], At: &at, Action: legal[r.IntN(len(legal))]}); err != nil {
				b.Fatal(err)
			}
			m, raw := next(b, phones[seat], wire.MsgUpdate)
			rtts = append(rtts, time.Since(t0))
			seatBytes += len(raw)
			heard[seat] = m
			// The other phone and the table hear it too, off the clock.
			heard[1-seat], _ = next(b, phones[1-seat], wire.MsgUpdate)
			_, traw := next(b, table, wire.MsgUpdate)
			tableBytes += len(traw)
		}
		table.Close()
		for _, p := range phones {
			p.Close()
		}
	}
	b.StopTimer()
	slices.Sort(rtts)
	b.ReportMetric(float64(rtts[len(rtts)/2].Microseconds()), "p50-µs")
	b.ReportMetric(float64(rtts[len(rtts)*99/100].Microseconds()), "p99-µs")
	b.ReportMetric(float64(seatBytes)/float64(len(rtts)), "B/seat-update")
	b.ReportMetric(float64(tableBytes)/float64(len(rtts)), "B/table-update")
	b.ReportMetric(0, "ns/op") // the round trip's figures are the ones above
}

// TestFiguresHostMemoryWith100Rooms is a figure, not a check: run with
// GRAFFITI_FIGURES=1. It starts the host as its own process, opens 100
// rooms of the three games in turn, each with its table and a phone on
// every seat, plays the first action of each, and prints the host's
// resident memory then and its peak.
func TestFiguresHostMemoryWith100Rooms(t *testing.T) {
	if os.Getenv("GRAFFITI_FIGURES") == "" {
		t.Skip("a figure: GRAFFITI_FIGURES=1 measures it")
	}
	// 100 rooms and 400 connections from one address: no limits.
	host, err := startHostProcess(t, buildHostProgram(t), "-data", t.TempDir(), "-client-rooms", "0", "-client-creates", "0", "-client-conns", "0")
	if err != nil {
		t.Fatal(err)
	}
	url := host.Rooms
	before, _ := host.Memory()
	ctx := context.Background()
	conns := 0
	for i := range 100 {
		g := boxes.Games[i%len(boxes.Games)]
		table := dial(t, url)
		created, _ := ask(t, table, wire.Request{Type: wire.ReqCreate, Game: g.Name(), Seats: []string{wire.Person, wire.Person, wire.Person}}, wire.MsgCreated)
		next(t, table, wire.MsgWelcome)
		var phones []*wire.Client
		var welcomes []wire.Message
		for s := range 3 {
			p := dial(t, url)
			w, _ := ask(t, p, wire.Request{Type: wire.ReqClaim, Room: created.Room, Invite: invitation(created), Seat: seatPtr(s)}, wire.MsgWelcome)
			phones, welcomes = append(phones, p), append(welcomes, w)
		}
		conns += 4
		w := welcomes[2] // the last welcome knows who is to act
		seat := *w.ToAct
		v, _ := g.ReadView(welcomes[seat].View)
		st, _ := g.StandIn(v, uint64(i))
		at := w.Actions
		if err := phones[seat].Send(ctx, wire.Request{Type: wire.ReqAct, Token: welcomes[seat].Token, At: &at, Action: st.Legal()[0]}); err != nil {
			t.Fatal(err)
		}
		next(t, phones[seat], wire.MsgUpdate)
	}
	rss, hwm := host.Memory()
	fmt.Printf("host memory: %d rooms, %d connections: resident %.0f MB (%.0f MB before the rooms), peak %.0f MB\n", 100, conns, rss, before, hwm)
}

// benchHost is a host for a benchmark's phones, which play far quicker
// than people, game after game, from one address: no rate, no limits.
func benchHost(b *testing.B) *testHost {
	return startHost(b, b.TempDir(), func(c *Config) {
		c.Rate = 1e6
		c.Limits = Limits{Rooms: -1, Creates: -1, Conns: -1}
	})
}

// next waits for the next message of type want, the seats' news passed
// over (a seat claimed after this connection's welcome).
func next(t testing.TB, c *wire.Client, want string) (wire.Message, []byte) {
	t.Helper()
	for {
		m, b := receive(t, c, "")
		if m.Type == want {
			return m, b
		}
		if m.Type != wire.MsgSeats {
			t.Fatalf("a %s (%s), not a %s", m.Type, m.Reason, want)
		}
	}
}
