//go:build !js

package scenes

// DefaultStore is where the game keeps its autosave and settings: on the
// desktop, the user's config folder, cleared of any temporary file a
// crash left behind.
func DefaultStore() Store {
	d := DefaultDirStore()
	d.Clean()
	return d
}
