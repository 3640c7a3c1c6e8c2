//go:build js

package room

import (
	"encoding/json"
	"sync"
	"syscall/js"

	"graffiti/rooms/wire"
)

// notices is the page's side of "Your turn, told" (docs/rooms.md): the
// browser's part, the offer, the permission, the subscription and the
// service worker, is the page's own (web/push.js); the connection and
// the seat's token are the game's. At each welcome of a seat the page is
// given the host's push key and a function that sends a notify or a
// screen, as JSON fields, on the link of that welcome: the page tells a
// new connection its subscription again.
var notices struct {
	once sync.Once
	send js.Func // lives as long as the page: the page keeps it

	mu   sync.Mutex
	link *Link // the link of the last welcome
}

// offerNotices hands a seat's welcome to the page (web/push.js's
// window.graffitiPush.welcome), key the host's VAPID public key or ""
// when the host sends no notices.
func offerNotices(l *Link, key string) {
	p := js.Global().Get("graffitiPush")
	if p.Type() != js.TypeObject {
		return // a page without push.js
	}
	notices.once.Do(func() {
		notices.send = js.FuncOf(func(_ js.Value, args []js.Value) any {
			if len(args) == 1 && args[0].Type() == js.TypeString {
				sendNotice(args[0].String())
			}
			return nil
		})
	})
	notices.mu.Lock()
	notices.link = l
	notices.mu.Unlock()
	p.Call("welcome", key, notices.send)
}

// sendNotice sends what the page asks, a notify or a screen and no other
// request, on the last welcome's link, which adds the seat's token.
func sendNotice(fields string) {
	var r wire.Request
	if json.Unmarshal([]byte(fields), &r) != nil || (r.Type != wire.ReqNotify && r.Type != wire.ReqScreen) {
		return
	}
	notices.mu.Lock()
	l := notices.link
	notices.mu.Unlock()
	if l != nil {
		l.Send(r)
	}
}
