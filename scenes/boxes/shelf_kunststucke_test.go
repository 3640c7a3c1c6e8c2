package boxes

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game"
	ksgame "graffiti/game/kunststucke"
	"graffiti/scenes"
	"graffiti/scenes/kunststucke"
)

// Kunststücke on the shelf: its tab, its new-game screen (2 to 5 seats,
// no colours to choose, who starts), its own autosave, its rules help and
// its turn in the café demo.

// The third tab sets Kunststücke up: five seats may sit, each proposed a
// name of the game's own; the one option says who starts, by chance
// first, then each seat in turn; Start deals that game.
func TestKunststuckeIsSetUpFromItsTab(t *testing.T) {
	store := scenes.MemStore{}
	a := newAppAt(store)
	a.Settings.Speed = scenes.SpeedInstant
	tap(t, a, center(a.Current().(*scenes.Title).Boxes[BoxKunststucke].R))
	if a.Settings.Box != BoxKunststucke || scenes.LoadSettings(store).Box != BoxKunststucke {
		t.Fatalf("the Kunststücke tab left the box at %d", a.Settings.Box)
	}
	tap(t, a, center(a.Current().(*scenes.Title).NewGame.R))
	tick(t, a, 20)
	s, ok := a.Current().(*scenes.Setup)
	if !ok || s.Box != testShelf[BoxKunststucke] {
		t.Fatalf("New game opened %T", a.Current())
	}
	if s.Names[4] != ksgame.DefaultNames()[4] {
		t.Errorf("the fifth seat is proposed as %q; want %q", s.Names[4], ksgame.DefaultNames()[4])
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
	if s.Form.(*kunststucke.KunststuckeForm).Youngest != 1 {
		t.Fatalf("two taps on who starts chose seat %d; want Ben's, 1", s.Form.(*kunststucke.KunststuckeForm).Youngest)
	}
	tap(t, a, center(s.CountRect(2))) // fewer seats keep a starter among them
	tap(t, a, center(s.CountRect(5)))
	tap(t, a, center(s.Start.R))
	tick(t, a, 20)
	tb, ok := a.Current().(*kunststucke.Table)
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

// Kunststücke keeps its own autosave: the program opens on it when it
// was played last, and Continue takes up the same state and seats.
func TestKunststuckeAutosaveIsContinued(t *testing.T) {
	store := scenes.MemStore{}
	a := newAppAt(store)
	tb, err := kunststucke.NewTable(a, ksgame.Setup{Players: 3, Seed: 5, Youngest: -1}, []scenes.Seat{{}, {Bot: true, Level: 2}, {}})
	require.NoError(t, err)
	s := tb.State()
	r := game.NewRand(9)
	pol := ksgame.DefaultPolicy()
	for i := 0; i < 10; i++ {
		_, err := s.Apply(pol.Choose(s, &r))
		require.NoError(t, err)
	}
	kunststucke.SaveKunststucke(a, s, tb.Seats)

	b := newAppAt(store)
	if b.Settings.Box != BoxKunststucke {
		t.Fatalf("the program opened on box %d; Kunststücke was played last", b.Settings.Box)
	}
	title := b.Current().(*scenes.Title)
	if title.Cont == nil {
		t.Fatal("no Continue for the Kunststücke save")
	}
	tap(t, b, center(title.Cont.R))
	tick(t, b, 20)
	back, ok := b.Current().(*kunststucke.Table)
	if !ok {
		t.Fatalf("Continue opened %T", b.Current())
	}
	if back.State().Hash() != s.Hash() || !back.Seats[1].Bot || back.Seats[1].Level != 2 || back.Seats[0].Bot {
		t.Error("Continue restored another game, or other seats")
	}
}

// A damaged Kunststücke save is moved aside and said on the title, and
// never offered.
func TestADamagedKunststuckeSaveIsMovedAside(t *testing.T) {
	store := scenes.MemStore{}
	bad, _ := json.Marshal(kunststucke.KunststuckeSave{Game: ksgame.GameName, State: json.RawMessage(`{"format":1}`)})
	require.NoError(t, store.Save(kunststucke.KunststuckeAutosave, bad))
	a := newAppAt(store)
	if a.Resume[BoxKunststucke] != "" {
		t.Errorf("Continue would take up %q", a.Resume[BoxKunststucke])
	}
	if a.TitleNote == "" {
		t.Error("the title says nothing of the damaged save")
	}
	if _, err := store.Load(kunststucke.KunststuckeAutosave); err == nil {
		t.Error("the damaged save is still in the way")
	}
}

// Rules opens Kunststücke's book from its tab and from its table.
func TestRulesOpenKunststuckesBook(t *testing.T) {
	a := newTestApp(scenes.SpeedInstant)
	a.Settings.Box = BoxKunststucke
	if v := scenes.NewRules(a, scenes.NewTitle(a)).Book.Volume(); v != kunststucke.RulesBook {
		t.Errorf("Rules on the Kunststücke tab opened another volume (%p)", v)
	}
	a.Settings.Box = BoxGraffiti
	tb, err := kunststucke.NewTable(a, ksgame.Setup{Players: 2, Seed: 3, Youngest: -1}, nil)
	require.NoError(t, err)
	if v := scenes.NewRules(a, tb).Book.Volume(); v != kunststucke.RulesBook {
		t.Errorf("Rules at the Kunststücke table opened another volume (%p)", v)
	}
}
