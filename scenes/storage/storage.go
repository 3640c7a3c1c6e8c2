// Package storage keeps the game's small named files — the autosave, its
// backup and the settings — in a folder on the desktop, in localStorage
// in the browser, or in memory for tests. It imports no graphics, so its
// tests run under GOOS=js GOARCH=wasm with Node as well as natively.
package storage

import (
	"errors"
	"sort"
)

// Store keeps small named files.
type Store interface {
	// Load gives a stored file, or ErrNotFound.
	Load(name string) ([]byte, error)
	// Save replaces a file whole: a reader sees the old one or the new
	// one, never a mixture.
	Save(name string, data []byte) error
	// Delete forgets a file; forgetting a missing file is no error.
	Delete(name string) error
	// Rename gives a file another name, replacing what had that name.
	Rename(from, to string) error
}

// Locator is a store that can say where a file is, in words a person can
// follow to find it (a path, or a localStorage key).
type Locator interface {
	Where(name string) string
}

// Where says where name is kept in st, or gives the bare name.
func Where(st Store, name string) string {
	if l, ok := st.(Locator); ok {
		return l.Where(name)
	}
	return name
}

// ErrNotFound is returned by Load when nothing is stored under a name.
var ErrNotFound = errors.New("not stored")

// ErrUnavailable is returned when the store cannot be reached at all:
// localStorage blocked in a framed page or by private browsing.
var ErrUnavailable = errors.New("storage unavailable")

// MemStore keeps files in memory.
type MemStore map[string][]byte

// Load gives a stored file.
func (m MemStore) Load(name string) ([]byte, error) {
	if b, ok := m[name]; ok {
		return append([]byte(nil), b...), nil
	}
	return nil, ErrNotFound
}

// Save stores a file.
func (m MemStore) Save(name string, data []byte) error {
	m[name] = append([]byte(nil), data...)
	return nil
}

// Delete forgets a file.
func (m MemStore) Delete(name string) error { delete(m, name); return nil }

// Rename moves a file to another name.
func (m MemStore) Rename(from, to string) error {
	b, ok := m[from]
	if !ok {
		return ErrNotFound
	}
	m[to] = b
	delete(m, from)
	return nil
}

// Names lists the stored names in order, for tests.
func (m MemStore) Names() []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
