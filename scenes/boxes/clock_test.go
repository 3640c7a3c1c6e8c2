package boxes

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"graffiti/scenes"
)

// Where a host is at hand, the new-game screen's time per move goes
// off, an hour, a day, three days and off again, a tap each, its
// button saying which; the room's create is given the one chosen.
func TestTheTableChoosesItsRoomsTimePerMove(t *testing.T) {
	a := scenes.TestApp(Shelf, scenes.SpeedInstant)
	var clocks []time.Duration
	a.OpenRoom = func(a *scenes.App, _ scenes.Box, _ []string, _ []scenes.Seat, _ []string, choice scenes.RoomChoice) scenes.Scene {
		clocks = append(clocks, choice.Clock)
		return scenes.NewTitle(a)
	}
	labels := []string{"Time per move: off", "Time per move: 1 hour", "Time per move: 1 day", "Time per move: 3 days", "Time per move: off"}
	for taps, want := range labels {
		s := scenes.NewSetup(a)
		a.Cur, a.Next = s, nil // the last room's fade to the title undone
		for range taps {
			tap(t, a, s.Clock.R.Center())
		}
		require.Equal(t, want, s.Clock.Label)
		tap(t, a, s.Room.R.Center())
	}
	require.Equal(t, []time.Duration{0, time.Hour, 24 * time.Hour, 72 * time.Hour, 0}, clocks)
}
