package scenes

import (
	"fmt"
	"os"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// displayOK is true when the tests run inside ebiten's game loop, so
// images can be drawn and read back. Without a display the rendering
// tests skip and say why; the others (input, rules, end-to-end through
// Update) run anyway.
var displayOK bool

type testLoop struct {
	m    *testing.M
	code int
	done bool
}

func (g *testLoop) Update() error {
	if !g.done {
		g.done = true
		g.code = g.m.Run()
	}
	return ebiten.Termination
}
func (g *testLoop) Draw(*ebiten.Image)         {}
func (g *testLoop) Layout(int, int) (int, int) { return ScreenW, ScreenH }

func TestMain(m *testing.M) {
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		fmt.Println("scenes: no display, so the rendering tests skip; run under xvfb-run to include them")
		os.Exit(m.Run())
	}
	displayOK = true
	ebiten.SetWindowSize(320, 180)
	g := &testLoop{m: m}
	if err := ebiten.RunGame(g); err != nil {
		fmt.Println("scenes: the game loop would not start:", err)
		os.Exit(1)
	}
	os.Exit(g.code)
}

func needDisplay(t *testing.T) {
	t.Helper()
	if !displayOK {
		t.Skip("no display: rendering needs ebiten's game loop (run under xvfb-run)")
	}
}

// NoInput is a source for headless tests: nothing but what is injected.
type NoInput struct{}

// Read gives an empty input.
func (NoInput) Read(float64) Input { return Input{} }

// invalidate makes the table's next frame draw its picture again, for a
// test that changed the state behind the table's back.
func (t *Table) invalidate() { t.pictureKey = frameKey{} }
