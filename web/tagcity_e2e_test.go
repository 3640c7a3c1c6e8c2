package web

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// tagCityTab is where the title's Tag City tab is: where the page's
// autoplayer for Tag City taps first on a title lit for another game
// (the tabs move as the shelf grows).
func tagCityTab(t *testing.T, ctx context.Context) (float64, float64) {
	t.Helper()
	p, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`window.graffitiNextTap("tagcity") || []`))
	require.NoError(t, err)
	require.Len(t, p, 2, "no tap for the Tag City tab on the title")
	return p[0], p[1]
}

// Tag City in the browser: the tab, New game, Start with two people, and
// the Tag City table is drawn; the leader's Roll is answered.
func TestBrowserStartsATagCityBattle(t *testing.T) {
	ctx, done := onTitle(t)
	defer done()
	waitFor(t, ctx, "the title to settle", `window.graffiti.busy === false`)
	x, y := tagCityTab(t, ctx)
	click(t, ctx, x, y)
	time.Sleep(time.Second) // the title is rebuilt for Tag City at once; no scene change to wait for
	clickWhen(t, ctx, firstButtonX, firstButtonY, "Tag City's new-game screen", `window.graffiti.scene === "setup"`)
	clickWhen(t, ctx, startX, startY, "the Tag City table", `window.graffiti.scene === "tagcity"`)
	hash := evalString(t, ctx, `window.graffiti.hash`)
	if hash == "" {
		t.Fatal("the Tag City table gives no state hash")
	}
	screenshot(t, ctx, "tagcity-table.png")
}

// TestBrowserTagCityWholeGameMemory is the memory figure of the issue on
// memory, for the shelf's second game: a whole bot-free 2-person Tag City
// battle played by mouse clicks in headless Chromium, from the title's
// tab to the scoring, where window.graffitiNextTap("tagcity") says (the
// autoplayer's choice among the core's legal actions, turned into the
// taps a person makes). It runs when GRAFFITI_FIGURES is set and fails
// past the same bar of 384 MiB.
func TestBrowserTagCityWholeGameMemory(t *testing.T) {
	wholeGameMemory(t, "tagcity", "tagcity", "tagcity-scoring", "a whole 2-person Tag City battle")
}
