package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"graffiti/game/graffiti"
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

func TestReplayPrintsTheOutcome(t *testing.T) {
	out, code := capture(t, func() int { return runReplay([]string{"testdata/record-3p-block.json"}) })
	if code != 0 {
		t.Fatalf("exit %d: %s", code, out)
	}
	var o graffiti.Outcome
	if err := json.Unmarshal([]byte(out), &o); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if !o.Over || len(o.Players) != 3 || len(o.Winners) == 0 {
		t.Errorf("outcome %+v", o)
	}
	for _, p := range o.Players {
		if p.Score != p.Play+p.Tiles+p.Tags {
			t.Errorf("%s: %d != %d + %d + %d", p.Name, p.Score, p.Play, p.Tiles, p.Tags)
		}
	}
}

func TestReplayStopsAtAnIllegalAction(t *testing.T) {
	rec := graffiti.Record{Format: graffiti.Format, Setup: graffiti.Setup{Players: 2, Seed: 1}, Actions: []string{"paint G1", "paint G1"}}
	data, _ := json.Marshal(rec)
	path := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(path, data, 0o644)
	out, code := capture(t, func() int { return runReplay([]string{path}) })
	if code != 1 || !strings.HasPrefix(out, `action 2 "paint G1": space G1 is taken`) {
		t.Errorf("exit %d, printed %q", code, out)
	}
}

func TestSimSummarises(t *testing.T) {
	out, code := capture(t, func() int { return runSim([]string{"-players", "3", "-games", "5", "-variants", "block,special"}) })
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 2 || !strings.Contains(lines[1], "actions/s") || !strings.HasPrefix(lines[0], "games 5") {
		t.Errorf("exit %d, printed %q", code, out)
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

// The game sets its Go heap's soft limit, unless GOMEMLIMIT says one.
func TestGoHeapLimitUnlessTheEnvironmentSaysOne(t *testing.T) {
	old := debug.SetMemoryLimit(-1)
	defer debug.SetMemoryLimit(old)
	if limitGoHeap(func(string) string { return "200MiB" }) {
		t.Error("GOMEMLIMIT was overridden")
	}
	if !limitGoHeap(func(string) string { return "" }) || debug.SetMemoryLimit(-1) != goHeapLimit {
		t.Errorf("the limit is %d, not %d", debug.SetMemoryLimit(-1), goHeapLimit)
	}
}

// Records of whole games written by the build before the house was laid
// out for three games replay to the same final state.
func TestRecordsOfTheEarlierBuildReplayToTheirHash(t *testing.T) {
	for _, c := range []struct {
		args []string
		hash string
	}{
		{[]string{"testdata/record-3p-block.json"}, "bb428659fbbfd5e5"},
		{[]string{"-game", "tagcity", "testdata/tagcity-record.json"}, "262501a47c82a259"},
		{[]string{"-game", "kunststucke", "testdata/kunststucke-record.json"}, "bfe2b9d720303804"},
	} {
		out, code := capture(t, func() int { return runReplay(c.args) })
		if code != 0 || !strings.Contains(out, `"hash": "`+c.hash+`"`) {
			t.Errorf("replay %v: exit %d, printed %s", c.args, code, out)
		}
	}
}
