package graffiti

import (
	"os"
	"testing"

	"graffiti/game"
	"graffiti/game/graffiti"
	"graffiti/scenes"
)

// A save written by the build before the house was laid out for several
// games (testdata/graffiti-autosave.json, mid-game, bots among the
// seats): Continue on the title takes it up, the state is the one saved,
// to its hash, and the game plays on to its end.
func TestTheEarlierBuildsSaveContinuesToTheEnd(t *testing.T) {
	data, err := os.ReadFile("../../testdata/graffiti-autosave.json")
	if err != nil {
		t.Fatal(err)
	}
	file, _ := Box.Slot()
	if file != "autosave.json" {
		t.Fatalf("the autosave is now %q; the earlier build wrote autosave.json", file)
	}
	store := scenes.MemStore{file: data}
	a := newAppAt(store)
	a.Settings.Speed = scenes.SpeedInstant
	a.Settings.Box = BoxGraffiti
	a.Cur = scenes.NewTitle(a)
	title := a.Current().(*scenes.Title)
	if title.Cont == nil {
		t.Fatal("no Continue for the save")
	}
	tap(t, a, center(title.Cont.R))
	tick(t, a, 20)
	tb, ok := a.Current().(*Table)
	if !ok {
		t.Fatalf("Continue opened %T", a.Current())
	}
	if want := "a7085590c0bbcc9f"; tb.Session().Hash() != want {
		t.Fatalf("Continue restored %s, not the saved %s", tb.Session().Hash(), want)
	}
	r := game.NewRand(3)
	for tb.S.Phase != graffiti.PhaseOver {
		if err := tb.Apply(a, chooseLifted(tb, &r)); err != nil {
			t.Fatal(err)
		}
	}
}
