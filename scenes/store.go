package scenes

import "graffiti/scenes/storage"

// The store keeps small named files: the autosave, its backup and the
// settings. It lives in package storage, which imports no graphics, so
// its tests run in Node under GOOS=js as well; these names keep the
// scenes' words short.
type (
	// Store keeps small named files.
	Store = storage.Store
	// MemStore keeps files in memory (tests, screenshots).
	MemStore = storage.MemStore
	// DirStore keeps files in a folder, durably.
	DirStore = storage.DirStore
)

// ErrNotFound is returned by Load when nothing is stored under a name.
var ErrNotFound = storage.ErrNotFound

// DefaultDirStore is the user's config folder for the game.
func DefaultDirStore() DirStore { return storage.DefaultDirStore() }
