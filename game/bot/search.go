package bot

import (
	"context"
	"sync"
	"time"
)

// Search is a decision's trees and its budget, for any game's model: the
// one place that spends a budget, in slices on the caller's goroutine
// (the browser) or at once on goroutines of its own. Every game's
// decision embeds it: it sets the budget, adds a tree per worker, or
// says the choice was made at once (Decided).
type Search[S any, A comparable] struct {
	trees  []*Tree[S, A]
	budget Budget
	done   bool
	spent  time.Duration // in StepFor's slices
	set    time.Time     // when the budget was set: Run's time counts from there
}

// SetBudget says how long the search may think. Its time counts from
// now, at the decision's preparation, so that what a game does before
// searching (listing the moves worth searching) is inside the budget: a
// decision takes its budget, not its budget and the preparation.
func (d *Search[S, A]) SetBudget(b Budget) { d.budget, d.set = b, time.Now() }

// Budget is what the search may spend, as set.
func (d *Search[S, A]) Budget() Budget { return d.budget }

// AddTree adds a tree to search (one per worker: root parallelism).
func (d *Search[S, A]) AddTree(t *Tree[S, A]) { d.trees = append(d.trees, t) }

// Decided says the choice was made without a search: Done from now on.
func (d *Search[S, A]) Decided() { d.done = true }

// Searching reports whether the decision searches (it has trees).
func (d *Search[S, A]) Searching() bool { return len(d.trees) > 0 }

// Stats are the root's actions over every tree, most visited first.
func (d *Search[S, A]) Stats() []Stat[A] { return Merge(d.trees...) }

// MostVisited is the root action the trees visited most, or first when
// they have visited none (the choice before any iteration).
func (d *Search[S, A]) MostVisited(first A) A {
	best, visits := first, 0
	for _, st := range Merge(d.trees...) {
		if st.Visits > visits {
			best, visits = st.Action, st.Visits
		}
	}
	return best
}

// Done reports whether the budget's iterations are spent (or no search
// was needed). A time budget is the caller's to watch, or Run's.
func (d *Search[S, A]) Done() bool {
	return d.done || (d.budget.Iterations > 0 && d.Iterations() >= d.budget.Iterations)
}

// Iterations is the number of search iterations run so far.
func (d *Search[S, A]) Iterations() int {
	n := 0
	for _, t := range d.trees {
		n += t.Iterations()
	}
	return n
}

// Step runs up to n iterations on the calling goroutine, spread over the
// trees, and never past the iteration budget. It is the slice a browser
// runs between frames.
func (d *Search[S, A]) Step(n int) {
	if d.done || len(d.trees) == 0 {
		return
	}
	if d.budget.Iterations > 0 {
		n = min(n, d.budget.Iterations-d.Iterations())
	}
	for i := 0; i < n; i++ {
		d.trees[i%len(d.trees)].Step(1)
	}
}

// StepFor runs iterations on the calling goroutine for about slice of
// wall-clock time, and reports whether the decision is done: its
// iterations spent, or the time spent in its slices past the budget's
// Time. It is how a single-threaded table (the browser) thinks between
// frames.
func (d *Search[S, A]) StepFor(slice time.Duration) bool {
	if d.done || len(d.trees) == 0 {
		d.done = true
		return true
	}
	// One iteration at a time: a hard playout runs two rounds and can
	// take milliseconds in the browser, so steps of several iterations
	// overshot a 4 ms slice several times over on a slow machine.
	t0 := time.Now()
	for !d.Done() && time.Since(t0) < slice {
		d.Step(1)
	}
	d.spent += time.Since(t0)
	if d.budget.Time > 0 && d.spent >= d.budget.Time {
		d.done = true
	}
	return d.Done()
}

// Run spends the budget: each tree on its own goroutine until the time is
// up, the context is done, or the iterations are spent.
func (d *Search[S, A]) Run(ctx context.Context) {
	if d.done || len(d.trees) == 0 {
		return
	}
	if d.budget.Time > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, d.set.Add(d.budget.Time))
		defer cancel()
	}
	per := 0
	if d.budget.Iterations > 0 {
		per = (d.budget.Iterations - d.Iterations() + len(d.trees) - 1) / len(d.trees)
	}
	deadline, timed := ctx.Deadline()
	var wg sync.WaitGroup
	for _, t := range d.trees {
		wg.Add(1)
		go func(t *Tree[S, A]) {
			defer wg.Done()
			start := t.Iterations()
			// A step is begun only if the longest one so far would end
			// before the deadline: a late-game playout can take tens of
			// milliseconds, and the decision must end within its budget.
			var longest time.Duration
			for ctx.Err() == nil && (per == 0 || t.Iterations()-start < per) {
				if timed && time.Until(deadline) < longest {
					return
				}
				t0 := time.Now()
				t.Step(min(8, max(1, per-(t.Iterations()-start))))
				longest = max(longest, time.Since(t0))
			}
		}(t)
	}
	wg.Wait()
	if d.budget.Iterations > 0 && d.Iterations() >= d.budget.Iterations {
		d.done = true
	}
}
