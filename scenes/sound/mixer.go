package sound

import "sync"

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
}

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
	m.out.Play(m.bufs[c], m.Volume)
	return true
}

// Awake reports whether the output was started (by Wake) and is there.
func (m *Mixer) Awake() bool { return m != nil && m.out != nil }
