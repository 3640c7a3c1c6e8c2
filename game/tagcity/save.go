package tagcity

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"graffiti/game"
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

// ErrDamaged is the Graffiti core's: errors.Is(err, ErrDamaged) tells a
// truncated, corrupt or impossible file apart from one merely newer than
// the program, for both games.
var ErrDamaged = game.ErrDamaged

type damaged struct {
	what string
	err  error
}

func (d *damaged) Error() string   { return d.what + " is damaged: " + d.err.Error() }
func (d *damaged) Unwrap() []error { return []error{ErrDamaged, d.err} }

func damage(what, format string, args ...any) error {
	return &damaged{what, fmt.Errorf(format, args...)}
}

// checkHead reads only the game and format fields first, so that a
// Graffiti file or a newer file is refused by name rather than by
// whatever field it changed.
func checkHead(data []byte, what string) error {
	var head struct {
		Game   *string `json:"game"`
		Format *int    `json:"format"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return describeJSONError(what, err)
	}
	switch {
	case head.Game == nil || *head.Game != GameName:
		return damage(what, "it is not a Tag City %s", what)
	case head.Format == nil:
		return damage(what, "it has no format version")
	case *head.Format > Format:
		return fmt.Errorf("this Tag City %s has format %d, newer than this program's %d: update the game to open it", what, *head.Format, Format)
	case *head.Format != Format:
		return damage(what, "it has an unknown format %d", *head.Format)
	}
	return nil
}

func describeJSONError(what string, err error) error {
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) || strings.Contains(err.Error(), "unexpected end of JSON input") {
		return damage(what, "it is truncated: %v", err)
	}
	return damage(what, "it is corrupt: %v", err)
}

// decodeStrict decodes one JSON value into v, refusing keys v does not
// have (the error names the key) and anything after the value.
func decodeStrict(data []byte, what string, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return describeJSONError(what, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return damage(what, "it is corrupt: more data after the %s", what)
	}
	return nil
}

// Load reads a saved state. It refuses a newer file, and refuses as
// damaged a Graffiti file, a truncated or corrupt one, one with unknown
// keys, and one whose contents break any invariant of real play.
func Load(data []byte) (*State, error) {
	if err := checkHead(data, "save"); err != nil {
		return nil, err
	}
	s := new(State)
	if err := decodeStrict(data, "save", s); err != nil {
		return nil, err
	}
	if err := s.Invariants(); err != nil {
		return nil, damage("save", "it is inconsistent: %v", err)
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
	if err := checkHead(data, "record"); err != nil {
		return nil, err
	}
	r := new(Record)
	if err := decodeStrict(data, "record", r); err != nil {
		return nil, err
	}
	if err := r.Setup.check(); err != nil {
		return nil, damage("record", "%v", err)
	}
	return r, nil
}

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
			return s, &game.ActionError{N: i + 1, Text: text, Err: err}
		}
		if ev, err = s.ApplyTo(ev[:0], a); err != nil {
			return s, &game.ActionError{N: i + 1, Text: text, Err: err}
		}
	}
	return s, nil
}
