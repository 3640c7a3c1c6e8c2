package scenes

import (
	"fmt"
	"testing"

	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites/gametest"
)

// Every screen, in both languages and at 960×540, 1280×720 and
// 1920×1080: no button's label is wider than its button.
func TestEveryScreenFitsItsLabelsAtEverySize(t *testing.T) {
	gametest.Need(t)
	var over []string
	ui.Overflow = func(label string, w, room float64) {
		over = append(over, fmt.Sprintf("%q is %.0f px wide in %.0f", label, w, room))
	}
	defer func() { ui.Overflow = nil }()
	scenes := []string{"title", "setup", "rules", "settings", "table", "leave", "since", "log", "curtain", "keep", "scoring", "tagcity", "tagcity-curtain", "tagcity-scoring"}
	for _, lang := range []words.Lang{words.English, words.French} {
		for _, name := range scenes {
			for _, w := range []int{960, 1280, 1920} {
				a := newTestApp(SpeedInstant)
				o := ShotOptions{Scene: name, Lang: lang, Players: 4, Seed: 7, Actions: 60, Width: w}
				if err := a.Prepare(o); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				over = over[:0]
				img := a.RenderAt(w)
				img.Deallocate()
				for _, o := range over {
					t.Errorf("%s, %s, %d px wide: %s", name, words.LangNames[lang], w, o)
				}
			}
		}
	}
}
