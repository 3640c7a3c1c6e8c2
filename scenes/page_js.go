//go:build js

package scenes

import (
	"strings"
	"syscall/js"

	"graffiti/rooms/wire"
)

// The page's loader waits for the first frame to take its progress bar
// away (window.graffitiFirstFrame). What the tests read from outside,
// window.graffiti and the rest, is built only with the testhooks tag
// (hooks_js.go): a release carries none of it.
var (
	framesShown int
	testHooks   func(a *App) // set by hooks_js.go under the testhooks tag
)

// Mark names a moment of the start-up in the page's performance
// timeline, so the figures can say where the time to the first frame goes.
func Mark(name string) {
	js.Global().Get("performance").Call("mark", name)
}

func publishFrame(a *App) {
	if framesShown == 0 {
		if cb := js.Global().Get("graffitiFirstFrame"); cb.Type() == js.TypeFunction {
			cb.Invoke()
		}
	}
	showUpright(a, framesShown == 0)
	framesShown++
	if testHooks != nil {
		testHooks(a)
	}
}

// uprightShown is what the page was last told: the scene on screen is
// drawn upright (a phone's hand, My games on a phone).
var uprightShown bool

// showUpright tells the page whether the scene on screen is drawn
// upright (the class upright on its root), where it changed or at the
// first frame: the page asks to turn an upright phone only for the
// scenes drawn wide (web/index.html).
func showUpright(a *App, first bool) {
	p, ok := a.Cur.(interface{ Portrait() bool })
	up := ok && p.Portrait()
	if up == uprightShown && !first {
		return
	}
	uprightShown = up
	js.Global().Get("document").Get("documentElement").Get("classList").Call("toggle", "upright", up)
}

// Vibrate asks the phone to vibrate for ms milliseconds, where the
// browser allows it (not every one does, and none before a first tap).
func Vibrate(ms int) {
	if nav := js.Global().Get("navigator"); nav.Get("vibrate").Type() == js.TypeFunction {
		nav.Call("vibrate", ms)
	}
}

// RoomRequested is the room a phone's address asks to join (?room=CODE),
// and the rooms' WebSocket address of the host that served the page.
func RoomRequested() (code, url string) {
	loc := js.Global().Get("location")
	q := js.Global().Get("URLSearchParams").New(loc.Get("search"))
	if code = q.Call("get", "room").String(); q.Call("has", "room").Bool() {
		return code, RoomsURL()
	}
	return "", ""
}

// SeatChosen is the seat the player chose on the page's own list while
// the game downloaded (web/loader.js), given once: -1 when none.
func SeatChosen() int {
	v := js.Global().Get("graffitiSeatChosen")
	if v.Type() != js.TypeNumber {
		return -1
	}
	js.Global().Delete("graffitiSeatChosen")
	return v.Int()
}

// RoomsURL is the rooms' WebSocket address of the host that served the
// page: its own origin, /rooms.
func RoomsURL() string {
	loc := js.Global().Get("location")
	scheme := "ws://"
	if loc.Get("protocol").String() == "https:" {
		scheme = "wss://"
	}
	return scheme + loc.Get("host").String() + "/rooms"
}

// JoinURL is the address a phone opens to join room code: this page's
// own, with the code, or the host's (JoinAt) when the page was opened at
// localhost.
func JoinURL(code, hostJoin string) string {
	loc := js.Global().Get("location")
	return JoinAt(loc.Get("origin").String()+loc.Get("pathname").String(), hostJoin, code)
}

// DemoRequested reports whether the page's address asks for the café
// demo, ?demo=1, as a kiosk would.
func DemoRequested() bool {
	q := js.Global().Get("location").Get("search").String()
	return strings.Contains(q, "demo=1")
}

// TableRequested is the room a table screen's address says it shows
// (?table=CODE, which ShowRoom put there): its reload comes back to it.
func TableRequested() string {
	q := js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search"))
	if !q.Call("has", "table").Bool() {
		return ""
	}
	return q.Call("get", "table").String()
}

// InviteRequested is the room's invitation the join link carries
// (&i=…, the QR code's), "" without.
func InviteRequested() string {
	q := js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search"))
	if v := q.Call("get", wire.InviteParam); v.Type() == js.TypeString {
		return v.String()
	}
	return ""
}

// WatchRequested is the room a watch link asks to watch (?watch=CODE).
func WatchRequested() string {
	q := js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search"))
	if !q.Call("has", "watch").Bool() {
		return ""
	}
	return q.Call("get", "watch").String()
}

// ShowRoom puts the room a table screen shows in the page's address
// (?table=CODE), without loading anything.
func ShowRoom(code string) {
	js.Global().Get("history").Call("replaceState", nil, "", "?table="+code)
}

// SetRoomsURL: in the browser, the rooms are the page's own host's.
func SetRoomsURL(string) {}
