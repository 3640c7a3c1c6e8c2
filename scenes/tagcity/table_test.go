package tagcity

import (
	"bytes"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"graffiti/game"
	"graffiti/game/tagcity"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/sprites"
	"graffiti/sprites/gametest"
)

// tcPlayByTaps plays act at the table by the taps a person makes
// (tcTaps).
func tcPlayByTaps(t *testing.T, a *scenes.App, tb *Table, act tagcity.Action) {
	t.Helper()
	for _, next := range tcTaps(tb, act) {
		tap(t, a, next())
	}
}

// Three people at one device play a whole battle by taps, from the
// title's Tag City tab to the final scoring. Before each final-die choice
// the shutter falls; once the next person lifts it, the screen is the
// same whatever the earlier people chose: nothing of a secret choice is
// drawn.
func TestTagCityThreePeoplePlayByTapsToTheScoring(t *testing.T) {
	gametest.Need(t)
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	tap(t, a, center(a.Current().(*scenes.Title).Boxes[BoxTagCity].R))
	tap(t, a, center(a.Current().(*scenes.Title).NewGame.R))
	tick(t, a, 20)
	s := a.Current().(*scenes.Setup)
	tap(t, a, center(s.CountRect(3)))
	tb := scenes.Started[*Table](t, a, s, 20)
	r := game.NewRand(21)
	curtains, compared := 0, 0
	for steps := 0; tb.S.Phase != tagcity.PhaseOver; steps++ {
		if steps > 600 {
			t.Fatalf("no end after %d decisions", steps)
		}
		before := tb.S.Actions
		if tb.S.Phase == tagcity.PhaseFinal {
			tick(t, a, 1)
			if !tb.Curtain.Down() {
				t.Fatalf("no shutter before %s's final-die choice", tb.S.Taggers[tb.S.Actor()].Name)
			}
			curtains++
			tap(t, a, ui.Point{X: 640, Y: 360}) // lift it
			if len(tb.S.Finals) > 0 {
				tcSameWhateverWasChosen(t, a, tb)
				compared++
			}
		}
		act := tcChoose(tb, &r)
		tcPlayByTaps(t, a, tb, act)
		if tb.S.Actions == before {
			t.Fatalf("round %d: %q was not played by taps (message %q)", tb.S.Round, act, tb.msg)
		}
	}
	tick(t, a, 40)
	if _, ok := a.Current().(*Scoring); !ok {
		t.Fatalf("the battle ended on %T, not the scoring", a.Current())
	}
	if curtains == 0 || compared == 0 {
		t.Fatalf("%d final-die curtains, %d screens compared", curtains, compared)
	}
	t.Logf("%d rounds, %d final-die curtains, %d screens checked", tb.S.Round, curtains, compared)
}

// tcSameWhateverWasChosen renders the screen of the person about to
// choose the final die, then the same screen with the battle behind the
// table reshuffled in all that person may not see (the earlier choices:
// the match's Reshuffle) and the secrets of the table's stand-ins dealt
// from another seed: the two pictures must be the same, byte for byte.
func tcSameWhateverWasChosen(t *testing.T, a *scenes.App, tb *Table) {
	t.Helper()
	shot := func() []byte {
		img := a.Render()
		defer img.Deallocate()
		b := make([]byte, 4*img.Bounds().Dx()*img.Bounds().Dy())
		img.ReadPixels(b)
		return b
	}
	want := shot()
	old := tb.sess
	other, _ := old.(*scenes.Local).Match().Reshuffle(tb.S.Actor(), uint64(tb.S.Actions)+7)
	sess, err := scenes.NewLocal(tagcity.Rules, other, tb.Seats, nil)
	require.NoError(t, err)
	tb.sess, tb.dealt, tb.gen = sess, tb.dealt+1, tb.gen+1
	got := shot()
	tb.sess, tb.dealt, tb.gen = old, tb.dealt-1, tb.gen+1
	if !bytes.Equal(want, got) {
		t.Fatalf("round %d: %s's final-die screen changes with what the others chose", tb.S.Round, tb.S.Taggers[tb.S.Actor()].Name)
	}
}

