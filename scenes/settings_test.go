package scenes

import (
	"testing"

	"graffiti/scenes/words"
)

// The settings are chosen by taps and kept: a new start of the program
// speaks French if French was chosen.
func TestSettingsAreTappedAndKept(t *testing.T) {
	store := MemStore{}
	a := NewApp(store, NoInput{}, testShelf)
	a.Cur = NewSettingsScene(a)
	tap(t, a, center(settingOption(0, int(words.French))))
	tap(t, a, center(settingOption(1, 3))) // instant
	if a.Settings.Lang != words.French || a.Settings.Speed != SpeedInstant {
		t.Fatalf("settings %+v", a.Settings)
	}
	b := NewApp(store, NoInput{}, testShelf)
	if b.Settings.Lang != words.French || b.Settings.Speed != SpeedInstant {
		t.Fatalf("after a restart: %+v", b.Settings)
	}
	if got := b.Current().(*Title).NewGame.Label; got != "Nouvelle partie" {
		t.Errorf("the title says %q", got)
	}
}
