package gametest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"graffiti/game/bot"
)

// Decision is a game's bot decision as its tests drive it, A its action.
type Decision[A any] interface {
	Run(context.Context)
	StepFor(time.Duration) bool
	Iterations() int
	Best() A
}

// ChooseAlike decides at every level from each of views, one seat's view
// of two states that differ only in what the seat cannot see, with the
// same seed and an iteration budget on two workers, decide being the
// game's NewDecision. It tells the first level whose two choices differ
// (nil: none): a decision may depend on the seat's view only.
func ChooseAlike[V any, A comparable, D Decision[A]](decide func(bot.Level, V, uint64, bot.Budget) (D, error), views [2]V, seed uint64, iterations int) error {
	for _, level := range []bot.Level{bot.Random, bot.Easy, bot.Medium, bot.Hard} {
		var choice [2]A
		for k, v := range views {
			d, err := decide(level, v, seed, bot.Budget{Iterations: iterations, Workers: 2})
			if err != nil {
				return err
			}
			d.Run(context.Background())
			choice[k] = d.Best()
		}
		if choice[0] != choice[1] {
			return fmt.Errorf("%s: %v against %v", level, choice[0], choice[1])
		}
	}
	return nil
}

// Repeats decides three times at level from v with the same seed and an
// iteration budget on one worker, twice in slices of StepFor (as the
// browser does) and once by Run: the three choose the same, having spent
// the same iterations, none (a single candidate: nothing to search) or
// the whole budget. It gives the choice and the iterations spent.
func Repeats[V any, A comparable, D Decision[A]](t *testing.T, decide func(bot.Level, V, uint64, bot.Budget) (D, error), level bot.Level, v V, seed uint64, iterations int) (A, int) {
	t.Helper()
	var choice [3]A
	var spent [3]int
	for k := range choice {
		d, err := decide(level, v, seed, bot.Budget{Iterations: iterations, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		if k == 2 {
			d.Run(context.Background())
		} else {
			for !d.StepFor(time.Millisecond) {
			}
		}
		spent[k] = d.Iterations()
		if spent[k] != 0 && spent[k] != iterations || spent[k] != spent[0] {
			t.Fatalf("%s: %v iterations for a budget of %d", level, spent[:k+1], iterations)
		}
		choice[k] = d.Best()
	}
	if choice[0] != choice[1] || choice[0] != choice[2] {
		t.Fatalf("%s: the same decision chose %v, %v and %v", level, choice[0], choice[1], choice[2])
	}
	return choice[0], spent[0]
}

// SeedsChoose adds to chosen what eight seeds choose at medium from v with
// a small budget: another seed may choose otherwise.
func SeedsChoose[V any, A comparable, D Decision[A]](decide func(bot.Level, V, uint64, bot.Budget) (D, error), v V, chosen map[A]bool) {
	for seed := uint64(0); seed < 8; seed++ {
		d, _ := decide(bot.Medium, v, seed, bot.Budget{Iterations: 8, Workers: 1})
		d.Run(context.Background())
		chosen[d.Best()] = true
	}
}
