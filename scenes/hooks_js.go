//go:build js

package scenes

import (
	"strings"
	"syscall/js"
	"time"
)

// The page reads window.graffiti to show progress and to test the game
// from outside: the scene on screen, the game's state hash, the frames
// drawn and when the first one was.
var (
	hookObj      js.Value
	hookFrames   int
	hookLastHash string
	hookLastKind string
	hookLastBusy bool
)

// Mark names a moment of the start-up in the page's performance
// timeline, so the figures can say where the time to the first frame goes.
func Mark(name string) {
	js.Global().Get("performance").Call("mark", name)
}

func publishFrame(a *App) {
	webApp = a
	if hookFrames == 0 {
		hookObj = js.Global().Get("Object").New()
		js.Global().Set("graffiti", hookObj)
		// The first frame is on the page once the browser has drawn it:
		// ebiten sends its commands after Draw returns, so the time is
		// taken in the next animation frame, after they have been run.
		var shown js.Func
		shown = js.FuncOf(func(js.Value, []js.Value) any {
			Mark("graffiti-first-frame")
			hookObj.Set("firstFrameAt", js.Global().Get("performance").Call("now"))
			shown.Release()
			return nil
		})
		js.Global().Call("requestAnimationFrame", shown)
		if cb := js.Global().Get("graffitiFirstFrame"); cb.Type() == js.TypeFunction {
			cb.Invoke()
		}
	}
	hookFrames++
	// The frame count goes out every frame (one property: cheap), so a
	// test waiting for "a frame after my click" waits one frame, not ten.
	hookObj.Set("frames", hookFrames)
	hookObj.Set("thinking", sceneThinking(a))
	hookObj.Set("demo", a.InDemo())
	hookObj.Set("sound", a.Sound.Awake())
	hookObj.Set("longestSlice", float64(a.longestSlice.Microseconds())/1000)
	hookObj.Set("slicedDecisions", a.SlicedDecisions)
	hookObj.Set("slicesThought", a.slicesThought)
	busy := sceneBusy(a)
	if busy != hookLastBusy || hookFrames%10 == 1 {
		hookObj.Set("busy", busy)
		hookLastBusy = busy
		kind, game, hash := sceneInfo(a)
		if kind != hookLastKind {
			hookObj.Set("scene", kind)
			hookLastKind = kind
		}
		hookObj.Set("game", game)
		if hash != hookLastHash {
			hookObj.Set("hash", hash)
			hookLastHash = hash
		}
		hookObj.Set("time", time.Now().UnixMilli())
	}
}

// DemoRequested reports whether the page's address asks for the café
// demo, ?demo=1, as a kiosk would.
func DemoRequested() bool {
	q := js.Global().Get("location").Get("search").String()
	return strings.Contains(q, "demo=1")
}
