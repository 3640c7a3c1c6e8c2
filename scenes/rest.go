package scenes

import (
	"sync/atomic"

	"graffiti/scenes/ui"
)

// A scene at rest is drawn at a third of the rate, and one nobody has
// touched for a few seconds every two seconds. Each frame of a
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
// the others, and a café's tablet waits for its players. Left untouched
// for deepAfter, a screen is drawn every two seconds (the slow pulses
// stand nearly still; what a timer changes, a refusal's words fading,
// is shown within two seconds), and between those frames nothing is
// drawn, presented or even run (pace.go): the battery and the
// processor spend next to nothing. Drawn twice a second, an idle
// table under software GL still cost a third to a half of the
// processor the same table took moving, as little as a loaded machine
// let the moving table draw (docs/figures.md). Anything played (an
// action here, a message from the room) is drawn at once, its motion
// at the full rate, and the screen rests again after: a phone whose
// player only watches stays at rest however fast the others play.

const (
	// restEvery: at rest, a tick in restEvery is drawn.
	restEvery = 3
	// restAfter is how long the input must have been still, in ticks,
	// before the app rests: a finger lifted still sees its hover and
	// press effects settle at the full rate.
	restAfter = 6
	// deepAfter: untouched this long (3 s), a tick in deepEvery (2 s)
	// is drawn.
	deepAfter = 180
	deepEvery = 120
)

// stirs counts what was played or came from a room; a change wakes the
// app from its rest (Stir).
var stirs atomic.Uint64

// Stir tells the app that the game changed without a touch: an action
// played (a bot's, or another seat's in a room), a room's message.
func Stir() {
	stirs.Add(1)
	if p := pace.Load(); p != nil {
		p.soon()
	}
}

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
	return a.rests && !a.lively() && a.Tick-a.drawnAt < a.restStep()
}

// lively tells whether the screen is drawn at the full rate: not yet
// drawn at this size, a fade, the magnifier, the demo, a notice, input
// or a move played a moment ago, a scene that moves by itself, the
// game's motion.
func (a *App) lively() bool {
	if !a.drawn || a.resized || a.Next != nil || a.Mag.On || a.Demo != nil || len(a.Notice) > 0 {
		return true
	}
	if a.Tick-a.inputAt < restAfter || a.Tick-a.stirAt < restAfter {
		return true
	}
	if l, ok := a.Cur.(Lively); ok && l.Lively() {
		return true
	}
	return a.Moving()
}

// restStep is, at rest, the ticks from one drawing to the next.
func (a *App) restStep() int {
	if a.untouched() {
		return deepEvery
	}
	return restEvery
}

// untouched tells whether the screen has been left alone for deepAfter:
// at rest, it is then drawn at the deep rate.
func (a *App) untouched() bool { return a.Tick-a.inputAt >= deepAfter }
