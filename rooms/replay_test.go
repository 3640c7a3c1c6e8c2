package rooms

import (
	"bytes"
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"graffiti/game"
	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
)

// A room's replay, asked step by step by a spectator once the game is
// over (first to last, then back, then a jump), is the log's game at each
// step as a spectator sees it: byte for byte the message the log's game
// makes, and every one passes the wire's secrecy check. A seat asking
// gets the spectator's view too, without its token; a step past the
// room's last is refused.
func TestEveryStepOfAReplayIsTheLogsGameAsASpectatorSeesIt(t *testing.T) {
	// The steps are asked as fast as the test can: the connections' rate
	// is not what this test is about.
	th := startHost(t, t.TempDir(), func(c *Config) { c.Rate, c.Burst = 1e6, 1e6 })
	for _, g := range []string{"graffiti", "tagcity", "kunststucke"} {
		t.Run(g, func(t *testing.T) {
			table := dial(t, th.url)
			created, _ := ask(t, table, wire.Request{Type: wire.ReqCreate, Game: g, Seats: []string{"easy", "easy", wire.Person}}, wire.MsgCreated)
			receive(t, table, wire.MsgWelcome)
			player := dial(t, th.url)
			w, raw := ask(t, player, wire.Request{Type: wire.ReqClaim, Room: created.Room, Invite: invitation(created), Seat: seatPtr(2)}, wire.MsgWelcome)
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			gg, err := boxes.Find(g)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := phone(ctx, gg, player, 2, w.Token, heard{w, raw}, rand.New(rand.NewPCG(2, 7))); err != nil {
				t.Fatal(err)
			}
			// The game over, a spectator comes to watch its replay.
			spectator := dial(t, th.url)
			ask(t, spectator, wire.Request{Type: wire.ReqWatch, Room: created.Room}, wire.MsgWelcome)
			recs := logOf(t, th.log, created.Room)
			gm, ms, acts := replayLog(t, recs)
			n := len(acts)
			steps := []int{}
			for k := 0; k <= n; k++ {
				steps = append(steps, k)
			}
			steps = append(steps, n-1, 0, n)
			for i, k := range steps {
				m, raw := askStep(t, spectator, k, i+1)
				if m.Actions != k || m.Of != n {
					t.Fatalf("step %d answered at %d of %d, the room at %d", k, m.Actions, m.Of, n)
				}
				if !bytes.Equal(m.View, mustJSON(ms[k].View(game.Nobody))) {
					t.Fatalf("step %d's view is not the log's game's public view", k)
				}
				checkWire(t, gm, created.Room, ms, acts, game.Nobody, heard{m, raw})
			}
			if m, _ := askStep(t, player, n, 99); !bytes.Equal(m.View, mustJSON(ms[n].View(game.Nobody))) {
				t.Fatal("a seat's replay shows more than a spectator's")
			}
			ask(t, spectator, wire.Request{Type: wire.ReqReplay, At: seatPtr(n + 1)}, wire.MsgRefused)
		})
	}
}

// askStep asks c for the replay's step at, as request id.
func askStep(t *testing.T, c *wire.Client, at, id int) (wire.Message, []byte) {
	t.Helper()
	return ask(t, c, wire.Request{Type: wire.ReqReplay, ID: id, At: &at}, wire.MsgStep)
}
