package tagcity

import (
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game"
	"graffiti/game/tagcity"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/sprites/gametest"
)

// Tag City on the shelf: its new-game screen (the boards' sides, the
// markers, the HQ's tokens) and its autosave's markers. What every game
// does on the shelf (its autosave and the earlier build's, its rules
// help, a whole game played by the autoplayer) is tested for every game
// at once, in scenes/boxes.

// The new-game screen sets Tag City up: its own names, the boards'
// sides instead of Graffiti's variants, the seats' markers, its table.
func TestTheNewGameScreenSetsUpATagCityBattle(t *testing.T) {
	a, s := scenes.NewGameOf(t, testShelf, BoxTagCity) // already the chosen tab
	if s.Names[0] != tagcity.DefaultNames()[0] {
		t.Errorf("the first seat is proposed as %q; want Tag City's %q", s.Names[0], tagcity.DefaultNames()[0])
	}
	tap(t, a, center(s.CountRect(3)))
	tap(t, a, center(s.VariantRect(1)))  // the city boards' side B
	tap(t, a, center(s.WhoRect(2)))      // the third seat: an easy bot
	tap(t, a, center(s.ColorRect(0, 2))) // Ana takes the orange marker
	tb := scenes.Started[*Table](t, a, s, 20)
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
	a := scenes.TestAppAt(testShelf, store)
	tc, err := NewTable(a, tagcity.Setup{Players: 2, Seed: 5}, []scenes.Seat{{}, {Bot: true, Level: 1}}, []int{3, 1})
	require.NoError(t, err)
	s := tagcity.StateOf(tc.Session().(*scenes.Local).Match())
	r := game.NewRand(9)
	for i := 0; i < 8; i++ {
		require.NoError(t, tc.Apply(a, s.RandomAction(&r)))
	}

	b := scenes.TestAppAt(testShelf, store)
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

// On the HQ's side B the tokens are drawn, or chosen section by section
// on the new-game screen: the first tap lays out the printed shapes, each
// tap moves a section to the next token no other holds, "?" gives the
// choice back to chance; the battle is dealt with the tokens chosen.
func TestTagCityTokensAreChosenSectionBySection(t *testing.T) {
	a := scenes.TestAppAt(testShelf, scenes.MemStore{})
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
	tb := scenes.Started[*Table](t, a, s, 20)
	for k, sh := range want {
		if tb.State().HQ[k] != sh {
			t.Fatalf("the HQ holds %v; the tokens chosen were %v", tb.State().HQ, want)
		}
	}
	s2 := scenes.NewSetup(a)
	s2.Form.(*TagCityForm).Toggles[0] = true
	a.Cur = s2
	tap(t, a, center(TokenRect(s2.VariantRect(0), 2)))
	tap(t, a, center(TokenRect(s2.VariantRect(0), tagcity.Sections)))
	if s2.Form.(*TagCityForm).Tokens != nil || s2.Form.(*TagCityForm).TokenCodes() != nil {
		t.Error(`"?" left the tokens chosen`)
	}
}

func TestMain(m *testing.M) { gametest.Main(m, "scenes/tagcity", 1280, 720) }

// BoxTagCity is Tag City's place on testShelf, the shelf of its tests.
const BoxTagCity = 0

var testShelf = []scenes.Box{Box}

// The app driven a tick and a tap at a time (scenes/drive.go).
var tick, tap, center = scenes.Tick, scenes.Tap, ui.Rect.Center
