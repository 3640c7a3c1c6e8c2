//go:build js

package scenes

import (
	"strings"
	"syscall/js"
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
	framesShown++
	if testHooks != nil {
		testHooks(a)
	}
}

// DemoRequested reports whether the page's address asks for the café
// demo, ?demo=1, as a kiosk would.
func DemoRequested() bool {
	q := js.Global().Get("location").Get("search").String()
	return strings.Contains(q, "demo=1")
}
