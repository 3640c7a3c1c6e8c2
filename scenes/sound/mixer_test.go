package sound

import (
	"testing"
	"time"
)

type silent struct{ played int }

func (s *silent) Play([]byte, float64) { s.played++ }

// At rest the output is quieted once no cue has played for QuietAfter
// (in the browser its AudioContext suspended), and woken by the next
// cue before it plays; a mixer not started, or a cue just played, is
// left as it is.
func TestTheOutputIsQuietedAtRestAndWokenByACue(t *testing.T) {
	quiets, wakes := 0, 0
	q, w := quietOutput, wakeOutput
	t.Cleanup(func() { quietOutput, wakeOutput = q, w })
	quietOutput, wakeOutput = func() { quiets++ }, func() { wakes++ }

	out := &silent{}
	m := NewMixer(func() Output { return out })
	m.Rest()
	if quiets != 0 {
		t.Fatal("a mixer never started was quieted")
	}
	m.Wake()
	m.Play(Tick)
	m.Rest()
	if quiets != 0 {
		t.Fatal("quieted as its cue plays")
	}
	m.last = time.Now().Add(-QuietAfter)
	m.Rest()
	if quiets != 1 || wakes != 0 {
		t.Fatalf("after %v without a cue: %d quiets, %d wakes", QuietAfter, quiets, wakes)
	}
	m.Play(Clack)
	if wakes != 1 || out.played != 2 {
		t.Fatalf("the cue after the quiet: %d wakes, %d played", wakes, out.played)
	}
	m.Play(Clack)
	if wakes != 1 {
		t.Fatal("woken again while awake")
	}
}
