//go:build !js

package storage

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDirStoreSavesWholeAndLeavesNoTemporaryFile(t *testing.T) {
	d := DirStore{Dir: filepath.Join(t.TempDir(), "graffiti")}
	if _, err := d.Load("autosave.json"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("load of nothing: %v", err)
	}
	for _, s := range []string{"first", "second, longer than the first"} {
		if err := d.Save("autosave.json", []byte(s)); err != nil {
			t.Fatal(err)
		}
		got, err := d.Load("autosave.json")
		if err != nil || string(got) != s {
			t.Fatalf("load gave %q, %v; want %q", got, err, s)
		}
	}
	entries, _ := os.ReadDir(d.Dir)
	if len(entries) != 1 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("the folder holds %v; want only autosave.json", names)
	}
}

// A crash may leave a temporary file (or anything) under the name an
// older version wrote to first; saving must not depend on that name.
func TestDirStoreSavesPastALeftoverTemporaryName(t *testing.T) {
	d := DirStore{Dir: t.TempDir()}
	if err := os.Mkdir(filepath.Join(d.Dir, "autosave.json.tmp"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := d.Save("autosave.json", []byte("x")); err != nil {
		t.Fatalf("save failed because of a leftover: %v", err)
	}
}

// A directory where the file should be: the save fails with an error
// (and the directory, with what it holds, is left alone).
func TestDirStoreSaveFailsWithADirectoryInTheWay(t *testing.T) {
	d := DirStore{Dir: t.TempDir()}
	in := filepath.Join(d.Dir, "autosave.json")
	if err := os.MkdirAll(filepath.Join(in, "keep"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := d.Save("autosave.json", []byte("x")); err == nil {
		t.Fatal("a save over a directory reported success")
	}
	if _, err := os.Stat(filepath.Join(in, "keep")); err != nil {
		t.Errorf("the directory in the way was touched: %v", err)
	}
	if m, _ := filepath.Glob(filepath.Join(d.Dir, "*.tmp")); len(m) != 0 {
		t.Errorf("a failed save left %v", m)
	}
}

// A folder that cannot be made (its parent is a regular file; the tests
// run as root, so permissions would not stop them).
func TestDirStoreSaveFailsInAFolderThatCannotExist(t *testing.T) {
	file := filepath.Join(t.TempDir(), "plain")
	if err := os.WriteFile(file, []byte("not a folder"), 0o644); err != nil {
		t.Fatal(err)
	}
	d := DirStore{Dir: filepath.Join(file, "graffiti")}
	if err := d.Save("autosave.json", []byte("x")); err == nil {
		t.Fatal("a save under a regular file reported success")
	}
	if _, err := d.Load("autosave.json"); err == nil {
		t.Fatal("a load under a regular file found something")
	}
}

func TestDirStoreRenameAndDelete(t *testing.T) {
	d := DirStore{Dir: t.TempDir()}
	if err := d.Rename("a", "b"); !errors.Is(err, ErrNotFound) {
		t.Errorf("rename of nothing: %v", err)
	}
	d.Save("a", []byte("1"))
	if err := d.Rename("a", "b"); err != nil {
		t.Fatal(err)
	}
	if b, _ := d.Load("b"); !bytes.Equal(b, []byte("1")) {
		t.Errorf("b holds %q", b)
	}
	if _, err := d.Load("a"); !errors.Is(err, ErrNotFound) {
		t.Errorf("a still there: %v", err)
	}
	if err := d.Delete("b"); err != nil {
		t.Fatal(err)
	}
	if err := d.Delete("b"); err != nil {
		t.Errorf("deleting a missing file: %v", err)
	}
	if w := d.Where("b"); !filepath.IsAbs(w) || !strings.HasSuffix(w, "b") {
		t.Errorf("Where gave %q", w)
	}
}

func TestDirStoreCleanRemovesLeftovers(t *testing.T) {
	d := DirStore{Dir: t.TempDir()}
	os.WriteFile(filepath.Join(d.Dir, "autosave.json.123.tmp"), nil, 0o644)
	d.Save("autosave.json", []byte("x"))
	d.Clean()
	entries, _ := os.ReadDir(d.Dir)
	if len(entries) != 1 || entries[0].Name() != "autosave.json" {
		t.Errorf("after Clean: %v", entries)
	}
}
