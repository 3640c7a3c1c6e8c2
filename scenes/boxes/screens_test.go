package boxes

import (
	"fmt"
	"testing"

	"graffiti/scenes"
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
	type screen struct {
		name    string
		box     int
		players int
	}
	var screens []screen
	for _, name := range []string{"title", "setup", "rules", "settings", "table", "leave", "since", "log", "curtain", "keep", "scoring", "tagcity", "tagcity-curtain", "tagcity-scoring"} {
		screens = append(screens, screen{name, BoxGraffiti, 4})
	}
	// Kunststücke's screens, at five seats: its new-game screen is the
	// tallest of the shelf, its table the most crowded.
	for _, name := range []string{"title", "setup", "rules", "kunststucke", "kunststucke-curtain", "kunststucke-reveal"} {
		screens = append(screens, screen{name, BoxKunststucke, 5})
	}
	for _, lang := range []words.Lang{words.English, words.French} {
		for _, sc := range screens {
			name := sc.name
			for _, w := range []int{960, 1280, 1920} {
				a := newTestApp(scenes.SpeedInstant)
				o := scenes.ShotOptions{Scene: name, Box: sc.box, Lang: lang, Players: sc.players, Seed: 7, Actions: 60, Width: w}
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
