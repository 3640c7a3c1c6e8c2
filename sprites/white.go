package sprites

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/fonts"
)

// The labels' glyphs and the plain fills are drawn from the sheets too
// (see fonts.Picture): a frame that alternates a cell's picture, its
// label and a filled rectangle then draws them all from one texture,
// which the GPU takes as one draw call instead of one for each change.
// The glyphs' regions go with the sheets: fonts forgets them (and the
// faces made at an old window scale) when the sheets are dropped.
func init() {
	fonts.Picture = glyph
	OnRelease(fonts.Release)
	OnRelease(func() { white = nil })
}

var white *ebiten.Image

// White is one white pixel on a sheet, to stretch into a filled
// rectangle or a line. Like every picture it lasts until the next
// Picture call may drop the sheets: ask for it at each draw. Not for a
// drawing into a sheet (ebiten draws no image into itself).
func White() *ebiten.Image {
	if white == nil {
		img := Picture(3, 3)
		img.Fill(color.White)
		b := img.Bounds()
		white = img.SubImage(image.Rect(b.Min.X+1, b.Min.Y+1, b.Min.X+2, b.Min.Y+2)).(*ebiten.Image)
	}
	return white
}
