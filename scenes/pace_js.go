//go:build js

package scenes

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

// The page holds Ebitengine's animation frames while the game rests and
// lets them go when it asks for a frame or a person gives input
// (web/index.html, graffitiFrames): the page's loop wakes only for the
// frames the pacer asks for.

// frames is the page's graffitiFrames (undefined on a page without it:
// the floor's, a test's).
var frames = js.Global().Get("graffitiFrames")

// askFrame asks Ebitengine for a frame and the page to run its loop.
func askFrame() {
	//lint:ignore SA1019 the mode's way to ask for a frame (pace.go)
	ebiten.ScheduleFrame()
	if frames.Truthy() {
		frames.Call("wake")
	}
}

// pageRests tells the page, as a frame ends, whether the next frame is
// more than a tick away: its loop is held until then.
func pageRests(rests bool) {
	if rests && frames.Truthy() {
		frames.Call("rest")
	}
}

// A person's input asks for a frame at once: Ebitengine's browser loop
// reads the input at its next update, and the loop the page holds at
// rest runs no update unasked. The page calls this from its listeners,
// then lets the loop go.
func init() {
	js.Global().Set("graffitiInputCame", js.FuncOf(func(js.Value, []js.Value) any {
		//lint:ignore SA1019 the mode's way to ask for a frame (pace.go)
		ebiten.ScheduleFrame()
		return nil
	}))
}
