package graffiti

import (
	"encoding/json"

	"graffiti/game"
)

// Hash is a stable digest of the whole state: the same seed and actions
// give the same hash on every platform.
func (s *State) Hash() string { return game.Digest(s) }

// Save gives the state as JSON.
func (s *State) Save() ([]byte, error) { return json.MarshalIndent(s, "", " ") }

// files are Graffiti's saves and records: its first files, with no
// game key.
var files = &game.Files[*State, Setup, *Record]{Head: game.FileHead{Title: "Graffiti", Format: Format}, Setup: Setup.check}

// Load reads a saved state, refusing a newer file and a damaged one.
func Load(data []byte) (*State, error) { return files.Load(data) }

// Record is a game as its seed, set-up and actions in text form.
type Record = game.Record[Setup]
