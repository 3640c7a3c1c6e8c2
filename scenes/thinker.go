package scenes

import (
	"context"
	"runtime"
	"time"

	"graffiti/game/bot"
)

// thinker is one bot decision under way, made without holding up the
// frames: natively the search runs on goroutines of its own while the
// table draws; in the browser, whose Go has a single thread, it runs in
// slices of a few milliseconds, one each frame, so frames keep coming.
type Thinker struct {
	d       Search
	Actions int // the state's action count the decision is for
	Seat    int
	Started int // the tick it started

	sliced    bool
	lastFrame int // the frame the last slice was thought in
	slices    int // the frames it has thought in so far
	done      chan struct{}
	cancel    context.CancelFunc
	Ready     bool
	Result    any    // what onReady read of the decision made
	OnReady   func() // reads the decision made into result, once (nil: nothing to read)
}

// search is a bot's decision under way, for any game (each game's
// Decision). A thinker runs it without holding up the frames.
type Search interface {
	Done() bool
	Iterations() int
	Step(n int)
	StepFor(slice time.Duration) bool
	Run(ctx context.Context)
}

// thinkSlice is the search's share of a browser frame: small beside the
// frame's own drawing (a frame is 16.7 ms at 60 a second; software
// rendering takes far longer), so the frames keep their pace. A hard
// decision's second of search then spreads over about 250 frames.
const thinkSlice = 4 * time.Millisecond

// fixedStepIterations is a tick's thinking when App.BotIterations asks
// for decisions that repeat exactly: 400 iterations take 16 ticks.
const fixedStepIterations = 25

// startThinking runs a decision for seat, made when the game stood at
// actions actions: on goroutines of its own natively, in slices (sliced)
// in the browser and for decisions that must repeat exactly.
func StartThinking(a *App, d Search, actions, seat int, sliced bool) *Thinker {
	th := &Thinker{d: d, Actions: actions, Seat: seat, Started: a.Tick, sliced: sliced}
	if !th.sliced && !d.Done() {
		ctx, cancel := context.WithCancel(context.Background())
		th.cancel, th.done = cancel, make(chan struct{})
		go func() {
			defer close(th.done)
			d.Run(ctx)
		}()
	}
	return th
}

// poll reports whether the decision is made, thinking one slice first in
// the browser. One slice a frame, not a tick: when frames come late the
// game runs several ticks before the next frame, and a slice in each
// would hold that frame back.
func (th *Thinker) Poll(a *App) bool {
	if th.Ready {
		return true
	}
	switch {
	case th.done != nil:
		select {
		case <-th.done:
		default:
			return false
		}
	case th.sliced:
		if a.Frames == th.lastFrame && a.BotIterations == 0 {
			return false
		}
		th.lastFrame = a.Frames
		t0 := time.Now()
		var done bool
		if a.BotIterations > 0 {
			// A decision that must repeat exactly thinks the same
			// iterations every tick, so it also ends on the same tick
			// on any machine (the pictures of the demo, the tests).
			th.d.Step(fixedStepIterations)
			done = th.d.Done()
		} else {
			done = th.d.StepFor(thinkSlice)
		}
		a.longestSlice = max(a.longestSlice, time.Since(t0))
		th.slices++
		if !done {
			return false
		}
		if th.d.Iterations() > 0 { // a forced move searches nothing
			a.SlicedDecisions++
			a.slicesThought += th.slices
		}
	}
	th.Ready = true
	if th.OnReady != nil {
		th.OnReady()
	}
	return true
}

// stop abandons the decision (the table is left); its goroutines end
// within an iteration.
func (th *Thinker) Stop() {
	if th != nil && th.cancel != nil {
		th.cancel()
	}
}

// stale reports whether the decision no longer fits a game that has
// played actions actions: one was played since it started.
func (th *Thinker) Stale(actions int) bool { return th.Actions != actions }

// botBudget is a level's budget at the table, and whether it is spent in
// slices on the table's own goroutine: in the browser (one thread), and
// when BotIterations asks for decisions that repeat exactly.
func (a *App) BotBudget(level bot.Level) (bot.Budget, bool) {
	if a.BotIterations > 0 {
		return bot.Budget{Iterations: a.BotIterations, Workers: 1}, true
	}
	return level.Budget(1), runtime.GOARCH == "wasm"
}
