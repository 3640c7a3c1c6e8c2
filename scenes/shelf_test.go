package scenes

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game"
	"graffiti/game/tagcity"
	"graffiti/scenes/rulebook"
)

// The title's tabs choose the game; the choice is remembered, and the
// new-game screen sets up that game: Tag City's sides instead of
// Graffiti's variants, its own names, its table.
func TestTheTitleChoosesTheGameAndTheNewGameScreenSetsItUp(t *testing.T) {
	store := MemStore{}
	a := newAppAt(store)
	a.Settings.Speed = SpeedInstant
	title := a.Current().(*Title)
	tap(t, a, center(title.boxes[BoxTagCity].R))
	if a.Settings.Box != BoxTagCity {
		t.Fatalf("the Tag City tab left the box at %d", a.Settings.Box)
	}
	if loadSettings(store).Box != BoxTagCity {
		t.Error("the chosen game was not remembered in the settings")
	}
	title = a.Current().(*Title)
	tap(t, a, center(title.newGame.R))
	tick(t, a, 20)
	s, ok := a.Current().(*Setup)
	if !ok || s.box != testShelf[BoxTagCity] {
		t.Fatalf("New game opened %T for box %v", a.Current(), s)
	}
	if s.names[0] != tagcity.DefaultNames()[0] {
		t.Errorf("the first seat is proposed as %q; want Tag City's %q", s.names[0], tagcity.DefaultNames()[0])
	}
	tap(t, a, center(s.countRect(3)))
	tap(t, a, center(s.variantRect(1)))  // the city boards' side B
	tap(t, a, center(s.whoRect(2)))      // the third seat: an easy bot
	tap(t, a, center(s.colorRect(0, 2))) // Ana takes the orange marker
	tap(t, a, center(s.start.R))
	tick(t, a, 20)
	tb, ok := a.Current().(*TagCityTable)
	if !ok {
		t.Fatalf("Start opened %T", a.Current())
	}
	st := tb.State()
	if st.N() != 3 || st.Setup.City != tagcity.SideB || st.Setup.HQ != tagcity.SideA {
		t.Errorf("the battle is set up as %+v; want 3 taggers, HQ side A, city side B", st.Setup)
	}
	if !tb.seats[2].Bot || tb.seats[0].Bot {
		t.Errorf("seats %+v; want the third an easy bot", tb.seats)
	}
	if tb.marker(0) != markerColor(2) || tb.marker(2) != markerColor(0) {
		t.Errorf("markers %v; want Ana orange and Cleo, who had it, pink", tb.marks)
	}
}

// Each game keeps its own autosave, and the program opens on the game
// played last, whose save Continue takes up; the other game's save is
// still there behind its tab.
func TestEachGameKeepsItsAutosaveAndContinueTakesUpTheLastPlayed(t *testing.T) {
	store := MemStore{}
	a := newAppAt(store)
	_, hashes := playSome(t, a, 12) // a Graffiti game, saved
	tc, err := NewTagCityTable(a, tagcity.Setup{Players: 2, Seed: 5}, []Seat{{}, {Bot: true, Level: 1}}, []int{3, 1})
	require.NoError(t, err)
	s := tc.State()
	r := game.NewRand(9)
	for i := 0; i < 8; i++ {
		_, err := s.Apply(s.RandomAction(&r))
		require.NoError(t, err)
	}
	tc.save(a)

	b := newAppAt(store)
	if b.Settings.Box != BoxTagCity {
		t.Fatalf("the program opened on box %d; Tag City was played last", b.Settings.Box)
	}
	title := b.Current().(*Title)
	if title.cont == nil {
		t.Fatal("no Continue for the Tag City save")
	}
	tap(t, b, center(title.cont.R))
	tick(t, b, 20)
	back, ok := b.Current().(*TagCityTable)
	if !ok {
		t.Fatalf("Continue opened %T", b.Current())
	}
	if back.State().Hash() != s.Hash() || !back.seats[1].Bot || back.markOf(0) != 3 {
		t.Error("Continue restored another battle, or other seats or markers")
	}

	// Graffiti's save waits behind its own tab.
	c := newAppAt(store)
	tap(t, c, center(c.Current().(*Title).boxes[BoxGraffiti].R))
	title = c.Current().(*Title)
	if title.cont == nil {
		t.Fatal("the Graffiti save is not offered behind its tab")
	}
	tap(t, c, center(title.cont.R))
	tick(t, c, 20)
	g, ok := c.Current().(*Table)
	if !ok || g.s.Hash() != hashes[len(hashes)-1] {
		t.Fatalf("Continue behind the Graffiti tab opened %T", c.Current())
	}
}

