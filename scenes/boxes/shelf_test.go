package boxes

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game"
	tcgame "graffiti/game/tagcity"
	"graffiti/scenes"
	"graffiti/scenes/graffiti"
	"graffiti/scenes/kunststucke"
	"graffiti/scenes/rulebook"
	"graffiti/scenes/tagcity"
)

// The title's tabs choose the game; the choice is remembered, and the
// new-game screen sets up that game: Tag City's sides instead of
// Graffiti's variants, its own names, its table.
func TestTheTitleChoosesTheGameAndTheNewGameScreenSetsItUp(t *testing.T) {
	store := scenes.MemStore{}
	a := newAppAt(store)
	a.Settings.Speed = scenes.SpeedInstant
	title := a.Current().(*scenes.Title)
	tap(t, a, center(title.Boxes[BoxTagCity].R))
	if a.Settings.Box != BoxTagCity {
		t.Fatalf("the Tag City tab left the box at %d", a.Settings.Box)
	}
	if scenes.LoadSettings(store).Box != BoxTagCity {
		t.Error("the chosen game was not remembered in the settings")
	}
	title = a.Current().(*scenes.Title)
	tap(t, a, center(title.NewGame.R))
	tick(t, a, 20)
	s, ok := a.Current().(*scenes.Setup)
	if !ok || s.Box != testShelf[BoxTagCity] {
		t.Fatalf("New game opened %T for box %v", a.Current(), s)
	}
	if s.Names[0] != tcgame.DefaultNames()[0] {
		t.Errorf("the first seat is proposed as %q; want Tag City's %q", s.Names[0], tcgame.DefaultNames()[0])
	}
	tap(t, a, center(s.CountRect(3)))
	tap(t, a, center(s.VariantRect(1)))  // the city boards' side B
	tap(t, a, center(s.WhoRect(2)))      // the third seat: an easy bot
	tap(t, a, center(s.ColorRect(0, 2))) // Ana takes the orange marker
	tap(t, a, center(s.Start.R))
	tick(t, a, 20)
	tb, ok := a.Current().(*tagcity.Table)
	if !ok {
		t.Fatalf("Start opened %T", a.Current())
	}
	st := tb.State()
	if st.N() != 3 || st.Setup.City != tcgame.SideB || st.Setup.HQ != tcgame.SideA {
		t.Errorf("the battle is set up as %+v; want 3 taggers, HQ side A, city side B", st.Setup)
	}
	if !tb.Seats[2].Bot || tb.Seats[0].Bot {
		t.Errorf("seats %+v; want the third an easy bot", tb.Seats)
	}
	if tb.Marker(0) != tagcity.MarkerColor(2) || tb.Marker(2) != tagcity.MarkerColor(0) {
		t.Errorf("markers %v; want Ana orange and Cleo, who had it, pink", tb.Marks)
	}
}

// Each game keeps its own autosave, and the program opens on the game
// played last, whose save Continue takes up; the other game's save is
// still there behind its tab.
func TestEachGameKeepsItsAutosaveAndContinueTakesUpTheLastPlayed(t *testing.T) {
	graffitiSave, err := os.ReadFile("../../testdata/graffiti-autosave.json") // a Graffiti game, saved
	require.NoError(t, err)
	store := scenes.MemStore{"autosave.json": graffitiSave}
	a := newAppAt(store)
	tc, err := tagcity.NewTable(a, tcgame.Setup{Players: 2, Seed: 5}, []scenes.Seat{{}, {Bot: true, Level: 1}}, []int{3, 1})
	require.NoError(t, err)
	s := tc.State()
	r := game.NewRand(9)
	for i := 0; i < 8; i++ {
		_, err := s.Apply(s.RandomAction(&r))
		require.NoError(t, err)
	}
	tc.Save(a)

	b := newAppAt(store)
	if b.Settings.Box != BoxTagCity {
		t.Fatalf("the program opened on box %d; Tag City was played last", b.Settings.Box)
	}
	title := b.Current().(*scenes.Title)
	if title.Cont == nil {
		t.Fatal("no Continue for the Tag City save")
	}
	tap(t, b, center(title.Cont.R))
	tick(t, b, 20)
	back, ok := b.Current().(*tagcity.Table)
	if !ok {
		t.Fatalf("Continue opened %T", b.Current())
	}
	if back.State().Hash() != s.Hash() || !back.Seats[1].Bot || back.MarkOf(0) != 3 {
		t.Error("Continue restored another battle, or other seats or markers")
	}

	// Graffiti's save waits behind its own tab.
	c := newAppAt(store)
	tap(t, c, center(c.Current().(*scenes.Title).Boxes[BoxGraffiti].R))
	title = c.Current().(*scenes.Title)
	if title.Cont == nil {
		t.Fatal("the Graffiti save is not offered behind its tab")
	}
	tap(t, c, center(title.Cont.R))
	tick(t, c, 20)
	g, ok := c.Current().(*graffiti.Table)
	if !ok || g.S.Hash() != "a7085590c0bbcc9f" {
		t.Fatalf("Continue behind the Graffiti tab opened %T", c.Current())
	}
}

