package tagcity

import (
	"encoding/json"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"graffiti/game"
	"graffiti/game/tagcity"
	"graffiti/scenes"
)

// Tag City on the shelf: its new-game screen (the boards' sides, the
// markers, the HQ's tokens), its own autosave and the earlier build's,
// its rules help, and a whole battle played by the autoplayer. The tests
// of the whole shelf, the games side by side, are in scenes/boxes.

var testNow = time.Date(2026, 11, 22, 3, 15, 0, 0, time.UTC)

// newAppAt starts the program on a store with a fixed clock.
func newAppAt(store scenes.Store) *scenes.App {
	return scenes.NewAppAt(store, scenes.NoInput{}, testShelf, func() time.Time { return testNow })
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
		if tb, ok := a.Current().(*Table); ok && tb.Curtain.Down() {
			curtains++
		}
		if pt, ok := p.Next(a); ok {
			a.Tap(pt.X, pt.Y)
			taps++
		}
		tick(t, a, 1)
	}
	if _, ok := a.Current().(*Table); !ok {
		t.Fatalf("the rematch led to %T, not a new Tag City battle", a.Current())
	}
	if curtains == 0 {
		t.Error("two people played the final die with no shutter between them")
	}
	t.Logf("a whole Tag City battle in %d taps", taps)
}

// The new-game screen sets Tag City up: its own names, the boards'
// sides instead of Graffiti's variants, the seats' markers, its table.
func TestTheNewGameScreenSetsUpATagCityBattle(t *testing.T) {
	store := scenes.MemStore{}
	a := newAppAt(store)
	a.Settings.Speed = scenes.SpeedInstant
	title := a.Current().(*scenes.Title)
	tap(t, a, center(title.Boxes[BoxTagCity].R)) // already the chosen tab
	if a.Settings.Box != BoxTagCity {
		t.Fatalf("the Tag City tab left the box at %d", a.Settings.Box)
	}
	title = a.Current().(*scenes.Title)
	tap(t, a, center(title.NewGame.R))
	tick(t, a, 20)
	s, ok := a.Current().(*scenes.Setup)
	if !ok || s.Box != testShelf[BoxTagCity] {
		t.Fatalf("New game opened %T for box %v", a.Current(), s)
	}
	if s.Names[0] != tagcity.DefaultNames()[0] {
		t.Errorf("the first seat is proposed as %q; want Tag City's %q", s.Names[0], tagcity.DefaultNames()[0])
	}
	tap(t, a, center(s.CountRect(3)))
	tap(t, a, center(s.VariantRect(1)))  // the city boards' side B
	tap(t, a, center(s.WhoRect(2)))      // the third seat: an easy bot
	tap(t, a, center(s.ColorRect(0, 2))) // Ana takes the orange marker
	tap(t, a, center(s.Start.R))
	tick(t, a, 20)
	tb, ok := a.Current().(*Table)
	if !ok {
		t.Fatalf("Start opened %T", a.Current())
	}
	st := tb.State()
	if st.N() != 3 || st.Setup.City != tagcity.SideB || st.Setup.HQ != tagcity.SideA {
		t.Errorf("the battle is set up as %+v; want 3 taggers, HQ side A, city side B", st.Setup)
	}
	if !tb.Seats[2].Bot || tb.Seats[0].Bot {
		t.Errorf("seats %+v; want the third an easy bot", tb.Seats)
	}
	if tb.Marker(0) != MarkerColor(2) || tb.Marker(2) != MarkerColor(0) {
		t.Errorf("markers %v; want Ana orange and Cleo, who had it, pink", tb.Marks)
	}
}

// Tag City keeps its own autosave: Continue takes up the same battle,
// the same seats and the same markers.
func TestTagCityAutosaveIsContinued(t *testing.T) {
	store := scenes.MemStore{}
	a := newAppAt(store)
	tc, err := NewTable(a, tagcity.Setup{Players: 2, Seed: 5}, []scenes.Seat{{}, {Bot: true, Level: 1}}, []int{3, 1})
	require.NoError(t, err)
	s := tagcity.StateOf(tc.Session().(*scenes.Local).Match())
	r := game.NewRand(9)
	for i := 0; i < 8; i++ {
		require.NoError(t, tc.Apply(a, s.RandomAction(&r)))
	}

	b := newAppAt(store)
	title := b.Current().(*scenes.Title)
	if title.Cont == nil {
		t.Fatal("no Continue for the Tag City save")
	}
	tap(t, b, center(title.Cont.R))
	tick(t, b, 20)
	back, ok := b.Current().(*Table)
	if !ok {
		t.Fatalf("Continue opened %T", b.Current())
	}
	if back.Session().Hash() != tc.Session().Hash() || !back.Seats[1].Bot || back.Seats[0].Bot || back.MarkOf(0) != 3 {
		t.Error("Continue restored another battle, or other seats or markers")
	}
}