// The points a drawing would score, shown before Confirm, are the change
// the core then makes to the tagger's score.
func TestTagCityPreviewIsTheScoreTheDrawingMakes(t *testing.T) {
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	tb, err := NewTable(a, tagcity.Setup{Players: 2, Seed: 11}, []scenes.Seat{{}, {}}, nil)
	require.NoError(t, err)
	a.Cur = tb
	r := game.NewRand(3)
	checked := 0
	for tb.S.Phase != tagcity.PhaseOver && checked < 40 {
		tb.refresh()
		act := tcChoose(tb, &r)
		if act.Kind == tagcity.ActTag && tb.S.Phase == tagcity.PhasePick {
			seat := tb.S.Actor()
			p := tb.previewOf(act)
			before := tb.S.Score(seat)
			require.NoError(t, tb.Apply(a, act))
			if got := tb.S.Score(seat) - before; got != p.delta {
				t.Fatalf("%q was previewed at %+d and scored %+d", act, p.delta, got)
			}
			checked++
			continue
		}
		require.NoError(t, tb.Apply(a, act))
	}
	if checked == 0 {
		t.Fatal("no drawing was checked")
	}
}

// Undo takes a person's last move back to the very state before it,
// until the next person acts.
func TestTagCityUndoRestoresTheStateHash(t *testing.T) {
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	tb, err := NewTable(a, tagcity.Setup{Players: 3, Seed: 4}, nil, nil)
	require.NoError(t, err)
	a.Cur = tb
	r := game.NewRand(8)
	tcPlayByTaps(t, a, tb, tcChoose(tb, &r)) // the leader's placement
	want := tb.Session().Hash()
	tcPlayByTaps(t, a, tb, tcChoose(tb, &r)) // the first pick
	if tb.Session().Hash() == want {
		t.Fatal("the pick changed nothing")
	}
	tap(t, a, center(tcUndoBtn))
	if tb.Session().Hash() != want {
		t.Fatal("Undo did not restore the state before the pick")
	}
	tcPlayByTaps(t, a, tb, tcChoose(tb, &r))
	tcPlayByTaps(t, a, tb, tcChoose(tb, &r)) // the next person acts
	tap(t, a, center(tcUndoBtn))
	tap(t, a, center(tcUndoBtn))
	if tb.Session().Hash() == want {
		t.Fatal("Undo reached back past the next person's move")
	}
}

// R turns the shape a quarter, F flips it, the wheel and two fingers
// turn it: four
// quarters or two flips give the shape back as it was.
func TestTagCityRotateAndFlipKeys(t *testing.T) {
	tb := &Table{held: 0, use: tagcity.ActTag, shape: tagcity.HQSideA()[3]} // the Bomb: eight orientations
	tb.S = &tagcity.State{}
	seen := map[int]bool{}
	for i := 0; i < 4; i++ {
		seen[tcOrient(tb.shape, tb.turn)] = true
		tb.turnKeys(&ui.Input{Chars: []rune{'r'}})
	}
	if tb.turn != 0 {
		t.Errorf("four quarter turns left turn %d", tb.turn)
	}
	tb.turnKeys(&ui.Input{Chars: []rune{'F'}})
	if tb.turn != 4 {
		t.Errorf("F gave turn %d; want 4 (flipped)", tb.turn)
	}
	seen[tcOrient(tb.shape, tb.turn)] = true
	tb.turnKeys(&ui.Input{Chars: []rune{'f'}})
	tb.turnKeys(&ui.Input{Wheel: 1})
	if tb.turn != 1 {
		t.Errorf("flip back then the wheel gave turn %d; want 1", tb.turn)
	}
	tb.turnKeys(&ui.Input{Twist: 1})
	tb.turnKeys(&ui.Input{Twist: -1})
	tb.turnKeys(&ui.Input{Twist: -1})
	if tb.turn != 0 {
		t.Errorf("two fingers turned a quarter on and two back gave turn %d; want 0", tb.turn)
	}
	if len(seen) < 4 {
		t.Errorf("the turns showed %d orientations of the Bomb; want at least 4", len(seen))
	}
}

