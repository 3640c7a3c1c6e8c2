package web

import (
	"embed"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// browserEbiten holds four of Ebitengine's files as the game's browser
// build compiles them, each saying at its top what it leaves out and
// why nothing a player sees changes.
//
// Two of them (the built-in and colorm shaders' sources) are why: they
// executed a text/template, and a template's field lookup calls
// reflect's MethodByName, after which the linker must keep every
// exported method of every type put in an interface, used or not. The
// same sources from a table take 3.4 MB of code and data off the wasm,
// 0.33 MB brotli'd. The other two take go/build, go/doc, os/exec and
// go/printer away: Ebitengine's debugging aid that looks for its own
// sources, and the conversion of shaders written in texels, which
// neither Ebitengine's shaders nor the game's use (issue 64: the
// download; docs/figures.md, "The browser's download").
//
// The floor program (web/floor) is built without them: it stands for
// Ebitengine as it is.
//
//go:embed _ebiten
var browserEbiten embed.FS

// ebitenVersion is the Ebitengine the files were made from: the build
// refuses another, so that a new version's files are read again before
// they replace its own.
const ebitenVersion = "v2.10.4"

const ebitenModule = "github.com/hajimehoshi/ebiten/v2"

// withBrowserEbiten copies Ebitengine's module, as the module at dir
// resolves it, under tmp with browserEbiten's files in place of its own,
// and writes a go.mod beside that replaces Ebitengine by the copy: the
// file for go build's -modfile. (go build's -overlay would be lighter,
// but it refuses to replace files in the module cache.)
func withBrowserEbiten(dir, tmp string, env []string) (string, error) {
	goCmd := func(args ...string) (string, error) {
		cmd := exec.Command("go", args...)
		cmd.Dir = dir
		cmd.Env = env
		out, err := cmd.Output()
		if err != nil {
			return "", fmt.Errorf("go %s: %v", strings.Join(args, " "), err)
		}
		return strings.TrimSpace(string(out)), nil
	}
	out, err := goCmd("list", "-m", "-f", "{{.Dir}} {{.Version}}", ebitenModule)
	if err != nil {
		return "", err
	}
	modDir, version, _ := strings.Cut(out, " ")
	if version != ebitenVersion {
		return "", fmt.Errorf("the browser's Ebitengine files are made for %s, not %s: read web/_ebiten again", ebitenVersion, version)
	}
	gomod, err := goCmd("env", "GOMOD")
	if err != nil {
		return "", err
	}
	copyDir := filepath.Join(tmp, "ebiten")
	if err := copyModule(modDir, copyDir); err != nil {
		return "", err
	}
	err = fs.WalkDir(browserEbiten, "_ebiten", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := browserEbiten.ReadFile(name)
		if err != nil {
			return err
		}
		file := filepath.Join(copyDir, filepath.FromSlash(strings.TrimPrefix(name, "_ebiten/")))
		if _, err := os.Stat(file); err != nil {
			return fmt.Errorf("web/%s replaces a file Ebitengine has not: %v", name, err)
		}
		return os.WriteFile(file, b, 0o644)
	})
	if err != nil {
		return "", err
	}
	mod, err := os.ReadFile(gomod)
	if err != nil {
		return "", err
	}
	sum, err := os.ReadFile(strings.TrimSuffix(gomod, ".mod") + ".sum")
	if err != nil {
		return "", err
	}
	modfile := filepath.Join(tmp, "go.mod")
	mod = fmt.Appendf(mod, "\nreplace %s => %s\n", ebitenModule, filepath.ToSlash(copyDir))
	if err := os.WriteFile(modfile, mod, 0o644); err != nil {
		return "", err
	}
	return modfile, os.WriteFile(filepath.Join(tmp, "go.sum"), sum, 0o644)
}

// copyModule copies what building a module needs: its files but its
// tests, their data and its examples.
func copyModule(from, to string) error {
	return filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, path)
		if d.IsDir() {
			if n := d.Name(); path != from && (n == "examples" || n == "testdata" || strings.HasPrefix(n, ".") || strings.HasPrefix(n, "_")) {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		if strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.Open(path)
		if err != nil {
			return err
		}
		defer src.Close()
		dst, err := os.Create(filepath.Join(to, rel))
		if err != nil {
			return err
		}
		if _, err := io.Copy(dst, src); err != nil {
			dst.Close()
			return err
		}
		return dst.Close()
	})
}