// A damaged Tag City save is moved aside and said on the title, as a
// Graffiti one is, and never offered; Graffiti's files are untouched.
func TestADamagedTagCitySaveIsMovedAsideAndNotOffered(t *testing.T) {
	store := MemStore{}
	bad, _ := json.Marshal(tagCitySave{Game: tagcity.GameName, State: json.RawMessage(`{"format":1}`)})
	require.NoError(t, store.Save(tagCityAutosave, bad))
	a := newAppAt(store)
	if a.resume[BoxTagCity] != "" {
		t.Errorf("Continue would take up %q", a.resume[BoxTagCity])
	}
	if a.titleNote == "" {
		t.Error("the title says nothing of the damaged save")
	}
	if _, err := store.Load(tagCityAutosave); err == nil {
		t.Error("the damaged save is still in the way")
	}
}

// Rules opens the help of the game on the screen: the game chosen on the
// title, or the one at the table.
func TestRulesOpenTheChosenGamesHelp(t *testing.T) {
	a := newAppAt(MemStore{})
	for _, c := range []struct {
		box  int
		want *rulebook.Volume
	}{{BoxGraffiti, GraffitiRules}, {BoxTagCity, TagCityRules}} {
		a.Settings.Box = c.box
		a.cur = NewTitle(a)
		tap(t, a, center(a.Current().(*Title).rules.R))
		tick(t, a, 20)
		r, ok := a.Current().(*Rules)
		if !ok || r.book.Volume() != c.want {
			t.Errorf("Rules on the title of box %d opened %T (want volume %p)", c.box, a.Current(), c.want)
		}
	}
	tc, err := NewTagCityTable(a, tagcity.Setup{Players: 2, Seed: 3}, []Seat{{}, {}}, nil)
	require.NoError(t, err)
	a.Settings.Box = BoxGraffiti
	if v := NewRules(a, tc).book.Volume(); v != TagCityRules {
		t.Errorf("Rules at the Tag City table opened another volume (%p)", v)
	}
}

// The café demo takes the shelf's games in turn: Graffiti, Tag City,
// Kunststücke, all seats bots, and a Tag City battle plays to its scoring
// and on to the next game, Kunststücke, by itself.
func TestTheDemoAlternatesTheGames(t *testing.T) {
	a := newTestApp(SpeedNormal)
	a.DemoSeed, a.BotSeed, a.BotIterations = 3, 3, 50
	a.StartDemo()
	if _, ok := a.next.(*Table); !ok {
		t.Fatalf("the demo began with %T; want Graffiti", a.next)
	}
	tc, ok := a.demo.next(a).(*TagCityTable)
	if !ok {
		t.Fatal("the demo's second game is not Tag City")
	}
	for _, s := range tc.seats {
		if !s.Bot {
			t.Fatal("a person's seat in the demo")
		}
	}
	a.cur, a.next = tc, nil
	for i := 0; i < 200000; i++ {
		tick(t, a, 1)
		if _, ok := a.Current().(*KunststuckeTable); ok && a.next == nil {
			return // the third game, Kunststücke
		}
	}
	t.Fatalf("the Tag City demo battle never moved on (on %T, phase %v)", a.Current(), tc.s.Phase)
}

// On the HQ's side B the tokens are drawn, or chosen section by section
// on the new-game screen: the first tap lays out the printed shapes, each
// tap moves a section to the next token no other holds, "?" gives the
// choice back to chance; the battle is dealt with the tokens chosen.
func TestTagCityTokensAreChosenSectionBySection(t *testing.T) {
	a := newAppAt(MemStore{})
	a.Settings.Box = BoxTagCity
	s := NewSetup(a)
	a.cur = s
	tap(t, a, center(s.variantRect(0))) // HQ side B
	tap(t, a, center(tokenRect(s.variantRect(0), 0)))
	tap(t, a, center(tokenRect(s.variantRect(0), 0)))
	tap(t, a, center(tokenRect(s.variantRect(0), 3)))
	want := append([]tagcity.Shape(nil), s.form.(*tagCityForm).tokens...)
	seen := map[tagcity.Shape]bool{}
	for _, sh := range want {
		if seen[sh] || tagcity.IsSmall(sh) {
			t.Fatalf("tokens %v: each section a different large token", want)
		}
		seen[sh] = true
	}
	if want[0] == tagcity.HQSideA()[0] || want[1] != tagcity.HQSideA()[1] {
		t.Errorf("tokens %v: section I moved, section II kept its printed shape", want)
	}
	tap(t, a, center(s.start.R))
	tick(t, a, 20)
	tb, ok := a.Current().(*TagCityTable)
	if !ok {
		t.Fatalf("Start opened %T (%s)", a.Current(), s.msg)
	}
	for k, sh := range want {
		if tb.State().HQ[k] != sh {
			t.Fatalf("the HQ holds %v; the tokens chosen were %v", tb.State().HQ, want)
		}
	}
	s2 := NewSetup(a)
	s2.form.(*tagCityForm).hqB = true
	a.cur = s2
	tap(t, a, center(tokenRect(s2.variantRect(0), 2)))
	tap(t, a, center(tokenRect(s2.variantRect(0), tagcity.Sections)))
	if s2.form.(*tagCityForm).tokens != nil || s2.form.(*tagCityForm).tokenCodes() != nil {
		t.Error(`"?" left the tokens chosen`)
	}
}
