package graffiti

import (
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game"
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/ui"
)

// The whole log opens from the inline one, holds every move of the game
// with one header a round (never two for the same round), starts at the
// end, scrolls by its arrows and the wheel, and closes.
func TestWholeLogGroupsByRoundAndScrolls(t *testing.T) {
	a := newTestApp(scenes.SpeedInstant)
	tb := seated(t, a, graffiti.Setup{Players: 3, Seed: 21}, nil)
	r := game.NewRand(5)
	for tb.S.Round < 4 && tb.S.Phase != graffiti.PhaseOver {
		lift(tb)
		if tb.S.Phase == graffiti.PhaseKeep {
			tap(t, a, center(confirmBtn))
			continue
		}
		playByTaps(t, a, tb, ChooseFor(tb.Legal, &r))
	}
	lift(tb)
	tick(t, a, 2)
	tap(t, a, logArea(tb.S.N()).Center())
	lv := &tb.logView
	require.True(t, lv.open, "a tap on the log opens the whole log")

	headers := map[string]int{}
	moves := 0
	for _, l := range lv.lines {
		if l.header {
			headers[l.text]++
		} else {
			moves++
		}
	}
	require.Len(t, headers, tb.S.Round, "a header for every round so far")
	for h, n := range headers {
		require.Equal(t, 1, n, "%q is shown %d times", h, n)
	}
	require.Greater(t, moves, 3*lv.shown(), "the whole game, far more than the panel holds")
	require.Equal(t, lv.maxScroll(), lv.scroll, "it opens at the end")

	end := lv.scroll
	tap(t, a, center(logUp))
	require.Less(t, lv.scroll, end, "the up arrow scrolls back")
	a.Src = &wheelSource{turn: -2}
	tick(t, a, 1)
	a.Src = scenes.NoInput{}
	require.Greater(t, lv.scroll, end-float64(lv.shown()-2), "the wheel scrolls on")
	for i := 0; i < 100; i++ {
		tap(t, a, center(logUp))
	}
	require.Zero(t, lv.scroll, "up to the first line, no further")
	require.True(t, lv.lines[0].header, "the game's first line is its first round's header")

	tap(t, a, center(logClose))
	require.False(t, lv.open)
}

// wheelSource turns the wheel once.
type wheelSource struct{ turn float64 }

func (w *wheelSource) Read(float64) ui.Input {
	in := ui.Input{Wheel: w.turn}
	w.turn = 0
	return in
}
