package boxes

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/scenes"
	"graffiti/sprites/gametest"
)

// The processor an idle table costs, against the same game's table while
// its pieces move, in one process running the real game loop (its own:
// a test runs inside the loop of gametest.Main, which draws every frame
// it is given). The process is this test binary started again with
// idleEnv set: TestMain hands it to idleProcess.
const idleEnv = "GRAFFITI_IDLE_PROCESS"

// idleWindow is the idle window measured. The idle table's work comes
// in periods of two seconds (a drawing every 120 ticks); four seconds
// hold two of them, and its share of a core measured over four and
// over ten seconds agreed (docs/figures.md), at less of the README's
// command's time. The moving window lasts movingFrames frames, four
// seconds at the least: a loaded machine draws the moving table slower,
// and its share of a core is measured over as many frames.
const (
	idleWindow   = 4 * time.Second
	movingFrames = 120
)

// idleFigures is what the process measured: the processor (user and
// system, every thread: Mesa's too), the wall time, the frames drawn
// and the ticks run in each window.
type idleFigures struct {
	IdleCPU, MovingCPU, IdleWall, MovingWall time.Duration
	IdleFrames, MovingFrames                 int
	IdleTicks, MovingTicks                   int
}

// share is a window's share of a core.
func share(cpu, wall time.Duration) float64 { return float64(cpu) / float64(wall) }

// A figure (GRAFFITI_FIGURES=1): a share of the processor measured over
// seconds is a clock's, and in the README's command, the machine loaded
// by every other package, it measured 10.8 % once where it measures 8–9
// % alone. What guards the rest in every run is counted in ticks and
// frames: TestAnIdleTableRunsA120thOfTheFramesOfAMovingOne.
func TestAnIdleTableCostsATenthOfTheProcessorOfAMovingOne(t *testing.T) {
	if os.Getenv("GRAFFITI_FIGURES") == "" {
		t.Skip("a figure: GRAFFITI_FIGURES=1 measures it (under xvfb-run)")
	}
	gametest.Need(t)
	f := measureIdle(t)
	idle, moving := share(f.IdleCPU, f.IdleWall), share(f.MovingCPU, f.MovingWall)
	t.Logf("idle %.1f %% of a core over %v (%d frames drawn, %d ticks), moving %.1f %% over %v (%d frames, %d ticks): %.1f %%",
		100*idle, f.IdleWall.Round(time.Millisecond), f.IdleFrames, f.IdleTicks,
		100*moving, f.MovingWall.Round(time.Millisecond), f.MovingFrames, f.MovingTicks, 100*idle/moving)
	if f.MovingFrames < movingFrames {
		t.Skipf("the machine drew the moving table %d frames in %v: too loaded to measure a share of it", f.MovingFrames, f.MovingWall)
	}
	if idle > moving/10 {
		t.Errorf("the idle table cost %.1f %% of the processor of the moving one; want 10 %% at most", 100*idle/moving)
	}
}

// measureIdle runs idleProcess and reads its figures. With
// GRAFFITI_IDLE_LOOP=every in the test's environment the process runs
// Ebitengine's usual loop instead, a frame every tick at rest too (the
// figures before, docs/figures.md).
func measureIdle(t *testing.T) idleFigures {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	// The program's own Mesa: gametest.Main keeps the tests' GL on one
	// thread, the program does not.
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "LP_NUM_THREADS=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, idleEnv+"=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the idle table's process: %v\n%s", err, out)
	}
	_, line, ok := strings.Cut(string(out), "idle figures: ")
	var f idleFigures
	if !ok || json.Unmarshal([]byte(strings.SplitN(line, "\n", 2)[0]), &f) != nil {
		t.Fatalf("the idle table's process said no figures:\n%s", out)
	}
	return f
}

// idleGame is the app in the real game loop, put at a table waiting for
// a person on its first tick, and set moving (the café demo, the same
// game first) or ended when the measuring goroutine asks.
type idleGame struct {
	app           *scenes.App // nil before the first tick
	move, quit    atomic.Bool
	frames, ticks atomic.Int64
	figures       idleFigures // written by measure before it ends the loop
}

// idleFailer stops the process when setting the table up fails.
type idleFailer struct{}

func (idleFailer) Helper()           {}
func (idleFailer) Fatal(args ...any) { panic(fmt.Sprint(args...)) }

func (g *idleGame) Update() error {
	switch {
	case g.quit.Load():
		return ebiten.Termination
	case g.app == nil:
		g.app, _ = tableWaiting(idleFailer{}, 0)
		go g.measure()
		if os.Getenv("GRAFFITI_IDLE_LOOP") == "every" {
			// The loop before it ran only the frames asked for.
			ebiten.SetScreenClearedEveryFrame(false)
			g.app.Restful()
		} else {
			g.app.DrawWhenAsked() // as the program does (cli/play.go)
		}
	case g.move.Load() && !g.app.InDemo():
		g.app.DemoSeed, g.app.BotSeed, g.app.BotIterations = 7, 7, 400
		g.app.StartDemo()
	}
	err := g.app.Update()
	g.ticks.Store(int64(g.app.Tick))
	return err
}

func (g *idleGame) Draw(screen *ebiten.Image) {
	if g.app != nil {
		g.app.Draw(screen)
		g.frames.Store(int64(g.app.Frames))
	}
}

func (g *idleGame) Layout(w, h int) (int, int) { return w, h }

func (g *idleGame) LayoutF(w, h float64) (float64, float64) {
	if g.app == nil {
		return w, h
	}
	return g.app.LayoutF(w, h)
}

// measure measures the table left alone past its deep rest, then
// moving, and ends the process's loop.
func (g *idleGame) measure() {
	cpu := processCPU
	// window measures from now until done says so.
	window := func(done func(frames int64, wall time.Duration) bool) (time.Duration, time.Duration, int, int) {
		c, fr, tk, w := cpu(), g.frames.Load(), g.ticks.Load(), time.Now()
		for !done(g.frames.Load()-fr, time.Since(w)) {
			time.Sleep(20 * time.Millisecond)
		}
		return cpu() - c, time.Since(w), int(g.frames.Load() - fr), int(g.ticks.Load() - tk)
	}
	// after waits for n more ticks (a loaded machine's frames may come
	// slower than the ticks' time).
	after := func(n int64) {
		for at := g.ticks.Load(); g.ticks.Load() < at+n; {
			time.Sleep(20 * time.Millisecond)
		}
	}
	f := &g.figures
	after(240) // three seconds untouched, and one deeply at rest
	f.IdleCPU, f.IdleWall, f.IdleFrames, f.IdleTicks = window(func(_ int64, wall time.Duration) bool { return wall >= idleWindow })
	g.move.Store(true)
	scenes.Stir() // a frame, to hear it
	after(60)     // the fade to the demo's first table
	f.MovingCPU, f.MovingWall, f.MovingFrames, f.MovingTicks = window(func(frames int64, wall time.Duration) bool {
		return wall >= idleWindow && frames >= movingFrames || wall >= 30*time.Second
	})
	g.quit.Store(true)
	scenes.Stir()
}

// idleProcess is the measuring process: it prints its figures.
func idleProcess() {
	g := &idleGame{}
	ebiten.SetWindowSize(scenes.ScreenW, scenes.ScreenH)
	if err := ebiten.RunGameWithOptions(g, &ebiten.RunGameOptions{SingleThread: true}); err != nil {
		fmt.Println("the game loop:", err)
		os.Exit(1)
	}
	b, _ := json.Marshal(g.figures)
	fmt.Printf("idle figures: %s\n", b)
	os.Exit(0)
}
