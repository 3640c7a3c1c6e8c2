package sound

import "github.com/hajimehoshi/ebiten/v2/audio"

// device plays through ebiten's audio context.
type device struct{ ctx *audio.Context }

// Device opens ebiten's audio at SampleRate. It may be called once per
// program; a browser lets it start only after a touch.
func Device() Output { return &device{ctx: audio.NewContext(SampleRate)} }

func (d *device) Play(pcm []byte, volume float64) {
	p := d.ctx.NewPlayerFromBytes(pcm)
	p.SetVolume(volume)
	p.Play()
}
