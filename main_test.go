package main

import (
	"os"
	"os/exec"
	"runtime/debug"
	"strings"
	"testing"
)

// capture runs f with stdout redirected and returns what it printed.
func capture(t *testing.T, f func() int) (string, int) {
	t.Helper()
	r, w, _ := os.Pipe()
	old := os.Stdout
	os.Stdout = w
	code := f()
	w.Close()
	os.Stdout = old
	out, _ := readAll(r)
	return out, code
}

func readAll(f *os.File) (string, error) {
	var b strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := f.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			return b.String(), nil
		}
	}
}

// The game runs on one thread: a render thread of its own keeps a command
// queue, with its busiest frame's buffers, for every frame it had in
// flight at once, and memory climbs game after game (see runOptions).
func TestTheGameRunsOnOneThread(t *testing.T) {
	if runOptions == nil || !runOptions.SingleThread {
		t.Errorf("run options %+v: the game must run on one thread", runOptions)
	}
}

// The game sets its Go heap's soft limit, unless GOMEMLIMIT says one, and
// the collector's target, unless GOGC says one.
func TestGoHeapLimitUnlessTheEnvironmentSaysOne(t *testing.T) {
	old := debug.SetMemoryLimit(-1)
	defer debug.SetMemoryLimit(old)
	oldGC := debug.SetGCPercent(100)
	defer debug.SetGCPercent(oldGC)
	if limitGoHeap(func(k string) string { return map[string]string{"GOMEMLIMIT": "200MiB"}[k] }) {
		t.Error("GOMEMLIMIT was overridden")
	}
	if got := debug.SetGCPercent(100); got != goGCPercent {
		t.Errorf("the collector's target is %d, not %d", got, goGCPercent)
	}
	limitGoHeap(func(k string) string { return map[string]string{"GOGC": "200", "GOMEMLIMIT": "1GiB"}[k] })
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("GOGC was overridden: the target is %d", got)
	}
	if !limitGoHeap(func(string) string { return "" }) || debug.SetMemoryLimit(-1) != goHeapLimit {
		t.Errorf("the limit is %d, not %d", debug.SetMemoryLimit(-1), goHeapLimit)
	}
}

// The game's build links no test helper: neither the testing package nor
// a gametest package (a test helper imported by a game's own package
// would bring them into every download).
func TestTheGameLinksNoTestHelpers(t *testing.T) {
	for _, goos := range []string{"linux", "js"} {
		arch := "amd64"
		if goos == "js" {
			arch = "wasm"
		}
		cmd := exec.Command("go", "list", "-deps", ".")
		cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH="+arch)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list: %v", err)
		}
		for _, p := range strings.Fields(string(out)) {
			if p == "testing" || strings.HasSuffix(p, "/gametest") {
				t.Errorf("%s/%s: the game links %s", goos, arch, p)
			}
		}
	}
}

// graffiti -h and graffiti help list every sub-command, as the installed
// program is called, never a developer's go run.
func TestTheHelpListsEveryCommand(t *testing.T) {
	var b strings.Builder
	usage(&b)
	help := b.String()
	for _, c := range commands() {
		if !strings.Contains(help, "graffiti "+c.name+" ") {
			t.Errorf("the help does not list %s:\n%s", c.name, help)
		}
	}
	for _, want := range []string{"graffiti host", "graffiti help", "-demo", "-version"} {
		if !strings.Contains(help, want) {
			t.Errorf("the help does not say %s", want)
		}
	}
	if strings.Contains(help, "go run") {
		t.Errorf("the help speaks of go run:\n%s", help)
	}
}
