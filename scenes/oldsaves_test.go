package scenes

import (
	"os"
	"testing"

	"graffiti/game"
	"graffiti/game/graffiti"
	ks "graffiti/game/kunststucke"
	"graffiti/game/tagcity"
)

// Saves written by the build before the house was laid out for three
// games (testdata/, one a game, mid-game, bots among the seats): Continue
// on the title takes each up, the state is the one saved, to its hash,
// and the game plays on to its end.
func TestSavesOfTheEarlierBuildContinueToTheEnd(t *testing.T) {
	for _, c := range []struct {
		box  int
		file string // the name on the store, and in testdata/
		hash string
	}{
		{BoxGraffiti, "autosave.json", "a7085590c0bbcc9f"},
		{BoxTagCity, tagCityAutosave, "b8a0b4c8cbbcdb81"},
		{BoxKunststucke, kunststuckeAutosave, "673c6a1a2fddd685"},
	} {
		data, err := os.ReadFile("../testdata/" + [...]string{"graffiti", "tagcity", "kunststucke"}[c.box] + "-autosave.json")
		if err != nil {
			t.Fatal(err)
		}
		store := MemStore{c.file: data}
		a := newAppAt(store)
		a.Settings.Speed = SpeedInstant
		a.Settings.Box = c.box
		a.cur = NewTitle(a)
		title := a.Current().(*Title)
		if title.cont == nil {
			t.Fatalf("box %d: no Continue for the save", c.box)
		}
		tap(t, a, center(title.cont.R))
		tick(t, a, 20)
		r := game.NewRand(3)
		switch tb := a.Current().(type) {
		case *Table:
			if tb.s.Hash() != c.hash {
				t.Fatalf("Graffiti: Continue restored %s, not the saved %s", tb.s.Hash(), c.hash)
			}
			for tb.s.Phase != graffiti.PhaseOver {
				if err := tb.apply(a, chooseFor(tb.legal, &r)); err != nil {
					t.Fatal(err)
				}
			}
		case *TagCityTable:
			if tb.s.Hash() != c.hash {
				t.Fatalf("Tag City: Continue restored %s, not the saved %s", tb.s.Hash(), c.hash)
			}
			for tb.s.Phase != tagcity.PhaseOver {
				if err := tb.apply(a, tb.s.RandomAction(&r)); err != nil {
					t.Fatal(err)
				}
			}
		case *KunststuckeTable:
			if tb.s.Hash() != c.hash {
				t.Fatalf("Kunststücke: Continue restored %s, not the saved %s", tb.s.Hash(), c.hash)
			}
			var buf []ks.Action
			for !tb.s.Over {
				buf = tb.s.LegalActions(buf)
				if err := tb.apply(a, buf[r.Intn(len(buf))]); err != nil {
					t.Fatal(err)
				}
			}
		default:
			t.Fatalf("box %d: Continue opened %T", c.box, a.Current())
		}
	}
}
