package web

import "testing"

// Kunststücke in the browser: the title's tab, New game and Start with two
// people, where the page's autoplayer says a person would click (the tabs
// and buttons move as the shelf grows), then the autoplayer's moves by
// clicks until the page reports a hand-over curtain; the table gives its
// state's hash.
func TestBrowserStartsAKunststuckeGame(t *testing.T) {
	ctx, done := onTitle(t)
	defer done()
	waitFor(t, ctx, "the title to settle", `window.graffiti.busy === false`)
	playWholeGame(t, ctx, "kunststucke", "", "kunststucke-curtain", func() float64 { return 0 })
	if evalString(t, ctx, `window.graffiti.hash`) == "" {
		t.Fatal("the Kunststücke table gives no state hash")
	}
	screenshot(t, ctx, "kunststucke-curtain.png")
}

// TestBrowserKunststuckeWholeGameMemory is the memory figure for the
// shelf's third game: a whole bot-free 2-person game of Kunststücke by
// mouse clicks in headless Chromium, from the title's tab to the reveal.
func TestBrowserKunststuckeWholeGameMemory(t *testing.T) {
	wholeGameMemory(t, "kunststucke", "kunststucke", "kunststucke-reveal", "a whole 2-person Kunststücke game")
}
