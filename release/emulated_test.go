package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"graffiti/rooms/hostproc"
	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
)

// The archives for other machines run here under an emulator: the
// Windows program under Wine (wine_test.go), the Linux arm64 program
// under QEMU (qemu_test.go). What both check of a program is here, and
// the native program they are held against: the release's Linux amd64
// one, which this machine runs as it is.

// emulator runs another system's program on this machine.
type emulator struct {
	name string   // Wine, QEMU
	argv []string // the emulator and its flags, before the program
	env  []string // added to this process's environment
	runs *runsLog
	// ctrlC: an interrupt reaches the program as Ctrl-C does. QEMU
	// passes it on; Wine gives a GUI program started from Linux no
	// console to hear it from, so its host is killed instead, as
	// taskkill /F does (docs/cafe.md).
	ctrlC bool
}

// command is prog run under the emulator with args.
func (e *emulator) command(prog string, args ...string) *exec.Cmd {
	cmd := exec.Command(e.argv[0], append(append(e.argv[1:len(e.argv):len(e.argv)], prog), args...)...)
	cmd.Env = append(os.Environ(), e.env...)
	return cmd
}

// runsLog is what a test ran and saw, a line each: in the test's log,
// and in a file of the release folder that .ci/run prints after the
// README's test command (go test shows a passing test's log only with
// -v, and running these tests twice would double their minute).
type runsLog struct {
	mu   sync.Mutex
	path string
}

