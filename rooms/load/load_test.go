package load

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"graffiti/game/bot"
	"graffiti/rooms"
	"graffiti/scenes/boxes"
)

// A short load against a host on loopback, in every game: the seats play
// legal actions from their own views, none is refused, every action
// acknowledged comes back with its round trip, games end and new ones
// start, and idle rooms are held beside.
func TestALoadPlaysLegalActionsAndMeasuresThem(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: plays games for seconds")
	}
	for _, g := range boxes.Games {
		t.Run(g.Name(), func(t *testing.T) {
			ctx := context.Background()
			js, err := rooms.OpenJetStream(ctx, t.TempDir(), 0)
			if err != nil {
				t.Fatal(err)
			}
			defer js.Close()
			h, err := rooms.NewHost(ctx, rooms.Config{Games: boxes.Games, Log: js, Logf: t.Logf,
				Budget: func(bot.Level) bot.Budget { return bot.Budget{Iterations: 16, Workers: 1} },
				// One address plays every room, game after game.
				Limits: rooms.Limits{Rooms: -1, Creates: -1, Conns: -1}})
			if err != nil {
				t.Fatal(err)
			}
			defer h.Close()
			srv := httptest.NewServer(h)
			defer srv.Close()
			res, err := Run(ctx, Config{URLs: []string{"ws" + strings.TrimPrefix(srv.URL, "http")}, Game: g,
				Rooms: 3, Seats: 2, Rate: 10, Idle: 2, Warmup: 500 * time.Millisecond, Duration: 6 * time.Second, Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%d actions, %d counted, p50 %v, p99 %v, %d messages, %d games", res.Actions, len(res.RTT), res.Quantile(.5), res.Quantile(.99), res.Messages, res.Games)
			if res.Refused > 0 || res.Failures > 0 {
				t.Errorf("%d refused, %d failures: %v", res.Refused, res.Failures, res.Errors)
			}
			if len(res.RTT) < 50 || res.Actions < int64(len(res.RTT)) {
				t.Errorf("%d round trips counted of %d actions: the rooms hardly played", len(res.RTT), res.Actions)
			}
			if res.Quantile(.5) <= 0 || res.Quantile(.5) > res.Quantile(.99) {
				t.Errorf("round trips p50 %v, p99 %v", res.Quantile(.5), res.Quantile(.99))
			}
			// The bytes counted are the measured window's: fewer than all,
			// and at least an update's for each round trip counted.
			if res.CountedBytes >= res.Bytes || res.CountedBytes < int64(len(res.RTT))*64 {
				t.Errorf("%d bytes counted of %d, for %d round trips", res.CountedBytes, res.Bytes, len(res.RTT))
			}
			if h.Rooms() < 5 {
				t.Errorf("the host holds %d rooms: 3 playing and 2 idle were opened", h.Rooms())
			}
		})
	}
}
