package scenes

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game"
	"graffiti/game/kunststucke"
)

// Kunststücke on the shelf: its tab, its new-game screen (2 to 5 seats,
// no colours to choose, who starts), its own autosave, its rules help and
// its turn in the café demo.

// The third tab sets Kunststücke up: five seats may sit, each proposed a
// name of the game's own; the one option says who starts, by chance
// first, then each seat in turn; Start deals that game.
func TestKunststuckeIsSetUpFromItsTab(t *testing.T) {
	store := MemStore{}
	a := newAppAt(store)
	a.Settings.Speed = SpeedInstant
	tap(t, a, center(a.Current().(*Title).boxes[BoxKunststucke].R))
	if a.Settings.Box != BoxKunststucke || loadSettings(store).Box != BoxKunststucke {
		t.Fatalf("the Kunststücke tab left the box at %d", a.Settings.Box)
	}
	tap(t, a, center(a.Current().(*Title).newGame.R))
	tick(t, a, 20)
	s, ok := a.Current().(*Setup)
	if !ok || s.box != testShelf[BoxKunststucke] {
		t.Fatalf("New game opened %T", a.Current())
	}
	if s.names[4] != kunststucke.DefaultNames()[4] {
		t.Errorf("the fifth seat is proposed as %q; want %q", s.names[4], kunststucke.DefaultNames()[4])
	}
	if s.form.Swatches() != 0 || s.form.Options() != 1 {
		t.Errorf("%d colours and %d options offered; Kunststücke has none and one (who starts)", s.form.Swatches(), s.form.Options())
	}
	tap(t, a, center(s.countRect(5)))
	if s.players != 5 {
		t.Fatalf("the count 5 gave %d seats", s.players)
	}
	tap(t, a, center(s.whoRect(3))) // the fourth seat: an easy bot
	tap(t, a, center(s.variantRect(0)))
	tap(t, a, center(s.variantRect(0))) // chance, Ana, Ben: Ben starts
	if s.form.(*kunststuckeForm).youngest != 1 {
		t.Fatalf("two taps on who starts chose seat %d; want Ben's, 1", s.form.(*kunststuckeForm).youngest)
	}
	tap(t, a, center(s.countRect(2))) // fewer seats keep a starter among them
	tap(t, a, center(s.countRect(5)))
	tap(t, a, center(s.start.R))
	tick(t, a, 20)
	tb, ok := a.Current().(*KunststuckeTable)
	if !ok {
		t.Fatalf("Start opened %T", a.Current())
	}
	st := tb.State()
	if st.N() != 5 || st.First != 1 || st.Setup.Youngest != 1 {
		t.Errorf("the game is set up as %+v, first %d; want 5 artists, Ben first", st.Setup, st.First)
	}
	if !tb.seats[3].Bot || tb.seats[0].Bot {
		t.Errorf("seats %+v; want the fourth a bot", tb.seats)
	}
}

// Kunststücke keeps its own autosave: the program opens on it when it
// was played last, and Continue takes up the same state and seats.
func TestKunststuckeAutosaveIsContinued(t *testing.T) {
	store := MemStore{}
	a := newAppAt(store)
	tb, err := NewKunststuckeTable(a, kunststucke.Setup{Players: 3, Seed: 5, Youngest: -1}, []Seat{{}, {Bot: true, Level: 2}, {}})
	require.NoError(t, err)
	s := tb.State()
	r := game.NewRand(9)
	pol := kunststucke.DefaultPolicy()
	for i := 0; i < 10; i++ {
		_, err := s.Apply(pol.Choose(s, &r))
		require.NoError(t, err)
	}
	saveKunststucke(a, s, tb.seats)

	b := newAppAt(store)
	if b.Settings.Box != BoxKunststucke {
		t.Fatalf("the program opened on box %d; Kunststücke was played last", b.Settings.Box)
	}
	title := b.Current().(*Title)
	if title.cont == nil {
		t.Fatal("no Continue for the Kunststücke save")
	}
	tap(t, b, center(title.cont.R))
	tick(t, b, 20)
	back, ok := b.Current().(*KunststuckeTable)
	if !ok {
		t.Fatalf("Continue opened %T", b.Current())
	}
	if back.State().Hash() != s.Hash() || !back.seats[1].Bot || back.seats[1].Level != 2 || back.seats[0].Bot {
		t.Error("Continue restored another game, or other seats")
	}
}

// A damaged Kunststücke save is moved aside and said on the title, and
// never offered.
func TestADamagedKunststuckeSaveIsMovedAside(t *testing.T) {
	store := MemStore{}
	bad, _ := json.Marshal(kunststuckeSave{Game: kunststucke.GameName, State: json.RawMessage(`{"format":1}`)})
	require.NoError(t, store.Save(kunststuckeAutosave, bad))
	a := newAppAt(store)
	if a.resume[BoxKunststucke] != "" {
		t.Errorf("Continue would take up %q", a.resume[BoxKunststucke])
	}
	if a.titleNote == "" {
		t.Error("the title says nothing of the damaged save")
	}
	if _, err := store.Load(kunststuckeAutosave); err == nil {
		t.Error("the damaged save is still in the way")
	}
}

// Rules opens Kunststücke's book from its tab and from its table.
func TestRulesOpenKunststuckesBook(t *testing.T) {
	a := newTestApp(SpeedInstant)
	a.Settings.Box = BoxKunststucke
	if v := NewRules(a, NewTitle(a)).book.Volume(); v != KunststuckeRules {
		t.Errorf("Rules on the Kunststücke tab opened another volume (%p)", v)
	}
	a.Settings.Box = BoxGraffiti
	tb, err := NewKunststuckeTable(a, kunststucke.Setup{Players: 2, Seed: 3, Youngest: -1}, nil)
	require.NoError(t, err)
	if v := NewRules(a, tb).book.Volume(); v != KunststuckeRules {
		t.Errorf("Rules at the Kunststücke table opened another volume (%p)", v)
	}
}
