package scenes

import (
	"testing"
	"time"
)

// A move played or a room's message (Stir) asks the game loop for a
// frame at once, on the goroutine that heard it, unless a frame is
// asked for within a tick already; and a frame asked for that does not
// come (its wake-up drained) is asked for again.
func TestAMovePlayedElsewhereAsksForAFrameAtOnce(t *testing.T) {
	asked := make(chan struct{}, 8)
	a := &App{}
	a.paced(func() { asked <- struct{}{} })
	defer pace.Store(nil)
	p := a.pace

	Stir()
	if len(asked) != 1 {
		t.Fatalf("a move played asked for %d frames; want one at once", len(asked))
	}
	<-asked
	p.by(time.Now().Add(time.Hour)) // the screen deeply at rest
	Stir()
	if len(asked) != 1 {
		t.Fatalf("a move played at rest asked for %d frames; want one at once", len(asked))
	}
	<-asked
	p.by(time.Now()) // a frame due now
	<-asked          // fired
	Stir()
	if len(asked) != 0 {
		t.Fatalf("a move played with a frame asked for within a tick asked for another")
	}
	select { // the frame that did not come, asked for again
	case <-asked:
	case <-time.After(10 * time.Second): // a hundred times askAgain
		t.Fatal("a frame asked for that did not come was not asked for again")
	}
	p.by(time.Now().Add(time.Hour))
}
