package web

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// What a page costs the machine is measured as the processor time of
// its browser's every process (/proc: the browser's own, the page's
// renderer, the GPU process, the utilities), not as the page's
// Performance.getMetrics: those count the renderer's main thread (the
// wasm's work and the page's script), while a frame's drawing and its
// compositing happen in the GPU process and the browser's, and a
// phone's battery pays for all of them. Here the GPU process draws by
// software, so a frame's drawing weighs more than a phone's GPU makes
// it; an idle page that draws nothing is cheap in both.

// userHz is the unit of /proc's processor times (sysconf(_SC_CLK_TCK),
// 100 on Linux whatever the kernel's own tick).
const userHz = 100

// browserCPU is the processor time (user and system) spent so far by
// the browser of ctx and every process under it, by the kind of
// process (Chromium's --type: renderer, gpu-process, utility, zygote;
// "browser" for its own); ok false where /proc cannot tell (not Linux).
func browserCPU(ctx context.Context) (cpu map[string]time.Duration, ok bool) {
	c := chromedp.FromContext(ctx)
	if c == nil || c.Browser == nil || c.Browser.Process() == nil {
		return nil, false
	}
	root := c.Browser.Process().Pid
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	parent := map[int]int{}
	ticks := map[int]int64{}
	for _, p := range stats {
		b, err := os.ReadFile(p)
		if err != nil {
			continue // ended meanwhile
		}
		// pid (comm) state ppid … utime stime: comm may hold spaces, so
		// the fields are counted after its closing parenthesis.
		s := string(b)
		pid, _ := strconv.Atoi(strings.TrimSpace(s[:strings.IndexByte(s, '(')]))
		f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(f) < 13 {
			continue
		}
		parent[pid], _ = strconv.Atoi(f[1])
		u, _ := strconv.ParseInt(f[11], 10, 64)
		st, _ := strconv.ParseInt(f[12], 10, 64)
		ticks[pid] = u + st
	}
	if _, found := ticks[root]; !found {
		return nil, false
	}
	cpu = map[string]time.Duration{}
	for pid, n := range ticks {
		for p := pid; p > 1; p = parent[p] {
			if p == root {
				cpu[processKind(pid)] += time.Duration(n) * time.Second / userHz
				break
			}
		}
	}
	return cpu, true
}

// processKind is a Chromium process's --type, "browser" without one.
// A process Chromium forked rewrites its command line, its arguments
// then parted by spaces, not NULs.
func processKind(pid int) string {
	b, _ := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "cmdline"))
	for _, arg := range strings.Fields(strings.ReplaceAll(string(b), "\x00", " ")) {
		if k, ok := strings.CutPrefix(arg, "--type="); ok {
			return k
		}
	}
	return "browser"
}

// pageCost is what a page cost its browser over a window of wall time:
// the processor time of all its processes, by their kind, and the
// frames the game drew.
type pageCost struct {
	cpu    time.Duration
	kinds  map[string]time.Duration
	wall   time.Duration
	frames int
}

// share is the cost's share of a core.
func (c pageCost) share() float64 { return float64(c.cpu) / float64(c.wall) }

// String is the share and where it went.
func (c pageCost) String() string {
	var kinds []string
	for k, d := range c.kinds {
		kinds = append(kinds, fmt.Sprintf("%s %.1f", k, 100*float64(d)/float64(c.wall)))
	}
	slices.Sort(kinds)
	return fmt.Sprintf("%.1f %% of a core over %v (%s), %d frames drawn", 100*c.share(), c.wall.Round(time.Millisecond), strings.Join(kinds, ", "), c.frames)
}

// costOver measures the page of ctx for d of wall time (the test's own
// polls of the page are not in it: it only sleeps).
func costOver(t *testing.T, ctx context.Context, d time.Duration) pageCost {
	t.Helper()
	frames := func() int {
		n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`window.graffiti.frames`))
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	f0 := frames()
	c0, ok := browserCPU(ctx)
	if !ok {
		t.Skip("no /proc to read the browser's processor time from")
	}
	start := time.Now()
	time.Sleep(d)
	c1, _ := browserCPU(ctx)
	c := pageCost{kinds: map[string]time.Duration{}, wall: time.Since(start), frames: frames() - f0}
	for k, v := range c1 {
		c.kinds[k] = v - c0[k]
		c.cpu += v - c0[k]
	}
	return c
}