// A person against an easy and a medium bot: the bots roll, place, pick and choose the
// final die at the table by themselves, and the battle reaches the
// scoring; with one person there is never a shutter.
func TestTagCityBotsPlayTheirSeats(t *testing.T) {
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	a.BotIterations = 60 // the searching bot repeats exactly, a slice a tick
	tb, err := NewTable(a, tagcity.Setup{Players: 3, Seed: 6}, []scenes.Seat{{}, {Bot: true, Level: 1}, {Bot: true, Level: 2}}, nil)
	require.NoError(t, err)
	a.Cur = tb
	r := game.NewRand(5)
	for i := 0; tb.S.Phase != tagcity.PhaseOver; i++ {
		if i > 20000 {
			t.Fatalf("no end after %d ticks (round %d)", i, tb.S.Round)
		}
		if tb.Curtain.Down() {
			t.Fatal("the shutter fell with one person at the device")
		}
		if tb.S.Phase == tagcity.PhasePick {
			// "Your pick" is said to the person at the screen only.
			text, _ := tb.bannerText(a)
			if yours := strings.HasPrefix(text, "Your pick"); yours == tb.isBot(tb.S.Actor()) {
				t.Fatalf("seat %d (a bot: %v) picks; the banner says %q", tb.S.Actor(), tb.isBot(tb.S.Actor()), text)
			}
		}
		if actor := tb.S.Actor(); !tb.isBot(actor) {
			tcPlayByTaps(t, a, tb, tcChoose(tb, &r))
			continue
		}
		tick(t, a, 1)
	}
	tick(t, a, 40)
	if _, ok := a.Current().(*Scoring); !ok {
		t.Fatalf("the battle ended on %T", a.Current())
	}
}

// A new battle's log tells its first round once.
func TestTagCityLogTellsTheFirstRoundOnce(t *testing.T) {
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	tb, err := NewTable(a, tagcity.Setup{Players: 2, Seed: 2}, nil, nil)
	require.NoError(t, err)
	n := 0
	for _, e := range tb.log {
		if e.ev.Kind == tagcity.EvRoundStart {
			n++
		}
	}
	if n != 1 {
		t.Errorf("the new battle's log tells %d round starts", n)
	}
}

// A value is circled as a marker would: the ring grows clockwise from the
// top while its event plays (ui.Painter.Arc). A quarter of it lies in the
// top-right quarter alone; the whole of it reaches the bottom-left too.
func TestTagCityCircleIsDrawnStrokeByStroke(t *testing.T) {
	gametest.Need(t)
	inked := func(frac float64) (topRight, bottomLeft bool) {
		img := ebiten.NewImage(64, 64)
		defer img.Deallocate()
		ui.NewPainter(img, 1).Arc(32, 32, 20, 4, frac, sprites.Chalk, 1)
		px := make([]byte, 4*64*64)
		img.ReadPixels(px)
		for y := 0; y < 64; y++ {
			for x := 0; x < 64; x++ {
				if px[4*(y*64+x)+3] == 0 {
					continue
				}
				if x > 34 && y < 30 {
					topRight = true
				}
				if x < 30 && y > 34 {
					bottomLeft = true
				}
			}
		}
		return
	}
	if tr, bl := inked(0.25); !tr || bl {
		t.Errorf("a quarter circle inks the top right %v and the bottom left %v; want only the top right", tr, bl)
	}
	if tr, bl := inked(1); !tr || !bl {
		t.Errorf("a whole circle inks the top right %v and the bottom left %v; want both", tr, bl)
	}
}
