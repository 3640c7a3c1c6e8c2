package web

import (
	"embed"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
)

// browserEbiten holds Ebitengine's files as the game's browser build
// compiles them: a file named as one of Ebitengine's replaces it, each
// saying at its top what it changes and why nothing a player sees does;
// a file whose name begins "browser" is added. Together they take the
// download from 3.14 to 2.46 MB brotli'd (issue 64; docs/figures.md,
// "The browser's download"):
//
//   - The built-in and colorm shaders' sources come from a table instead
//     of a text/template, whose reflection by method name made the
//     linker keep every exported method of every type put in an
//     interface: 0.33 MB.
//   - The shaders are compiled when the game is built, not in the page:
//     internal/browserprecompile compiles every shader Ebitengine marks
//     as its own with Ebitengine's compiler and writes their programs,
//     which the page reads (internal/graphics/browser_compile_js.go),
//     so the page carries no Kage compiler (go/parser and Ebitengine's
//     internal/shader): 0.16 MB, and the compiling is not on the first
//     frame's way. The game has no shader of its own.
//   - Ebitengine's debugging aids a page cannot ask for are left out:
//     its search for its own sources (go/build), the conversion of
//     shaders written in texels (go/printer), the screenshots and image
//     dumps at keys named by environment variables (a PNG encoder, a zip
//     writer, the table of key names), log/slog, whose debug lines the
//     game never turns on (its error lines go through log instead), and
//     encoding/gob, which only Ebitengine's protocol for a game run as
//     another program's guest spoke.
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
	modDir, err := ebitenSource(dir, env)
	if err != nil {
		return "", err
	}
	gomod, err := goOutput(dir, env, "env", "GOMOD")
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
		rel := strings.TrimPrefix(name, "_ebiten/")
		file := filepath.Join(copyDir, filepath.FromSlash(rel))
		_, err = os.Stat(file)
		switch added := addedFile(rel); {
		case added && err == nil:
			return fmt.Errorf("web/%s is added to Ebitengine, which has a file of that name", name)
		case !added && err != nil:
			return fmt.Errorf("web/%s replaces a file Ebitengine has not: %v", name, err)
		}
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			return err
		}
		return os.WriteFile(file, b, 0o644)
	})
	if err != nil {
		return "", err
	}
	// The shaders, compiled here by the machine that builds.
	gen := exec.Command("go", "run", "./internal/browserprecompile", filepath.FromSlash("internal/graphics/browser_programs_js.go"))
	gen.Dir = copyDir
	gen.Env = append(os.Environ(), "GOOS="+runtime.GOOS, "GOARCH="+runtime.GOARCH, "CGO_ENABLED=0")
	if msg, err := gen.CombinedOutput(); err != nil {
		return "", fmt.Errorf("compiling Ebitengine's shaders for the browser: %v\n%s", err, msg)
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

// ebitenSource is the folder of Ebitengine's module as the module at dir
// resolves it, which must be ebitenVersion.
func ebitenSource(dir string, env []string) (string, error) {
	// Downloaded first: go list names no folder for a module not in the
	// cache yet (a fresh machine's first build).
	if _, err := goOutput(dir, env, "mod", "download", ebitenModule); err != nil {
		return "", err
	}
	out, err := goOutput(dir, env, "list", "-m", "-f", "{{.Dir}} {{.Version}}", ebitenModule)
	if err != nil {
		return "", err
	}
	modDir, version, _ := strings.Cut(out, " ")
	if version != ebitenVersion {
		return "", fmt.Errorf("the browser's Ebitengine files are made for %s, not %s: read web/_ebiten again", ebitenVersion, version)
	}
	return modDir, nil
}

// goOutput runs the go command in dir and gives what it printed.
func goOutput(dir string, env []string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = env
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go %s: %v", strings.Join(args, " "), err)
	}
	return strings.TrimSpace(string(out)), nil
}

// addedFile tells whether browserEbiten's file rel (its path under
// _ebiten) is added to Ebitengine, a name beginning "browser", rather
// than one replacing Ebitengine's own.
func addedFile(rel string) bool { return strings.Contains("/"+rel, "/browser") }

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
