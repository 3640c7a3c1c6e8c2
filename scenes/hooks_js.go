//go:build js

package scenes

import (
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

func publishFrame(a *App) {
	if hookFrames == 0 {
		hookObj = js.Global().Get("Object").New()
		js.Global().Set("graffiti", hookObj)
		hookObj.Set("firstFrameAt", js.Global().Get("performance").Call("now"))
		if cb := js.Global().Get("graffitiFirstFrame"); cb.Type() == js.TypeFunction {
			cb.Invoke()
		}
	}
	hookFrames++
	busy := sceneBusy(a)
	if busy != hookLastBusy || hookFrames%10 == 1 {
		hookObj.Set("busy", busy)
		hookLastBusy = busy
		hookObj.Set("frames", hookFrames)
		kind, hash := sceneInfo(a)
		if kind != hookLastKind {
			hookObj.Set("scene", kind)
			hookLastKind = kind
		}
		if hash != hookLastHash {
			hookObj.Set("hash", hash)
			hookLastHash = hash
		}
		hookObj.Set("time", time.Now().UnixMilli())
	}
}
