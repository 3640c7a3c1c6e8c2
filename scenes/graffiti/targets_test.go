package graffiti

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/sprites/gametest"
)

// The windows a finger plays in, in CSS pixels, held sideways: phones
// (a small Android, an iPhone) and tablets (an iPad, an iPad Air).
var fingerWindows = [][2]float64{{740, 360}, {844, 390}, {1024, 768}, {1180, 820}}

// targetsOf lists what a screen lets a finger tap: every rectangle its
// Update asks of a tap that falls on none of them (probe).
func targetsOf(t *testing.T, a *scenes.App, probe ui.Point) []ui.Rect {
	t.Helper()
	var rs []ui.Rect
	ui.Targets = func(r ui.Rect) { rs = append(rs, r) }
	defer func() { ui.Targets = nil }()
	a.Tap(probe.X, probe.Y)
	tick(t, a, 1)
	return rs
}

// screensForFingers prepares every screen in every state with targets of
// its own, and gives the point that touches none of them.
func screensForFingers(t *testing.T) map[string]func() (*scenes.App, ui.Point) {
	far := ui.Point{X: -500, Y: -500}
	prep := func(scene string) *scenes.App {
		a := scenes.TestApp(testShelf, scenes.SpeedInstant)
		require.NoError(t, a.Prepare(scenes.ShotOptions{Scene: scene, Players: 4, Seed: 7, Actions: 60}))
		return a
	}
	simple := func(scene string) func() (*scenes.App, ui.Point) {
		return func() (*scenes.App, ui.Point) { return prep(scene), far }
	}
	m := map[string]func() (*scenes.App, ui.Point){}
	for _, s := range []string{"title", "setup", "rules", "settings", "leave", "since", "log", "keep", "curtain"} {
		m[s] = simple(s)
	}
	m["keyboard"] = func() (*scenes.App, ui.Point) {
		a := prep("setup")
		s := a.Cur.(*scenes.Setup)
		a.Tap(s.NameRect(0).Center().X, s.NameRect(0).Center().Y)
		tick(t, a, 1)
		require.GreaterOrEqual(t, s.Editing, 0, "the keyboard is open")
		return a, ui.Point{X: scenes.KeyboardPanel.X + 2, Y: scenes.KeyboardPanel.Y + 2}
	}
	m["strip"] = func() (*scenes.App, ui.Point) {
		a := prep("table")
		p, _ := somethingToDo(a.Cur.(*Table))
		a.Tap(p.X, p.Y)
		tick(t, a, 1)
		require.NotEmpty(t, a.Cur.(*Table).opts, "the strip shows the ways of a move")
		return a, far
	}
	m["table"] = func() (*scenes.App, ui.Point) {
		a := prep("table")
		require.Equal(t, tNone, a.Cur.(*Table).target.kind, "nothing is chosen")
		return a, far
	}
	m["scoring"] = func() (*scenes.App, ui.Point) {
		a := prep("scoring")
		tick(t, a, 1)
		a.Tap(640, 360) // the whole tally at once, then its buttons
		tick(t, a, 2)
		return a, far
	}
	return m
}

// Every thing a screen lets a finger tap is at least ui.MinTarget logical
// pixels on its short side, and on a phone or a tablet held sideways it
// reaches 40 CSS pixels, at once or magnified (magnifier.go).
func TestEveryTargetTakesAFingerOnPhonesAndTablets(t *testing.T) {
	gametest.Need(t)
	for name, screen := range screensForFingers(t) {
		a, probe := screen()
		rs := targetsOf(t, a, probe)
		if name != "curtain" {
			require.NotEmpty(t, rs, "%s has targets", name)
		}
		for _, r := range rs {
			short := min(r.W, r.H)
			if short < ui.MinTarget {
				t.Errorf("%s: a target of %.0f×%.0f at (%.0f,%.0f) is under %.0f px", name, r.W, r.H, r.X, r.Y, ui.MinTarget)
			}
			for _, w := range fingerWindows {
				css := min(w[0]/scenes.ScreenW, w[1]/scenes.ScreenH)
				if got := short * css * scenes.MagZoom(css); got < scenes.FingerCSS {
					t.Errorf("%s in %.0f×%.0f: %.0f×%.0f is %.0f CSS px under a finger", name, w[0], w[1], r.W, r.H, got)
				}
			}
		}
	}
	for _, w := range fingerWindows {
		a := scenes.TestApp(testShelf, scenes.SpeedInstant)
		a.LayoutF(w[0], w[1])
		r := a.MagCloseRect()
		require.GreaterOrEqual(t, min(r.W, r.H)*a.CssScale(), scenes.FingerCSS, "the magnifier's × in %v", w)
	}
}

