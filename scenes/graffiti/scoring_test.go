package graffiti

import (
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/sprites/gametest"
)

// -shot's -special and -block reach the table's set-up: a screenshot
// of variant 2 shows the special graffiti.
func TestShotVariantFlagsReachTheTable(t *testing.T) {
	for _, v := range []struct{ special, block bool }{{true, false}, {false, true}, {false, false}} {
		a := scenes.TestApp(testShelf, scenes.SpeedInstant)
		require.NoError(t, a.Prepare(scenes.ShotOptions{Scene: "table", Players: 2, Seed: 11, Actions: 10, Special: v.special, Block: v.block}))
		tb, ok := a.Current().(*Table)
		require.True(t, ok, "the shot opened %T", a.Current())
		if tb.S.Setup.Special != v.special || tb.S.Setup.Block != v.block {
			t.Errorf("asked special %v block %v, the table has %+v", v.special, v.block, tb.S.Setup)
		}
		specials := 0
		for _, g := range tb.S.Tunnel().Graffiti {
			if g.Special {
				specials++
			}
		}
		if (specials > 0) != v.special {
			t.Errorf("special %v: %d special graffiti in the tunnel", v.special, specials)
		}
	}
}

// finishedScoring is a 4-player game played to its end by random legal
// actions, on its final scoring, at the given speed.
func finishedScoring(t *testing.T, speed scenes.Speed) (*scenes.App, *Scoring) {
	t.Helper()
	a := scenes.TestApp(testShelf, speed)
	require.NoError(t, a.Prepare(scenes.ShotOptions{Scene: "scoring", Players: 4, Seed: 7}))
	sc, ok := a.Current().(*Scoring)
	require.True(t, ok, "the shot opened %T", a.Current())
	return a, sc
}

// At normal speed the ending first shows the finished tunnel (the
// table's own picture), then tells the tally; once the tally is under
// way the table's picture is freed. A tap during the tunnel shows the
// whole tally at once with its buttons live; at instant speed there is
// no tunnel moment at all.
func TestScoringShowsTheFinishedTunnelFirstAndATapSkipsIt(t *testing.T) {
	gametest.Need(t)
	a, sc := finishedScoring(t, scenes.SpeedNormal)
	tick(t, a, 10)
	if sc.step != -1 {
		t.Fatalf("10 ticks in, the scoring is at step %d, not the finished tunnel", sc.step)
	}
	a.RenderAt(scenes.ScreenW).Deallocate()
	if sc.t.picture.Pieces() == 0 {
		t.Error("the finished tunnel was not drawn from the table's picture")
	}
	tu, n := sc.phases(a)
	if tu < 60 {
		t.Errorf("the finished tunnel shows %d ticks at normal speed, want about 1.5 s", tu)
	}
	tick(t, a, tu-10)
	if sc.step != 0 {
		t.Fatalf("after the tunnel the scoring is at step %d, want 0 (points from play)", sc.step)
	}
	tick(t, a, a.Settings.Speed.Ticks(scoringFade)+1)
	if sc.t.picture.Pieces() != 0 {
		t.Error("the table's picture is still held once the tally is told")
	}
	tick(t, a, 3*n)
	if sc.step != 3 {
		t.Fatalf("after the tally the scoring is at step %d, want 3", sc.step)
	}

	a, sc = finishedScoring(t, scenes.SpeedNormal)
	tick(t, a, 20)
	tap(t, a, ui.Point{X: 640, Y: 360})
	if sc.step != 3 {
		t.Fatalf("a tap on the finished tunnel leads to step %d, not the whole tally", sc.step)
	}
	for seat := range sc.t.S.Players {
		if got, want := sc.shownTotal(a, seat), float64(sc.t.S.Players[seat].Score); got != want {
			t.Errorf("after the tap seat %d shows %v, its score is %v", seat, got, want)
		}
	}
	tap(t, a, center(sc.title.R))
	tick(t, a, scenes.FadeTicks+1)
	if _, ok := a.Current().(*scenes.Title); !ok {
		t.Errorf("Title after the skipped tally opened %T", a.Current())
	}

	_, sc = finishedScoring(t, scenes.SpeedInstant)
	if sc.step != 3 {
		t.Errorf("at instant speed the scoring opens at step %d, want the whole tally", sc.step)
	}
}

