package rooms

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"graffiti/game"
	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
)

// heard is a message a client was sent, as its bytes came.
type heard struct {
	msg wire.Message
	raw []byte
}

// phone plays a seat as a phone does: it keeps only what it is sent,
// and when its seat is to act it asks the stand-in of its view for the
// legal actions and sends one of them, chosen with r. It returns every
// message it heard, once one says the game is over.
func phone(ctx context.Context, g game.Game, c *wire.Client, seat int, token string, first heard, r *rand.Rand) ([]heard, error) {
	all := []heard{first}
	m := first.msg
	var last wire.Request
	for {
		if m.Type == wire.MsgRefused && m.Code == wire.CodeTooFast {
			// A phone played by a test is quicker than any person: it
			// waits, as the host asks, and sends again.
			time.Sleep(100 * time.Millisecond)
			if err := c.Send(ctx, last); err != nil {
				return all, err
			}
		} else if m.Type == wire.MsgRefused {
			return all, fmt.Errorf("seat %d refused: %s: %s", seat, m.Code, m.Reason)
		}
		if m.Result != nil {
			return all, nil
		}
		if m.View != nil && m.ToAct != nil && *m.ToAct == seat {
			v, err := g.ReadView(m.View)
			if err != nil {
				return all, err
			}
			s, err := g.StandIn(v, r.Uint64())
			if err != nil {
				return all, err
			}
			legal := s.Legal()
			at := m.Actions
			last = wire.Request{Type: wire.ReqAct, Token: token, At: &at, Action: legal[r.IntN(len(legal))]}
			if err := c.Send(ctx, last); err != nil {
				return all, err
			}
		}
		msg, raw, err := c.Receive(ctx)
		if err != nil {
			return all, fmt.Errorf("seat %d: %v", seat, err)
		}
		m = msg
		all = append(all, heard{msg, raw})
	}
}

// watcher hears a table's or a spectator's messages until the game is
// over.
func watcher(ctx context.Context, c *wire.Client, first heard) ([]heard, error) {
	all := []heard{first}
	for first.msg.Result == nil {
		msg, raw, err := c.Receive(ctx)
		if err != nil {
			return all, err
		}
		if msg.Type == wire.MsgRefused {
			return all, fmt.Errorf("the table refused: %s", msg.Reason)
		}
		all = append(all, heard{msg, raw})
		first.msg = msg
	}
	return all, nil
}

// TestEachGamePlaysThroughTheProtocolAndNoMessageShowsASecret plays a
// whole game of every game of the shelf through real WebSocket
// connections to a host on loopback: a table, a spectator, two phones and
// a bot. The host's final state, and every message, must be what the
// log's actions give when played here; and no message may tell a
// connection anything its role may not see.
func TestEachGamePlaysThroughTheProtocolAndNoMessageShowsASecret(t *testing.T) {
	th := startHost(t, t.TempDir())
	for _, g := range boxes.Games {
		t.Run(g.Name(), func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
			defer cancel()
			kinds := []string{wire.Person, "hard", wire.Person}
			table := dial(t, th.url)
			created, _ := ask(t, table, wire.Request{Type: wire.ReqCreate, Game: g.Name(), Seats: kinds}, wire.MsgCreated)
			tw, twRaw := receive(t, table, wire.MsgWelcome)
			spectator := dial(t, th.url)
			sw, swRaw := ask(t, spectator, wire.Request{Type: wire.ReqWatch, Room: created.Room}, wire.MsgWelcome)

			type result struct {
				seat  int
				heard []heard
				err   error
			}
			results := make(chan result, 4)
			var wg sync.WaitGroup
			for seat, k := range kinds {
				if k != wire.Person {
					continue
				}
				c := dial(t, th.url)
				w, raw := ask(t, c, wire.Request{Type: wire.ReqClaim, Room: created.Room, Invite: invitation(created), Seat: seatPtr(seat)}, wire.MsgWelcome)
				if w.Token == "" || w.Seat == nil || *w.Seat != seat {
					t.Fatalf("claiming seat %d: welcome %+v", seat, w)
				}
				wg.Add(1)
				go func() {
					defer wg.Done()
					h, err := phone(ctx, g, c, seat, w.Token, heard{w, raw}, rand.New(rand.NewPCG(uint64(seat), 7)))
					results <- result{seat, h, err}
				}()
			}
			for seat, c := range map[int]*wire.Client{-1: table, -2: spectator} {
				first := heard{tw, twRaw}
				if seat == -2 {
					first = heard{sw, swRaw}
				}
				wg.Add(1)
				go func() {
					defer wg.Done()
					h, err := watcher(ctx, c, first)
					results <- result{seat, h, err}
				}()
			}
			wg.Wait()
			close(results)
			var all []result
			for res := range results {
				if res.err != nil {
					t.Fatal(res.err)
				}
				all = append(all, res)
			}

			recs := logOf(t, th.log, created.Room)
			g, ms, acts := replayLog(t, recs)
			final := ms[len(ms)-1]
			r, _ := th.h.room(created.Room)
			r.mu.Lock()
			hostHash, hostActed := r.st.m.Hash(), slices.Clone(r.st.acted)
			r.mu.Unlock()
			if !final.Over() || hostHash != final.Hash() || len(hostActed) != len(acts) {
				t.Fatalf("the host's game (%d actions, hash %s) is not the log's played here (%d actions, over %v, hash %s)", len(hostActed), hostHash, len(acts), final.Over(), final.Hash())
			}
			n := 0
			for _, res := range all {
				viewer := res.seat
				if viewer < 0 {
					viewer = game.Nobody
				}
				for _, h := range res.heard {
					checkWire(t, g, created.Room, ms, acts, viewer, h)
					// Every number as a page reads it (JSON.parse).
					if n, err := unsafeNumber(h.raw); n != "" || err != nil {
						t.Fatalf("%s: viewer %d heard a number a page cannot hold exactly, %s (%v):\n%.300s", g.Name(), viewer, n, err, h.raw)
					}
				}
				last := res.heard[len(res.heard)-1].msg
				if last.Result == nil || !slices.Equal(last.Result.Winners, final.Result().Winners) {
					t.Fatalf("seat %d's last message tells another outcome: %+v", res.seat, last.Result)
				}
				n += len(res.heard)
			}
			t.Logf("%s: %d actions, %d messages checked", g.Name(), len(acts), n)
		})
	}
}

