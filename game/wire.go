package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// ReadView reads a view of a game's own view type V as JSON, strictly:
// a field the type does not have is refused, as is anything after the
// object. Each game's ReadView is this with its type.
func ReadView[V any](data []byte) (View, error) {
	v, err := readJSON[V](data)
	if err != nil {
		return nil, fmt.Errorf("not a view: %w", err)
	}
	return v, nil
}

// ReadEvent reads an event of a game's own event type E, as ReadView.
func ReadEvent[E Event](data []byte) (Event, error) {
	e, err := readJSON[E](data)
	if err != nil {
		return nil, fmt.Errorf("not an event: %w", err)
	}
	return e, nil
}

func readJSON[T any](data []byte) (T, error) {
	var v T
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(&v); err != nil {
		var zero T
		return zero, err
	}
	// Nothing but spaces may follow: More alone lets a stray ] or }
	// through.
	if _, err := d.Token(); err != io.EOF {
		var zero T
		return zero, fmt.Errorf("more than one value")
	}
	return v, nil
}
