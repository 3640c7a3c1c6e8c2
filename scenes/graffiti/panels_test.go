package graffiti

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"graffiti/game"
	"graffiti/game/bot"
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/rulebook"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
	"graffiti/sprites/gametest"
)

// Every piece of the table has its words when the pointer rests on it
// or a finger is held on it: each segment, each spray-can space, the
// face-up tiles, each count of a player's strip, the score track.
func TestEveryPieceIsExplained(t *testing.T) {
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	tb := seated(t, a, graffiti.Setup{Players: 4, Seed: 8}, nil)
	lift(tb)
	for _, lang := range words.Langs() {
		tun := tb.S.Tunnel()
		for i := range tun.Segments {
			require.Contains(t, tb.explain(lang, segmentRect(tun, i).Center()), tun.Segments[i].Name)
		}
		for sp := graffiti.Space(0); sp < graffiti.NumSpaces; sp++ {
			p := spacePos(sp).rect().Center()
			if sp == graffiti.SpBig {
				p = bigSpace.Center()
			}
			require.NotEmpty(t, tb.explain(lang, p), "space %v", sp.Def().Name)
		}
		for i := 0; i < graffiti.PermitSlots; i++ {
			q := permitSlotPos(i)
			require.NotEmpty(t, tb.explain(lang, ui.Point{X: q.X + permitTile/2, Y: q.Y + permitTile/2}), "permit slot %d", i)
		}
		for seat := range tb.S.Players {
			r := stripRect(seat)
			for i := range stripIcons {
				require.Contains(t, tb.explain(lang, stripIcon(r, i).Center()), tb.S.Players[seat].Name)
			}
		}
		require.NotEmpty(t, tb.explain(lang, ui.Point{X: 600, Y: trackY + 8}))
	}

	// A finger held still shows the words at once; the mouse after a rest.
	p := segmentRect(tb.S.Tunnel(), 0).Center()
	tb.updateTip(a, &ui.Input{Hover: p, Long: true})
	require.GreaterOrEqual(t, a.Tick-tb.tip.since, tipTicks)
	a.Tick += 100
	tb.updateTip(a, &ui.Input{Hover: ui.Point{X: 1, Y: 1}})
	require.Less(t, a.Tick-tb.tip.since, tipTicks, "the pointer moved: the words wait")
}

// Menu asks before leaving a game: Stay keeps the table, To the title
// leaves it (saved). Rules opens the help over the game and Back returns
// to the same table.
func TestMenuAsksBeforeLeavingAndRulesReturnToTheGame(t *testing.T) {
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	tb := seated(t, a, graffiti.Setup{Players: 2, Seed: 3}, nil)
	lift(tb)
	tap(t, a, center(menuBtn))
	if !tb.leaving || a.Current() != scenes.Scene(tb) {
		t.Fatalf("Menu left at once (scene %T); want the question first", a.Current())
	}
	tap(t, a, center(leaveStay))
	if tb.leaving || a.Current() != scenes.Scene(tb) {
		t.Fatal("Stay did not keep the game on screen")
	}
	tap(t, a, center(rulesBtn))
	tick(t, a, 2)
	if _, ok := a.Current().(*scenes.Rules); !ok {
		t.Fatalf("Rules opened %T", a.Current())
	}
	tap(t, a, center(rulebook.BackRect))
	tick(t, a, 2)
	if a.Current() != scenes.Scene(tb) {
		t.Fatalf("Back from the rules went to %T, not the game", a.Current())
	}
	tap(t, a, center(menuBtn))
	tap(t, a, center(leaveGo))
	tick(t, a, 2)
	if _, ok := a.Current().(*scenes.Title); !ok {
		t.Fatalf("To the title went to %T", a.Current())
	}
	if a.Resume[BoxGraffiti] == "" {
		t.Error("the game left is not offered to Continue")
	}
}

// In the demo, the corner's Rules ends the demo on the rules help; any
// other touch on the title.
func TestDemoCornerRulesOpensTheRules(t *testing.T) {
	a := botApp(scenes.SpeedNormal)
	a.BotIterations, a.DemoSeed = 30, 3
	a.StartDemo()
	tick(t, a, 200)
	a.Tap(scenes.DemoRulesBtn.Center().X, scenes.DemoRulesBtn.Center().Y)
	tick(t, a, 1)
	tick(t, a, scenes.FadeTicks+1)
	if _, ok := a.Current().(*scenes.Rules); !ok || a.Demo != nil {
		t.Fatalf("the demo's Rules corner brought %T (demo on: %v)", a.Current(), a.Demo != nil)
	}
}

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

// The pointer over a legal space rings it in amber; away from it, the
// space has no amber ring.
func TestHoverLightsTheLegalSpaceUnderThePointer(t *testing.T) {
	gametest.Need(t)
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	require.NoError(t, a.Prepare(scenes.ShotOptions{Scene: "table", Players: 4, Seed: 7, Actions: 60}))
	tb := a.Cur.(*Table)
	c, want := somethingToDo(tb)
	require.Equal(t, tSpace, want.kind)
	sp := spacePos(want.space)
	around := image.Rect(int(sp.X-sp.R-12), int(sp.Y-sp.R-12), int(sp.X+sp.R+12), int(sp.Y+sp.R+12))
	amber := func() int {
		img := a.Render()
		defer img.Deallocate()
		return gametest.CountNear(gametest.Pixels(img.SubImage(around).(*ebiten.Image)), sprites.NeonAmber, 40)
	}
	a.In.Hover = c
	over := amber()
	a.In.Hover.X, a.In.Hover.Y = -100, -100
	away := amber()
	require.Greater(t, over, away+40, "amber pixels round the space: %d with the pointer over it, %d without", over, away)
}

// missingFR lists the formats of w (and of its parts) the French table
// lacks.
func missingFR(w graffiti.Why, out map[string]bool) {
	if _, ok := hints[w.Format]; !ok {
		out[w.Format] = true
	}
	for _, a := range w.Args {
		switch a := a.(type) {
		case graffiti.Why:
			missingFR(a, out)
		case []graffiti.Why:
			for _, p := range a {
				missingFR(p, out)
			}
		}
	}
}

// Every reason a hint can give reads in French: over whole games with
// both variants, the reasons of every action the bots consider are
// translated, parts and names included.
func TestEveryHintReasonHasItsFrench(t *testing.T) {
	missing := map[string]bool{}
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 6; seed++ {
		s, _, err := graffiti.New(graffiti.Setup{Players: 2 + int(seed%3), Seed: seed, Block: seed%2 == 0, Special: true})
		require.NoError(t, err)
		r := game.NewRand(seed)
		var legal []graffiti.Action
		for s.Phase != graffiti.PhaseOver {
			d, err := graffiti.NewDecision(bot.Easy, s.ViewFor(s.Actor()), seed, bot.Budget{})
			require.NoError(t, err)
			for _, h := range d.Hints(100) {
				seen[h.Why.Format] = true
				missingFR(h.Why, missing)
				if fr := whyText(words.French, h.Why); fr == "" || fr == h.Reason && h.Why.Format != "%s" {
					t.Errorf("the hint %q reads the same in French", h.Reason)
				}
			}
			legal = s.LegalActions(legal)
			if _, err := s.Apply(legal[r.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for f := range missing {
		t.Errorf("no French for the hint %q", f)
	}
	if len(seen) < 10 {
		t.Errorf("only %d kinds of reason seen; the test plays too little", len(seen))
	}
}

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
