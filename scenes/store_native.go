//go:build !js

package scenes

// DefaultStore is where the game keeps its autosave and settings: on the
// desktop, the user's config folder.
func DefaultStore() Store { return DefaultDirStore() }
