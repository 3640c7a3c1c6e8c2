package kunststucke

import (
	"encoding/json"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"graffiti/game"
	ks "graffiti/game/kunststucke"
	"graffiti/scenes"
)

// Kunststücke on the shelf: its tab, its new-game screen (2 to 5 seats,
// no colours to choose, who starts), its own autosave and the earlier
// build's, its rules help, and a whole game played by the autoplayer.
// The tests of the whole shelf, the games side by side and the café
// demo taking them in turn, are in scenes/boxes.

var testNow = time.Date(2026, 11, 22, 3, 15, 0, 0, time.UTC)

// newAppAt starts the program on a store with a fixed clock.
func newAppAt(store scenes.Store) *scenes.App {
	return scenes.NewAppAt(store, scenes.NoInput{}, testShelf, func() time.Time { return testNow })
}

// The Kunststücke memory figure plays through Autoplay too: from the
// title's tab to the reveal by taps alone, two people with the shutter
// between their turns, and on to a rematch.
func TestAutoplayFinishesAKunststuckeGame(t *testing.T) {
	a := newTestApp(scenes.SpeedInstant)
	p := scenes.NewAutoplay(5)
	p.Box = BoxKunststucke
	taps, curtains := 0, 0
	for i := 0; p.Games < 1; i++ {
		if i > 200000 {
			t.Fatalf("no Kunststücke reveal after 200,000 ticks (%d taps, scene %T)", taps, a.Current())
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
		t.Fatalf("the rematch led to %T, not a new Kunststücke game", a.Current())
	}
	if curtains == 0 {
		t.Error("two people played with no shutter between them")
	}
	t.Logf("a whole Kunststücke game in %d taps", taps)
}

// Kunststücke's tab sets it up: five seats may sit, each proposed a
// name of the game's own; the one option says who starts, by chance
// first, then each seat in turn; Start deals that game. (On this shelf
// of one game its tab is the chosen one already; the tab chosen and
// remembered among several games is the shelf's test, scenes/boxes.)
func TestKunststuckeIsSetUpFromItsTab(t *testing.T) {
	store := scenes.MemStore{}
	a := newAppAt(store)
	a.Settings.Speed = scenes.SpeedInstant
	tap(t, a, center(a.Current().(*scenes.Title).Boxes[BoxKunststucke].R))
	if a.Settings.Box != BoxKunststucke {
		t.Fatalf("the Kunststücke tab left the box at %d", a.Settings.Box)
	}
	tap(t, a, center(a.Current().(*scenes.Title).NewGame.R))
	tick(t, a, 20)
	s, ok := a.Current().(*scenes.Setup)
	if !ok || s.Box != testShelf[BoxKunststucke] {
		t.Fatalf("New game opened %T", a.Current())
	}
	if s.Names[4] != ks.DefaultNames()[4] {
		t.Errorf("the fifth seat is proposed as %q; want %q", s.Names[4], ks.DefaultNames()[4])
	}
	if s.Form.Swatches() != 0 || s.Form.Options() != 1 {
		t.Errorf("%d colours and %d options offered; Kunststücke has none and one (who starts)", s.Form.Swatches(), s.Form.Options())
	}
	tap(t, a, center(s.CountRect(5)))
	if s.Players != 5 {
		t.Fatalf("the count 5 gave %d seats", s.Players)
	}
	tap(t, a, center(s.WhoRect(3))) // the fourth seat: an easy bot
	tap(t, a, center(s.VariantRect(0)))
	tap(t, a, center(s.VariantRect(0))) // chance, Ana, Ben: Ben starts
	if s.Form.(*KunststuckeForm).Youngest != 1 {
		t.Fatalf("two taps on who starts chose seat %d; want Ben's, 1", s.Form.(*KunststuckeForm).Youngest)
	}
	tap(t, a, center(s.CountRect(2))) // fewer seats keep a starter among them
	tap(t, a, center(s.CountRect(5)))
	tap(t, a, center(s.Start.R))
	tick(t, a, 20)
	tb, ok := a.Current().(*Table)
	if !ok {
		t.Fatalf("Start opened %T", a.Current())
	}
	st := tb.State()
	if st.N() != 5 || st.First != 1 || st.Setup.Youngest != 1 {
		t.Errorf("the game is set up as %+v, first %d; want 5 artists, Ben first", st.Setup, st.First)
	}
	if !tb.Seats[3].Bot || tb.Seats[0].Bot {
		t.Errorf("seats %+v; want the fourth a bot", tb.Seats)
	}
}

// Kunststücke keeps its own autosave: Continue takes up the same state
// and seats. (That the program opens on the game played last is the
// shelf's test, scenes/boxes.)
func TestKunststuckeAutosaveIsContinued(t *testing.T) {
	store := scenes.MemStore{}
	a := newAppAt(store)
	tb, err := NewTable(a, ks.Setup{Players: 3, Seed: 5, Youngest: -1}, []scenes.Seat{{}, {Bot: true, Level: 2}, {}})
	require.NoError(t, err)
	s := ks.StateOf(tb.Session().(*scenes.Local).Match())
	r := game.NewRand(9)
	pol := ks.DefaultPolicy()
	for i := 0; i < 10; i++ {
		require.NoError(t, tb.Apply(a, pol.Choose(s, &r)))
	}

	b := newAppAt(store)
	title := b.Current().(*scenes.Title)
	if title.Cont == nil {
		t.Fatal("no Continue for the Kunststücke save")
	}
	tap(t, b, center(title.Cont.R))
	tick(t, b, 20)
	back, ok := b.Current().(*Table)
	if !ok {
		t.Fatalf("Continue opened %T", b.Current())
	}
	if back.Session().Hash() != tb.Session().Hash() || !back.Seats[1].Bot || back.Seats[1].Level != 2 || back.Seats[0].Bot {
		t.Error("Continue restored another game, or other seats")
	}
}

// A damaged Kunststücke save is moved aside and said on the title, and
// never offered.
func TestADamagedKunststuckeSaveIsMovedAside(t *testing.T) {
	store := scenes.MemStore{}
	bad, _ := json.Marshal(KunststuckeSave{Game: ks.GameName, State: json.RawMessage(`{"format":1}`)})
	require.NoError(t, store.Save(KunststuckeAutosave, bad))
	a := newAppAt(store)
	if a.Resume[BoxKunststucke] != "" {
		t.Errorf("Continue would take up %q", a.Resume[BoxKunststucke])
	}
	if a.TitleNote == "" {
		t.Error("the title says nothing of the damaged save")
	}
	if _, err := store.Load(KunststuckeAutosave); err == nil {
		t.Error("the damaged save is still in the way")
	}
}

// Rules opens Kunststücke's book from its tab and from its table. (From
// its table with another game's tab chosen: the shelf's test.)
func TestRulesOpenKunststuckesBook(t *testing.T) {
	a := newTestApp(scenes.SpeedInstant)
	a.Settings.Box = BoxKunststucke
	if v := scenes.NewRules(a, scenes.NewTitle(a)).Book.Volume(); v != RulesBook {
		t.Errorf("Rules on the Kunststücke tab opened another volume (%p)", v)
	}
	tb, err := NewTable(a, ks.Setup{Players: 2, Seed: 3, Youngest: -1}, nil)
	require.NoError(t, err)
	if v := scenes.NewRules(a, tb).Book.Volume(); v != RulesBook {
		t.Errorf("Rules at the Kunststücke table opened another volume (%p)", v)
	}
}

// A save written by the build before the house was laid out for several
// games (testdata/kunststucke-autosave.json, mid-game, bots among the
// seats): Continue on the title takes it up, the state is the one saved,
// to its hash, and the game plays on to its end.
func TestTheEarlierBuildsKunststuckeSaveContinuesToTheEnd(t *testing.T) {
	data, err := os.ReadFile("../../testdata/kunststucke-autosave.json")
	if err != nil {
		t.Fatal(err)
	}
	store := scenes.MemStore{KunststuckeAutosave: data}
	a := newAppAt(store)
	a.Settings.Speed = scenes.SpeedInstant
	a.Settings.Box = BoxKunststucke
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
	if want := "673c6a1a2fddd685"; tb.Session().Hash() != want {
		t.Fatalf("Continue restored %s, not the saved %s", tb.Session().Hash(), want)
	}
	r := game.NewRand(3)
	real := ks.StateOf(tb.Session().(*scenes.Local).Match())
	var buf []ks.Action
	for !real.Over {
		buf = real.LegalActions(buf)
		if err := tb.Apply(a, buf[r.Intn(len(buf))]); err != nil {
			t.Fatal(err)
		}
	}
}
