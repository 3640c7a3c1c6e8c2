//go:build js

package scenes

import "syscall/js"

// The screen's wake lock, held while a room's game goes on on this
// phone: a phone that dims and sleeps between its turns drops its
// connection and misses its turn's sound. Only a secure page (https, or
// localhost) has the Wake Lock API; the browser lets the lock go when the
// page is hidden, so it is asked again when the page is shown.
var wake struct {
	want     bool     // a game goes on on this page
	sentinel js.Value // the lock held, undefined when none
	asking   bool
	watching bool
	funcs    []js.Func // kept for the page's life
	// state is what the tests' hooks read: "" (never asked), "held",
	// "released", or "refused" (no API, or the browser said no).
	state string
}

// KeepAwake asks the browser to keep the screen on (true) while a game
// goes on, or lets it sleep again (false). Called every frame: it acts
// when on changes.
func KeepAwake(on bool) {
	if on == wake.want {
		return
	}
	wake.want = on
	if !wake.watching {
		wake.watching = true
		onVisible := keep(func(js.Value, []js.Value) any {
			if js.Global().Get("document").Get("visibilityState").String() == "visible" {
				askWake()
			} else {
				releaseWake()
			}
			return nil
		})
		js.Global().Get("document").Call("addEventListener", "visibilitychange", onVisible)
	}
	if on {
		askWake()
	} else {
		releaseWake()
	}
}

// keep makes a callback that lives as long as the page.
func keep(f func(js.Value, []js.Value) any) js.Func {
	fn := js.FuncOf(f)
	wake.funcs = append(wake.funcs, fn)
	return fn
}

func askWake() {
	if !wake.want || wake.asking || wake.sentinel.Truthy() {
		return
	}
	wl := js.Global().Get("navigator").Get("wakeLock")
	if !js.Global().Get("isSecureContext").Truthy() || !wl.Truthy() {
		wake.state = "refused"
		return
	}
	wake.asking = true
	var got, refused js.Func
	got = js.FuncOf(func(_ js.Value, args []js.Value) any {
		wake.asking = false
		got.Release()
		refused.Release()
		s := args[0]
		if !wake.want {
			s.Call("release") // the game ended while the browser answered
			return nil
		}
		wake.sentinel, wake.state = s, "held"
		s.Call("addEventListener", "release", keep(func(js.Value, []js.Value) any {
			wake.sentinel, wake.state = js.Undefined(), "released"
			return nil
		}))
		return nil
	})
	refused = js.FuncOf(func(js.Value, []js.Value) any {
		wake.asking = false
		got.Release()
		refused.Release()
		wake.state = "refused"
		return nil
	})
	wl.Call("request", "screen").Call("then", got, refused)
}

func releaseWake() {
	if wake.sentinel.Truthy() {
		wake.sentinel.Call("release")
	}
}

// WakeState is the wake lock as the tests' hooks read it.
func WakeState() string { return wake.state }
