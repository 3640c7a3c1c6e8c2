package tagcity

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game"
	"graffiti/game/bot"
	"graffiti/game/tagcity"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites/gametest"
)

// tcSameAfresh renders the screen with the table's kept picture, then
// with it forgotten (drawn afresh): the two must be the same, byte for
// byte (at half the table's size: a frame's cost is its draw calls, and
// a mark a pixel wide still shows). A key missing something the picture
// shows keeps a stale picture where that thing changed.
func tcSameAfresh(t *testing.T, a *scenes.App, tb *Table, when string) {
	t.Helper()
	shot := func() []byte {
		img := a.RenderAt(640)
		defer img.Deallocate()
		return gametest.Pixels(img)
	}
	kept := shot()
	tb.Forget()
	if fresh := shot(); !bytes.Equal(kept, fresh) {
		t.Fatalf("round %d, %s: the kept picture is not the table drawn afresh", tb.S.Round, when)
	}
}

// The table's kept picture (picture.go) is the table drawn afresh at
// every step of two rounds: two people and a bot,
// every choice made by taps (the roll and the dice tumbling, a die
// placed, a die picked, its use, its shape turned and put down, the
// final die's choice under its curtain), the pointer over the buttons,
// the bot thinking and its move shown, the events in motion, the
// language changed.
func TestTheKeptPictureIsTheTableDrawnAfresh(t *testing.T) {
	gametest.Need(t)
	a := scenes.TestApp(testShelf, scenes.SpeedNormal)
	// The bot in the seat that leads the first round: it rolls.
	setup := tagcity.Setup{Players: 3, Seed: 5}
	first, _, err := tagcity.New(setup)
	require.NoError(t, err)
	seats := make([]scenes.Seat, 3)
	seats[first.Actor()] = scenes.Seat{Bot: true, Level: bot.Easy}
	tb, err := NewTable(a, setup, seats, nil)
	require.NoError(t, err)
	a.Cur = tb
	r := game.NewRand(8)
	compared, botSeen, finals := 0, false, 0
	same := func(when string) { tcSameAfresh(t, a, tb, when); compared++ }
	// The round's roll at the normal speed: the dice tumble.
	tick(t, a, 1)
	require.True(t, tb.isBot(tb.S.Actor()), "the bot leads the first round")
	for i := 0; i < 12; i++ {
		tick(t, a, 3)
		same("the dice tumbling")
	}
	for steps := 0; tb.S.Phase != tagcity.PhaseOver && tb.S.Round <= 2; steps++ {
		require.Less(t, steps, 600, "no end")
		tick(t, a, 1)
		if actor := tb.S.Actor(); actor >= 0 && tb.isBot(actor) {
			for i := 0; i < 4000 && tb.S.Actor() == actor && tb.S.Phase != tagcity.PhaseOver; i++ {
				tick(t, a, 1)
				if i%15 == 0 {
					same("the bot's turn")
					_, shown := tb.bot.Shown()
					botSeen = botSeen || shown
				}
			}
			// The bot's first turn at the normal speed (its thinking, its
			// move shown, the marks in motion), the rest at the Instant
			// speed: tcTaps's taps are a person's who waits for nothing.
			for i := 0; i < 8 && a.Settings.Speed == scenes.SpeedNormal; i++ {
				tick(t, a, 5)
				same("the bot's move in motion")
			}
			a.Settings.Speed = scenes.SpeedInstant
			continue
		}
		if tb.S.Phase == tagcity.PhaseFinal && tb.Curtain.Down() {
			finals++
			same("the final die's curtain")
			a.In.Hover = ui.Point{X: 640, Y: 360}
			tap(t, a, ui.Point{X: 640, Y: 360})
			tick(t, a, 2)
			same("the curtain rising")
		}
		before := tb.S.Actions
		act := tcChoose(tb, &r)
		for _, next := range tcTaps(tb, act) {
			for i := 0; i < 600 && (tb.fxBusy(a) || tb.rollBusy(a)); i++ {
				tick(t, a, 1) // a person waits for the dice and the marks to land
			}
			p := next()
			hover := a.In.Hover
			a.In.Hover = p // the pointer where the tap will be: a button lit
			same("pointed at " + act.String())
			a.In.Hover = hover
			tap(t, a, p)
			same("tapped for " + act.String())
		}
		require.NotEqual(t, before, tb.S.Actions, "%q was not played by taps (message %q)", act, tb.msg)
		for i := 0; i < 2; i++ {
			tick(t, a, 5)
			same("after " + act.String())
		}
		if tb.S.Round == 2 && a.Lang() == words.English {
			a.Settings.Lang = words.French
			same("in French")
		}
	}
	require.True(t, botSeen, "the bot's move was never shown before it played")
	require.Positive(t, finals, "no final die's curtain")
	t.Logf("%d pictures compared", compared)
}
