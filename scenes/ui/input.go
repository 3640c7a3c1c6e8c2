package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is what the person did during one tick, in logical pixels. Every
// scene reads only this, never ebiten's input functions, so tests can
// drive the real scenes with injected taps.
type Input struct {
	Taps  []Point // a mouse click or a finger lifted, where it happened
	Hover Point   // where the mouse is (touch has no hover)
	Key   Key     // a key pressed this tick, if any
	Chars []rune  // characters typed this tick
	Erase bool    // backspace pressed this tick, or held long enough to repeat
	Wheel float64 // the wheel's turn this tick, up positive
	Held  bool    // the mouse button or a finger is down (a drag when Hover moves)
	Long  bool    // a finger held still at Hover long enough to ask what is there
	Touch bool    // the taps came from a finger, not the mouse
	// Twist is a two-finger turn this tick: +1 a quarter clockwise, -1
	// a quarter back (what rotates a shape being drawn on touch).
	Twist int
	// Pinch is two fingers' spread this tick: the factor their distance
	// grew by (0: no two fingers), round PinchAt, their midpoint.
	Pinch   float64
	PinchAt Point
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

// Device reads the mouse, the touch screens and the keys through ebiten.
type Device struct {
	touches map[ebiten.TouchID]Point
	held    map[ebiten.TouchID]int // ticks each finger has been down
	ids     []ebiten.TouchID
	taps    []Point
	chars   []rune
	// The two-finger turn under way: the angle between the fingers it
	// counts from, and the fingers in it (their lifting is no tap).
	twisting  bool
	twistBase float64
	twisted   map[ebiten.TouchID]bool
	// spread is the fingers' distance last tick (a pinch's factor is
	// this tick's over it).
	spread float64
}

// NewDevice gives the input source of a real window.
func NewDevice() *Device {
	return &Device{touches: map[ebiten.TouchID]Point{}, held: map[ebiten.TouchID]int{}, twisted: map[ebiten.TouchID]bool{}}
}

// LongPress is how long, in ticks, a finger stays to ask what is under it.
const LongPress = 30

// Read gives this tick's input; scale turns screen pixels into logical ones.
func (d *Device) Read(scale float64) Input {
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
			if d.held[id] < LongPress && !d.twisted[id] {
				d.taps = append(d.taps, p) // a long press asked, it is no tap
				in.Touch = true
			}
			delete(d.touches, id)
			delete(d.held, id)
			delete(d.twisted, id)
		}
	}
	in.Taps = d.taps
	_, in.Wheel = ebiten.Wheel()
	in.Held = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	if ids := ebiten.AppendTouchIDs(d.ids[:0]); len(ids) > 0 {
		// A finger drags where it is: touch has no hover otherwise.
		in.Held, in.Hover = true, d.touches[ids[0]]
		for _, id := range ids {
			d.held[id] = inpututil.TouchPressDuration(id)
		}
		in.Long = d.held[ids[0]] >= LongPress
	}
	d.twist(&in)
	d.chars = ebiten.AppendInputChars(d.chars[:0])
	in.Chars = d.chars
	in.Erase = Repeats(inpututil.KeyPressDuration(ebiten.KeyBackspace))
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

// twist follows two fingers down: their turn, a quarter at a time, and
// their spread (a pinch).
func (d *Device) twist(in *Input) {
	ids := ebiten.AppendTouchIDs(nil)
	if len(ids) < 2 {
		d.twisting = false // a new pair of fingers counts from where it lands
		return
	}
	a, b := d.touches[ids[0]], d.touches[ids[1]]
	ang := math.Atan2(b.Y-a.Y, b.X-a.X)
	spread := math.Hypot(b.X-a.X, b.Y-a.Y)
	if !d.twisting {
		d.twisting, d.twistBase, d.spread = true, ang, spread
	}
	if d.spread > 0 && spread > 0 {
		in.Pinch, in.PinchAt = spread/d.spread, Point{X: (a.X + b.X) / 2, Y: (a.Y + b.Y) / 2}
	}
	d.spread = spread
	for _, id := range ids {
		d.twisted[id] = true
	}
	in.Twist, d.twistBase = TwistStep(d.twistBase, ang)
}

// TwistStep is the quarter turn (±1, or 0) two fingers made from the
// angle base to ang (radians, screen y down: clockwise is positive), once
// they have turned more than an eighth of a turn, and the angle the next
// one counts from.
func TwistStep(base, ang float64) (int, float64) {
	diff := math.Remainder(ang-base, 2*math.Pi)
	switch {
	case diff > math.Pi/4:
		return 1, base + math.Pi/2
	case diff < -math.Pi/4:
		return -1, base - math.Pi/2
	}
	return 0, base
}

// Tapped reports whether a tap of this tick fell inside r.
func Tapped(in *Input, r Rect) bool {
	for _, p := range in.Taps {
		if Hit(r, p) {
			return true
		}
	}
	return false
}

// Hit reports whether the tap p falls on r, a thing a finger may touch.
// Every tap a screen answers is asked through Hit, Tapped or a Button, so
// Targets, when set, hears of every tappable rectangle a screen tests: the
// tests hold each to the size a finger needs.
func Hit(r Rect, p Point) bool {
	if Targets != nil {
		Targets(r)
	}
	return r.Contains(p)
}

// Targets, when set, hears of every rectangle asked by Hit.
var Targets func(r Rect)

// MinTarget is the short side, in logical pixels, of the smallest thing a
// screen lets a finger tap: a small window magnifies enough to bring it
// to a finger's size (scenes/magnifier.go), and a test holds every
// screen's targets to it.
const MinTarget = 30.0

// AnyTap reports whether there was any tap or the confirm key this tick.
func AnyTap(in *Input) bool { return len(in.Taps) > 0 || in.Key == KeyEnter }

// Repeat of a held key, in ticks: the first after half a second, then
// fifteen a second, as text fields do.
const (
	repeatDelay = 30
	repeatEvery = 4
)

// Repeats reports whether a key held for d ticks (1 on the tick it went
// down, 0 when up) acts on this tick.
func Repeats(d int) bool {
	return d == 1 || d > repeatDelay && (d-repeatDelay)%repeatEvery == 0
}
