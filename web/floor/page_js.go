//go:build js

package main

import "syscall/js"

// mark names a moment of the start in the page's performance timeline,
// by the game's names (scenes.Mark), so the two starts read alike.
func mark(name string) { js.Global().Get("performance").Call("mark", name) }

// firstFrame calls the page's first-frame callback, where it has one.
func firstFrame() {
	if cb := js.Global().Get("graffitiFirstFrame"); cb.Type() == js.TypeFunction {
		cb.Invoke()
	}
}
