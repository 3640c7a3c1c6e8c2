package gametest

import (
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"
)

// noPixels names, in a test process's environment, the test it was
// started to run without pixels (WithoutPixels).
const noPixels = "GRAFFITI_TEST_WITHOUT_PIXELS"

// WithoutPixels runs a rendering test that reads no pixel (its measure
// is the layout's: a label's width against its box, what is cached, that
// nothing panics) in a test process of its own whose GL draws nothing:
// Mesa's no-op driver (GALLIUM_NOOP) takes every call and rasterises
// nothing. The labels' test of every screen at three sizes took 22 s of
// the processor with llvmpipe's pixels, 4 s without.
//
// It reports whether the test ran there, in which case the caller
// returns at once:
//
//	if gametest.WithoutPixels(t) {
//		return
//	}
//
// In that process it reports false, and the test runs; Pixels then
// fails, as any picture read there would be empty. Without a display
// the test skips (Need).
func WithoutPixels(t *testing.T) bool {
	t.Helper()
	Need(t)
	if os.Getenv(noPixels) == t.Name() {
		return false
	}
	args := []string{"-test.run=" + runPattern(t.Name()), "-test.count=1", "-test.v=true"}
	if testing.Short() {
		args = append(args, "-test.short")
	}
	if d, ok := t.Deadline(); ok {
		args = append(args, fmt.Sprintf("-test.timeout=%s", time.Until(d).Round(time.Second)))
	}
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "GALLIUM_NOOP=true", noPixels+"="+t.Name())
	out, err := cmd.CombinedOutput()
	if said := relayed(string(out)); said != "" {
		t.Log("in a process that draws no pixel:\n" + said)
	}
	if err != nil {
		t.Fatalf("in a process that draws no pixel: %v", err)
	}
	return true
}

// DrawsNothing: this process's GL draws no pixel (WithoutPixels), so a
// picture read back here is empty.
func DrawsNothing() bool { return os.Getenv(noPixels) != "" }

// runPattern is -test.run's pattern for the test named name alone (a
// subtest's name is its parents' and its own, each matched whole).
func runPattern(name string) string {
	parts := strings.Split(name, "/")
	for i, p := range parts {
		parts[i] = "^" + regexp.QuoteMeta(p) + "$"
	}
	return strings.Join(parts, "/")
}

// relayed is what the test's own process said, without the lines that
// begin and end a test: told again inside this test's output they would
// read as tests of their own (go test -json parses them).
func relayed(out string) string {
	var keep []string
	for _, l := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
		s := strings.TrimSpace(l)
		switch {
		case s == "", s == "PASS", s == "FAIL",
			strings.HasPrefix(s, "=== "), strings.HasPrefix(s, "--- "), strings.HasPrefix(s, "ok "):
			continue
		}
		keep = append(keep, l)
	}
	return strings.Join(keep, "\n")
}
