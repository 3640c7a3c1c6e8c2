package boxes

import (
	"testing"

	"graffiti/scenes"
)

// The browser's memory figure plays through Autoplay with Instant set: it
// must first go to the settings and choose instant, as a person would,
// then finish a game by taps alone.
func TestAutoplaySetsInstantSpeedThenFinishesAGame(t *testing.T) {
	a := scenes.TestApp(Shelf, scenes.SpeedNormal)
	p := scenes.NewAutoplay(3)
	p.Instant = true
	taps := 0
	sawSettings := false
	for i := 0; p.Games < 1; i++ {
		if i > 100000 {
			t.Fatalf("no final scoring after 100,000 ticks (%d taps, scene %T)", taps, a.Current())
		}
		if _, ok := a.Current().(*scenes.SettingsScene); ok {
			sawSettings = true
		}
		if pt, ok := p.Next(a); ok {
			a.Tap(pt.X, pt.Y)
			taps++
		}
		tick(t, a, 1)
	}
	if !sawSettings || a.Settings.Speed != scenes.SpeedInstant {
		t.Errorf("the game was played at speed %v, settings visited: %v; want instant, chosen in the settings", a.Settings.Speed, sawSettings)
	}
	if got := boxOf(a.Current()); got != p.Box {
		t.Errorf("the rematch led to %T (box %d), not a new game of box %d", a.Current(), got, p.Box)
	}
	t.Logf("a whole game in %d taps", taps)
}
