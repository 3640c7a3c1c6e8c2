package kunststucke

import (
	"testing"

	ks "graffiti/game/kunststucke"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/sprites/gametest"
)

// Kunststücke on the shelf: its tab and its new-game screen (2 to 5
// seats, no colours to choose, who starts). What every game does on the
// shelf (its autosave and the earlier build's, its rules help, a whole
// game played by the autoplayer, the café demo) is tested for every
// game at once, in scenes/boxes.

// Kunststücke's tab sets it up: five seats may sit, each proposed a
// name of the game's own; the one option says who starts, by chance
// first, then each seat in turn; Start deals that game. (On this shelf
// of one game its tab is the chosen one already; the tab chosen and
// remembered among several games is the shelf's test, scenes/boxes.)
func TestKunststuckeIsSetUpFromItsTab(t *testing.T) {
	a, s := scenes.NewGameOf(t, testShelf, BoxKunststucke)
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
	tb := scenes.Started[*Table](t, a, s, 20)
	st := tb.State()
	if st.N() != 5 || st.First != 1 || st.Setup.Youngest != 1 {
		t.Errorf("the game is set up as %+v, first %d; want 5 artists, Ben first", st.Setup, st.First)
	}
	if !tb.Seats[3].Bot || tb.Seats[0].Bot {
		t.Errorf("seats %+v; want the fourth a bot", tb.Seats)
	}
}

func TestMain(m *testing.M) { gametest.Main(m, "scenes/kunststucke", 1280, 720) }

// BoxKunststucke is Kunststücke's place on testShelf, the shelf of its tests.
const BoxKunststucke = 0

var testShelf = []scenes.Box{Box}

// The app driven a tick and a tap at a time (scenes/drive.go).
var tick, tap, center = scenes.Tick, scenes.Tap, ui.Rect.Center
