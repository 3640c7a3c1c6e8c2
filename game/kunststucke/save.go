package kunststucke

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

// Hash is a stable digest of the whole state.
func (s *State) Hash() string {
	b, err := json.Marshal(s)
	if err != nil {
		panic("state does not marshal: " + err.Error())
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:8])
}

// Save gives the state as JSON. The canvas is not written: it follows
// from the shapes and Load rebuilds it.
func (s *State) Save() ([]byte, error) { return json.MarshalIndent(s, "", " ") }

// damaged refuses a file as damaged; errors.Is(err, game.ErrDamaged)
// tells it apart from a file newer than the program, as for Graffiti.
type damaged struct {
	what string
	err  error
}

func (d *damaged) Error() string   { return d.what + " is damaged: " + d.err.Error() }
func (d *damaged) Unwrap() []error { return []error{game.ErrDamaged, d.err} }

func damage(what, format string, args ...any) error {
	return &damaged{what, fmt.Errorf(format, args...)}
}

// checkFormat reads the format and game fields first, so that a newer
// file, or another game's, is refused by name.
func checkFormat(data []byte, what string) error {
	var head struct {
		Format *int    `json:"format"`
		Game   *string `json:"game"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return describeJSONError(what, err)
	}
	switch {
	case head.Game == nil || *head.Game != GameName:
		return damage(what, "it is not a Kunststücke %s", what)
	case head.Format == nil:
		return damage(what, "it has no format version")
	case *head.Format > Format:
		return fmt.Errorf("%s has format %d, newer than this program's %d: update the game to open it", what, *head.Format, Format)
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

// decodeStrict decodes one JSON value, refusing unknown keys (the error
// names the key) and anything after the value.
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
// damaged a truncated or corrupt one, one with unknown keys, and one that
// breaks any invariant of real play.
func Load(data []byte) (*State, error) {
	if err := checkFormat(data, "save"); err != nil {
		return nil, err
	}
	s := new(State)
	if err := decodeStrict(data, "save", s); err != nil {
		return nil, err
	}
	if len(s.Players) < MinPlayers || len(s.Players) > MaxPlayers {
		return nil, damage("save", "it has %d players", len(s.Players))
	}
	if err := s.rebuild(); err != nil {
		return nil, damage("save", "it is inconsistent: %v", err)
	}
	if err := s.Invariants(); err != nil {
		return nil, damage("save", "it is inconsistent: %v", err)
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
	if err := checkFormat(data, "record"); err != nil {
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

// Replay plays a record from its set-up and returns the state reached.
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
