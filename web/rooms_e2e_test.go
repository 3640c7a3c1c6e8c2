package web

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"graffiti/rooms/wire"
	"graffiti/scenes"
)

// drawnActions are the room's first actions, played by taps on the
// phones' drawn tables.
const drawnActions = 2

// roomKinds are the room's seats: two phones and a bot.
const roomKinds = "phone,phone,easy"

func statusOf(t *testing.T, ctx context.Context) (scenes.RoomStatus, int) {
	t.Helper()
	type look struct {
		Room   string `json:"room"`
		Frames int    `json:"frames"`
	}
	l, err := chromedp.Run(ctx, chromedp.Evaluate[look](`({room: (window.graffiti && window.graffiti.room) || "", frames: (window.graffiti && window.graffiti.frames) || 0})`))
	if err != nil {
		t.Fatal(err)
	}
	var st scenes.RoomStatus
	st.Seat = -1
	if l.Room != "" {
		if err := json.Unmarshal([]byte(l.Room), &st); err != nil {
			t.Fatal(err)
		}
	}
	return st, l.Frames
}

// roomTap is where a person would tap next in the room, in the page's
// CSS pixels (the scene's layout scaled to the page and centred in it).
// kinds are the seats wanted on the new-game screen ("phone,phone,easy").
func roomTap(t *testing.T, ctx context.Context, seat int, kinds string) ([]float64, bool) {
	t.Helper()
	p, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](fmt.Sprintf(`(() => {
		const p = window.graffitiRoomTap && window.graffitiRoomTap(%d, %q);
		if (!p) return [];
		const W = innerWidth, H = innerHeight, s = Math.min(W / p[2], H / p[3]);
		return [(W - p[2] * s) / 2 + p[0] * s, (H - p[3] * s) / 2 + p[1] * s];
	})()`, seat, kinds)))
	if err != nil {
		t.Fatal(err)
	}
	return p, len(p) == 2
}

