package graffiti

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game"
	"graffiti/game/bot"
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/sprites/gametest"
)

// botApp is a test app whose bots think a fixed number of iterations
// from a fixed seed, so a run repeats exactly.
func botApp(speed scenes.Speed) *scenes.App {
	a := scenes.TestApp(testShelf, speed)
	a.BotIterations = 300
	a.BotSeed = 99
	return a
}

// seated puts a new table on a's screen, the artists in colour order and
// the seats as given (nil: people), curtain as the game starts it.
func seated(t *testing.T, a *scenes.App, setup graffiti.Setup, seats []scenes.Seat) *Table {
	t.Helper()
	tb, err := NewTable(a, setup, []int{0, 1, 2, 3}[:setup.Players], seats)
	require.NoError(t, err)
	a.Cur = tb
	return tb
}

// A person alone against a bot, by taps from the title: the set-up's
// seat button makes seat 2 a bot, the person plays by taps, the bot on
// its own, and the game ends at the final scoring without the curtain
// ever falling.
func TestPersonAgainstBotByTapsEndsAtScoringWithoutACurtain(t *testing.T) {
	gametest.Need(t)
	a := botApp(scenes.SpeedFast)
	p := scenes.NewAutoplay(5)
	botMoves, personTaps := 0, 0
	lastActions := -1
	for i := 0; ; i++ {
		if i > 200000 {
			t.Fatalf("no final scoring after 200,000 ticks (scene %T)", a.Current())
		}
		if sc, ok := a.Current().(*Scoring); ok && a.Next == nil {
			if sc.t.S.Phase != graffiti.PhaseOver {
				t.Fatal("scoring before the game is over")
			}
			break
		}
		if s, ok := a.Cur.(*scenes.Setup); ok && a.Next == nil && s.Players == 2 && !s.Seats[1].Bot {
			a.Tap(s.WhoRect(1).Center().X, s.WhoRect(1).Center().Y)
			tick(t, a, 1)
			continue
		}
		if tb, ok := a.Cur.(*Table); ok && a.Next == nil {
			if tb.curtain.Down() || tb.curtain.Cover(a) > 0 {
				t.Fatalf("tick %d: the curtain is down (actor %d) in a game of one person against a bot", i, tb.S.Actor())
			}
			if len(tb.seats) != 2 || tb.seats[0].Bot || tb.seats[1] != (scenes.Seat{Bot: true, Level: bot.Easy}) {
				t.Fatalf("seats %v, want a person and an easy bot", tb.seats)
			}
			if tb.isBot(tb.S.Actor()) && tb.S.Actions != lastActions {
				botMoves++
				lastActions = tb.S.Actions
			}
			if i%500 == 0 {
				render(a) // the bot's turn and the person's draw without fault
			}
		}
		if pt, ok := p.Next(a); ok {
			a.Tap(pt.X, pt.Y)
			personTaps++
		}
		tick(t, a, 1)
	}
	if botMoves < 10 || personTaps < 10 {
		t.Errorf("the bot made %d moves and the person %d taps; want a real game from both", botMoves, personTaps)
	}
}

// Four bots play a game to the end with nobody touching anything.
func TestFourBotsPlayAGameToTheEndOnTheirOwn(t *testing.T) {
	a := botApp(scenes.SpeedInstant)
	seats := []scenes.Seat{{Bot: true, Level: bot.Random}, {Bot: true, Level: bot.Easy}, {Bot: true, Level: bot.Medium}, {Bot: true, Level: bot.Hard}}
	tb := seated(t, a, graffiti.Setup{Players: 4, Seed: 21, Block: true, Special: true}, seats)
	for i := 0; tb.S.Phase != graffiti.PhaseOver; i++ {
		if i > 100000 {
			t.Fatalf("the bots are stuck after 100,000 ticks (phase %s, actor %d, msg %q)", tb.S.Phase, tb.S.Actor(), tb.msg)
		}
		if tb.curtain.Down() {
			t.Fatal("the curtain fell in a game without people")
		}
		tick(t, a, 1)
	}
	if err := tb.S.Invariants(); err != nil {
		t.Fatal(err)
	}
}