// The markers on the score track stand where the shown totals lie, and
// the totals walk the tally's lines in turn: nothing during the tunnel,
// then the points from play, the tiles, the tags, never backwards, to
// the core's scores. Markers never overlap.
func TestScoringMarkersWalkTheTrackWithTheShownTotals(t *testing.T) {
	a, sc := finishedScoring(t, scenes.SpeedNormal)
	s := sc.t.S
	tu, n := sc.phases(a)
	walk := a.Settings.Speed.Ticks(scoringWalk)
	prev := make([]float64, s.N())
	moved := false
	for k := 0; k <= tu+3*n+5; k++ {
		el := a.Tick - sc.start
		for _, m := range sc.markers(a) {
			shown := sc.shownTotal(a, m.seat)
			if m.at != trackAt(shown) {
				t.Fatalf("tick %d: seat %d's marker points at %.1f, its shown total %.2f lies at %.1f", el, m.seat, m.at, shown, trackAt(shown))
			}
			if shown < prev[m.seat] {
				t.Fatalf("tick %d: seat %d's total walked back from %.2f to %.2f", el, m.seat, prev[m.seat], shown)
			}
			if shown > prev[m.seat] {
				moved = true
			}
			prev[m.seat] = shown
			p := s.Players[m.seat].Points
			sums := []int{0, p.Play, p.Play + p.Tiles, p.Play + p.Tiles + p.Tags}
			switch {
			case el < tu && shown != 0:
				t.Fatalf("tick %d: seat %d shows %.2f during the tunnel", el, m.seat, shown)
			case el >= tu && el < tu+3*n && (el-tu)%n >= walk:
				if i := (el - tu) / n; shown != float64(sums[i+1]) {
					t.Fatalf("tick %d: line %d told, seat %d shows %.2f, want %d", el, i, m.seat, shown, sums[i+1])
				}
			case el >= tu+3*n && shown != float64(s.Players[m.seat].Score):
				t.Fatalf("tick %d: the tally is told, seat %d shows %.2f, its score is %d", el, m.seat, shown, s.Players[m.seat].Score)
			}
		}
		ms := sc.markers(a)
		for i := 1; i < len(ms); i++ {
			if ms[i].x-ms[i-1].x < 2*scoringMarkerR {
				t.Fatalf("tick %d: markers of seats %d and %d overlap (%.1f, %.1f)", el, ms[i-1].seat, ms[i].seat, ms[i-1].x, ms[i].x)
			}
		}
		tick(t, a, 1)
	}
	if !moved {
		t.Error("no marker ever moved")
	}
}

// While the tally is told the rows stand in seat order; once the totals
// are known they move to their places: the core's winner first, then by
// score; a seat tied on points that lost the tie-break comes second.
func TestScoringRanksTheRowsByTotalOnceKnown(t *testing.T) {
	a, sc := finishedScoring(t, scenes.SpeedNormal)
	s := sc.t.S
	// Scores set behind the table's back: seat 1 won the tie-break
	// against seat 3 (the core's Winners say so).
	for seat, pts := range [][3]int{{30, 4, 6}, {50, 5, 15}, {40, 5, 10}, {52, 6, 12}} {
		s.Players[seat].Points.Play, s.Players[seat].Points.Tiles, s.Players[seat].Points.Tags = pts[0], pts[1], pts[2]
		s.Players[seat].Score = pts[0] + pts[1] + pts[2]
	}
	s.Winners = []int{1}
	want := []int{1, 3, 2, 0}
	tu, n := sc.phases(a)
	tick(t, a, tu+n)
	for seat := range s.Players {
		if y := sc.rowY(a, seat); y != scoringRowY0+float64(seat)*scoringRowStep {
			t.Errorf("while the tally is told seat %d's row is at %.1f, not in seat order", seat, y)
		}
	}
	tick(t, a, 2*n+a.Settings.Speed.Ticks(scoringRank)/2)
	if sc.step != 3 {
		t.Fatalf("step %d, want 3", sc.step)
	}
	mid := sc.rowY(a, 1)
	if mid >= scoringRowY0+scoringRowStep || mid <= scoringRowY0 {
		t.Errorf("halfway through the move the winner's row is at %.1f, not between its seat and its place", mid)
	}
	tick(t, a, a.Settings.Speed.Ticks(scoringRank))
	for place, seat := range want {
		if y := sc.rowY(a, seat); y != scoringRowY0+float64(place)*scoringRowStep {
			t.Errorf("seat %d's row is at %.1f, want place %d (%.1f)", seat, y, place, scoringRowY0+float64(place)*scoringRowStep)
		}
		if got := sc.Place(seat); got != place {
			t.Errorf("seat %d is told place %d, want %d", seat, got, place)
		}
	}
	if !sc.tieBroken() {
		t.Error("the tie-break is not told")
	}
}
