package graffiti

import (
	"sort"
	"strings"
	"testing"

	"graffiti/game"
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
)

// playByTaps makes the table take act the way a person would: target,
// the card among the options (paging as needed), then Confirm.
func playByTaps(t *testing.T, a *scenes.App, tb *Table, act graffiti.Action) {
	t.Helper()
	if act.Kind == graffiti.ActReserve {
		tap(t, a, center(reserveBtn))
	}
	tap(t, a, targetOf(tb, act))
	idx := -1
	for i, o := range tb.opts {
		if o == act {
			idx = i
		}
	}
	if idx < 0 {
		t.Fatalf("after tapping the target of %q the strip offers %v (%s; seat %d, phase %s, curtain %v)", act, tb.opts, tb.msg, tb.S.Current, tb.S.Phase, tb.curtain.Down())
	}
	for tb.page < idx/cardsPerPage {
		tap(t, a, center(nextPage))
	}
	tap(t, a, center(cardRect(idx%cardsPerPage)))
	if tb.opts[tb.optSel] != act {
		t.Fatalf("card tap selected %q, want %q", tb.opts[tb.optSel], act)
	}
	before := tb.S.Actions
	tap(t, a, center(confirmBtn))
	if tb.S.Actions != before+1 {
		t.Fatalf("confirming %q did not play it (%s)", act, tb.msg)
	}
	tick(t, a, 1) // the curtain, if the turn passed, falls now
}

// chooseLifted is a random legal action of the seat to act, chosen as
// they would: the curtain lifted for them, from what they may know.
func chooseLifted(tb *Table, r *game.Rand) graffiti.Action {
	lift(tb)
	return ChooseFor(tb.Legal, r)
}

// coreWinners works the winners out from the final scores, independently
// of the core's own list: highest score, then most tags in the tunnel.
func coreWinners(s *graffiti.State) []string {
	type row struct {
		name        string
		score, tags int
	}
	var rows []row
	for i, p := range s.Players {
		rows = append(rows, row{p.Name, p.Score, s.TagsInTunnel(i)})
	}
	sort.SliceStable(rows, func(i, j int) bool {
		if rows[i].score != rows[j].score {
			return rows[i].score > rows[j].score
		}
		return rows[i].tags > rows[j].tags
	})
	var out []string
	for _, r := range rows {
		if r.score == rows[0].score && r.tags == rows[0].tags {
			out = append(out, r.name)
		}
	}
	return out
}

// A whole 2-player hot-seat game through taps on the real scenes: title,
// new game, the curtain before every hand-over, every action by its
// target, card and Confirm, the keep step, the neutral flips, until the
// final scoring, whose winner must be the one the scores make.
func TestEndToEndTwoPlayerGameByTaps(t *testing.T) {
	for _, speed := range []scenes.Speed{scenes.SpeedInstant, scenes.SpeedNormal} {
		t.Run(words.T(words.English, scenes.SpeedKeys[speed]), func(t *testing.T) { playWholeGame(t, speed) })
	}
}

func playWholeGame(t *testing.T, speed scenes.Speed) {
	a := scenes.TestApp(testShelf, speed)
	title, ok := a.Current().(*scenes.Title)
	if !ok {
		t.Fatalf("the app starts on %T", a.Current())
	}
	tap(t, a, center(title.NewGame.R))
	tick(t, a, scenes.FadeTicks+1)
	setup, ok := a.Current().(*scenes.Setup)
	if !ok {
		t.Fatalf("New game opened %T", a.Current())
	}
	tap(t, a, center(setup.CountRect(2)))
	tap(t, a, center(setup.VariantRect(1))) // variant 2 on, for good measure
	tb := scenes.Started[*Table](t, a, setup, scenes.FadeTicks+1)
	if tb.S.N() != 2 || !tb.S.Setup.Special {
		t.Fatalf("set-up %+v", tb.S.Setup)
	}
	r := game.NewRand(11)
	curtains := 0
	for steps := 0; steps < 5000; steps++ {
		if _, over := a.Current().(*Scoring); over {
			break
		}
		if tb.S.Phase == graffiti.PhaseOver {
			tick(t, a, 3)
			continue
		}
		for i := 0; i < 2000 && (tb.anim.busy(a.Tick) || tb.curtain.Moving(a)); i++ {
			tick(t, a, 1)
		}
		if tb.S.Actor() != tb.curtain.LiftedFor && !tb.curtain.Down() {
			tick(t, a, 1) // the shutter falls on the next tick
		}
		if tb.curtain.Down() {
			curtains++
			tap(t, a, ui.Point{X: 640, Y: 360})
			continue
		}
		switch tb.S.Phase {
		case graffiti.PhaseKeep:
			before := tb.S.Actions
			tap(t, a, center(confirmBtn))
			if tb.S.Actions != before+1 {
				t.Fatalf("keep refused: %s", tb.msg)
			}
			tick(t, a, 1)
		default:
			playByTaps(t, a, tb, ChooseFor(tb.Legal, &r))
		}
	}
	sc, ok := a.Current().(*Scoring)
	if !ok {
		t.Fatalf("the game did not reach the final scoring (phase %s, round %d)", tb.S.Phase, tb.S.Round)
	}
	if curtains < 10 {
		t.Errorf("only %d hand-overs behind the curtain", curtains)
	}
	tick(t, a, scenes.FadeTicks+1)
	t.Logf("%d actions over %d rounds, %d hand-overs; scores %d-%d; shown: %s", tb.S.Actions, tb.S.Round, curtains, tb.S.Players[0].Score, tb.S.Players[1].Score, sc.WinnerText(a))
	want := coreWinners(tb.S)
	shown := sc.WinnerText(a)
	for _, w := range want {
		if !strings.Contains(shown, w) {
			t.Errorf("scoring shows %q; the scores make %v the winner(s)", shown, want)
		}
	}
	for i, p := range tb.S.Players {
		if !contains(want, p.Name) && strings.Contains(shown, p.Name) {
			t.Errorf("scoring names %s (seat %d), who did not win", p.Name, i)
		}
	}
	if _, err := a.Store.Load(autosaveFile); err == nil {
		t.Error("the autosave of a finished game is still offered")
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// testShelf is the shelf the tests' apps open with: the games whose
// tables are still in this package.
var testShelf = []scenes.Box{Box}

// The app driven a tick and a tap at a time (scenes/drive.go).
var tick, tap, center = scenes.Tick, scenes.Tap, ui.Rect.Center

// BoxGraffiti is Graffiti's place on testShelf.
const BoxGraffiti = 0

// continueTable takes Graffiti's autosave up, as Continue does.
func continueTable(a *scenes.App) (*Table, error) {
	b, err := a.LoadResume(a.IndexOf(Box))
	if err != nil {
		return nil, err
	}
	return ContinueTable(a, b)
}
