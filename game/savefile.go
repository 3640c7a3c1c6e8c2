package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// FileHead is what a game's save and record files begin with: the game
// they belong to and the format they are written in. Every game checks
// it before anything else, so that a newer file, or another game's, is
// refused by name rather than by whatever field it changed.
type FileHead struct {
	// Title is the game's name as players read it, for the refusals.
	Title string
	// Game is what the files' "game" key must hold, or "" for a game
	// whose files carry none (Graffiti's, the first): then a missing
	// format is what tells another file apart.
	Game string
	// Format is the format this program writes and reads.
	Format int
}

// Check reads only the head of data, a file of kind what ("save",
// "record"): a file newer than the program is refused as such, one of
// another game, without a format or with an unknown one as damaged.
func (h FileHead) Check(data []byte, what string) error {
	var head struct {
		Format *int    `json:"format"`
		Game   *string `json:"game"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return describeJSONError(what, err)
	}
	switch {
	case h.Game != "" && (head.Game == nil || *head.Game != h.Game):
		return Damage(what, "it is not a %s %s", h.Title, what)
	case head.Format == nil && h.Game == "":
		return Damage(what, "it has no format version: it is not a %s %s", h.Title, what)
	case head.Format == nil:
		return Damage(what, "it has no format version")
	case *head.Format > h.Format:
		return fmt.Errorf("this %s %s has format %d, newer than this program's %d: update the game to open it", h.Title, what, *head.Format, h.Format)
	case *head.Format != h.Format:
		return Damage(what, "it has an unknown format %d", *head.Format)
	}
	return nil
}

// DecodeStrict decodes one JSON value of a file of kind what into v,
// refusing as damaged keys v does not have (the error names the key),
// a truncated or corrupt value, and anything after it.
func DecodeStrict(data []byte, what string, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return describeJSONError(what, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return Damage(what, "it is corrupt: more data after the %s", what)
	}
	return nil
}

// describeJSONError tells a truncated file from a corrupt one.
func describeJSONError(what string, err error) error {
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) || strings.Contains(err.Error(), "unexpected end of JSON input") {
		return Damage(what, "it is truncated: %v", err)
	}
	return Damage(what, "it is corrupt: %v", err)
}

// Read checks the head of data, a file of kind what, then decodes it
// into v strictly: all a game's Load and ReadRecord share before their
// own checks of what was read.
func (h FileHead) Read(data []byte, what string, v any) error {
	if err := h.Check(data, what); err != nil {
		return err
	}
	return DecodeStrict(data, what, v)
}
