package boxes

import (
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/scenes"
)

// Where a host is at hand, the new-game screen's room is open to anyone
// only once "Open to anyone" is tapped, and a second tap closes it
// again: the room's create says which.
func TestTheTableChoosesToOpenItsRoomToAnyone(t *testing.T) {
	a := scenes.TestApp(Shelf, scenes.SpeedInstant)
	var opened []bool
	a.OpenRoom = func(a *scenes.App, _ scenes.Box, _ []string, _ []scenes.Seat, _ []string, choice scenes.RoomChoice) scenes.Scene {
		opened = append(opened, choice.Open)
		return scenes.NewTitle(a)
	}
	for _, taps := range []int{0, 1, 2} {
		s := scenes.NewSetup(a)
		a.Cur, a.Next = s, nil // the last room's fade to the title undone
		require.Contains(t, s.Listed.Label, "off")
		for range taps {
			tap(t, a, s.Listed.R.Center())
		}
		if taps == 1 {
			require.Contains(t, s.Listed.Label, ": on", "the button says the room will be open")
		}
		tap(t, a, s.Room.R.Center())
	}
	require.Equal(t, []bool{false, true, false}, opened)
}
