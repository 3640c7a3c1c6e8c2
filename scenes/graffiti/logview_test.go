package graffiti

import (
	"strings"
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
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
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

// A log line too long for the log's area is wrapped onto rows of its
// own, never cut (German's lines are longer): every word is there, each
// row fits, and when the rows are too few the oldest lines go whole,
// the round's header staying on top.
func TestTheLogWrapsALongLineAndNeverCutsIt(t *testing.T) {
	long := "Jenni sprüht das Segment B4 mit zwei Farbplättchen (gelb/blau) und einer Dose Joker"
	w := ui.TextWidth(long, logSize, ui.Body) / 1.6
	lines := []logLine{{text: "Runde 2", header: true}, {text: "Ana passt"}, {text: long}}
	rows := logRows(lines, w)
	var got []string
	for _, r := range rows[1:] {
		if ui.TextWidth(r.text, logSize, ui.Body) > w {
			t.Errorf("the row %q is wider than the log", r.text)
		}
		got = append(got, strings.TrimSpace(r.text))
	}
	if len(rows) != len(lines) || !rows[0].header {
		t.Fatalf("rows %q: want %d, the header first", got, len(lines))
	}
	// Three lines' room: the long line takes two rows, so the older
	// line goes, whole, and the header keeps the top.
	if strings.Contains(strings.Join(got, " "), "Ana") {
		t.Errorf("rows %q: the older line should have made room", got)
	}
	wide := logRows(lines, 10*w)
	var all []string
	for _, r := range wide {
		all = append(all, r.text)
	}
	if strings.Join(all, "|") != "Runde 2|Ana passt|"+long {
		t.Errorf("with room, rows %q: want the lines as they are", all)
	}
	for _, r := range logRows([]logLine{{text: long}}, w/1.2) {
		if strings.Contains(r.text, "…") {
			t.Errorf("a row was cut: %q", r.text)
		}
	}
	var words []string
	for _, r := range logRows([]logLine{{text: long}, {text: ""}, {text: ""}, {text: ""}, {text: ""}}, w) {
		words = append(words, strings.Fields(r.text)...)
	}
	if strings.Join(words, " ") != long {
		t.Errorf("the wrapped line reads %q, not %q", strings.Join(words, " "), long)
	}
}
