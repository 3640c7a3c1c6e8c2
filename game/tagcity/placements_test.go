package tagcity

import (
	"os"
	"os/exec"
	"testing"
)

// TestPlacementsWaitForAGameOfTagCity: the program holds every game's
// rules, and Tag City's list of drawings (1 MB) is made only when a game
// of Tag City first asks for one, not when the program starts. It runs
// this test's binary again, where no other test has asked yet.
func TestPlacementsWaitForAGameOfTagCity(t *testing.T) {
	if os.Getenv("TAGCITY_FRESH") != "" {
		for sh := range placements {
			if placements[sh] != nil {
				t.Fatalf("the drawings of %s were made before any game asked", ShapeCode(Shape(sh)))
			}
		}
		if n := len(placementsOf(L4)); n == 0 {
			t.Fatal("asked for, the drawings of L4 are still none")
		}
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestPlacementsWaitForAGameOfTagCity$", "-test.count=1")
	cmd.Env = append(os.Environ(), "TAGCITY_FRESH=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
}
