// Package sound makes the table's sounds itself, from oscillators and
// noise (no recordings, so nothing to license), and plays them through a
// mixer that follows the volume setting. Synthesis is pure and tested
// without a sound device; the device is ebiten's audio (output.go).
package sound

import (
	"math"
	"math/rand/v2"
)

// Cue is one of the table's sounds.
type Cue int

const (
	Hiss    Cue = iota // a segment sprayed or a neutral tag flipped
	Clack              // spray cans put on a space
	Slide              // a tile slid off a board
	Tick               // the score counting up
	Roll               // the hand-over shutter coming down
	Fanfare            // the winner of the final scoring
	NumCues
)

var cueNames = [NumCues]string{"hiss", "clack", "slide", "tick", "roll", "fanfare"}

func (c Cue) String() string { return cueNames[c] }

// SampleRate is the rate of every buffer and of the audio device.
const SampleRate = 44100

// Synth renders a cue as 16-bit little-endian stereo samples at
// SampleRate, the format ebiten's audio plays. The same cue is always the
// same buffer (its noise has a fixed seed).
func Synth(c Cue) []byte {
	var mono []float64
	r := rand.New(rand.NewPCG(uint64(c)+1, 0x50d))
	switch c {
	case Hiss:
		mono = hiss(r)
	case Clack:
		mono = clack(r)
	case Slide:
		mono = slide(r)
	case Tick:
		mono = tick()
	case Roll:
		mono = roll(r)
	case Fanfare:
		mono = fanfare()
	}
	return stereo16(mono)
}

func samples(seconds float64) []float64 { return make([]float64, int(seconds*SampleRate)) }

// hiss is a spray: white noise, high-passed so it hisses rather than
// roars, swelling in and dying away.
func hiss(r *rand.Rand) []float64 {
	out := samples(0.55)
	prev, lp := 0.0, 0.0
	for i := range out {
		t := float64(i) / float64(len(out))
		n := r.Float64()*2 - 1
		hp := n - prev // a first-order high pass
		prev = n
		lp += (hp - lp) * 0.6
		env := math.Min(1, t*12) * math.Pow(1-t, 1.5)
		out[i] = 0.5 * lp * env
	}
	return out
}

// clack is a can set down: a knock (a fast-decaying low tone) and the
// metal's ring (two high partials), with a click of noise.
func clack(r *rand.Rand) []float64 {
	out := samples(0.16)
	for i := range out {
		s := float64(i) / SampleRate
		knock := math.Sin(2*math.Pi*180*s) * math.Exp(-s*45)
		ring := (math.Sin(2*math.Pi*2350*s) + 0.6*math.Sin(2*math.Pi*3710*s)) * math.Exp(-s*30)
		click := (r.Float64()*2 - 1) * math.Exp(-s*400)
		out[i] = 0.45*knock + 0.18*ring + 0.3*click
	}
	return out
}

// slide is a tile pushed over card: low-passed noise with a soft bump in
// the middle.
func slide(r *rand.Rand) []float64 {
	out := samples(0.22)
	lp := 0.0
	for i := range out {
		t := float64(i) / float64(len(out))
		lp += (r.Float64()*2 - 1 - lp) * 0.08
		out[i] = 1.6 * lp * math.Sin(math.Pi*t)
	}
	return out
}

// tick is one step of the score counter: a short blip.
func tick() []float64 {
	out := samples(0.035)
	for i := range out {
		s := float64(i) / SampleRate
		out[i] = 0.3 * math.Sin(2*math.Pi*1320*s) * math.Exp(-s*120)
	}
	return out
}

// roll is the shutter coming down: a low rumble, chopped by the slats
// going past, slowing as it lands.
func roll(r *rand.Rand) []float64 {
	out := samples(0.45)
	lp := 0.0
	phase := 0.0
	for i := range out {
		t := float64(i) / float64(len(out))
		lp += (r.Float64()*2 - 1 - lp) * 0.02
		phase += 2 * math.Pi * (28 - 14*t) / SampleRate
		slats := 0.55 + 0.45*math.Abs(math.Sin(phase))
		out[i] = 3.2 * lp * slats * math.Min(1, t*20) * (1 - t*t)
	}
	return out
}

// fanfare is four rising notes, the last held: C5 E5 G5 C6 in a bright
// tone (a fundamental with odd partials).
func fanfare() []float64 {
	notes := []struct{ f, at, dur float64 }{
		{523.25, 0, 0.16}, {659.25, 0.15, 0.16}, {783.99, 0.30, 0.16}, {1046.5, 0.45, 0.7},
	}
	out := samples(1.2)
	for _, n := range notes {
		start := int(n.at * SampleRate)
		for i := 0; i < int(n.dur*SampleRate) && start+i < len(out); i++ {
			s := float64(i) / SampleRate
			env := math.Min(1, s*80) * math.Exp(-s*2.2/n.dur)
			v := math.Sin(2*math.Pi*n.f*s) + 0.33*math.Sin(2*math.Pi*3*n.f*s) + 0.2*math.Sin(2*math.Pi*5*n.f*s)
			out[start+i] += 0.22 * v * env
		}
	}
	return out
}

// stereo16 clips and packs mono samples as 16-bit stereo.
func stereo16(mono []float64) []byte {
	out := make([]byte, 4*len(mono))
	for i, v := range mono {
		v = math.Max(-1, math.Min(1, v))
		s := int16(v * 32767)
		out[4*i], out[4*i+1] = byte(s), byte(uint16(s)>>8)
		out[4*i+2], out[4*i+3] = out[4*i], out[4*i+1]
	}
	return out
}
