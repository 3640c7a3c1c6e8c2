package boxes

import (
	"graffiti/scenes"
	"graffiti/scenes/kunststucke"
	"graffiti/scenes/tagcity"
	"testing"
)

// The browser's memory figure plays through Autoplay with Instant set: it
// must first go to the settings and choose instant, as a person would,
// then finish a game by taps alone.
func TestAutoplaySetsInstantSpeedThenFinishesAGame(t *testing.T) {
	a := newTestApp(scenes.SpeedNormal)
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
	t.Logf("a whole game in %d taps", taps)
}

// The Tag City memory figure plays through Autoplay too: from the title's
// tab to the scoring by taps alone, two people with the final die's
// shutter between them.
func TestAutoplayFinishesATagCityBattle(t *testing.T) {
	a := newTestApp(scenes.SpeedInstant)
	p := scenes.NewAutoplay(5)
	p.Box = BoxTagCity
	taps, curtains := 0, 0
	for i := 0; p.Games < 1; i++ {
		if i > 100000 {
			t.Fatalf("no Tag City scoring after 100,000 ticks (%d taps, scene %T)", taps, a.Current())
		}
		if tb, ok := a.Current().(*tagcity.Table); ok && tb.Curtain.Down() {
			curtains++
		}
		if pt, ok := p.Next(a); ok {
			a.Tap(pt.X, pt.Y)
			taps++
		}
		tick(t, a, 1)
	}
	if _, ok := a.Current().(*tagcity.Table); !ok {
		t.Fatalf("the rematch led to %T, not a new Tag City battle", a.Current())
	}
	if curtains == 0 {
		t.Error("two people played the final die with no shutter between them")
	}
	t.Logf("a whole Tag City battle in %d taps", taps)
}

// The Kunststücke memory figure plays through Autoplay too: from the
// title's tab to the reveal by taps alone, two people with the shutter
// between their turns, and on to a rematch.
func TestAutoplayFinishesAKunststuckeGame(t *testing.T) {
	a := newTestApp(scenes.SpeedInstant)
	p := scenes.NewAutoplay(5)
	p.Box = BoxKunststucke
	taps, curtains := 0, 0
	for i := 0; p.Games < 1; i++ {
		if i > 200000 {
			t.Fatalf("no Kunststücke reveal after 200,000 ticks (%d taps, scene %T)", taps, a.Current())
		}
		if tb, ok := a.Current().(*kunststucke.Table); ok && tb.Curtain.Down() {
			curtains++
		}
		if pt, ok := p.Next(a); ok {
			a.Tap(pt.X, pt.Y)
			taps++
		}
		tick(t, a, 1)
	}
	if _, ok := a.Current().(*kunststucke.Table); !ok {
		t.Fatalf("the rematch led to %T, not a new Kunststücke game", a.Current())
	}
	if curtains == 0 {
		t.Error("two people played with no shutter between them")
	}
	t.Logf("a whole Kunststücke game in %d taps", taps)
}
