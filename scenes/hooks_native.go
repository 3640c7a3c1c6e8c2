//go:build !js

package scenes

func publishFrame(*App) {}

// Mark names a moment of the start-up for the browser's timeline.
func Mark(string) {}
