package gametest

import (
	"os"
	"strconv"
	"testing"
)

// Games is how many games a simulation test plays: n, or the number the
// environment variable env holds, for a long run by hand.
func Games(t *testing.T, env string, n int) int {
	t.Helper()
	v := os.Getenv(env)
	if v == "" {
		return n
	}
	games, err := strconv.Atoi(v)
	if err != nil || games < 1 {
		t.Fatalf("%s=%q: want a number of games", env, v)
	}
	return games
}
