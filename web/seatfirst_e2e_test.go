package web

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"graffiti/rooms/wire"
)

// A phone that opens a room's join address lists the room's seats while
// the game still downloads (web/loader.js), and the seat tapped there is
// the one the game takes as it starts. A seat another phone takes
// meanwhile is shown taken and is not the page's choice any more. The
// download is slowed (6 Mbit/s) so the list is surely there before the
// game's first frame; nothing here reads a clock.
func TestBrowserPhoneChoosesItsSeatWhileTheGameDownloads(t *testing.T) {
	t.Parallel()
	srv, browser, dial := gameRooms(t)
	maker := dial()
	created := makeRoom(t, browser, maker, wire.Request{Game: "tagcity", Seats: []string{wire.Person, wire.Person, "easy"}, Names: []string{"Ana", "Ben", "Cleo"}})
	link := invitedLink(srv.URL, created)
	// The second phone's page is at one device pixel a CSS pixel: its
	// screenshot of the list is the docs' (docs/screenshots/rooms/).
	phone := func(dpr float64) context.Context {
		ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
		t.Cleanup(cancel)
		viewport(t, ctx, 390, 844, true, dpr)
		if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
			t.Fatal(err)
		}
		slow := network.EmulateNetworkConditionsByRuleParams{MatchedNetworkConditions: []*network.Conditions{{
			Latency: 20, DownloadThroughput: 6e6 / 8, UploadThroughput: 6e6 / 8}}}
		if _, err := chromedp.Call(ctx, network.EmulateNetworkConditionsByRule, slow); err != nil {
			t.Fatal(err)
		}
		if err := chromedp.Do(ctx, chromedp.Navigate(link)); err != nil {
			t.Fatal(err)
		}
		return ctx
	}
	const gameDrawn = `!!(window.graffiti && window.graffiti.frames > 0)`
	labels := func(ctx context.Context) string {
		return evalString(t, ctx, `[...document.querySelectorAll("#seats button")].map(b => (b.disabled ? "-" : "") + (b.className === "chosen" ? "*" : "") + b.textContent).join(" | ")`)
	}
	// A finger's tap (the mouse's press and release) on the page's button
	// of seat i, where the page lays it out.
	tapButton := func(ctx context.Context, i int) {
		p, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](fmt.Sprintf(`(r => [r.x + r.width / 2, r.y + r.height / 2, r.height])(document.querySelector('#seats button[data-seat="%d"]').getBoundingClientRect())`, i)))
		if err != nil {
			t.Fatal(err)
		}
		if p[2] < 44 {
			t.Errorf("seat %d's button is %.0f CSS pixels tall, under a finger's 44", i+1, p[2])
		}
		for _, ev := range []input.DispatchMouseEventType{input.DispatchMouseEventTypeMousePressed, input.DispatchMouseEventTypeMouseReleased} {
			if err := chromedp.Do(ctx, chromedp.MouseEvent(ev, p[0], p[1], chromedp.ButtonLeft, chromedp.ClickCount(1))); err != nil {
				t.Fatal(err)
			}
		}
	}
	seatOf := func(ctx context.Context) int {
		st, _ := statusOf(t, ctx)
		return st.Seat
	}

	// The first phone: the list before the game, seat 2 tapped there.
	a := phone(lowDPR)
	waitFor(t, a, "the page's list of seats", `document.querySelectorAll("#seats button").length === 3`)
	if drawn := evalString(t, a, `String(`+gameDrawn+`)`); drawn != "false" {
		t.Fatalf("the game drew before the page listed the seats: the list is not the download's")
	}
	if got, want := labels(a), "1. Ana | 2. Ben | -3. Cleo · bot"; got != want {
		t.Fatalf("the page lists the seats %q, want %q", got, want)
	}
	tapButton(a, 1)
	if got := labels(a); !strings.Contains(got, "*2. Ben") {
		t.Fatalf("the seat tapped is not shown chosen: %q", got)
	}
	waitFor(t, a, "the game on seat 2", `!!(window.graffiti && window.graffiti.room) && JSON.parse(window.graffiti.room).seat === 1`)
	if order := evalString(t, a, `String(performance.getEntriesByName("graffiti-page-seats")[0].startTime < performance.getEntriesByName("graffiti-first-frame")[0].startTime)`); order != "true" {
		t.Errorf("the page's seats were not listed before the game's first frame")
	}
	screenshot(t, a, "room-phone-seat-taken.png")

	// The second phone chooses seat 1, which another phone takes before
	// the game has loaded: the list shows it taken, and the game takes
	// no seat by itself.
	b := phone(1)
	waitFor(t, b, "the second page's list", `document.querySelectorAll("#seats button").length === 3`)
	if got, want := labels(b), "1. Ana | -2. Ben · joined | -3. Cleo · bot"; got != want {
		t.Fatalf("the second page lists the seats %q, want %q", got, want)
	}
	tapButton(b, 0)
	screenshot(t, b, "room-phone-seats-while-loading.png")
	claimByInvitation(t, browser, dial(), created, 0) // another phone
	waitFor(t, b, "seat 1 shown taken", `(b => !!b && b.disabled && b.className !== "chosen")(document.querySelector('#seats button[data-seat="0"]'))`)
	if chosen := evalString(t, b, `String(window.graffitiSeatChosen)`); chosen != "undefined" {
		t.Fatalf("the page still holds seat %s as chosen after another phone took it", chosen)
	}
	waitFor(t, b, "the second page's game", gameDrawn+` && window.graffiti.ticks > 60`)
	if s := seatOf(b); s != -1 {
		t.Fatalf("the second page took seat %d by itself", s)
	}
	if s := seatOf(a); s != 1 {
		t.Fatalf("the first page left its seat: %d", s)
	}
}
