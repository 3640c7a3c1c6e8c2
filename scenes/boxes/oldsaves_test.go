package boxes

import (
	"os"
	"testing"

	"graffiti/game"
	ggame "graffiti/game/graffiti"
	ks "graffiti/game/kunststucke"
	tcgame "graffiti/game/tagcity"
	"graffiti/scenes"
	"graffiti/scenes/graffiti"
	"graffiti/scenes/kunststucke"
	"graffiti/scenes/tagcity"
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
		{BoxTagCity, tagcity.TagCityAutosave, "b8a0b4c8cbbcdb81"},
		{BoxKunststucke, kunststucke.KunststuckeAutosave, "673c6a1a2fddd685"},
	} {
		data, err := os.ReadFile("../../testdata/" + [...]string{"graffiti", "tagcity", "kunststucke"}[c.box] + "-autosave.json")
		if err != nil {
			t.Fatal(err)
		}
		store := scenes.MemStore{c.file: data}
		a := newAppAt(store)
		a.Settings.Speed = scenes.SpeedInstant
		a.Settings.Box = c.box
		a.Cur = scenes.NewTitle(a)
		title := a.Current().(*scenes.Title)
		if title.Cont == nil {
			t.Fatalf("box %d: no Continue for the save", c.box)
		}
		tap(t, a, center(title.Cont.R))
		tick(t, a, 20)
		r := game.NewRand(3)
		switch tb := a.Current().(type) {
		case *graffiti.Table:
			if tb.S.Hash() != c.hash {
				t.Fatalf("Graffiti: Continue restored %s, not the saved %s", tb.S.Hash(), c.hash)
			}
			for tb.S.Phase != ggame.PhaseOver {
				if err := tb.Apply(a, graffiti.ChooseFor(tb.Legal, &r)); err != nil {
					t.Fatal(err)
				}
			}
		case *tagcity.Table:
			if tb.S.Hash() != c.hash {
				t.Fatalf("Tag City: Continue restored %s, not the saved %s", tb.S.Hash(), c.hash)
			}
			for tb.S.Phase != tcgame.PhaseOver {
				if err := tb.Apply(a, tb.S.RandomAction(&r)); err != nil {
					t.Fatal(err)
				}
			}
		case *kunststucke.Table:
			if tb.S.Hash() != c.hash {
				t.Fatalf("Kunststücke: Continue restored %s, not the saved %s", tb.S.Hash(), c.hash)
			}
			var buf []ks.Action
			for !tb.S.Over {
				buf = tb.S.LegalActions(buf)
				if err := tb.Apply(a, buf[r.Intn(len(buf))]); err != nil {
					t.Fatal(err)
				}
			}
		default:
			t.Fatalf("box %d: Continue opened %T", c.box, a.Current())
		}
	}
}
