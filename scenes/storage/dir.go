package storage

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
)

// DirStore keeps files in a folder. Save is durable: the data goes to a
// fresh temporary file in the same folder, is flushed to the disk, then
// renamed over the old file, and the folder itself is flushed, so a power
// cut leaves the old file or the new one, never half of either.
type DirStore struct{ Dir string }

// DefaultDirStore is the user's config folder for the game:
// ~/.config/graffiti on Linux, ~/Library/Application Support/graffiti on
// macOS, %AppData%\graffiti on Windows.
func DefaultDirStore() DirStore {
	dir, err := os.UserConfigDir()
	if err != nil {
		dir = "."
	}
	return DirStore{Dir: filepath.Join(dir, "graffiti")}
}

func (d DirStore) path(name string) string { return filepath.Join(d.Dir, name) }

// Where is the file's full path.
func (d DirStore) Where(name string) string {
	if abs, err := filepath.Abs(d.path(name)); err == nil {
		return abs
	}
	return d.path(name)
}

// Load reads a file.
func (d DirStore) Load(name string) ([]byte, error) {
	b, err := os.ReadFile(d.path(name))
	if errors.Is(err, os.ErrNotExist) {
		return nil, ErrNotFound
	}
	return b, err
}

// Save writes a file durably (see DirStore).
func (d DirStore) Save(name string, data []byte) (err error) {
	if err := os.MkdirAll(d.Dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(d.Dir, name+".*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	if err = os.Rename(tmp, d.path(name)); err != nil {
		return err
	}
	return syncDir(d.Dir)
}

// Delete removes a file.
func (d DirStore) Delete(name string) error {
	err := os.Remove(d.path(name))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	return syncDir(d.Dir)
}

// Rename moves a file to another name in the folder.
func (d DirStore) Rename(from, to string) error {
	err := os.Rename(d.path(from), d.path(to))
	if errors.Is(err, os.ErrNotExist) {
		return ErrNotFound
	}
	if err != nil {
		return err
	}
	return syncDir(d.Dir)
}

// Clean removes temporary files left by a save that a crash cut short.
func (d DirStore) Clean() {
	entries, _ := os.ReadDir(d.Dir)
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".tmp") {
			os.Remove(d.path(e.Name()))
		}
	}
}

// syncDir flushes a folder, so a rename in it survives a power cut.
// Windows cannot open a folder for that (its renames are journalled), and
// some file systems refuse; neither is a failed save.
func syncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	f, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := f.Sync(); err != nil && !errors.Is(err, syscall.EINVAL) && !errors.Is(err, syscall.ENOTSUP) && !errors.Is(err, errors.ErrUnsupported) {
		return err
	}
	return nil
}
