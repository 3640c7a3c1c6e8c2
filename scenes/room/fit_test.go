package room

import (
	"fmt"
	"testing"

	"graffiti/game"
	"graffiti/scenes"
	"graffiti/scenes/boxes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites/gametest"
)

// The phone's hand fits its labels in every language: the drawn hand
// and the list of words, on a phone held upright (390×844), at a few
// points of each game; a label wider than its box is reported by the
// widgets (ui.Overflow). The widths are the measure, not the pixels:
// drawn by a GL that draws none.
func TestTheHandFitsItsLabelsInEveryLanguage(t *testing.T) {
	if gametest.WithoutPixels(t) {
		return
	}
	for _, box := range boxes.Shelf {
		for _, n := range []int{0, 7, 20} {
			m, played := playedTo(t, box, 9, n)
			if m.ToAct() == game.Nobody {
				continue
			}
			for _, lang := range words.Langs() {
				for _, list := range []bool{false, true} {
					for _, o := range ui.Overflowing(func() { uprightIn(t, box, m, played, lang, list).Render().Deallocate() }) {
						t.Errorf("%s after %d actions in %s (list %v): %s", box.Rules().Name(), played, lang.Name(), list, o)
					}
				}
			}
		}
	}
}

// The hands after 7 actions are kept as pictures (artifacts/room), drawn
// and lain out as TestTheHandFitsItsLabelsInEveryLanguage's, to be
// looked at in each language but English.
func TestTheHandIsKeptAsAPictureInEveryLanguage(t *testing.T) {
	gametest.Need(t)
	for _, box := range boxes.Shelf {
		m, played := playedTo(t, box, 9, 7)
		if m.ToAct() == game.Nobody {
			continue
		}
		for _, lang := range words.Langs() {
			if lang == words.English {
				continue
			}
			for _, list := range []bool{false, true} {
				a := uprightIn(t, box, m, played, lang, list)
				shoot(t, a, fmt.Sprintf("%s-hand-%s-list-%v", box.Rules().Name(), lang.Tag(), list))
			}
		}
	}
}

// uprightIn is the hand of the seat to act in m on a phone held upright
// (390×844), in lang, drawn or (list) in words, laid out and run two
// ticks.
func uprightIn(t *testing.T, box scenes.Box, m game.Match, played int, lang words.Lang, list bool) *scenes.App {
	t.Helper()
	a, h := handOn(t, box, m, m.ToAct(), played, 390, 844)
	a.Settings.Lang, h.list = lang, list
	a.LayoutF(390, 844)
	if err := a.Run(2); err != nil {
		t.Fatal(err)
	}
	return a
}
