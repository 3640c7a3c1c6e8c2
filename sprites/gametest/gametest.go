// Package gametest is what the rendering tests of sprites and scenes
// share: running a package's tests inside Ebitengine's game loop (where
// images can be drawn and read back), skipping the rendering tests where
// there is no display, and reading and comparing pixels.
package gametest

import (
	"fmt"
	"image/color"
	"os"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// display is true once the tests run inside the game loop.
var display bool

type loop struct {
	m      *testing.M
	w, h   int
	code   int
	tested bool
}

// Update runs the whole test binary on the first tick, inside the loop,
// then ends the game.
func (l *loop) Update() error {
	if !l.tested {
		l.tested = true
		l.code = l.m.Run()
	}
	return ebiten.Termination
}

func (*loop) Draw(*ebiten.Image)           {}
func (l *loop) Layout(int, int) (int, int) { return l.w, l.h }

// Main is a package's TestMain: it runs the tests inside the game loop of
// a small window with a w×h screen, or, on Linux without a display, runs
// them directly, where the rendering tests skip (Need) and say why.
func Main(m *testing.M, pkg string, w, h int) {
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		fmt.Printf("%s: no display, so the rendering tests skip; run them with: "+
			"xvfb-run -a -s \"-screen 0 1280x800x24\" go test ./%s/\n", pkg, pkg)
		os.Exit(m.Run())
	}
	display = true
	// Mesa's software GL (what Xvfb gives) draws each picture on worker
	// threads, a thread a core, by default. The tests read every
	// picture back at once and run beside another package's on two
	// cores, so the threads mostly hand work to each other: on one
	// thread (0: the caller's own) the same pictures cost less of the
	// processor (scenes/graffiti 159 s of CPU before, 131 s after;
	// scenes/boxes 96 s, 79 s; scenes/room 89 s, 80 s), at some wall
	// time when a package runs alone (scenes/graffiti 100 s, 125 s).
	// Read by Mesa when the game loop opens its GL context, below; a
	// setting of one's own wins.
	if os.Getenv("LP_NUM_THREADS") == "" {
		os.Setenv("LP_NUM_THREADS", "0")
	}
	ebiten.SetWindowSize(320, 180)
	ebiten.SetWindowTitle("graffiti " + pkg + " test")
	l := &loop{m: m, w: w, h: h, code: 1}
	if err := ebiten.RunGame(l); err != nil {
		fmt.Fprintf(os.Stderr, "%s: the game loop would not start: %v\n", pkg, err)
		os.Exit(1)
	}
	os.Exit(l.code)
}

// Display reports whether images can be drawn and read back.
func Display() bool { return display }

// Need skips a test that draws when there is no display.
func Need(t testing.TB) {
	t.Helper()
	if !display {
		t.Skip("no display: rendering needs ebiten's game loop (run under xvfb-run)")
	}
}

// Pixels reads an image back, RGBA, row by row. It panics in a process
// whose GL draws nothing (WithoutPixels): the picture read would be
// empty, and a test comparing two would pass for nothing.
func Pixels(img *ebiten.Image) []byte {
	if DrawsNothing() {
		panic("gametest.Pixels in a test run WithoutPixels: its GL draws nothing")
	}
	b := img.Bounds()
	p := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(p)
	return p
}

// Near reports whether a and b differ by at most tol in each channel.
func Near(a, b color.RGBA, tol int) bool {
	return AbsDiff(a.R, b.R) <= tol && AbsDiff(a.G, b.G) <= tol && AbsDiff(a.B, b.B) <= tol
}

// CountNear counts the pixels of p (RGBA) within tol of c in each channel.
func CountNear(p []byte, c color.RGBA, tol int) int {
	n := 0
	for i := 0; i+3 < len(p); i += 4 {
		if Near(color.RGBA{p[i], p[i+1], p[i+2], p[i+3]}, c, tol) {
			n++
		}
	}
	return n
}

// AbsDiff is |a-b|.
func AbsDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// Frames is a game's loop as a benchmark drives it: one tick's update
// and one frame's draw.
type Frames interface {
	Update() error
	Draw(*ebiten.Image)
}

// BenchFrames times b.N frames of g on a w×h screen, each its update
// and its draw after every (when not nil, to make a frame draw what it
// kept again). Five frames first warm the caches; every 30 frames the
// batch is flushed outside the timer, as a frame's end would, so queued
// commands do not pile up.
func BenchFrames(b *testing.B, g Frames, w, h int, every func()) {
	if !Display() {
		b.Skip("no display: run under xvfb-run")
	}
	screen := ebiten.NewImage(w, h)
	for range 5 {
		g.Update()
		g.Draw(screen)
		screen.At(0, 0)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := g.Update(); err != nil {
			b.Fatal(err)
		}
		screen.Clear()
		if every != nil {
			every()
		}
		g.Draw(screen)
		if i%30 == 29 {
			b.StopTimer()
			screen.At(0, 0)
			b.StartTimer()
		}
	}
}
