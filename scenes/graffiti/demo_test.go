package graffiti

import (
	"bytes"
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game"
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/words"
)

// heapInUse is the Go heap in use after a collection.
func heapInUse() uint64 {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapInuse
}

// stored is a file of a's store, which must be there.
func stored(t *testing.T, a *scenes.App, name string) []byte {
	t.Helper()
	b, err := a.Store.Load(name)
	require.NoError(t, err)
	return b
}

// The café demo over 100,000 ticks (about 28 minutes of a café's day,
// several whole games): bots play game after game without a fault, the
// memory stays flat, a person's autosave and settings are byte for byte
// as they were, and a tap brings the title back within one tick.
func TestDemoRunsAllDayLeavesTheSaveAndSettingsAndATapEndsIt(t *testing.T) {
	a := botApp(scenes.SpeedFast)
	a.DemoSeed = 17
	a.BotIterations = 60 // decisions in a tick each: the test runs faster than real time
	// A person's game in progress and their settings, saved.
	tb := seated(t, a, graffiti.Setup{Players: 2, Seed: 5}, nil)
	lift(tb)
	playByTaps(t, a, tb, ChooseFor(tb.Legal, &game.Rand{S: 1}))
	a.Settings.Lang = words.French
	a.SaveSettings()
	save0, settings0 := stored(t, a, autosaveFile), stored(t, a, scenes.SettingsFile)
	a.Goto(scenes.NewTitle(a))
	tick(t, a, 30)

	a.StartDemo()
	if a.Settings.Speed != scenes.SpeedNormal {
		t.Fatalf("the demo runs at speed %v; want normal", a.Settings.Speed)
	}
	var firstGame uint64
	peak := uint64(0)
	for i := 1; i <= 100000; i++ {
		tick(t, a, 1)
		if a.Demo == nil {
			t.Fatalf("tick %d: the demo stopped by itself (scene %T)", i, a.Current())
		}
		if i%5000 == 0 {
			h := heapInUse()
			if a.Demo.Games == 2 && firstGame == 0 {
				firstGame = h
			}
			peak = max(peak, h)
		}
	}
	games := a.Demo.Games
	if games < 4 {
		t.Fatalf("only %d demo games begun in 100,000 ticks; want several whole games", games)
	}
	if firstGame == 0 || peak > firstGame*3/2+8<<20 {
		t.Errorf("the heap in use grew from %d KB after the first game to a peak of %d KB over %d games", firstGame>>10, peak>>10, games)
	}
	t.Logf("%d demo games in 100,000 ticks; heap in use %d KB after the first, at most %d KB", games, firstGame>>10, peak>>10)

	a.Tap(640, 360)
	tick(t, a, 1)
	if _, ok := a.Cur.(*scenes.Title); !ok || a.Next != nil || a.Demo != nil {
		t.Fatalf("one tick after a tap the screen is %T (fading: %v); want the title at once", a.Cur, a.Next != nil)
	}
	if a.Settings.Speed != scenes.SpeedFast {
		t.Errorf("after the demo the speed is %v; want the person's own, fast", a.Settings.Speed)
	}
	save1, settings1 := stored(t, a, autosaveFile), stored(t, a, scenes.SettingsFile)
	if !bytes.Equal(save0, save1) {
		t.Error("the demo changed the person's autosave")
	}
	if !bytes.Equal(settings0, settings1) {
		t.Errorf("the demo changed the settings: %s, then %s", settings0, settings1)
	}
	if a.Resume[BoxGraffiti] != autosaveFile {
		t.Errorf("after the demo Continue would take up %q; want the person's autosave", a.Resume[BoxGraffiti])
	}
}

// The title starts the demo by itself after its quiet time, never when
// the setting says never, and a touch restarts the count.
func TestTitleStartsTheDemoAfterItsQuietTime(t *testing.T) {
	a := botApp(scenes.SpeedNormal)
	a.Settings.DemoIdle = scenes.DemoIdle1
	tick(t, a, 60*60-100)
	a.Tap(5, 5) // a touch on nothing: the quiet time starts again
	tick(t, a, 60*60-10)
	if a.Demo != nil {
		t.Fatal("the demo started though the title was touched less than a minute ago")
	}
	tick(t, a, 20)
	if a.Demo == nil {
		t.Fatal("no demo after a minute of quiet on the title")
	}

	b := botApp(scenes.SpeedNormal)
	b.Settings.DemoIdle = scenes.DemoIdleNever
	tick(t, b, 60*60*11)
	if b.Demo != nil {
		t.Fatal("the demo started though the setting says never")
	}
}
