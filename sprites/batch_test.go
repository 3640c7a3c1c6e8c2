package sprites

import (
	"bytes"
	"testing"

	"graffiti/sprites/gametest"
)

// readingBack sets ReadBackScreen for one test.
func readingBack(t *testing.T, on bool) {
	was := ReadBackScreen
	ReadBackScreen = on
	t.Cleanup(func() { ReadBackScreen = was })
}

// puffs draws four spray puffs at t=0.3 on a fresh picture, as the title
// draws its tags' puffs on screen: each puff's specks are one path of
// some ninety octagons, past vertexBudget on their own. It returns the
// picture's pixels and the read-backs it took.
func puffs() ([]byte, int) {
	NewFrame()
	img := canvas(240, 80)
	before := Flushes
	for i := range 4 {
		DrawSprayPuff(img, 30+float32(i)*60, 40, 28, ArtistColors[i], 0.3)
	}
	return gametest.Pixels(img), Flushes - before
}

// A frame drawn on screen is sent in batches where ReadBackScreen says,
// and only there, and the picture is the same either way.
func TestAFrameOnScreenIsSentInBatchesWhereReadBackSays(t *testing.T) {
	gametest.Need(t)
	readingBack(t, false)
	whole, n := puffs()
	if n != 0 {
		t.Errorf("a browser's frame was read back %d times", n)
	}
	readingBack(t, true)
	batched, n := puffs()
	if n < 4 {
		t.Errorf("four puffs, each past the budget, were read back %d times, not at least 4", n)
	}
	if !bytes.Equal(whole, batched) {
		t.Error("the puffs sent in batches differ from the puffs sent at the frame's end")
	}
}

// A frame starts its count again: ebiten sends its queue at every
// frame's end, so a frame of little is never read back for the frames
// before it.
func TestANewFrameStartsItsCountAgain(t *testing.T) {
	gametest.Need(t)
	readingBack(t, true)
	img := canvas(80, 80)
	before := Flushes
	for range 40 {
		NewFrame()
		begin()
		circle(40, 40, 20)
		fill(img, ArtistBlue)
	}
	if n := Flushes - before; n != 0 {
		t.Errorf("forty frames of one circle each were read back %d times", n)
	}
}

// The neon's halo is sent a layer at a time where frames are read back:
// ebiten's vector package lays the layers of one batch out on one stencil
// picture, each a window wide, and keeps that picture at its largest.
func TestTheNeonsHaloIsSentALayerAtATime(t *testing.T) {
	gametest.Need(t)
	img := canvas(320, 60)
	for _, on := range []bool{false, true} {
		readingBack(t, on)
		NewFrame()
		before := Flushes
		DrawNeon(img, 10, 30, 310, 30, NeonPink, 14, 1)
		n, want := Flushes-before, 0
		if on {
			want = 7
		}
		if n != want {
			t.Errorf("ReadBackScreen %v: the neon was read back %d times, not %d", on, n, want)
		}
	}
}
