package web

import (
	"testing"
	"time"
)

// The title's Tag City tab (scenes/title.go).
const tagCityTabX, tagCityTabY = 760, 278

// Tag City in the browser: the tab, New game, Start with two people, and
// the Tag City table is drawn; the leader's Roll is answered.
func TestBrowserStartsATagCityBattle(t *testing.T) {
	ctx, done := onTitle(t)
	defer done()
	waitFor(t, ctx, "the title to settle", `window.graffiti.busy === false`)
	click(t, ctx, tagCityTabX, tagCityTabY)
	time.Sleep(time.Second) // the title is rebuilt for Tag City at once; no scene change to wait for
	clickWhen(t, ctx, firstButtonX, firstButtonY, "Tag City's new-game screen", `window.graffiti.scene === "setup"`)
	clickWhen(t, ctx, startX, startY, "the Tag City table", `window.graffiti.scene === "tagcity"`)
	hash := evalString(t, ctx, `window.graffiti.hash`)
	if hash == "" {
		t.Fatal("the Tag City table gives no state hash")
	}
	screenshot(t, ctx, "tagcity-table.png")
}
