//go:build !js

package scenes

func publishFrame(*App) {}

// Mark names a moment of the start-up for the browser's timeline.
func Mark(string) {}

// DemoRequested reports whether the page asked for the demo (?demo=1);
// natively the -demo flag does.
func DemoRequested() bool { return false }
