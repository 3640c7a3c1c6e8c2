package main

import "testing"

func TestSimRefusesNoGames(t *testing.T) {
	for _, n := range []string{"0", "-3"} {
		out, code := capture(t, func() int { return runSim([]string{"-players", "2", "-games", n}) })
		if code == 0 || out != "" {
			t.Errorf("sim -games %s: exit %d, printed %q", n, code, out)
		}
	}
}
