//go:build !linux

package sound

// Available reports whether a sound device is likely there: the other
// platforms always have an audio system (a browser's after a touch).
func Available() bool { return true }