// A damaged Tag City save is moved aside and said on the title, as a
// Graffiti one is, and never offered.
func TestADamagedTagCitySaveIsMovedAsideAndNotOffered(t *testing.T) {
	store := scenes.MemStore{}
	bad, _ := json.Marshal(TagCitySave{Game: tagcity.GameName, State: json.RawMessage(`{"format":1}`)})
	require.NoError(t, store.Save(TagCityAutosave, bad))
	a := newAppAt(store)
	if a.Resume[BoxTagCity] != "" {
		t.Errorf("Continue would take up %q", a.Resume[BoxTagCity])
	}
	if a.TitleNote == "" {
		t.Error("the title says nothing of the damaged save")
	}
	if _, err := store.Load(TagCityAutosave); err == nil {
		t.Error("the damaged save is still in the way")
	}
}

// Rules opens Tag City's book from its tab and from its table.
func TestRulesOpenTagCitysBook(t *testing.T) {
	a := newTestApp(scenes.SpeedInstant)
	a.Settings.Box = BoxTagCity
	tap(t, a, center(a.Current().(*scenes.Title).Rules.R))
	tick(t, a, 20)
	if r, ok := a.Current().(*scenes.Rules); !ok || r.Book.Volume() != RulesBook {
		t.Errorf("Rules on the Tag City tab opened %T, or another volume", a.Current())
	}
	tc, err := NewTable(a, tagcity.Setup{Players: 2, Seed: 3}, []scenes.Seat{{}, {}}, nil)
	require.NoError(t, err)
	if v := scenes.NewRules(a, tc).Book.Volume(); v != RulesBook {
		t.Errorf("Rules at the Tag City table opened another volume (%p)", v)
	}
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
	tap(t, a, center(TokenRect(s.VariantRect(0), 0)))
	tap(t, a, center(TokenRect(s.VariantRect(0), 0)))
	tap(t, a, center(TokenRect(s.VariantRect(0), 3)))
	want := append([]tagcity.Shape(nil), s.Form.(*TagCityForm).Tokens...)
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
	tap(t, a, center(s.Start.R))
	tick(t, a, 20)
	tb, ok := a.Current().(*Table)
	if !ok {
		t.Fatalf("Start opened %T (%s)", a.Current(), s.Msg)
	}
	for k, sh := range want {
		if tb.State().HQ[k] != sh {
			t.Fatalf("the HQ holds %v; the tokens chosen were %v", tb.State().HQ, want)
		}
	}
	s2 := scenes.NewSetup(a)
	s2.Form.(*TagCityForm).HqB = true
	a.Cur = s2
	tap(t, a, center(TokenRect(s2.VariantRect(0), 2)))
	tap(t, a, center(TokenRect(s2.VariantRect(0), tagcity.Sections)))
	if s2.Form.(*TagCityForm).Tokens != nil || s2.Form.(*TagCityForm).TokenCodes() != nil {
		t.Error(`"?" left the tokens chosen`)
	}
}

// A save written by the build before the house was laid out for several
// games (testdata/tagcity-autosave.json, mid-game, bots among the
// seats): Continue on the title takes it up, the state is the one saved,
// to its hash, and the battle plays on to its end.
func TestTheEarlierBuildsTagCitySaveContinuesToTheEnd(t *testing.T) {
	data, err := os.ReadFile("../../testdata/tagcity-autosave.json")
	if err != nil {
		t.Fatal(err)
	}
	store := scenes.MemStore{TagCityAutosave: data}
	a := newAppAt(store)
	a.Settings.Speed = scenes.SpeedInstant
	a.Settings.Box = BoxTagCity
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
	if want := "b8a0b4c8cbbcdb81"; tb.Session().Hash() != want {
		t.Fatalf("Continue restored %s, not the saved %s", tb.Session().Hash(), want)
	}
	r := game.NewRand(3)
	real := tagcity.StateOf(tb.Session().(*scenes.Local).Match())
	for real.Phase != tagcity.PhaseOver {
		if err := tb.Apply(a, real.RandomAction(&r)); err != nil {
			t.Fatal(err)
		}
	}
}
