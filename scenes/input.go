package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Point is a position in logical table pixels (1280×720).
type Point struct{ X, Y float64 }

// Input is what the person did during one tick, in logical pixels. Every
// scene reads only this, never ebiten's input functions, so tests can
// drive the real scenes with injected taps.
type Input struct {
	Taps  []Point // a mouse click or a finger lifted, where it happened
	Hover Point   // where the mouse is (touch has no hover)
	Key   Key     // a key pressed this tick, if any
	Chars []rune  // characters typed this tick
	Erase bool    // backspace pressed this tick
}

// Key is one of the few keys the game answers.
type Key int

const (
	KeyNone  Key = iota
	KeyBack      // Escape: back, cancel
	KeyEnter     // Enter or Space: confirm, lift the curtain
	KeyFull      // F11: full screen
)

// InputSource reads the devices once a tick. scale turns screen pixels
// into logical ones.
type InputSource interface {
	Read(scale float64) Input
}

// deviceInput reads the mouse and touch screens through ebiten.
type deviceInput struct {
	touches map[ebiten.TouchID]Point
	ids     []ebiten.TouchID
	taps    []Point
	chars   []rune
}

func newDeviceInput() *deviceInput { return &deviceInput{touches: map[ebiten.TouchID]Point{}} }

func (d *deviceInput) Read(scale float64) Input {
	in := Input{}
	d.taps = d.taps[:0]
	x, y := ebiten.CursorPosition()
	in.Hover = Point{float64(x) / scale, float64(y) / scale}
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
		d.taps = append(d.taps, in.Hover)
	}
	// A touch is a tap where the finger was last seen when it lifts.
	d.ids = ebiten.AppendTouchIDs(d.ids[:0])
	for _, id := range d.ids {
		tx, ty := ebiten.TouchPosition(id)
		d.touches[id] = Point{float64(tx) / scale, float64(ty) / scale}
	}
	d.ids = inpututil.AppendJustReleasedTouchIDs(d.ids[:0])
	for _, id := range d.ids {
		if p, ok := d.touches[id]; ok {
			d.taps = append(d.taps, p)
			delete(d.touches, id)
		}
	}
	in.Taps = d.taps
	d.chars = ebiten.AppendInputChars(d.chars[:0])
	in.Chars = d.chars
	in.Erase = inpututil.IsKeyJustPressed(ebiten.KeyBackspace)
	switch {
	case inpututil.IsKeyJustPressed(ebiten.KeyEscape):
		in.Key = KeyBack
	case inpututil.IsKeyJustPressed(ebiten.KeyEnter), inpututil.IsKeyJustPressed(ebiten.KeySpace):
		in.Key = KeyEnter
	case inpututil.IsKeyJustPressed(ebiten.KeyF11):
		in.Key = KeyFull
	}
	return in
}

// Rect is a logical rectangle, for layout and hit tests.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether p lies inside r.
func (r Rect) Contains(p Point) bool {
	return p.X >= r.X && p.X < r.X+r.W && p.Y >= r.Y && p.Y < r.Y+r.H
}

// Center of the rectangle.
func (r Rect) Center() Point { return Point{r.X + r.W/2, r.Y + r.H/2} }

// Inset shrinks the rectangle by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }
