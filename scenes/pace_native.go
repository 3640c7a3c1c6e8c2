//go:build !js

package scenes

import "github.com/hajimehoshi/ebiten/v2"

// askFrame asks Ebitengine for a frame: natively a touch, a click, a key
// or the pointer moving ask by themselves (GLFW wakes its wait).
func askFrame() {
	//lint:ignore SA1019 the mode's way to ask for a frame (pace.go)
	ebiten.ScheduleFrame()
}

// pageRests: a desktop's loop waits for its frames by itself.
func pageRests(bool) {}
