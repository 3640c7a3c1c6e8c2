package scenes

import (
	"context"
	"runtime"
	"time"

	"graffiti/game/bot"
)

// thinker is one bot decision under way, made without holding up the
// frames: natively the search runs on goroutines of its own while the
// table draws; in the browser, whose Go has a single thread, on a
// goroutine that thinks in slices of a few milliseconds and hands the
// thread back to the page after each, so the frames keep coming and the
// search has the time between them.
type Thinker struct {
	d       Search
	Actions int // the state's action count the decision is for
	Seat    int
	Started int // the tick it started

	fixed   bool          // stepped a tick at a time (App.BotIterations)
	begun   time.Time     // when it started, for the browser's wall-clock cap
	slices  int           // the slices it has thought in so far
	longest time.Duration // the longest slice
	slow    int           // its slices over slowSlice
	thought time.Duration // the slices' time together
	done    chan struct{}
	cancel  context.CancelFunc
	Ready   bool
	Result  any    // what onReady read of the decision made
	OnReady func() // reads the decision made into result, once (nil: nothing to read)
}

// search is a bot's decision under way, for any game (each game's
// Decision). A thinker runs it without holding up the frames.
type Search interface {
	Done() bool
	Iterations() int
	Budget() bot.Budget
	Step(n int)
	StepFor(slice time.Duration) bool
	Run(ctx context.Context)
}

// thinkSlice is how long the browser's search holds the page's one
// thread at a time: a frame waits for at most one slice, small beside
// the 50 ms a frame may take while a bot thinks.
const thinkSlice = 8 * time.Millisecond

// slowSlice is a slice long enough for a frame to wait on it visibly:
// the page counts them, since one that ran while the browser's process
// was put aside by a busy machine is measured long without being so.
const slowSlice = 50 * time.Millisecond

// thinkPause is the pause after each slice in the browser, in which the
// page draws its frames and runs its events (the browser makes it 4 ms
// at the least once the pauses follow each other).
const thinkPause = time.Millisecond

// browserWall is a decision's wall-clock cap in the browser, in tenths
// of its budget: the search there spends its budget's time between the
// frames, and a page whose frames leave it little of the thread still
// hears the decision within twice its budget (the hard bot's 2 s), a
// fifth of it to spare for the last slice and the frame that hears it.
// A tenth was not enough on a loaded machine: with frames of up to
// 188 ms, a decision capped at 1.8 s was heard at 2,060 ms.
const browserWall = 16

// fixedStepIterations is a tick's thinking when App.BotIterations asks
// for decisions that repeat exactly: 400 iterations take 16 ticks.
const fixedStepIterations = 25

// startThinking runs a decision for seat, made when the game stood at
// actions actions: on goroutines of its own natively, in slices on a
// goroutine in the browser, and a tick at a time (fixed) for decisions
// that must repeat exactly.
func StartThinking(a *App, d Search, actions, seat int, fixed bool) *Thinker {
	th := &Thinker{d: d, Actions: actions, Seat: seat, Started: a.Tick, fixed: fixed, begun: time.Now()}
	if !th.fixed && !d.Done() {
		ctx, cancel := context.WithCancel(context.Background())
		th.cancel, th.done = cancel, make(chan struct{})
		go func() {
			// The table hears the decision at its next tick: one at
			// once, however long the screen has rested.
			defer Stir()
			defer close(th.done)
			if runtime.GOARCH == "wasm" {
				th.thinkInSlices(ctx)
				return
			}
			d.Run(ctx)
		}()
	}
	return th
}

// thinkInSlices spends the budget on the browser's one thread: a slice of
// search, then a pause that returns the thread to the page, until the
// budget's time is spent in slices or the wall-clock cap is reached.
func (th *Thinker) thinkInSlices(ctx context.Context) {
	wall := browserWall * th.d.Budget().Time / 10
	for ctx.Err() == nil {
		t0 := time.Now()
		done := th.d.StepFor(thinkSlice)
		took := time.Since(t0)
		th.longest = max(th.longest, took)
		th.thought += took
		if took > slowSlice {
			th.slow++
		}
		th.slices++
		if done || (wall > 0 && time.Since(th.begun) >= wall) {
			return
		}
		time.Sleep(thinkPause)
	}
}

// poll reports whether the decision is made, thinking a tick's
// iterations first when the decision must repeat exactly.
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
	case th.fixed:
		// A decision that must repeat exactly thinks the same
		// iterations every tick, so it also ends on the same tick on
		// any machine (the pictures of the demo, the tests).
		th.d.Step(fixedStepIterations)
		th.slices++
		if !th.d.Done() {
			return false
		}
	}
	if th.slices > 0 && th.d.Iterations() > 0 { // a forced move searches nothing
		a.SlicedDecisions++
		a.slicesThought += th.slices
		a.slowSlices += th.slow
		a.longestSlice = max(a.longestSlice, th.longest)
		a.longestDecision = max(a.longestDecision, time.Since(th.begun))
		a.searched += th.thought
		a.searchWall += time.Since(th.begun)
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

// botBudget is a level's budget at the table, and whether it is spent a
// tick at a time (fixed), when BotIterations asks for decisions that
// repeat exactly.
func (a *App) BotBudget(level bot.Level) (bot.Budget, bool) {
	if a.BotIterations > 0 {
		return bot.Budget{Iterations: a.BotIterations, Workers: 1}, true
	}
	return level.Budget(1), false
}
