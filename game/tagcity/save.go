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

// fileHead is what Tag City's files begin with.
var fileHead = game.FileHead{Title: "Tag City", Game: GameName, Format: Format}

// Load reads a saved state. It refuses a newer file, and refuses as
// damaged a Graffiti file, a truncated or corrupt one, one with unknown
// keys, and one whose contents break any invariant of real play.
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

// Record is a battle as its set-up and actions in text form.
type Record struct {
	Game    string   `json:"game"`
	Format  int      `json:"format"`
	Setup   Setup    `json:"setup"`
	Actions []string `json:"actions"`
}

// NewRecord starts an empty record of a set-up.
func NewRecord(setup Setup) Record { return Record{Game: GameName, Format: Format, Setup: setup} }

// ReadRecord parses a record file, refusing as damaged one with unknown
// keys or a set-up no battle can have.
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
