package main

import (
	"bufio"
	"bytes"
	"io/fs"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"graffiti/rooms/hostproc"
)

// freshPath is a new login's PATH on Debian before ~/.local/bin exists
// in it, and without Go: what a café's machine has.
const freshPath = "/usr/local/bin:/usr/bin:/bin"

// A café owner's first hour, from the Linux archive, in a HOME of its
// own: install.sh; the launcher valid and its program started with a
// fresh login's PATH; the installed program hosting rooms with no -web
// and no Go (the page, the game, a short load of rooms); install.sh
// again while it runs (it keeps running, the new one in place); the
// archive's own program hosting likewise; uninstall.sh leaving nothing
// of the installer's but the saves, and --purge those too.
func TestTheCafesLinuxPath(t *testing.T) {
	dir, ver := dist(t)
	if runtime.GOOS != "linux" || runtime.GOARCH != "amd64" {
		t.Skip("the Linux amd64 archive runs on Linux amd64")
	}
	home := t.TempDir()
	t.Setenv("HOME", home)
	for _, v := range []string{"XDG_DATA_HOME", "XDG_CONFIG_HOME"} {
		t.Setenv(v, "")
	}
	t.Setenv("PATH", freshPath)
	if _, err := exec.LookPath("go"); err == nil {
		t.Fatalf("go is on %s: the host could build the page with it", freshPath)
	}
	unpacked := t.TempDir()
	sh(t, unpacked, "tar", "xzf", filepath.Join(dir, "graffiti-"+ver+"-linux-amd64.tar.gz"))
	archive := filepath.Join(unpacked, "graffiti-"+ver)
	sh(t, archive, "./install.sh")

	launcher := filepath.Join(home, ".local/share/applications/graffiti.desktop")
	validateDesktop(t, launcher)
	execs := execLines(t, launcher)
	if len(execs) != 2 {
		t.Fatalf("the launcher has %d Exec lines, want the game's and the demo's: %q", len(execs), execs)
	}
	prog := execs[0][0]
	if !filepath.IsAbs(prog) || execs[1][0] != prog || strings.Join(execs[1][1:], " ") != "-demo" {
		t.Fatalf("the launcher's Exec lines %q: want the installed program's whole path, then it with -demo", execs)
	}
	if out := sh(t, home, prog, "-version"); out != "graffiti "+ver+"\n" {
		t.Errorf("the launcher's program with -version: %q", out)
	}
	if out := sh(t, home, prog, "help"); !strings.Contains(out, "graffiti host") {
		t.Errorf("graffiti help does not list host:\n%s", out)
	}

	// The installed program hosts, its rooms in ~/.config/graffiti.
	host, err := hostproc.Start(filepath.Join(home, ".local/bin/graffiti"), nil)
	if err != nil {
		t.Fatalf("the installed host: %v", err)
	}
	defer host.Kill()
	servesThePage(t, host.URL)
	if out := sh(t, home, prog, "loadtest", "-hosts", strings.TrimSuffix(host.URL, "/"), "-rooms", "2", "-seats", "2", "-warmup", "1s", "-duration", "2s"); !strings.Contains(out, "refused: 0; errors: 0") {
		t.Errorf("a short load on the installed host:\n%s", out)
	}

	// The update while it runs: install.sh succeeds, the host keeps
	// answering from its old file, the new one is in place.
	before, err := os.Stat(prog)
	if err != nil {
		t.Fatal(err)
	}
	sh(t, archive, "./install.sh")
	after, err := os.Stat(prog)
	if err != nil {
		t.Fatal(err)
	}
	if os.SameFile(before, after) {
		t.Error("install.sh again left the same file: the program was written over, not replaced")
	}
	running, _ := os.Readlink("/proc/" + strconv.Itoa(host.Cmd.Process.Pid) + "/exe")
	if !strings.HasSuffix(running, " (deleted)") {
		t.Errorf("the running host's program is %q: not the replaced one", running)
	}
	servesThePage(t, host.URL)
	if out := sh(t, home, prog, "-version"); out != "graffiti "+ver+"\n" {
		t.Errorf("the updated program with -version: %q", out)
	}
	host.Stop(5 * time.Second)

	// The archive's own program, unpacked and not installed, hosts too.
	alone, err := hostproc.Start(filepath.Join(archive, "graffiti"), nil, "-data", t.TempDir())
	if err != nil {
		t.Fatalf("the archive's host: %v", err)
	}
	servesThePage(t, alone.URL)
	alone.Stop(5 * time.Second)

	out := sh(t, archive, "./uninstall.sh")
	saves := filepath.Join(home, ".config", "graffiti")
	if !strings.Contains(out, "Kept") || !strings.Contains(out, saves) {
		t.Errorf("uninstall.sh does not say it kept the saves:\n%s", out)
	}
	if left := filesIn(t, home); len(left) == 0 || !allUnder(left, saves) {
		t.Errorf("after uninstall.sh, HOME holds %q: want the saves alone (%s)", left, saves)
	}
	sh(t, archive, "./uninstall.sh", "--purge")
	if left := filesIn(t, home); len(left) > 0 {
		t.Errorf("after uninstall.sh --purge, HOME holds %q", left)
	}
}

// sh runs a command in dir and gives its output, failing the test if it
// fails.
func sh(t *testing.T, dir, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return string(out)
}

// execLines are a desktop file's Exec lines, each split into its words
// (a word in double quotes kept whole).
func execLines(t *testing.T, path string) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out [][]string
	for sc := bufio.NewScanner(f); sc.Scan(); {
		line, ok := strings.CutPrefix(sc.Text(), "Exec=")
		if !ok {
			continue
		}
		var words []string
		for line != "" {
			if rest, ok := strings.CutPrefix(line, `"`); ok {
				w, after, _ := strings.Cut(rest, `"`)
				words, line = append(words, w), strings.TrimLeft(after, " ")
				continue
			}
			w, after, _ := strings.Cut(line, " ")
			words, line = append(words, w), after
		}
		out = append(out, words)
	}
	return out
}

// servesThePage: the host's page and its game, as a browser asks.
func servesThePage(t *testing.T, url string) {
	t.Helper()
	for path, want := range map[string]string{"": `<script src="loader.js">`, "graffiti.wasm": "\x00asm"} {
		req, _ := http.NewRequest("GET", url+path, nil)
		resp, err := http.DefaultClient.Do(req) // gzip asked and undone, as a browser does
		if err != nil {
			t.Fatal(err)
		}
		var body bytes.Buffer
		body.ReadFrom(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.Contains(body.String(), want) {
			t.Errorf("GET %s: %s, %d bytes without %q", url+path, resp.Status, body.Len(), want)
		}
	}
}

// filesIn are the files (and links) under dir, folders left out.
func filesIn(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			out = append(out, p)
		}
		return nil
	})
	return out
}

func allUnder(paths []string, dir string) bool {
	for _, p := range paths {
		if !strings.HasPrefix(p, dir+string(filepath.Separator)) {
			return false
		}
	}
	return true
}
