package boxes

import (
	"testing"

	"graffiti/scenes"
	"graffiti/scenes/words"
)

// The settings are chosen by taps and kept: a new start of the program
// speaks French if French was chosen.
func TestSettingsAreTappedAndKept(t *testing.T) {
	store := scenes.MemStore{}
	a := scenes.NewApp(store, scenes.NoInput{}, testShelf)
	a.Cur = scenes.NewSettingsScene(a)
	tap(t, a, center(scenes.SettingOption(0, int(words.French))))
	tap(t, a, center(scenes.SettingOption(1, 3))) // instant
	if a.Settings.Lang != words.French || a.Settings.Speed != scenes.SpeedInstant {
		t.Fatalf("settings %+v", a.Settings)
	}
	b := scenes.NewApp(store, scenes.NoInput{}, testShelf)
	if b.Settings.Lang != words.French || b.Settings.Speed != scenes.SpeedInstant {
		t.Fatalf("after a restart: %+v", b.Settings)
	}
	if got := b.Current().(*scenes.Title).NewGame.Label; got != "Nouvelle partie" {
		t.Errorf("the title says %q", got)
	}
}
