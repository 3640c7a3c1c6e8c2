//go:build js

package room

import "syscall/js"

// showSeat puts room code's join address in the page's (?room=CODE),
// without loading anything: a seat opened from My games comes back to
// itself on a reload, as one opened by its link does.
func showSeat(code string) {
	js.Global().Get("history").Call("replaceState", nil, "", "?room="+code)
}
