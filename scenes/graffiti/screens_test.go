package graffiti

import (
	"testing"

	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites/gametest"
)

// Graffiti's own screens beside the ones every game has (the shelf's
// test, scenes/boxes, shows those): Menu's question over the table, what
// the others did since, the whole log, the round end's keep step. In
// both languages, at four seats, at 960×540, 1280×720 and 1920×1080: no
// button's label is wider than its button.
func TestGraffitisOwnScreensFitTheirLabelsAtEverySize(t *testing.T) {
	if gametest.WithoutPixels(t) {
		return
	}
	for _, lang := range words.Langs() {
		for _, name := range []string{"leave", "since", "log", "keep"} {
			for _, w := range []int{960, 1280, 1920} {
				a := scenes.TestApp(testShelf, scenes.SpeedInstant)
				o := scenes.ShotOptions{Scene: name, Box: BoxGraffiti, Lang: lang, Players: 4, Seed: 7, Actions: 60, Width: w}
				if err := a.Prepare(o); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if _, ok := a.Current().(*Table); !ok {
					t.Fatalf("%s: on screen is %T, not the table", name, a.Current())
				}
				for _, o := range ui.Overflowing(func() { a.RenderAt(w).Deallocate() }) {
					t.Errorf("%s, %s, %d px wide: %s", name, lang.Name(), w, o)
				}
			}
		}
	}
}
