package sound

import (
	"os"
	"path/filepath"
)

// Available reports whether a sound device is likely there: a PulseAudio
// (or PipeWire) server, or ALSA devices. Without one, ebiten's audio
// would stop the game with an error, so the game stays silent instead.
func Available() bool {
	if os.Getenv("PULSE_SERVER") != "" {
		return true
	}
	if dir := os.Getenv("XDG_RUNTIME_DIR"); dir != "" {
		if _, err := os.Stat(filepath.Join(dir, "pulse", "native")); err == nil {
			return true
		}
	}
	entries, err := os.ReadDir("/dev/snd")
	return err == nil && len(entries) > 0
}
