package sound

import (
	"math"
	"testing"
)

// rms is the loudness of a 16-bit stereo buffer, 0 to 1.
func rms(pcm []byte) float64 {
	sum := 0.0
	n := len(pcm) / 2
	for i := 0; i+1 < len(pcm); i += 2 {
		v := float64(int16(uint16(pcm[i])|uint16(pcm[i+1])<<8)) / 32768
		sum += v * v
	}
	return math.Sqrt(sum / float64(max(1, n)))
}

// Every cue is a real sound: heard (not silent), short, not clipped all
// the way, and the same every time.
func TestEveryCueIsAudibleShortAndRepeatable(t *testing.T) {
	for c := Cue(0); c < NumCues; c++ {
		pcm := Synth(c)
		secs := float64(len(pcm)) / 4 / SampleRate
		if secs < 0.02 || secs > 1.5 {
			t.Errorf("%s lasts %.2f s", c, secs)
		}
		if r := rms(pcm); r < 0.01 {
			t.Errorf("%s is silent (RMS %.4f)", c, r)
		} else if r > 0.5 {
			t.Errorf("%s is too loud (RMS %.2f): clipped", c, r)
		}
		if string(Synth(c)) != string(pcm) {
			t.Errorf("%s differs from one synthesis to the next", c)
		}
	}
}

type countingOutput struct {
	plays  int
	volume float64
}

func (o *countingOutput) Play(_ []byte, v float64) { o.plays++; o.volume = v }

// Nothing plays before Wake (a browser before its first touch), nor at
// volume 0; after Wake every cue reaches the output at the volume.
func TestMixerIsSilentBeforeWakeAndWhenMuted(t *testing.T) {
	out := &countingOutput{}
	opened := 0
	m := NewMixer(func() Output { opened++; return out })
	if m.Play(Hiss) || out.plays != 0 {
		t.Fatal("a cue played before Wake")
	}
	m.Wake()
	m.Wake()
	if opened != 1 {
		t.Fatalf("the output was opened %d times; once is all a device allows", opened)
	}
	m.Volume = 0.3
	for c := Cue(0); c < NumCues; c++ {
		if !m.Play(c) {
			t.Errorf("%s did not play", c)
		}
	}
	if out.plays != int(NumCues) || out.volume != 0.3 {
		t.Fatalf("%d plays at volume %v; want %d at 0.3", out.plays, out.volume, NumCues)
	}
	m.Volume = 0
	if m.Play(Fanfare) || out.plays != int(NumCues) {
		t.Fatal("a cue played at volume 0")
	}
	var none *Mixer
	if none.Play(Tick) {
		t.Fatal("a nil mixer played")
	}
}
