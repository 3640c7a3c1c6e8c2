// Command release writes the archives a café downloads into one folder
// (dist/ from .ci/release): the Windows zip, the macOS app, the Linux
// tarballs, the web folder, and their SHA256SUMS. Each is built from the
// module at -src with the version given, which the game shows on its
// title and prints with -version.
//
//	go run ./release -out dist -version "$(git describe --tags --always --dirty)" -build "$(git rev-list --count HEAD)"
//
// The icons are drawn by the game itself (-shot icon), so the run needs
// a display: .ci/release starts it under xvfb-run where there is none.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"time"
)

func main() {
	out := flag.String("out", "dist", "the folder to write the archives into (emptied first)")
	src := flag.String("src", ".", "the game's module")
	ver := flag.String("version", "", "the release's name (git describe)")
	build := flag.Int("build", 0, "the build number (git rev-list --count HEAD): the numeric version of a name that is not vX.Y.Z")
	flag.Parse()
	if *ver == "" {
		fail(fmt.Errorf("-version is needed"))
	}
	r := &release{
		src:     *src,
		out:     *out,
		version: *ver,
		numeric: numericVersion(*ver, *build),
		stamp:   time.Now().UTC().Truncate(time.Second),
	}
	if err := r.run(); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "release:", err)
	os.Exit(1)
}

// release is one run: what it builds from, where it writes, and the
// names it gives.
type release struct {
	src, out string
	version  string // as players see it: v1.2.0, or a commit's name
	numeric  string // as Windows and macOS want it: 1.2.0
	stamp    time.Time
	work     string // a scratch folder, removed at the end
	icons    icons
	// pageFiles is the browser edition, once compiled (web.go's page).
	pageFiles map[string][]byte
	// pageCopies are its files' .gz and .br copies, once made.
	pageCopies map[string]copies
}

func (r *release) run() error {
	if err := os.RemoveAll(r.out); err != nil {
		return err
	}
	if err := os.MkdirAll(r.out, 0o755); err != nil {
		return err
	}
	work, err := os.MkdirTemp("", "graffiti-release")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	r.work = work

	// The icons first: the game that draws them is this machine's build.
	host, err := r.binary(runtime.GOOS, runtime.GOARCH)
	if err != nil {
		return err
	}
	if r.icons, err = drawIcons(host, filepath.Join(work, "icons")); err != nil {
		return err
	}
	steps := []struct {
		name string
		do   func() (string, error)
	}{
		{"windows", r.windows},
		{"macos", r.macos},
		{"linux amd64", func() (string, error) { return r.linux("amd64") }},
		{"linux arm64", func() (string, error) { return r.linux("arm64") }},
		{"web", r.web},
	}
	var written []string
	for _, s := range steps {
		name, err := s.do()
		if err != nil {
			return fmt.Errorf("%s: %w", s.name, err)
		}
		fi, err := os.Stat(filepath.Join(r.out, name))
		if err != nil {
			return err
		}
		fmt.Printf("%-48s %6.2f MB\n", name, float64(fi.Size())/1e6)
		written = append(written, name)
	}
	return writeSums(r.out, written)
}

// name is an archive's file name: graffiti-VERSION-SYSTEM.EXT.
func (r *release) name(system, ext string) string {
	return "graffiti-" + r.version + "-" + system + ext
}
