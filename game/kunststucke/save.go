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

// fileHead is what Kunststücke's files begin with.
var fileHead = game.FileHead{Title: "Kunststücke", Game: GameName, Format: Format}

// Load reads a saved state. It refuses a newer file, and refuses as
// damaged a truncated or corrupt one, one with unknown keys, and one that
// breaks any invariant of real play.
func Load(data []byte) (*State, error) {
	s := new(State)
	if err := fileHead.Read(data, "save", s); err != nil {
		return nil, err
	}
	if len(s.Players) < MinPlayers || len(s.Players) > MaxPlayers {
		return nil, game.Damage("save", "it has %d players", len(s.Players))
	}
	if err := s.rebuild(); err != nil {
		return nil, game.Damage("save", "it is inconsistent: %v", err)
	}
	if err := s.Invariants(); err != nil {
		return nil, game.Damage("save", "it is inconsistent: %v", err)
	}
	return s, nil
}

// Record is a game as its set-up and its actions in text form.
type Record struct {
	Format  int      `json:"format"`
	Game    string   `json:"game"`
	Setup   Setup    `json:"setup"`
	Actions []string `json:"actions"`
}

// NewRecord starts the record of a game set up with u.
func NewRecord(u Setup) *Record { return &Record{Format: Format, Game: GameName, Setup: u} }

// Marshal gives the record as JSON.
func (r *Record) Marshal() ([]byte, error) { return json.MarshalIndent(r, "", " ") }

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

// Replay plays a record from its set-up and returns the state reached.
func (r *Record) Replay() (*State, error) {
	s, _, err := New(r.Setup)
	if err != nil {
		return nil, err
	}
	_, err = core.Replay(s, r.Actions)
	return s, err
}
