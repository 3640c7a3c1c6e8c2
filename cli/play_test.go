package cli

import (
	"runtime/debug"
	"testing"
)

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
