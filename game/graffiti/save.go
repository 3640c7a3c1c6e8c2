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

// fileHead is what Graffiti's files begin with.
var fileHead = game.FileHead{Title: "Graffiti", Format: Format}

// Load reads a saved state. It refuses a newer file, and refuses as
// damaged (ErrDamaged) a truncated or corrupt one, one with unknown keys,
// and one whose contents break any invariant of real play, so that a
// damaged save is never played into a hang or a panic.
func Load(data []byte) (*State, error) {
	s := new(State)
	if err := fileHead.Read(data, "save", s); err != nil {
		return nil, err
	}
	if err := s.Invariants(); err != nil {
		return nil, game.Damage("save", "it is inconsistent: %v", err)
	}
	return s, nil
}

// Record is a game as its seed, set-up and actions in text form.
type Record struct {
	Format  int      `json:"format"`
	Setup   Setup    `json:"setup"`
	Actions []string `json:"actions"`
}

// ReadRecord parses a record file, refusing as damaged one with unknown
// keys or a set-up no game can have.
func ReadRecord(data []byte) (*Record, error) {
	r := new(Record)
	if err := fileHead.Read(data, "record", r); err != nil {
		return nil, err
	}
	if err := r.Setup.check(); err != nil {
		return nil, game.Damage("record", "%v", err)
	}
	return r, nil
}

// Replay plays a record from its set-up and returns the final state.
func (r *Record) Replay() (*State, error) {
	s, _, err := New(r.Setup)
	if err != nil {
		return nil, err
	}
	_, err = core.Replay(s, r.Actions)
	return s, err
}
