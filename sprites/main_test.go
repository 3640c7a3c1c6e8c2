package sprites

import (
	"fmt"
	"image/color"
	"os"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// haveDisplay is true when the tests run inside ebiten's game loop, where
// images can be read back. Without a display only the pure tests run.
var haveDisplay bool

type loop struct {
	m    *testing.M
	code int
}

// Update runs the whole test binary on the first tick, inside the loop, so
// ReadPixels works, then ends the game.
func (l *loop) Update() error {
	l.code = l.m.Run()
	return ebiten.Termination
}

func (*loop) Draw(*ebiten.Image)         {}
func (*loop) Layout(int, int) (int, int) { return 320, 240 }

func TestMain(m *testing.M) {
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" {
		fmt.Println("sprites: no DISPLAY, so the rendering tests are skipped; " +
			`run them with: xvfb-run -a -s "-screen 0 1280x800x24" go test ./sprites/`)
		os.Exit(m.Run())
	}
	haveDisplay = true
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle("graffiti sprites test")
	l := &loop{m: m, code: 1}
	if err := ebiten.RunGame(l); err != nil {
		fmt.Fprintln(os.Stderr, "sprites: game loop failed:", err)
		os.Exit(1)
	}
	os.Exit(l.code)
}

func needDisplay(t *testing.T) {
	t.Helper()
	if !haveDisplay {
		t.Skip("no display: rendering needs ebiten's game loop (use xvfb-run)")
	}
}

// canvas is an offscreen image filled with the night background.
func canvas(w, h int) *ebiten.Image {
	img := ebiten.NewImage(w, h)
	img.Fill(Night)
	return img
}

func pixels(img *ebiten.Image) []byte {
	b := img.Bounds()
	p := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(p)
	return p
}

// changed counts pixels that differ from the night background.
func changed(p []byte) int {
	n := 0
	for i := 0; i < len(p); i += 4 {
		if absDiff(p[i], Night.R)+absDiff(p[i+1], Night.G)+absDiff(p[i+2], Night.B) > 24 {
			n++
		}
	}
	return n
}

// near counts pixels within tol (per channel) of c.
func near(p []byte, c color.RGBA, tol int) int {
	n := 0
	for i := 0; i < len(p); i += 4 {
		if absDiff(p[i], c.R) <= tol && absDiff(p[i+1], c.G) <= tol && absDiff(p[i+2], c.B) <= tol {
			n++
		}
	}
	return n
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}
