//go:build js

package scenes

import (
	"syscall/js"
)

// For the browser's memory figure only: window.graffitiNextTap() answers
// where a person would click next to play a bot-free 2-player game (see
// Autoplay), as [x, y] in the game's 1280×720 coordinates, or null while
// the scene moves. The test clicks there with the mouse; the game takes
// the click as any other. graffitiNextTap(name) plays the shelf's game
// of that name.
var (
	webApp      *App
	webAutoplay = &Autoplay{seed: 3, Instant: true}
)

func init() {
	js.Global().Set("graffitiNextTap", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if webApp == nil {
			return nil
		}
		if len(args) > 0 && args[0].Type() == js.TypeString {
			if b, err := FindBox(webApp.shelf, args[0].String()); err == nil {
				webAutoplay.Box = b
			}
		}
		p, ok := webAutoplay.Next(webApp)
		if !ok {
			return nil
		}
		return []any{p.X, p.Y}
	}))
}
