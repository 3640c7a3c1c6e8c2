//go:build js

package room

import "syscall/js"

// showSeat puts room code's join address in the page's (?room=CODE),
// without loading anything: a seat opened from My games comes back to
// itself on a reload, as one opened by its link does.
func showSeat(code string) {
	js.Global().Get("history").Call("replaceState", nil, "", "?room="+code)
}

// showWatch puts room code's watch address in the page's (?watch=CODE):
// a page that followed a room to its rematch comes back to it on a
// reload.
func showWatch(code string) {
	js.Global().Get("history").Call("replaceState", nil, "", "?watch="+code)
}

// showHome puts the host's own address in the page's, the room's left:
// a page that stepped away from its seat opens on its games on a
// reload, not on the seat.
func showHome() {
	js.Global().Get("history").Call("replaceState", nil, "", js.Global().Get("location").Get("pathname"))
}
