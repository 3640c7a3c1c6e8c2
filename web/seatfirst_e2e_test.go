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
// claimed there and then, on a connection the game takes up as it
// starts: the seat is the phone's before the game's first frame. A seat
// another phone took a moment before the tap is refused, and the list
// is free again. The download is slowed (6 Mbit/s) so the list is
// surely there before the game's first frame; nothing here reads a
// clock.
func TestBrowserPhoneChoosesItsSeatWhileTheGameDownloads(t *testing.T) {
	t.Parallel()
	srv, browser, dial := gameRooms(t)
	maker := dial()
	created := makeRoom(t, browser, maker, wire.Request{Game: "tagcity", Seats: []string{wire.Person, wire.Person, wire.Person, "easy"}, Names: []string{"Ana", "Ben", "Dee", "Cleo"}})
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
	waitFor(t, a, "the page's list of seats", `document.querySelectorAll("#seats button").length === 4`)
	if drawn := evalString(t, a, `String(`+gameDrawn+`)`); drawn != "false" {
		t.Fatalf("the game drew before the page listed the seats: the list is not the download's")
	}
	if got, want := labels(a), "1. Ana | 2. Ben | 3. Dee | -4. Cleo · bot"; got != want {
		t.Fatalf("the page lists the seats %q, want %q", got, want)
	}
	tapButton(a, 1)
	if got := labels(a); !strings.Contains(got, "*2. Ben") {
		t.Fatalf("the seat tapped is not shown chosen: %q", got)
	}
	waitFor(t, a, "the tapped seat claimed by the page", `!!window.graffitiEarlyClaim && typeof window.graffitiEarlyClaim.bound === "string"`)
	waitFor(t, a, "the other seats offered no more", `[...document.querySelectorAll("#seats button")].every(b => b.disabled)`)
	if drawn := evalString(t, a, `String(`+gameDrawn+`)`); drawn != "false" {
		t.Fatalf("the game drew before the page claimed the seat: the claim is not the download's")
	}
	waitFor(t, a, "the game on seat 2", `!!(window.graffiti && window.graffiti.room) && JSON.parse(window.graffiti.room).seat === 1`)
	if use := evalString(t, a, `String(window.graffitiEarlyUse)`); use != "claimed" {
		t.Errorf("the game made %q of the page's connections, not the page's claim taken up", use)
	}
	if order := evalString(t, a, `String(performance.getEntriesByName("graffiti-page-seats")[0].startTime < performance.getEntriesByName("graffiti-first-frame")[0].startTime)`); order != "true" {
		t.Errorf("the page's seats were not listed before the game's first frame")
	}
	screenshot(t, a, "room-phone-seat-taken.png")

	// The second phone taps seat 1 just as another phone takes it (the
	// button the list had not yet shown taken: enabled again for the
	// tap): the host refuses the claim, and the list shows the seat taken
	// and is free again. Seat 3, tapped then, is the page's, and the
	// game's as it starts.
	b := phone(1)
	waitFor(t, b, "the second page's list", `document.querySelectorAll("#seats button").length === 4`)
	if got, want := labels(b), "1. Ana | -2. Ben · joined | 3. Dee | -4. Cleo · bot"; got != want {
		t.Fatalf("the second page lists the seats %q, want %q", got, want)
	}
	claimByInvitation(t, browser, dial(), created, 0) // another phone
	waitFor(t, b, "seat 1 shown taken", `(b => !!b && b.disabled)(document.querySelector('#seats button[data-seat="0"]'))`)
	if _, err := chromedp.Run(b, chromedp.Evaluate[bool](`document.querySelector('#seats button[data-seat="0"]').disabled = false, true`)); err != nil {
		t.Fatal(err)
	}
	tapButton(b, 0)
	waitFor(t, b, "the refused claim let go", `!window.graffitiEarlyClaim && window.graffitiSeatChosen === undefined`)
	waitFor(t, b, "seat 1 shown taken, not chosen", `(b => !!b && b.disabled && b.className !== "chosen")(document.querySelector('#seats button[data-seat="0"]'))`)
	if got, want := labels(b), "-1. Ana · joined | -2. Ben · joined | 3. Dee | -4. Cleo · bot"; got != want {
		t.Fatalf("after the refusal the second page lists %q, want %q", got, want)
	}
	tapButton(b, 2)
	waitFor(t, b, "seat 3 claimed by the page", `!!window.graffitiEarlyClaim && typeof window.graffitiEarlyClaim.bound === "string"`)
	waitFor(t, b, "seat 3 said to be the page's", `document.querySelector("#seats p").textContent.includes("3")`)
	if drawn := evalString(t, b, `String(`+gameDrawn+`)`); drawn != "false" {
		t.Fatalf("the second page's game drew before it held its seat")
	}
	screenshot(t, b, "room-phone-seats-while-loading.png")
	// Reloaded before its game starts, the page goes back to the seat it
	// claimed: the loader kept the seat's token from the host's answer.
	waitFor(t, b, "the held seat's token kept (or the game drawn)", fmt.Sprintf(`!!localStorage.getItem("graffiti/room-%s.token") || `+gameDrawn, created.Room))
	if drawn := evalString(t, b, `String(`+gameDrawn+`)`); drawn != "false" {
		t.Fatalf("the page kept no token for its held seat before the game started")
	}
	if err := chromedp.Do(b, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitFor(t, b, "the second page's game on seat 3", `!!(window.graffiti && window.graffiti.room) && JSON.parse(window.graffiti.room).seat === 2`)
	if n := evalString(t, b, `String(document.querySelectorAll("#seats button").length)`); n != "0" {
		t.Errorf("the reloaded page listed %s seats, not its own seat's game", n)
	}
	if s := seatOf(a); s != 1 {
		t.Fatalf("the first page left its seat: %d", s)
	}
}
