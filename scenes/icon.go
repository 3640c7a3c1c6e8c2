package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/scenes/ui"
	"graffiti/sprites"
)

// DrawIcon paints the program's icon on dst, a square of any size (16 to
// 1024 pixels for the releases): the game's own art, a red tag on the
// night wall in a neon frame, with a spray can, drawn at that size rather
// than scaled from one picture. Laid out on a 128-unit square.
func DrawIcon(dst *ebiten.Image) {
	size := dst.Bounds().Dx()
	p := ui.NewPainter(dst, float64(size)/128)
	s := func(v float32) float32 { return v * float32(size) / 128 }
	// Small icons get a frame at least a pixel and a half wide, and
	// the tag a little more of the square.
	frame, tag := 5.0, float32(104)
	if size < 48 {
		frame, tag = 12, 116
	}
	p.Fill(ui.Rect{X: 2, Y: 2, W: 124, H: 124}, 26, sprites.Night, 1)
	sprites.DrawTag(dst, s(64-tag/2), s(60-tag/2), s(tag), sprites.ArtistRed, 'G')
	if size >= 48 { // a can is a speck below that
		sprites.DrawSprayCan(dst, s(86), s(70), s(44), sprites.NeonCyan)
	}
	// The frame last: the tag's drips and sparkle run under it.
	p.Stroke(ui.Rect{X: frame, Y: frame, W: 128 - 2*frame, H: 128 - 2*frame}, 28-frame, frame, sprites.NeonPink, 1)
}

// WriteIcon draws the icon at size pixels and saves it as a PNG.
func WriteIcon(size int, path string) error {
	img := ebiten.NewImage(size, size)
	defer img.Deallocate()
	DrawIcon(img)
	return WritePNG(img, path)
}