// A room at a café, in real browsers: a table page opens a room of Tag
// City for two people and a bot from its new-game screen, two phone
// pages (upright phone viewports, touched with a finger) join it by its
// address and take a seat each, and they play the whole game by taps on
// their hands; one phone is reloaded mid-game and goes on in its seat.
// At the end every page tells the same outcome. (A third phone made the
// game three times as long and added nothing the second does not test.)
func TestBrowserRoomPlaysAGameFromATableTwoPhonesAndABot(t *testing.T) {
	t.Parallel() // a browser of its own: it runs beside the others once the timed tests are done
	path := chromiumPath(t)
	srv := roomsServer(t, theBuild(t).Handler())

	// The table: a browser of its own at 1280×720.
	table, done := browserFor(t, path, 12*time.Minute)
	defer done()
	open(t, table, srv.URL)
	waitFor(t, table, "the title", `window.graffiti.scene === "title"`)
	for i := 0; ; i++ {
		st := evalString(t, table, `String(window.graffiti.scene)`)
		if st == "setup" {
			break
		}
		if i > 50 {
			t.Fatalf("no new-game screen of Tag City (on %q)", st)
		}
		tap, err := chromedp.Run(table, chromedp.Evaluate[[]float64](`window.graffitiNextTap("tagcity") || []`))
		if err != nil {
			t.Fatal(err)
		}
		if len(tap) == 2 {
			_, frames := statusOf(t, table)
			clickHeld(t, table, tap[0], tap[1], frames)
		} else {
			time.Sleep(50 * time.Millisecond)
		}
	}
	var code string
	for i := 0; code == ""; i++ {
		if i > 30 {
			t.Fatal("the new-game screen opened no room")
		}
		waitFor(t, table, "the game to settle", `window.graffiti.busy === false`)
		if p, ok := roomTap(t, table, 0, roomKinds); ok {
			_, frames := statusOf(t, table)
			clickHeld(t, table, p[0], p[1], frames)
		}
		time.Sleep(100 * time.Millisecond)
		st, _ := statusOf(t, table)
		code = st.Code
	}
	waitFor(t, table, "the room's table", `!!window.graffiti.room && JSON.parse(window.graffiti.room).kind === "table"`)
	time.Sleep(500 * time.Millisecond) // the QR code drawn
	screenshot(t, table, "room-table-qr.png")
	// The phones open the QR code's address: its code and its invitation.
	st, _ := statusOf(t, table)
	join := st.Join
	if !strings.Contains(join, "?room="+code+"&"+wire.InviteParam+"=") {
		t.Fatalf("the table's QR address %q has no invitation", join)
	}

	// Two phones, each its own browser context (its own storage, as
	// its own phone has), upright and touched; at one device pixel a CSS
	// pixel, so that three pages drawn by software share two cores.
	phones := make([]context.Context, 2)
	for seat := range phones {
		ctx, cancel := chromedp.NewContext(table, chromedp.WithNewBrowserContext())
		defer cancel()
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulatePortrait, chromedp.EmulateMobile, chromedp.EmulateScale(1))); err != nil {
			t.Fatal(err)
		}
		open(t, ctx, join)
		phones[seat] = ctx
		for i := 0; ; i++ {
			if st, _ := statusOf(t, ctx); st.Seat == seat {
				break
			}
			if i > 200 {
				t.Fatalf("phone %d took no seat", seat)
			}
			if p, ok := roomTap(t, ctx, seat, ""); ok {
				_, frames := statusOf(t, ctx)
				touchHeld(t, ctx, p[0], p[1], frames)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	waitFor(t, table, "everyone seated", `JSON.parse(window.graffiti.room).actions >= 0`)
	screenshot(t, table, "room-table-seated.png")

	taps, drawnTaps, reloaded, shot := 0, 0, false, false
	deadline, said := time.Now().Add(10*time.Minute), time.Now()
	for {
		over := 0
		for seat, ctx := range phones {
			st, frames := statusOf(t, ctx)
			if st.Over {
				over++
				continue
			}
			if !st.Turn {
				continue
			}
			// The first actions by taps on the drawn table, zoomed where
			// the finger goes; then the moves in words (List): a drawn
			// move takes several taps, each a few frames of three pages
			// drawn by software, and a whole game so would take an hour
			// here (the Go tests play every move of all three games on
			// the drawn hand, by touch, against a real host).
			kinds := ""
			if st.Actions >= drawnActions {
				kinds = "list"
			}
			p, ok := roomTap(t, ctx, seat, kinds)
			if !ok {
				continue
			}
			touchHeld(t, ctx, p[0], p[1], frames)
			taps++
			if kinds == "" {
				drawnTaps++
				if drawnTaps == 3 {
					screenshot(t, ctx, "room-phone-hand-drawn.png") // zoomed on the move
				}
			}
			if taps%25 == 0 {
				t.Logf("%d taps: phone %d at %d actions", taps, seat, st.Actions)
			}
			if !shot && st.Actions > 8 {
				screenshot(t, ctx, "room-phone-hand.png")
				screenshot(t, table, "room-table-playing.png")
				shot = true
			}
		}
		if over == len(phones) {
			break
		}
		if st, _ := statusOf(t, phones[1]); !reloaded && st.Actions >= 12 {
			// A phone reloaded mid-game: its token is in its own storage,
			// and it comes back to its seat, its view and its turn.
			before := st.Actions
			if err := chromedp.Do(phones[1], chromedp.Reload()); err != nil {
				t.Fatal(err)
			}
			waitFor(t, phones[1], "the reloaded page's seat", fmt.Sprintf(`!!window.graffiti && !!window.graffiti.room && JSON.parse(window.graffiti.room).seat === 1 && JSON.parse(window.graffiti.room).actions >= %d`, before))
			reloaded = true
			t.Logf("phone 2 reloaded after %d actions, back in its seat", before)
		}
		if time.Now().After(deadline) {
			t.Fatalf("the game did not end: %d taps", taps)
		}
		if time.Since(said) > 15*time.Second {
			for seat, ctx := range phones {
				st, frames := statusOf(t, ctx)
				t.Logf("phone %d: %+v, %d frames", seat, st, frames)
			}
			said = time.Now()
		}
		time.Sleep(20 * time.Millisecond)
	}
	if !reloaded {
		t.Fatal("the game ended before a phone was reloaded")
	}
	if drawnTaps == 0 {
		t.Fatal("no move was made on a drawn hand")
	}
	// The table page reloaded: its address names its room, its storage
	// holds the owner token, and it is the room's table again.
	if err := chromedp.Do(table, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitFor(t, table, "the reloaded table", fmt.Sprintf(`!!window.graffiti && !!window.graffiti.room && JSON.parse(window.graffiti.room).kind === "table" && JSON.parse(window.graffiti.room).code === %q && JSON.parse(window.graffiti.room).over`, code))
	if url := evalString(t, table, `location.search`); url != "?table="+code {
		t.Fatalf("the table page's address is %q", url)
	}
	final, _ := statusOf(t, table)
	if !final.Over {
		waitFor(t, table, "the table's outcome", `JSON.parse(window.graffiti.room).over`)
		final, _ = statusOf(t, table)
	}
	for seat, ctx := range phones {
		st, _ := statusOf(t, ctx)
		if !slices.Equal(st.Winners, final.Winners) {
			t.Fatalf("phone %d tells winners %v, the table %v", seat, st.Winners, final.Winners)
		}
	}
	screenshot(t, phones[0], "room-phone-over.png")
	screenshot(t, table, "room-table-over.png")
	t.Logf("a whole game of Tag City in a room: %d taps on two phones (%d on their drawn tables), winners %v", taps, drawnTaps, final.Winners)
}
