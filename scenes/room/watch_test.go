package room

import (
	"context"
	"fmt"
	"testing"

	"graffiti/game/bot"
	coretest "graffiti/game/gametest"
	"graffiti/rooms"
	"graffiti/scenes"
	"graffiti/scenes/boxes"
	"graffiti/sprites/gametest"
)

// publicViews are a room's public views' digests at each step, played
// again here from its log: what its replay must show.
func publicViews(t *testing.T, log *rooms.JetStream, code string) []string {
	t.Helper()
	recs, _, err := log.Room(context.Background(), code)
	if err != nil {
		t.Fatal(err)
	}
	return coretest.PublicDigests(t, recs, boxes.Find)
}

// A room watched by its watch link follows the game live to its end,
// then replays it: the first step, forward, back, a few steps played at
// their pace, the last, and Live again; at each step the page shows the
// public view of the log's game at that step (its digest, never the
// whole game's), and the table under the bar is the game's own.
func TestAWatchedRoomIsFollowedLiveThenReplayedStepByStep(t *testing.T) {
	gametest.Need(t)
	url, log := startHostLog(t)
	for _, box := range boxes.Shelf {
		t.Run(box.Rules().Name(), func(t *testing.T) {
			seats := []scenes.Seat{{Bot: true, Level: bot.Easy}, {Bot: true, Level: bot.Easy}, {Bot: true, Level: bot.Easy}}
			r := openRoom(t, url, box, []string{"Ana", "Bot", "Cleo"}, seats)
			a := newApp()
			w := NewWatch(boxes.Shelf, url, r.code)
			a.Cur = w
			apps := append(r.apps, a)
			until(t, "the room watched live", apps, func() bool { return w.board != nil && w.live.Actions() > 0 })
			shoot(t, a, box.Rules().Name()+"-watch-live")
			until(t, "the game's end, watched", apps, func() bool { return w.live.Result() != nil })
			views := publicViews(t, log, r.code)
			st := w.status()
			if !st.Live || st.Actions != st.Of || st.Of != len(views)-1 || st.View != views[st.Of] {
				t.Fatalf("live at the end: %+v, the log has %d actions", st, len(views)-1)
			}
			at := func(want int) {
				t.Helper()
				until(t, fmt.Sprintf("the replay's step %d", want), apps, func() bool { s := w.status(); return !s.Live && s.Actions == want })
				if w.inner != nil && want < len(views)-1 {
					t.Fatalf("step %d is under another screen of the table (the last step's is its scoring)", want)
				}
				if got := w.status().View; got != views[want] {
					t.Fatalf("step %d shows the view %s, the log's game %s", want, got, views[want])
				}
			}
			tap := func(name string) {
				t.Helper()
				p, ok := w.ControlTap(name)
				if !ok {
					t.Fatalf("no %s to tap (at %+v)", name, w.status())
				}
				a.Tap(p.X, p.Y)
				step(t, apps)
			}
			tap("first")
			at(0)
			tap("forward")
			at(1)
			tap("forward")
			at(2)
			shoot(t, a, box.Rules().Name()+"-watch-replay")
			tap("back")
			at(1)
			tap("play")
			at(4)       // played on at its pace, a step a second
			tap("play") // pause
			tap("last")
			at(len(views) - 1)
			tap("live")
			if !w.status().Live {
				t.Fatal("Live did not leave the replay")
			}
		})
	}
}
