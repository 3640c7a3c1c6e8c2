package boxes

import (
	"strings"
	"testing"

	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites/gametest"
)

// Every screen of every game of the shelf, in both languages and at
// 960×540, 1280×720 and 1920×1080: no button's label is wider than its
// button. Each game is shown at its most seats, its new-game screen the
// tallest and its table the most crowded: the title, the new-game
// screen, the rules help and the settings chosen on its tab, and its
// table, its hand-over curtain and its final scoring (the scenes every
// box pictures; a game's own further scenes are tested in its package),
// and its table while a bot thinks.
func TestEveryScreenFitsItsLabelsAtEverySize(t *testing.T) {
	if gametest.WithoutPixels(t) {
		return
	}
	shell := map[string]bool{"title": true, "setup": true, "rules": true, "settings": true}
	// The width outermost: the wall behind every screen is made once a
	// size (sprites keep one), not once a screen.
	for _, w := range []int{960, 1280, 1920} {
		for _, lang := range words.Langs() {
			for box, b := range Shelf {
				_, most := b.Rules().Players()
				for _, name := range []string{"title", "setup", "rules", "settings", "table", "curtain", "scoring"} {
					a := scenes.TestApp(Shelf, scenes.SpeedInstant)
					// The new-game screen as where a host is at hand: with
					// Room and "Open to anyone" (never tapped here).
					a.OpenRoom = func(*scenes.App, scenes.Box, []string, []scenes.Seat, []string, scenes.RoomChoice) scenes.Scene {
						return nil
					}
					o := scenes.ShotOptions{Scene: name, Box: box, Lang: lang, Players: most, Seed: 7, Actions: 60, Width: w}
					if err := a.Prepare(o); err != nil {
						t.Fatalf("%s of %s: %v", name, b.Rules().Title(), err)
					}
					if info, got := sceneInfo(a, a.Current()); !shell[name] && (got != box || info.Kind != name) {
						t.Fatalf("%s of box %d: on screen is box %d's %s", name, box, got, info.Kind)
					}
					for _, o := range ui.Overflowing(func() { a.RenderAt(w).Deallocate() }) {
						t.Errorf("%s of %s, %s, %d px wide: %s", name, b.Rules().Title(), lang.Name(), w, o)
					}
				}
				// The table while a bot thinks: the line that names it (as
				// long as the one naming a person who plays on a phone of
				// their own in a room, or longer), at one width.
				if w == 1280 {
					seats, err := scenes.ParseSeats(strings.Repeat("easy,", most-1)+"easy", most)
					if err != nil {
						t.Fatal(err)
					}
					a := scenes.TestApp(Shelf, scenes.SpeedInstant)
					if err := a.Prepare(scenes.ShotOptions{Scene: "table", Box: box, Lang: lang, Players: most, Seed: 7, Actions: 60, Width: w, Seats: seats}); err != nil {
						t.Fatalf("table of %s, every seat a bot: %v", b.Rules().Title(), err)
					}
					for _, o := range ui.Overflowing(func() { a.RenderAt(w).Deallocate() }) {
						t.Errorf("table of %s, every seat a bot, %s: %s", b.Rules().Title(), lang.Name(), o)
					}
				}
			}
		}
	}
}
