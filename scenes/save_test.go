package scenes

import (
	"testing"

	"graffiti/game"
)

// Autosave after every confirmed action; a new start of the program
// offers Continue, which restores the game exactly, curtain first.
func TestContinueRestoresTheGameExactlyCurtainFirst(t *testing.T) {
	store := MemStore{}
	a := NewApp(store, NoInput{})
	a.Settings.Speed = SpeedInstant
	tb, err := NewTable(a, game.Setup{Players: 3, Seed: 77, Block: true}, []int{2, 0, 3})
	if err != nil {
		t.Fatal(err)
	}
	a.cur = tb
	r := game.NewRand(1)
	for i := 0; i < 40; i++ {
		act := chooseAction(tb.legal, &r)
		if err := tb.apply(a, act); err != nil {
			t.Fatal(err)
		}
	}
	want := tb.s.Hash()

	// The program starts again on the same store.
	b := NewApp(store, NoInput{})
	title := b.Current().(*Title)
	if title.cont == nil {
		t.Fatal("no Continue on the title screen with an autosave")
	}
	tap(t, b, center(title.cont.R))
	tick(t, b, 20)
	back, ok := b.Current().(*Table)
	if !ok {
		t.Fatalf("Continue opened %T", b.Current())
	}
	if back.s.Hash() != want {
		t.Fatal("Continue restored a different game")
	}
	if !back.curtain.Down() {
		t.Error("Continue shows the table without the curtain")
	}
	if got := back.colors; got[0] != 2 || got[1] != 0 || got[2] != 3 {
		t.Errorf("colours %v", got)
	}
	if len(back.log) == 0 {
		t.Error("the log was not restored")
	}
}

func TestDamagedAutosaveIsReportedNotPlayed(t *testing.T) {
	store := MemStore{autosaveFile: []byte(`{"format":1,"state":{"format":1,"players":[]`)}
	a := NewApp(store, NoInput{})
	title := a.Current().(*Title)
	tap(t, a, center(title.cont.R))
	tick(t, a, 2)
	if _, ok := a.Current().(*Title); !ok || title.message == "" {
		t.Fatalf("a damaged autosave opened %T without a message", a.Current())
	}
}
