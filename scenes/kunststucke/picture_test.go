package kunststucke

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game"
	"graffiti/game/bot"
	ks "graffiti/game/kunststucke"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites/gametest"
)

// ksSameAfresh renders the screen with the table's kept picture, then
// with it forgotten (drawn afresh): the two must be the same, byte for
// byte (at half the table's size: a frame's cost is its draw calls, and
// a mark a pixel wide still shows). A key missing something the picture
// shows keeps a stale picture where that thing changed.
func ksSameAfresh(t *testing.T, a *scenes.App, tb *Table, when string) {
	t.Helper()
	kept := ksShotAt(a, 640)
	tb.Forget()
	if fresh := ksShotAt(a, 640); !bytes.Equal(kept, fresh) {
		t.Fatalf("turn %d, %s: the kept picture is not the table drawn afresh", tb.S.Turn, when)
	}
}

// The table's kept picture (picture.go) is the table drawn afresh at
// every step of six turns at the normal speed: two people and a bot,
// every choice made by taps (a shape picked, turned, its ghost moved
// and put down, a slide's shape and destination, a pile looked at and a
// tile of it, undo), the pointer over the buttons, the curtain falling
// and lifted, the peek, the bot thinking and its move shown, the moves
// in motion, the language changed.
func TestTheKeptPictureIsTheTableDrawnAfresh(t *testing.T) {
	gametest.Need(t)
	a := scenes.TestApp(testShelf, scenes.SpeedNormal)
	seats := []scenes.Seat{{}, {}, {Bot: true, Level: bot.Easy}}
	tb, err := NewTable(a, ks.Setup{Players: 3, Seed: 11, Youngest: -1}, seats)
	require.NoError(t, err)
	a.Cur = tb
	r := game.NewRand(3)
	pol := ks.DefaultPolicy()
	pol.SlideChance, pol.UndoChance = 0.4, 0.15
	real := ks.StateOf(tb.Session().(*scenes.Local).Match())
	compared, peeked, botSeen := 0, false, false
	same := func(when string) { ksSameAfresh(t, a, tb, when); compared++ }
	for steps := 0; !tb.S.Over && tb.S.Turn <= 6; steps++ {
		require.Less(t, steps, 3000, "no end")
		tick(t, a, 1)
		if tb.isBot(tb.S.Current) {
			// The bot thinks (its dots step), shows its move, plays it.
			for i := 0; i < 4000 && tb.isBot(tb.S.Current) && !tb.S.Over; i++ {
				tick(t, a, 1)
				if i%15 == 0 {
					same("the bot's turn")
					botSeen = botSeen || tb.bot.shown
				}
			}
			continue
		}
		if tb.Curtain.Down() {
			same("curtain down")
			ksTap(t, a, tb, ui.Point{X: 640, Y: 360})
			tick(t, a, 2)
			same("curtain rising")
			tick(t, a, 40)
			same("curtain lifted")
		}
		if !peeked && tb.S.Turn > 3 {
			// The other person peeks at their own objectives, and back.
			other := 1 - tb.S.Current
			ksTap(t, a, tb, ksPeekBtn(other, tb.S.N()).Center())
			same("the peek's shutter")
			ksTap(t, a, tb, ui.Point{X: 640, Y: 360})
			same("the peek shown")
			ksTap(t, a, tb, ui.Point{X: 640, Y: 360})
			tick(t, a, 40)
			same("the peek closed")
			peeked = true
		}
		act := pol.Choose(real, &r)
		for _, next := range ksTaps(tb, act) {
			p := next()
			a.In.Hover = p // the pointer where the tap will be: a button lit
			same("pointed at " + act.String())
			ksTap(t, a, tb, p)
			same("tapped for " + act.String())
		}
		for i := 0; i < 2; i++ {
			tick(t, a, 5)
			same("after " + act.String())
		}
		if tb.S.Turn == 4 && a.Lang() == words.English {
			a.Settings.Lang = words.French
			same("in French")
		}
	}
	require.True(t, peeked, "no peek")
	require.True(t, botSeen, "the bot's move was never shown before it played")
	t.Logf("%d pictures compared", compared)
}