// The curtain falls between two different people, and only then: with a
// person, a bot and a person, it stays up for the bot and falls for the
// second person.
func TestCurtainFallsOnlyBetweenTwoPeople(t *testing.T) {
	a := botApp(scenes.SpeedInstant)
	seats := []scenes.Seat{{}, {Bot: true, Level: bot.Easy}, {}}
	tb := seated(t, a, graffiti.Setup{Players: 3, Seed: 8}, seats)
	if !tb.curtain.Down() {
		t.Fatal("with two people the first one is handed the device behind the curtain")
	}
	r := game.NewRand(4)
	botTurns, falls := 0, 0
	for tb.S.Actions < 40 && tb.S.Phase != graffiti.PhaseOver {
		actor := tb.S.Actor()
		if tb.isBot(actor) {
			botTurns++
			if tb.curtain.Down() {
				t.Fatalf("the curtain is down while the bot (seat %d) plays", actor)
			}
			tick(t, a, 1)
			continue
		}
		if !tb.curtain.Down() && tb.curtain.LiftedFor != actor {
			tick(t, a, 1) // it falls on this tick
		}
		if tb.curtain.LiftedFor != actor && !tb.curtain.Down() {
			t.Fatalf("seat %d (a person) is to act after seat %d lifted the curtain, and it did not fall", actor, tb.curtain.LiftedFor)
		}
		if tb.curtain.Down() {
			falls++
			tap(t, a, ui.Point{X: 640, Y: 360})
		}
		if tb.S.Phase == graffiti.PhaseKeep {
			tap(t, a, center(confirmBtn))
			continue
		}
		playByTaps(t, a, tb, ChooseFor(tb.Legal, &r))
	}
	if botTurns == 0 || falls < 5 {
		t.Fatalf("%d ticks of bot turns and %d curtain falls in 40 actions; want both", botTurns, falls)
	}
}

// The Hint button asks the hard bot, from the person's own view, and
// shows its move as the person's choice with a line of why; Confirm then
// plays it.
func TestHintShowsALegalMoveWithAReasonAndConfirmPlaysIt(t *testing.T) {
	a := botApp(scenes.SpeedInstant)
	tb := seated(t, a, graffiti.Setup{Players: 2, Seed: 31}, []scenes.Seat{{}, {Bot: true, Level: bot.Medium}})
	if tb.curtain.Down() {
		t.Fatal("one person against a bot: no curtain")
	}
	for k := 0; k < 3; k++ {
		for i := 0; tb.isBot(tb.S.Actor()) || tb.S.Phase == graffiti.PhaseKeep || tb.S.Phase == graffiti.PhaseFlip; i++ {
			if i > 20000 {
				t.Fatalf("the bot's turn does not end (phase %s, curtain down %v)", tb.S.Phase, tb.curtain.Down())
			}
			if tb.S.Phase == graffiti.PhaseKeep && !tb.isBot(tb.S.Actor()) {
				tap(t, a, center(confirmBtn))
				continue
			}
			tick(t, a, 1)
		}
		tap(t, a, center(hintBtn))
		if tb.hint.th == nil {
			t.Fatalf("the hint button did not start a hint (msg %q)", tb.msg)
		}
		for i := 0; tb.hint.th != nil; i++ {
			if i > 10000 {
				t.Fatal("no hint after 10,000 ticks")
			}
			tick(t, a, 1)
		}
		if !strings.HasPrefix(tb.msg, "Hint: ") || len(tb.msg) < 15 {
			t.Fatalf("the hint says %q", tb.msg)
		}
		if len(tb.opts) == 0 {
			t.Fatalf("the hint %q chose nothing on the table", tb.msg)
		}
		act := tb.opts[tb.optSel]
		before := tb.S.Actions
		tap(t, a, center(confirmBtn))
		if tb.S.Actions != before+1 {
			t.Fatalf("confirming the hinted %q did not play it (%s)", act, tb.msg)
		}
	}
}

// Saves keep who is a bot and at which level; Continue brings them back.
func TestSaveAndContinueKeepTheBots(t *testing.T) {
	a := botApp(scenes.SpeedInstant)
	seats := []scenes.Seat{{Bot: true, Level: bot.Hard}, {}, {Bot: true, Level: bot.Easy}}
	tb, err := NewTable(a, graffiti.Setup{Players: 3, Seed: 12}, []int{1, 2, 3}, seats)
	require.NoError(t, err)
	a.Cur = tb
	r := game.NewRand(6)
	for tb.S.Actions < 3 {
		if tb.curtain.Down() {
			t.Fatal("one person with bots: no curtain")
		}
		if !tb.isBot(tb.S.Actor()) {
			playByTaps(t, a, tb, ChooseFor(tb.Legal, &r))
			continue
		}
		tick(t, a, 1)
	}
	back, err := continueTable(a)
	require.NoError(t, err)
	if len(back.seats) != 3 || back.seats[0] != seats[0] || back.seats[1] != seats[1] || back.seats[2] != seats[2] {
		t.Fatalf("Continue brought back seats %v, want %v", back.seats, seats)
	}
	if back.S.Actions != tb.S.Actions {
		t.Fatalf("Continue is at action %d, the game at %d", back.S.Actions, tb.S.Actions)
	}
}
