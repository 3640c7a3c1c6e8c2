package web

import (
	"testing"

	"graffiti/scenes/boxes"
)

// Every game of the shelf in the browser: its tab, New game and Start
// with two people, where the page's autoplayer says a person would click
// (the tabs and buttons move as the shelf grows), then its moves by
// clicks until the game's table is drawn; it gives its state's hash.
// One browser opens the page afresh for each game, as a person going
// back to the shelf would (the wasm from its cache, as a reload's).
func TestBrowserStartsEachGameOfTheShelf(t *testing.T) {
	t.Parallel() // a browser of its own: it runs beside the others once the timed tests are done
	ctx, url, done := withPixellessPage(t)
	defer done()
	for _, g := range boxes.Games {
		t.Run(g.Name(), func(t *testing.T) {
			open(t, ctx, url)
			waitFor(t, ctx, "the title", `window.graffiti.scene === "title"`)
			waitFor(t, ctx, "the title to settle", `window.graffiti.busy === false`)
			playWholeGame(t, ctx, g.Name(), "table", func() float64 { return 0 })
			if evalString(t, ctx, `window.graffiti.hash`) == "" {
				t.Fatalf("%s's table gives no state hash", g.Title())
			}
			screenshot(t, ctx, g.Name()+"-table.png")
		})
	}
}
