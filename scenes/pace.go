package scenes

import (
	"sync"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// In the real game loop Ebitengine runs a frame only when one is asked
// for (FPSModeVsyncOffMinimum): a touch, a click, a key or the pointer
// moving asks by itself; the shell asks for the rest. Even a frame that
// draws nothing costs the loop its round (events polled, the frame
// begun and ended, a buffer presented while anything changed), and an
// Ebitengine window at 60 frames a second took most of a core under
// software GL whether or not anything moved.
//
// Each frame asks for the next (App.askNext): at the next tick while
// anything moves or was just touched (the rest's full rate, rest.go) or
// a timer counted in ticks runs that must be heard at its tick (a bot
// deciding, a lesson's scripted step, a replay's pace), else when the
// rest's next drawing is due. Ebitengine's clock runs as many updates
// in a frame as ticks of real time have passed, but at most CatchUp: a
// frame that comes later runs the ticks owed itself first (quiet ones,
// no input read), so App.Tick keeps the real time and what is counted
// in ticks at rest (a refusal's words fading, the pulses' phase) is
// drawn at the rest's next drawing as before. A move played by a bot or
// by another seat, or a room's message (Stir), asks for a frame at
// once. Between two frames Ebitengine draws, presents and polls nothing.

// CatchUp is how many ticks Ebitengine's clock runs at most in one
// frame (its maxCatchUpTicks).
const CatchUp = 5

// tickTime is a tick of Ebitengine's default 60 ticks a second.
const tickTime = time.Second / 60

// pacer asks Ebitengine for the frames the app needs, each at its time.
type pacer struct {
	ask func() // ebiten.ScheduleFrame; a test's counter

	mu    sync.Mutex
	timer *time.Timer
	at    time.Time // the frame asked for and not yet come (zero: none)
	again bool      // at is when to ask again for a frame asked for

	// The game's thread's own: when the frame that asks was due, the
	// ticks the frame asked for owes beyond CatchUp, the last update.
	beat time.Time
	owe  int
	last time.Time
}

// pace is the game loop's pacer (nil outside it: the tests' loops and
// the screenshots' draw every frame they run).
var pace atomic.Pointer[pacer]

// DrawWhenAsked runs the app in the real game loop as it rests: a frame
// only when one is asked for, the screen kept as it is between frames.
// The program calls it before ebiten.RunGame.
//
// The mode and ScheduleFrame are marked deprecated for
// SetScreenClearedEveryFrame(false), which the loop used before: with it
// alone Ebitengine still runs every frame, 60 a second, and an idle
// table under software GL cost 86 to 90 % of a core.
func (a *App) DrawWhenAsked() {
	ebiten.SetScreenClearedEveryFrame(false)
	//lint:ignore SA1019 the one mode that runs no frame unasked (above)
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	a.Restful()
	a.paced(askFrame) // ebiten.ScheduleFrame, and the page's loop let go (pace_js.go)
	a.pace.ask()      // the first frame, whatever the window system says
}

// paced makes ask how the app asks for its frames.
func (a *App) paced(ask func()) {
	p := &pacer{ask: ask}
	a.pace = p
	pace.Store(p)
}

// soon asks for a frame within a tick: a move played, a room's message.
// It asks at once, on the caller's goroutine, unless one is asked for
// within a tick already or asked for and not yet come (the frame that
// asks next sees the move: NextFrameIn).
func (p *pacer) soon() {
	p.mu.Lock()
	if p.again || (!p.at.IsZero() && time.Until(p.at) <= tickTime) {
		p.mu.Unlock()
		return
	}
	p.mu.Unlock()
	p.ask()
}

// in asks for the frame n ticks after the one now ending was due, on
// the beat of the frames before while they follow at the full rate.
func (p *pacer) in(n int) {
	now, d := time.Now(), time.Duration(n)*tickTime
	at := p.beat.Add(d)
	switch {
	case now.Sub(at) > tickTime:
		at = now.Add(d) // woken from a rest: a beat of its own
	case at.Before(now):
		at = now // late: the frame at once
	}
	p.beat, p.owe = at, max(n-CatchUp, 0)
	p.by(at)
}

// owed is, at an update, the ticks of time passed since the one before
// beyond those Ebitengine's clock runs, as far as the frame asked for
// owes them: a frame woken sooner by a touch owes fewer, a frame woken
// after a machine's sleep no more.
func (p *pacer) owed() int {
	now := time.Now()
	passed := int((now.Sub(p.last) + tickTime/2) / tickTime)
	n := min(max(passed-CatchUp, 0), p.owe)
	p.last, p.owe = now, 0
	return n
}

// by makes sure a frame is asked for at the latest at at.
func (p *pacer) by(at time.Time) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.at.IsZero() && !p.at.After(at) && !p.again {
		return
	}
	p.at, p.again = at, false
	if p.timer == nil {
		p.timer = time.AfterFunc(time.Until(at), p.fire)
		return
	}
	p.timer.Reset(time.Until(at))
}

// askAgain is how long a frame asked for may take to come before it is
// asked for again: Ebitengine's GLFW drains the wake-ups it was sent
// whenever it polls the window's events, which it does at times outside
// its wait too (setting the window's size), and the frame a drained
// wake-up asked for never comes. It is longer than the longest rest
// between frames (CatchUp ticks).
const askAgain = 100 * time.Millisecond

// fire asks for the frame due, and again later unless it comes (by).
func (p *pacer) fire() {
	p.mu.Lock()
	p.at, p.again = time.Now().Add(askAgain), true
	p.timer.Reset(askAgain)
	p.mu.Unlock()
	p.ask()
}

// askNext asks, as a frame ends, for the next one (see above).
func (a *App) askNext() {
	if a.pace != nil {
		n := a.NextFrameIn()
		a.pace.in(n)
		pageRests(n > 1)
		if n > 1 {
			a.Sound.Rest()
		}
	}
}

// NextFrameIn is how many ticks after this frame the next must come:
// one while anything moves, was touched or played (the rest's full
// rate; played since this frame's ticks too), a timer runs, or when
// this frame ran no tick (a touch came
// before the tick was due: the tick, to read it), or the app does not
// rest (window.graffitiRestful(false): every tick drawn); at rest, when
// its next drawing is due.
func (a *App) NextFrameIn() int {
	ticked := a.Tick != a.askedAt
	a.askedAt = a.Tick
	if !a.rests || !ticked || stirs.Load() != a.lastStir || a.lively() || a.timing() {
		return 1
	}
	return max(a.drawnAt+a.restStep()-a.Tick, 1)
}

// timing tells whether a timer counted in ticks runs that the screen
// need not be drawn for, but must be heard at its tick: a bot deciding
// (its decision heard, its pause before playing), a lesson's scripted
// step to play after its pause, a scene's own (Timing).
func (a *App) timing() bool {
	if t, ok := a.Cur.(Timing); ok && t.Timing() {
		return true
	}
	return a.Info().Thinking || (a.Lesson != nil && a.Lesson.scripted())
}

// Timing is a scene that counts ticks to its next change (a replay
// played at its pace): the frames come every tick while it does, drawn
// at the rest's pace.
type Timing interface{ Timing() bool }
