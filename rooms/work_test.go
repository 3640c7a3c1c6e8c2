package rooms

import (
	"context"
	"math/rand/v2"
	"syscall"
	"testing"
	"time"

	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
)

// BenchmarkHostWorkPerAction is the work of one action of a room as the
// load plays it: each game (Graffiti first, the load's), four phones and the table, each on a
// WebSocket of its own over loopback, through the host's own code, the
// log flushed at every action. One op is one action, from the phone's
// request until all five connections have heard its update. The players'
// choices are off the clock (and out of the allocations); the five
// readers read each update's head only, as the load's players do, so the
// figures are the host's work and a little of its readers'. It reports
// the bytes sent per action over the five connections, the allocations
// per action, and the process's CPU time per action (host and readers,
// both in this process: comparable before and after, not the host's
// alone, which `graffiti loadtest` measures).
func BenchmarkHostWorkPerAction(b *testing.B) {
	for _, name := range []string{"graffiti", "tagcity", "kunststucke"} {
		b.Run(name, func(b *testing.B) { hostWorkPerAction(b, name) })
	}
}

func hostWorkPerAction(b *testing.B, name string) {
	th := benchHost(b)
	g, err := boxes.Find(name)
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	ctx := context.Background()
	var sent int
	var cpu time.Duration
	actions := 0
	b.ReportAllocs()
	b.ResetTimer()
	b.StopTimer()
	for actions < b.N {
		table := dial(b, th.url)
		created, _ := ask(b, table, wire.Request{Type: wire.ReqCreate, Game: g.Name(), Seats: []string{wire.Person, wire.Person, wire.Person, wire.Person}}, wire.MsgCreated)
		next(b, table, wire.MsgWelcome)
		phones := make([]*wire.Client, 4)
		tokens := make([]string, 4)
		views := make([][]byte, 5) // each connection's view: the table's, then the seats'
		var last wire.Message
		for s := range phones {
			phones[s] = dial(b, th.url)
			last, _ = ask(b, phones[s], wire.Request{Type: wire.ReqClaim, Room: created.Room, Invite: invitation(created), Seat: seatPtr(s)}, wire.MsgWelcome)
			views[s+1] = last.View
			tokens[s] = last.Token
		}
		conns := append([]*wire.Client{table}, phones...)
		for first := true; last.Result == nil && actions < b.N; first = false {
			seat := *last.ToAct
			// The seat to act reads its view whole and chooses, off the clock.
			at := last.Actions
			v, err := g.ReadView(views[seat+1])
			if err != nil {
				b.Fatal(err)
			}
			s, _ := g.StandIn(v, r.Uint64())
			legal := s.Legal()
			req := wire.Request{Type: wire.ReqAct, Token: tokens[seat], At: &at, Action: legal[r.IntN(len(legal))]}
			c0 := cpuTime()
			b.StartTimer()
			if err := phones[seat].Send(ctx, req); err != nil {
				b.Fatal(err)
			}
			for i, c := range conns {
				m, raw, err := c.ReceiveHead(ctx)
				for err == nil && m.Type == wire.MsgSeats && first {
					// The seats' news of the later claims, before the first action.
					m, raw, err = c.ReceiveHead(ctx)
				}
				if err != nil || m.Type != wire.MsgUpdate {
					b.Fatalf("%v: a %s (%s), not an update", err, m.Type, m.Reason)
				}
				sent += len(raw)
				views[i], last = m.View, m
			}
			b.StopTimer()
			cpu += cpuTime() - c0
			actions++
		}
		for _, c := range conns {
			c.Close()
		}
	}
	b.ReportMetric(float64(sent)/float64(actions), "B-sent/action")
	b.ReportMetric(float64(cpu.Microseconds())/float64(actions), "cpu-µs/action")
}

// cpuTime is the process's CPU time so far, user and system.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		panic(err)
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
