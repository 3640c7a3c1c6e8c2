package kunststucke

import (
	"encoding/json"

	"graffiti/game"
)

// Hash is a stable digest of the whole state.
func (s *State) Hash() string { return game.Digest(s) }

// Save gives the state as JSON. The canvas is not written: it follows
// from the shapes and Load rebuilds it.
func (s *State) Save() ([]byte, error) { return json.MarshalIndent(s, "", " ") }

// files are Kunststücke's saves and records. A save's canvas is rebuilt
// from its shapes before its invariants are checked.
var files = &game.Files[*State, Setup, *Record]{
	Head: game.FileHead{Title: "Kunststücke", Game: GameName, Format: Format}, Setup: func(u Setup) error { return u.check() },
	Loaded: func(s *State) error {
		if len(s.Players) < MinPlayers || len(s.Players) > MaxPlayers {
			return game.Damage("save", "it has %d players", len(s.Players))
		}
		if err := s.rebuild(); err != nil {
			return game.Damage("save", "it is inconsistent: %v", err)
		}
		return nil
	},
}

// Load reads a saved state, refusing a newer file and a damaged one.
func Load(data []byte) (*State, error) { return files.Load(data) }

// Record is a game as its set-up and its actions in text form.
type Record = game.Record[Setup]
