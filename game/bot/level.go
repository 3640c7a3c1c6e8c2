package bot

import (
	"fmt"
	"runtime"
	"strings"
	"time"
)

// Level is how strong a bot plays.
type Level int

const (
	Random Level = iota
	Easy
	Medium
	Hard
	NumLevels
)

var levelNames = [NumLevels]string{"random", "easy", "medium", "hard"}

func (l Level) String() string {
	if l < 0 || l >= NumLevels {
		return fmt.Sprintf("level%d", int(l))
	}
	return levelNames[l]
}

// ParseLevel reads a level's name.
func ParseLevel(s string) (Level, error) {
	for l, n := range levelNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return Level(l), nil
		}
	}
	return 0, fmt.Errorf("unknown bot level %q (random, easy, medium, hard)", s)
}

// Budget is how long a decision may think. A zero field is no limit of
// that kind; a search needs at least one of Time and Iterations.
type Budget struct {
	Time       time.Duration // wall clock, for Run
	Iterations int           // iterations in all trees together
	Workers    int           // trees searched at once by Run (root parallelism)
}

// Budget is the level's usual budget, with its time scaled by think.
func (l Level) Budget(think float64) Budget {
	workers := 1
	if runtime.GOARCH != "wasm" {
		workers = runtime.NumCPU()
	}
	switch l {
	case Medium:
		return Budget{Time: time.Duration(think * float64(150*time.Millisecond)), Workers: 1}
	case Hard:
		return Budget{Time: time.Duration(think * float64(time.Second)), Workers: workers}
	}
	return Budget{}
}
