package main

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// entry is one file of an archive: its path inside, its mode (0o755
// for a program, so that it runs once unpacked) and its bytes.
type entry struct {
	path string
	mode fs.FileMode
	data []byte
}

// fileEntry reads a file of the scratch folder into an entry.
func fileEntry(path, from string, mode fs.FileMode) (entry, error) {
	data, err := os.ReadFile(from)
	return entry{path: path, mode: mode, data: data}, err
}

// writeZip writes the entries into a zip, folders implied by the paths,
// each with its Unix mode (macOS' Archive Utility and unzip keep a
// program runnable) and the release's time.
func writeZip(path string, entries []entry, stamp time.Time) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := zip.NewWriter(f)
	for _, e := range entries {
		h := &zip.FileHeader{Name: e.path, Method: zip.Deflate, Modified: stamp}
		h.SetMode(e.mode)
		fw, err := w.CreateHeader(h)
		if err != nil {
			f.Close()
			return err
		}
		if _, err := fw.Write(e.data); err != nil {
			f.Close()
			return err
		}
	}
	if err := w.Close(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// writeTarGz writes the entries into a gzipped tar under one top folder,
// with the folders themselves, as tar users expect.
func writeTarGz(path string, entries []entry, stamp time.Time) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	gz, _ := gzip.NewWriterLevel(f, gzip.BestCompression)
	tw := tar.NewWriter(gz)
	dirs := map[string]bool{}
	for _, e := range entries {
		for d := filepath.Dir(e.path); d != "." && !dirs[d]; d = filepath.Dir(d) {
			dirs[d] = true
		}
	}
	var names []string
	for d := range dirs {
		names = append(names, d)
	}
	sort.Strings(names) // a folder before what it holds
	for _, d := range names {
		h := &tar.Header{Typeflag: tar.TypeDir, Name: d + "/", Mode: 0o755, ModTime: stamp, Format: tar.FormatPAX}
		if err := tw.WriteHeader(h); err != nil {
			f.Close()
			return err
		}
	}
	for _, e := range entries {
		h := &tar.Header{Typeflag: tar.TypeReg, Name: e.path, Mode: int64(e.mode), Size: int64(len(e.data)), ModTime: stamp, Format: tar.FormatPAX}
		if err := tw.WriteHeader(h); err != nil {
			f.Close()
			return err
		}
		if _, err := tw.Write(e.data); err != nil {
			f.Close()
			return err
		}
	}
	for _, c := range []interface{ Close() error }{tw, gz} {
		if err := c.Close(); err != nil {
			f.Close()
			return err
		}
	}
	return f.Close()
}

// writeSums writes SHA256SUMS, in the format sha256sum -c reads.
func writeSums(dir string, names []string) error {
	var b strings.Builder
	for _, n := range names {
		data, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		fmt.Fprintf(&b, "%s  %s\n", hex.EncodeToString(sum[:]), n)
	}
	return os.WriteFile(filepath.Join(dir, "SHA256SUMS"), []byte(b.String()), 0o644)
}
