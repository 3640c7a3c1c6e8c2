package web

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"graffiti/rooms"
	"graffiti/rooms/wire"
)

// The lobby's page (/?lobby) lists the host's open tables with a seat
// free, in the page's language, and no other room; a tap on a free seat
// opens the room's join page with that seat chosen, whose game asks the
// table for it (no invitation), and once the table allows it the page
// is that seat's. A host without the lobby says it keeps no list.
func TestBrowserLobbyListsOpenTablesAndATapAsksTheTable(t *testing.T) {
	t.Parallel()
	srv, browser, dial := gameRooms(t, func(c *rooms.Config) { c.Lobby = true })
	table := dial()
	created := makeRoom(t, browser, table, wire.Request{Game: "tagcity", Seats: []string{wire.Person, wire.Person, "easy"}, Names: []string{"Ana", "Ben", "Cleo"}, Open: true, Lang: "de", Clock: 86400})
	fromHost := kept(t, browser, table)
	claimByInvitation(t, browser, dial(), created, 0)
	closed := makeRoom(t, browser, dial(), wire.Request{Game: "kunststucke", Seats: []string{wire.Person, wire.Person}})

	lobby := func(lang string) context.Context {
		ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
		t.Cleanup(cancel)
		viewport(t, ctx, 390, 844, true, 1)
		speaks(t, ctx, lang)
		if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/?lobby")); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, "the lobby", `window.graffitiLobby !== undefined`)
		if n := evalString(t, ctx, `String(window.graffitiLobby)`); n != "1" {
			t.Fatalf("the lobby lists %s rooms, not the one open", n)
		}
		return ctx
	}
	en := lobby("en")
	list := evalString(t, en, `document.getElementById("lobby").innerText`)
	for _, want := range []string{"Open tables", "Tag City", "3 seats, 1 free", "German", "1 day a move", "1. Ana · joined", "2. Ask to play as Ben", "3. Cleo · bot"} {
		if !strings.Contains(list, want) {
			t.Errorf("the lobby does not say %q:\n%s", want, list)
		}
	}
	if strings.Contains(list, closed.Room) || strings.Contains(evalString(t, en, `document.documentElement.innerHTML`), closed.Room) {
		t.Errorf("the lobby lists a room not open to anyone")
	}
	screenshot(t, en, "lobby-en.png")
	de := lobby("de")
	if list := evalString(t, de, `document.getElementById("lobby").innerText`); !strings.Contains(list, "Als Ben mitspielen") || !strings.Contains(list, "Deutsch") || !strings.Contains(list, "1 Tag pro Zug") {
		t.Errorf("the German lobby says:\n%s", list)
	}
	screenshot(t, de, "lobby-de.png")

	// A tap on Ben's seat: the join page, the seat chosen; the game asks
	// the table, which allows it.
	// The click is the mouse's, where the page lays the button out.
	if err := chromedp.Do(en, chromedp.Click(chromedp.CSS(`#lobby button[data-seat="1"]`))); err != nil {
		t.Fatal(err)
	}
	landed(t, en, "the room's join page", fmt.Sprintf(`location.search === "?room=%s&ask=1"`, created.Room))
	// The page chose seat 2 as the lobby's tap asked: its game claims
	// it, without the invitation, and the table sees it asked for.
	asked := time.After(90 * time.Second)
	for ok := false; !ok; {
		select {
		case m, open := <-fromHost:
			if !open {
				t.Fatal("the table's connection ended before it was asked for seat 2")
			}
			ok = m.Type == wire.MsgSeats && m.Seats[1].Asked
		case <-asked:
			t.Fatalf("the table was not asked for seat 2 within 90 s; the page: %s %s", evalString(t, en, `location.href`), evalString(t, en, `JSON.stringify({g: window.graffiti || null, chosen: window.graffitiSeatChosen || null, text: document.body.innerText.slice(0, 300)})`))
		}
	}
	one := 1
	if err := table.Send(browser, wire.Request{Type: wire.ReqAllow, Token: created.Token, Seat: &one}); err != nil {
		t.Fatal(err)
	}
	waitFor(t, en, "the page on Ben's seat", `!!(window.graffiti && window.graffiti.room) && JSON.parse(window.graffiti.room).seat === 1`)

	// A host without the lobby.
	plain := roomsServer(t, theBuild(t).Handler())
	off, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	defer cancel()
	if err := chromedp.Do(off, chromedp.Navigate(plain.URL+"/?lobby")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, off, "the lobby's answer", `window.graffitiLobby === 404`)
	if list := evalString(t, off, `document.getElementById("lobby").innerText`); !strings.Contains(list, "keeps no list") {
		t.Errorf("a host without the lobby's page says:\n%s", list)
	}
}

// landed waits, after a tap that opens another page, for cond on the
// page it lands on: a poll begun in the page left ends with it (its
// document gone), and begins again in the new one.
func landed(t *testing.T, ctx context.Context, what, cond string) {
	t.Helper()
	var err error
	for range 100 {
		var ok bool
		if ok, err = chromedp.Run(ctx, chromedp.Poll[bool](cond, chromedp.WithPollingTimeout(90*time.Second))); err == nil && ok {
			return
		}
		if ctx.Err() != nil || errors.Is(err, chromedp.ErrPollingTimeout) {
			break // not a document gone: the condition never came
		}
	}
	t.Fatalf("waiting for %s (%s): %v", what, cond, err)
}