// A damaged Tag City save is moved aside and said on the title, as a
// Graffiti one is, and never offered; Graffiti's files are untouched.
func TestADamagedTagCitySaveIsMovedAsideAndNotOffered(t *testing.T) {
	store := scenes.MemStore{}
	bad, _ := json.Marshal(tagcity.TagCitySave{Game: tcgame.GameName, State: json.RawMessage(`{"format":1}`)})
	require.NoError(t, store.Save(tagcity.TagCityAutosave, bad))
	a := newAppAt(store)
	if a.Resume[BoxTagCity] != "" {
		t.Errorf("Continue would take up %q", a.Resume[BoxTagCity])
	}
	if a.TitleNote == "" {
		t.Error("the title says nothing of the damaged save")
	}
	if _, err := store.Load(tagcity.TagCityAutosave); err == nil {
		t.Error("the damaged save is still in the way")
	}
}

// Rules opens the help of the game on the screen: the game chosen on the
// title, or the one at the table.
func TestRulesOpenTheChosenGamesHelp(t *testing.T) {
	a := newAppAt(scenes.MemStore{})
	for _, c := range []struct {
		box  int
		want *rulebook.Volume
	}{{BoxGraffiti, graffiti.RulesBook}, {BoxTagCity, tagcity.RulesBook}} {
		a.Settings.Box = c.box
		a.Cur = scenes.NewTitle(a)
		tap(t, a, center(a.Current().(*scenes.Title).Rules.R))
		tick(t, a, 20)
		r, ok := a.Current().(*scenes.Rules)
		if !ok || r.Book.Volume() != c.want {
			t.Errorf("Rules on the title of box %d opened %T (want volume %p)", c.box, a.Current(), c.want)
		}
	}
	tc, err := tagcity.NewTable(a, tcgame.Setup{Players: 2, Seed: 3}, []scenes.Seat{{}, {}}, nil)
	require.NoError(t, err)
	a.Settings.Box = BoxGraffiti
	if v := scenes.NewRules(a, tc).Book.Volume(); v != tagcity.RulesBook {
		t.Errorf("Rules at the Tag City table opened another volume (%p)", v)
	}
}

// The café demo takes the shelf's games in turn: Graffiti, Tag City,
// Kunststücke, all seats bots, and a Tag City battle plays to its scoring
// and on to the next game, Kunststücke, by itself.
func TestTheDemoAlternatesTheGames(t *testing.T) {
	a := newTestApp(scenes.SpeedNormal)
	a.DemoSeed, a.BotSeed, a.BotIterations = 3, 3, 50
	a.StartDemo()
	if _, ok := a.Next.(*graffiti.Table); !ok {
		t.Fatalf("the demo began with %T; want Graffiti", a.Next)
	}
	tc, ok := a.Demo.Next(a).(*tagcity.Table)
	if !ok {
		t.Fatal("the demo's second game is not Tag City")
	}
	for _, s := range tc.Seats {
		if !s.Bot {
			t.Fatal("a person's seat in the demo")
		}
	}
	a.Cur, a.Next = tc, nil
	for i := 0; i < 200000; i++ {
		tick(t, a, 1)
		if _, ok := a.Current().(*kunststucke.Table); ok && a.Next == nil {
			return // the third game, Kunststücke
		}
	}
	t.Fatalf("the Tag City demo battle never moved on (on %T, phase %v)", a.Current(), tc.S.Phase)
}

// On the HQ's side B the tokens are drawn, or chosen section by section
// on the new-game screen: the first tap lays out the printed shapes, each
// tap moves a section to the next token no other holds, "?" gives the
// choice back to chance; the battle is dealt with the tokens chosen.
func TestTagCityTokensAreChosenSectionBySection(t *testing.T) {
	a := newAppAt(scenes.MemStore{})
	a.Settings.Box = BoxTagCity
	s := scenes.NewSetup(a)
	a.Cur = s
	tap(t, a, center(s.VariantRect(0))) // HQ side B
	tap(t, a, center(tagcity.TokenRect(s.VariantRect(0), 0)))
	tap(t, a, center(tagcity.TokenRect(s.VariantRect(0), 0)))
	tap(t, a, center(tagcity.TokenRect(s.VariantRect(0), 3)))
	want := append([]tcgame.Shape(nil), s.Form.(*tagcity.TagCityForm).Tokens...)
	seen := map[tcgame.Shape]bool{}
	for _, sh := range want {
		if seen[sh] || tcgame.IsSmall(sh) {
			t.Fatalf("tokens %v: each section a different large token", want)
		}
		seen[sh] = true
	}
	if want[0] == tcgame.HQSideA()[0] || want[1] != tcgame.HQSideA()[1] {
		t.Errorf("tokens %v: section I moved, section II kept its printed shape", want)
	}
	tap(t, a, center(s.Start.R))
	tick(t, a, 20)
	tb, ok := a.Current().(*tagcity.Table)
	if !ok {
		t.Fatalf("Start opened %T (%s)", a.Current(), s.Msg)
	}
	for k, sh := range want {
		if tb.State().HQ[k] != sh {
			t.Fatalf("the HQ holds %v; the tokens chosen were %v", tb.State().HQ, want)
		}
	}
	s2 := scenes.NewSetup(a)
	s2.Form.(*tagcity.TagCityForm).HqB = true
	a.Cur = s2
	tap(t, a, center(tagcity.TokenRect(s2.VariantRect(0), 2)))
	tap(t, a, center(tagcity.TokenRect(s2.VariantRect(0), tcgame.Sections)))
	if s2.Form.(*tagcity.TagCityForm).Tokens != nil || s2.Form.(*tagcity.TagCityForm).TokenCodes() != nil {
		t.Error(`"?" left the tokens chosen`)
	}
}
