//go:build js

package scenes

import "graffiti/scenes/storage"

// LocalStore keeps files in the browser's localStorage.
type LocalStore = storage.LocalStore

// DefaultStore is where the game keeps its autosave and settings: in the
// browser, localStorage.
func DefaultStore() Store { return LocalStore{Prefix: "graffiti/"} }