// receive waits for the next message, which must be of type want.
func receive(t testing.TB, c *wire.Client, want string) (wire.Message, []byte) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	m, b, err := c.Receive(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if want != "" && m.Type != want {
		t.Fatalf("a %s (%s), not a %s", m.Type, m.Reason, want)
	}
	return m, b
}

// checkWire checks one message viewer heard: an update (or a replay's
// step) is byte for byte the message of the log's game at its point, and is the same when
// all viewer may not see is reshuffled; the events it tells are the same
// in every world where the action could be played and viewer sees the
// same after it.
func checkWire(t *testing.T, g game.Game, code string, ms []game.Match, acts []record, viewer int, h heard) {
	t.Helper()
	if h.msg.Type != wire.MsgUpdate && h.msg.Type != wire.MsgWelcome && h.msg.Type != wire.MsgStep {
		return
	}
	n := h.msg.Actions
	after := ms[n]
	if h.msg.Type == wire.MsgWelcome || n == 0 {
		if want := mustJSON(after.View(viewer)); !bytes.Equal(h.msg.View, want) {
			t.Fatalf("%s: the welcome of viewer %d at %d has another view", g.Name(), viewer, n)
		}
		for k := range uint64(2) {
			if other, changed := after.Reshuffle(viewer, k*7919+uint64(n)); changed && !bytes.Equal(mustJSON(other.View(viewer)), h.msg.View) {
				t.Fatalf("%s: the welcome of viewer %d at %d shows what the viewer may not see", g.Name(), viewer, n)
			}
		}
		return
	}
	before := ms[n-1].Clone()
	ev, err := before.Apply(acts[n-1].Action)
	if err != nil {
		t.Fatal(err)
	}
	message := func(m game.Match, ev []game.Event) []byte {
		msg := (&state{m: m}).viewMessage(h.msg.Type, viewer, ev, new(bytes.Buffer))
		msg.Room, msg.ID, msg.Of = code, h.msg.ID, h.msg.Of
		return wire.Encode(msg)
	}
	heard := h.raw
	if h.msg.Patch != nil {
		// Sent as a patch of the view the viewer held: what it made is
		// the message, and the patch holds only parts of the new view.
		var parts []json.RawMessage
		if err := json.Unmarshal(h.msg.Patch, &parts); err != nil || len(parts)%3 != 0 {
			t.Fatalf("%s: viewer %d heard at %d a patch that is not triples: %s", g.Name(), viewer, n, h.msg.Patch)
		}
		for k := 2; k < len(parts); k += 3 {
			part := []byte(parts[k])
			var between string // bytes between members, as a string
			if bytes.HasPrefix(parts[k-1], []byte("-")) && json.Unmarshal(parts[k], &between) == nil {
				part = []byte(between)
			}
			if !bytes.Contains(h.msg.View, part) {
				t.Fatalf("%s: viewer %d heard at %d a patch whose part %s is not of its view", g.Name(), viewer, n, parts[k])
			}
		}
		whole := h.msg
		whole.Patch, whole.Base = nil, nil
		heard = wire.Encode(whole)
	}
	if want := message(after, ev); !bytes.Equal(heard, want) {
		t.Fatalf("%s: viewer %d heard at %d\n%s\nnot\n%s", g.Name(), viewer, n, heard, want)
	}
	// Secrecy, read from the bytes that came, not from the host's code:
	// the view is the one of every world viewer cannot tell from this
	// one, and so are the events, where the action could be played.
	heardEvents := mustJSON(append([]json.RawMessage{}, h.msg.Events...))
	for k := range uint64(3) {
		seed := k*7919 + uint64(n)*31
		if other, changed := after.Reshuffle(viewer, seed); changed && !bytes.Equal(mustJSON(other.View(viewer)), h.msg.View) {
			t.Fatalf("%s: the update viewer %d heard at %d shows what the viewer may not see", g.Name(), viewer, n)
		}
		world, changed := ms[n-1].Reshuffle(viewer, seed)
		if !changed {
			continue
		}
		wev, err := world.Apply(acts[n-1].Action)
		if err != nil {
			continue // the action could not be played in that world
		}
		same := bytes.Equal(mustJSON(world.View(viewer)), h.msg.View)
		if same && !bytes.Equal(eventsJSON(wev, viewer), heardEvents) {
			t.Fatalf("%s: the events viewer %d heard at %d tell what its view does not hold:\n%s\n%s", g.Name(), viewer, n, heardEvents, eventsJSON(wev, viewer))
		}
	}
}

func eventsJSON(ev []game.Event, viewer int) []byte {
	out := []json.RawMessage{}
	for _, e := range ev {
		out = append(out, mustJSON(e.Told(viewer)))
	}
	return mustJSON(out)
}
