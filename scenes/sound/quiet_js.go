//go:build js

package sound

import "syscall/js"

// The page's sound output, quieted and woken (web/index.html's
// graffitiSound: its AudioContext suspended and resumed). Undefined on
// a page without it.
var page = js.Global().Get("graffitiSound")

var quietOutput = func() {
	if page.Truthy() {
		page.Call("quiet")
	}
}

var wakeOutput = func() {
	if page.Truthy() {
		page.Call("wake")
	}
}
