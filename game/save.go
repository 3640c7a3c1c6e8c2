package game

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Hash is a stable digest of the whole state: the same seed and actions
// give the same hash on every platform.
func (s *State) Hash() string {
	b, err := json.Marshal(s)
	if err != nil {
		panic("state does not marshal: " + err.Error())
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:8])
}

// Save gives the state as JSON.
func (s *State) Save() ([]byte, error) { return json.MarshalIndent(s, "", " ") }

// checkFormat reads only the format field first, so that a newer file is
// refused by name rather than by whatever field it changed.
func checkFormat(data []byte, what string) error {
	var head struct {
		Format *int `json:"format"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return describeJSONError(what, err)
	}
	switch {
	case head.Format == nil:
		return fmt.Errorf("%s has no format version: it is not a Graffiti %s", what, what)
	case *head.Format > Format:
		return fmt.Errorf("%s has format %d, newer than this program's %d: update the game to open it", what, *head.Format, Format)
	case *head.Format < 1:
		return fmt.Errorf("%s has an unknown format %d", what, *head.Format)
	}
	return nil
}

func describeJSONError(what string, err error) error {
	if errors.Is(err, io.ErrUnexpectedEOF) || strings.Contains(err.Error(), "unexpected end of JSON input") {
		return fmt.Errorf("%s is truncated: %v", what, err)
	}
	return fmt.Errorf("%s is corrupt: %v", what, err)
}

// Load reads a saved state, refusing a truncated, corrupt or newer file,
// and one whose contents break the game's invariants.
func Load(data []byte) (*State, error) {
	if err := checkFormat(data, "save"); err != nil {
		return nil, err
	}
	s := new(State)
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(s); err != nil {
		return nil, describeJSONError("save", err)
	}
	if err := s.Invariants(); err != nil {
		return nil, fmt.Errorf("save is inconsistent: %v", err)
	}
	return s, nil
}

// Record is a game as its seed, set-up and actions in text form.
type Record struct {
	Format  int      `json:"format"`
	Setup   Setup    `json:"setup"`
	Actions []string `json:"actions"`
}

// ReadRecord parses a record file.
func ReadRecord(data []byte) (*Record, error) {
	if err := checkFormat(data, "record"); err != nil {
		return nil, err
	}
	r := new(Record)
	if err := json.Unmarshal(data, r); err != nil {
		return nil, describeJSONError("record", err)
	}
	return r, nil
}

// ActionError is an action of a record that could not be played.
type ActionError struct {
	N    int // 1-based
	Text string
	Err  error
}

func (e *ActionError) Error() string { return fmt.Sprintf("action %d %q: %v", e.N, e.Text, e.Err) }

// Replay plays a record from its set-up and returns the final state.
func (r *Record) Replay() (*State, error) {
	s, _, err := New(r.Setup)
	if err != nil {
		return nil, err
	}
	var ev []Event
	for i, text := range r.Actions {
		a, err := Parse(text)
		if err != nil {
			return s, &ActionError{i + 1, text, err}
		}
		if ev, err = s.ApplyTo(ev[:0], a); err != nil {
			return s, &ActionError{i + 1, text, err}
		}
	}
	return s, nil
}
