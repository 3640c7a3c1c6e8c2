package scenes

import (
	"sync/atomic"

	"graffiti/scenes/ui"
)

// A scene at rest is drawn at a third of the rate, and one nobody has
// touched for a few seconds at a thirtieth. Each frame of a
// 1280×720 table costs a phone's or a laptop's processor its drawing
// and the browser its compositing, whether or not anything in it
// changed: a table waiting for another seat's move used a whole core in
// a browser drawing by software. At rest (no input for a moment,
// nothing moving, no fade) the screen is kept as it is between
// drawings, and what still moves at rest (a glow's slow pulse, a
// waiting "…") moves at 20 frames a second. A touch, a click, the
// pointer moving, a key, a fade or the game's own motion bring the full
// rate back at once.
//
// A phone in a room is still most of the game: its player waits for
// the others. Left untouched for deepAfter, a screen is drawn twice a
// second (the slow pulses step), and between those frames nothing is
// drawn or shown again at all (ebiten stops presenting a screen left
// unchanged for four frames): the phone's battery, and the processor
// of a tablet at the table, spend next to nothing. Anything played
// (an action here, a message from the room) is drawn at once, its
// motion at the full rate, and the screen rests again after: a phone
// whose player only watches stays at rest however fast the others play.

const (
	// restEvery: at rest, one tick in restEvery is drawn.
	restEvery = 3
	// restAfter is how long the input must have been still, in ticks,
	// before the app rests: a finger lifted still sees its hover and
	// press effects settle at the full rate.
	restAfter = 6
	// deepAfter: untouched this long (3 s), one tick in deepEvery is
	// drawn.
	deepAfter = 180
	deepEvery = 30
)

// stirs counts what was played or came from a room; a change wakes the
// app from its rest (Stir).
var stirs atomic.Uint64

// Stir tells the app that the game changed without a touch: an action
// played (a bot's, or another seat's in a room), a room's message.
func Stir() { stirs.Add(1) }

// Lively is a scene that moves by itself at rest and is drawn at the
// full rate always (the title's wall).
type Lively interface{ Lively() bool }

// Restful turns resting on: only the real game loop rests, where the
// screen keeps its picture between frames. Tests that draw the app into
// pictures of their own draw every frame.
func (a *App) Restful() { a.rests = true }

// noteInput remembers the tick of the last input that could change what
// is drawn: a button or a finger held still changes nothing after the
// tick it went down, a drag does (the pointer moves).
func (a *App) noteInput(in ui.Input) {
	if len(in.Taps) > 0 || in.Held != a.lastHeld || in.Key != ui.KeyNone || len(in.Chars) > 0 || in.Erase ||
		in.Wheel != 0 || in.Long || in.Twist != 0 || in.Hover != a.lastHover {
		a.inputAt = a.Tick
	}
	if n := stirs.Load(); n != a.lastStir {
		a.stirAt, a.lastStir = a.Tick, n
	}
	a.lastHover, a.lastHeld = in.Hover, in.Held
}

// keep tells whether this frame may keep the screen as the last one
// drew it.
func (a *App) keep() bool {
	if !a.rests || !a.drawn || a.resized || a.Next != nil || a.Mag.On || a.Demo != nil || len(a.Notice) > 0 {
		return false
	}
	every := restEvery
	if a.untouched() {
		every = deepEvery
	}
	if a.Tick-a.inputAt < restAfter || a.Tick-a.stirAt < restAfter || a.Tick%every == 0 {
		return false
	}
	if l, ok := a.Cur.(Lively); ok && l.Lively() {
		return false
	}
	return !a.Moving()
}

// untouched tells whether the screen has been left alone for deepAfter:
// at rest, it is then drawn at the deep rate.
func (a *App) untouched() bool { return a.Tick-a.inputAt >= deepAfter }
