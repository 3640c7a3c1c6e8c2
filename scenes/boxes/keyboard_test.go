package boxes

import (
	"graffiti/scenes"
	"testing"

	"github.com/stretchr/testify/require"
)

// A name is typed with the on-screen keyboard alone: a capital first,
// small letters after, erase and Done; taps on the keys never reach the
// buttons under them.
func TestNamesTypedOnTheScreenKeyboard(t *testing.T) {
	a := scenes.TestApp(Shelf, scenes.SpeedInstant)
	s := scenes.NewSetup(a)
	s.Players = 4
	s.Place()
	a.Cur = s
	tap(t, a, center(s.NameRect(1)))
	require.Equal(t, 1, s.Editing)
	for range []rune(s.Names[1]) {
		tap(t, a, center(scenes.KeyErase))
	}
	require.Empty(t, s.Names[1])
	for _, k := range [][2]int{{0, 1}, {1, 4}, {0, 1}} { // B, O, B
		tap(t, a, center(scenes.KeyRect(k[0], k[1])))
	}
	require.Equal(t, "Bob", s.Names[1])
	require.True(t, scenes.KeyboardPanel.Contains(s.Start.R.Center()), "Start lies under the keyboard here")
	tap(t, a, s.Start.R.Center()) // a key's tap, not Start's
	require.IsType(t, &scenes.Setup{}, a.Current(), "a key's tap does not start the game")
	tap(t, a, center(scenes.KeyDone))
	require.Equal(t, -1, s.Editing)
	require.Equal(t, "Bob", s.Names[1][:3])
}

// The keyboard never covers a seat's row: the name being typed stays in
// sight, whatever the number of seats.
func TestTheScreenKeyboardLeavesTheSeatsInSight(t *testing.T) {
	a := scenes.TestApp(Shelf, scenes.SpeedInstant)
	s := scenes.NewSetup(a)
	for n := 2; n <= 4; n++ {
		s.Players = n
		for i := 0; i < n; i++ {
			r := s.SeatRow(i)
			require.LessOrEqual(t, r.Y+r.H, scenes.KeyboardPanel.Y, "%d seats: row %d", n, i)
		}
	}
	require.LessOrEqual(t, scenes.KeyboardPanel.Y+scenes.KeyboardPanel.H, float64(scenes.ScreenH))
}
