package sound

import (
	"sync"
	"time"
)

// Output plays a buffer at a volume from 0 to 1.
type Output interface {
	Play(pcm []byte, volume float64)
}

// Mixer plays cues at the current volume. The buffers are made on the
// first cue; the output is started by Wake, which a browser allows only
// after the first touch. A nil Mixer is silent.
type Mixer struct {
	open   func() Output // makes the output, once, on Wake (nil: no device)
	opened bool
	out    Output
	once   sync.Once
	bufs   [NumCues][]byte
	Volume float64 // 0 silences every cue

	// The last cue played, and whether the output is quieted since
	// (Rest).
	last  time.Time
	quiet bool
}

// QuietAfter is how long after its last cue the output is quieted at
// rest: the longest cue (the fanfare) has ended well before.
const QuietAfter = 3 * time.Second

// NewMixer makes a mixer whose output open makes on the first Wake.
func NewMixer(open func() Output) *Mixer { return &Mixer{open: open, Volume: 1} }

// Wake starts the output, if not yet done.
func (m *Mixer) Wake() {
	if m == nil || m.opened || m.open == nil {
		return
	}
	m.opened = true
	m.out = m.open()
}

// Play plays c at the mixer's volume, and reports whether anything was
// played: nothing is, before Wake or at volume 0.
func (m *Mixer) Play(c Cue) bool {
	if m == nil || m.out == nil || m.Volume <= 0 {
		return false
	}
	m.once.Do(func() {
		for k := Cue(0); k < NumCues; k++ {
			m.bufs[k] = Synth(k)
		}
	})
	if m.quiet {
		wakeOutput()
		m.quiet = false
	}
	m.last = time.Now()
	m.out.Play(m.bufs[c], m.Volume)
	return true
}

// Rest quiets the output when it is started and no cue has played for
// QuietAfter: in the browser its AudioContext is suspended, so the
// audio thread stops asking the game for samples of silence (the next
// cue wakes it). The app calls it at each frame it rests after; the
// page's quiet does nothing to a context suspended already, and
// suspends again one the browser resumed by itself (at a touch).
func (m *Mixer) Rest() {
	if m == nil || m.out == nil || time.Since(m.last) < QuietAfter {
		return
	}
	m.quiet = true
	quietOutput()
}

// Awake reports whether the output was started (by Wake) and is there.
func (m *Mixer) Awake() bool { return m != nil && m.out != nil }
