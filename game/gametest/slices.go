// Package gametest holds what the tests of every game share: the checks
// of the contract (contract.go) and of a bot's sliced thinking.
package gametest

import (
	"testing"
	"time"
)

// SpendsInSlices spends d's budget of 40 ms in slices of 2 ms, as the
// browser does a frame at a time: StepFor reports done only once the
// time spent in its slices reaches the budget (so never in less wall
// time), after more than one slice, having searched. How many slices it
// takes depends on the machine (StepFor ends a slice after the iteration
// that passes it, and a loaded machine's iterations are slow), so the
// test asks for two at least, never for a count or an upper bound in
// wall time.
func SpendsInSlices(t testing.TB, d interface {
	StepFor(time.Duration) bool
	Iterations() int
}) {
	t.Helper()
	slices := 1
	t0 := time.Now()
	for !d.StepFor(2 * time.Millisecond) {
		slices++
		if slices > 1000 {
			t.Fatal("StepFor never finished")
		}
	}
	if el := time.Since(t0); el < 40*time.Millisecond || slices < 2 || d.Iterations() == 0 {
		t.Errorf("a 40 ms budget took %s, %d slices of 2 ms and %d iterations", el, slices, d.Iterations())
	}
}