// newRunsLog starts the file NAME.log of dir/runs afresh.
func newRunsLog(t *testing.T, dir, name string) *runsLog {
	t.Helper()
	l := &runsLog{path: filepath.Join(dir, "runs", name+".log")}
	if err := os.MkdirAll(filepath.Dir(l.path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(l.path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	return l
}

// say logs a line, and writes it in the file with the test's name.
func (l *runsLog) say(t *testing.T, format string, args ...any) {
	t.Helper()
	line := fmt.Sprintf(format, args...)
	t.Log(line)
	l.mu.Lock()
	defer l.mu.Unlock()
	f, err := os.OpenFile(l.path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Error(err)
		return
	}
	defer f.Close()
	fmt.Fprintf(f, "%s: %s\n", t.Name(), line)
}

// skip says why a check cannot run here, in the file too, and skips.
func (l *runsLog) skip(t *testing.T, format string, args ...any) {
	t.Helper()
	l.say(t, "SKIPPED: "+format, args...)
	t.SkipNow()
}

// nativeProgram writes the release's Linux amd64 program into a
// folder of its own: what an emulated program's pictures, simulations
// and host are held against, and the load test's players.
func nativeProgram(t *testing.T, dir, ver string) string {
	t.Helper()
	if runtime.GOOS != "linux" || runtime.GOARCH != "amd64" {
		t.Skipf("this machine is %s/%s: the release's native program is Linux amd64's", runtime.GOOS, runtime.GOARCH)
	}
	files := untar(t, filepath.Join(dir, "graffiti-"+ver+"-linux-amd64.tar.gz"))
	return unpack(t, files, "graffiti-"+ver+"/graffiti", t.TempDir())
}

// unpack writes an archive's file into a folder, runnable.
func unpack(t *testing.T, files map[string]entry, name, folder string) string {
	t.Helper()
	e, ok := files[name]
	if !ok {
		t.Fatalf("no %s in the archive: %v", name, names(files))
	}
	path := filepath.Join(folder, filepath.Base(name))
	if err := os.WriteFile(path, e.data, 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// versionIs runs prog -version under e: the release's version.
func versionIs(t *testing.T, e *emulator, prog, ver string) {
	t.Helper()
	out, err := e.command(prog, "-version").Output()
	if want := "graffiti " + ver + "\n"; err != nil || string(out) != want {
		t.Fatalf("%s -version under %s: %q (%v), want %q", filepath.Base(prog), e.name, out, err, want)
	}
	e.runs.say(t, "%s -version: %s", filepath.Base(prog), strings.TrimSpace(string(out)))
}

// hostKeepsItsRooms runs prog's room host under e on a loopback port,
// its log in data (as the program names it): it opens a room, answers
// a short load test from the native program with no refusal and no
// error, and once stopped (by Ctrl-C, or killed where e passes none on)
// and started again on the same data it finds every room of its log,
// the room opened first among them as it was.
func hostKeepsItsRooms(t *testing.T, e *emulator, prog, data, native string) {
	t.Helper()
	start := func() *hostproc.Process {
		t.Helper()
		h, err := hostproc.StartCmd(e.command(prog, hostproc.Args("-page=false", "-data", data)...), nil)
		if err != nil {
			t.Fatalf("%s host under %s: %v", filepath.Base(prog), e.name, err)
		}
		t.Cleanup(h.Kill)
		return h
	}
	h := start()
	g := boxes.Games[0]
	players, _ := g.Players()
	seats, names := make([]string, players), make([]string, players)
	for s := range seats {
		seats[s], names[s] = wire.Person, fmt.Sprintf("%s %d", e.name, s+1)
	}
	code := roomOf(t, h.Rooms, wire.Request{Type: wire.ReqCreate, Game: g.Name(), Seats: seats, Names: names}, wire.MsgCreated).Room

	const rooms = 3
	load := exec.Command(native, "loadtest", "-hosts", h.URL, "-rooms", strconv.Itoa(rooms), "-seats", "2", "-rate", "2", "-warmup", "1s", "-duration", "4s")
	out, err := load.CombinedOutput()
	acted := regexp.MustCompile(`actions: (\d+) acknowledged`).FindSubmatch(out)
	if err != nil || !strings.Contains(string(out), "refused: 0; errors: 0") || acted == nil || string(acted[1]) == "0" {
		t.Fatalf("a load test of the host under %s: %v\n%s\nthe host said:\n%s", e.name, err, out, h.Said())
	}
	e.runs.say(t, "host answered a load test of %d rooms: %s", rooms, strings.Join(linesOf(out, "actions:", "refused:"), "; "))

	stopped := "killed"
	if e.ctrlC {
		h.Stop(10 * time.Second)
		if !h.Cmd.ProcessState.Success() {
			t.Errorf("the host under %s, asked to stop as Ctrl-C does, ended %v\n%s", e.name, h.Cmd.ProcessState, h.Said())
		}
		stopped = "stopped by Ctrl-C"
	} else {
		h.Kill()
	}
	h = start()
	found := regexp.MustCompile(`(?m)^(\d+) rooms in .*$`).FindStringSubmatch(h.Said())
	if found == nil {
		t.Fatalf("the host started again under %s does not say how many rooms its log holds:\n%s", e.name, h.Said())
	}
	if n, _ := strconv.Atoi(found[1]); n < rooms+1 {
		t.Errorf("the host started again under %s on its log says %q: want %d rooms or more (the load test's and one)", e.name, found[0], rooms+1)
	}
	m := roomOf(t, h.Rooms, wire.Request{Type: wire.ReqWatch, Room: code}, wire.MsgWelcome)
	var again []string
	for _, s := range m.Seats {
		again = append(again, s.Name)
	}
	if m.Game != g.Name() || strings.Join(again, ",") != strings.Join(names, ",") {
		t.Errorf("room %s after the host's restart under %s: %s with %v, want %s with %v", code, e.name, m.Game, again, g.Name(), names)
	}
	e.runs.say(t, "host %s and started again: %s; room %s as it was (%s, %s)", stopped, found[0], code, m.Game, strings.Join(again, ", "))
}

// roomOf sends a request on a connection of its own to a host's rooms
// and gives the answer of the type wanted; a refusal fails the test.
func roomOf(t *testing.T, url string, req wire.Request, want string) wire.Message {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c, err := wire.Dial(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Send(ctx, req); err != nil {
		t.Fatal(err)
	}
	for {
		m, _, err := c.Receive(ctx)
		if err != nil {
			t.Fatalf("a %s to %s: %v", req.Type, url, err)
		}
		switch m.Type {
		case want:
			return m
		case wire.MsgRefused:
			t.Fatalf("a %s to %s refused: %s: %s", req.Type, url, m.Code, m.Reason)
		}
	}
}

// linesOf are the lines of out that start with one of the prefixes.
func linesOf(out []byte, prefixes ...string) []string {
	var lines []string
	for _, line := range strings.Split(string(out), "\n") {
		for _, p := range prefixes {
			if strings.HasPrefix(line, p) {
				lines = append(lines, strings.TrimSpace(line))
			}
		}
	}
	return lines
}
