package tagcity

import (
	"encoding/json"

	"graffiti/game"
)

// Hash is a stable digest of the whole state: the same seed and actions
// give the same hash on every platform.
func (s *State) Hash() string { return game.Digest(s) }

// Save gives the state as JSON.
func (s *State) Save() ([]byte, error) { return json.MarshalIndent(s, "", " ") }

// files are Tag City's saves and records.
var files = &game.Files[*State, Setup, *Record]{
	Head: game.FileHead{Title: "Tag City", Game: GameName, Format: Format}, Setup: Setup.check,
	Write: func(u Setup, actions []string) *Record { r := NewRecord(u); r.Actions = actions; return &r },
}

// Load reads a saved state, refusing a newer file and a damaged one
// (a Graffiti file among them).
func Load(data []byte) (*State, error) { return files.Load(data) }

// Record is a battle as its set-up and actions in text form. Its Game
// comes first, as in Tag City's first records, and hides the one of the
// Record it holds.
type Record struct {
	Game string `json:"game"`
	game.Record[Setup]
}

// NewRecord starts an empty record of a set-up.
func NewRecord(setup Setup) Record {
	return Record{Game: GameName, Record: game.Record[Setup]{Format: Format, Setup: setup}}
}