// somethingToDo is the centre of the first space or segment the table
// lets the person act on, and the choice a tap there makes.
func somethingToDo(tb *Table) (ui.Point, target) {
	for _, act := range tb.Legal {
		switch {
		case act.Kind == graffiti.ActSpray:
			return segmentRect(tb.S.Tunnel(), int(act.Segment)).Center(), target{kind: tSegment, seg: int(act.Segment)}
		case act.Kind != graffiti.ActPass && act.Space != graffiti.SpBig:
			return spacePos(act.Space).rect().Center(), target{kind: tSpace, space: act.Space}
		}
	}
	panic("nothing to do")
}

// On a phone, a finger's tap on a board's space magnifies that part of
// the table instead of guessing; a tap on the magnified space chooses
// it; × brings the whole table back. The mouse never magnifies.
func TestAPhoneTapMagnifiesThenChooses(t *testing.T) {
	gametest.Need(t)
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	require.NoError(t, a.Prepare(scenes.ShotOptions{Scene: "table", Players: 2, Seed: 7, Actions: 60}))
	a.LayoutF(844, 390)
	tb := a.Cur.(*Table)
	c, want := somethingToDo(tb)
	a.Touch(c.X, c.Y)
	tick(t, a, 1)
	require.True(t, a.Mag.On, "the tap magnified")
	require.Equal(t, tNone, tb.target.kind, "and chose nothing")
	require.True(t, magView(a.Mag).Contains(c), "the segment is in view")

	m := a.Mag
	a.Touch((c.X-m.X)*m.Z, (c.Y-m.Y)*m.Z)
	tick(t, a, 1)
	require.Equal(t, want, tb.target, "the tap on the magnified space chose it")
	img := a.RenderAt(844)
	img.Deallocate()

	x := a.MagCloseRect().Center()
	a.Touch(x.X, x.Y)
	tick(t, a, 1)
	require.False(t, a.Mag.On, "× closed the magnified view")
	require.Equal(t, want, tb.target, "and kept the choice")

	a.Tap(c.X, c.Y) // the mouse
	tick(t, a, 1)
	require.False(t, a.Mag.On, "a mouse's click never magnifies")
}

// A window where every target is big enough for a finger never
// magnifies, and the curtain lifts at a finger's tap anywhere.
func TestNoMagnifierWhereFingersFit(t *testing.T) {
	for _, c := range []struct {
		css  float64
		want bool
	}{{0.5, true}, {0.8, true}, {1, true}, {40 / ui.MinTarget, false}, {1.5, false}} {
		if got := scenes.MagZoom(c.css) > 1; got != c.want {
			t.Errorf("at %.2f CSS px a logical px, magnified %v", c.css, got)
		}
	}
	gametest.Need(t)
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	require.NoError(t, a.Prepare(scenes.ShotOptions{Scene: "curtain", Players: 2, Seed: 7, Actions: 20}))
	a.LayoutF(844, 390)
	tb := a.Cur.(*Table)
	require.True(t, tb.curtain.Down(), fmt.Sprintf("the curtain is down for %s", tb.S.Players[tb.S.Actor()].Name))
	a.Touch(640, 300)
	tick(t, a, 1)
	require.False(t, a.Mag.On)
	require.False(t, tb.curtain.Down(), "a tap anywhere lifted it")
}

// A finger dragged over the magnified view moves it, within the screen,
// and its lifting is no tap; a finger that hardly moved still taps.
func TestADragMovesTheMagnifiedView(t *testing.T) {
	m := scenes.Magnifier{On: true, Z: 2, X: 100, Y: 100}
	m.Drag(&ui.Input{Held: true, Hover: ui.Point{X: 400, Y: 300}})
	m.Drag(&ui.Input{Held: true, Hover: ui.Point{X: 300, Y: 260}})
	require.Equal(t, 150.0, m.X, "dragged left, the view moves right by half (at 2×)")
	require.Equal(t, 120.0, m.Y)
	require.True(t, m.Drag(&ui.Input{}), "lifting after a drag is no tap")
	m.Drag(&ui.Input{Held: true, Hover: ui.Point{X: 10, Y: 10}})
	m.Drag(&ui.Input{Held: true, Hover: ui.Point{X: 2000, Y: 10}})
	require.Equal(t, 0.0, m.X, "not past the screen's edge")
	m.Drag(&ui.Input{})
	m.Drag(&ui.Input{Held: true, Hover: ui.Point{X: 10, Y: 10}})
	m.Drag(&ui.Input{Held: true, Hover: ui.Point{X: 13, Y: 12}})
	require.False(t, m.Drag(&ui.Input{}), "a finger that hardly moved taps")
}

// view is the logical rectangle the magnified view shows.
func magView(m scenes.Magnifier) ui.Rect {
	return ui.Rect{X: m.X, Y: m.Y, W: scenes.ScreenW / m.Z, H: scenes.ScreenH / m.Z}
}
