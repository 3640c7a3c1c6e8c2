package scenes

import (
	"errors"
	"os"
	"path/filepath"
)

// Store keeps small named files: the autosave and the settings. The
// desktop keeps them in the user's config folder; the browser will keep
// them in localStorage; tests keep them in memory.
type Store interface {
	Load(name string) ([]byte, error)
	Save(name string, data []byte) error
	Delete(name string) error
}

// ErrNotFound is returned by Load when nothing is stored under a name.
var ErrNotFound = errors.New("not stored")

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

// DirStore keeps files in a folder. Save writes a temporary file and
// renames it, so a power cut leaves the old save or the new one, never half.
type DirStore struct{ Dir string }

// DefaultDirStore is the user's config folder for the game.
func DefaultDirStore() DirStore {
	dir, err := os.UserConfigDir()
	if err != nil {
		dir = "."
	}
	return DirStore{Dir: filepath.Join(dir, "graffiti")}
}

// Load reads a file.
func (d DirStore) Load(name string) ([]byte, error) {
	b, err := os.ReadFile(filepath.Join(d.Dir, name))
	if errors.Is(err, os.ErrNotExist) {
		return nil, ErrNotFound
	}
	return b, err
}

// Save writes a file atomically.
func (d DirStore) Save(name string, data []byte) error {
	if err := os.MkdirAll(d.Dir, 0o755); err != nil {
		return err
	}
	tmp := filepath.Join(d.Dir, name+".tmp")
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, filepath.Join(d.Dir, name))
}

// Delete removes a file.
func (d DirStore) Delete(name string) error {
	err := os.Remove(filepath.Join(d.Dir, name))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	return err
}
