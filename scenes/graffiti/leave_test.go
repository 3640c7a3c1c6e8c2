package graffiti

import (
	"testing"

	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/rulebook"
)

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
