package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/fonts"
)

var textOpts fonts.DrawOptions

// asciiStrings holds one-character strings so drawing an initial or a digit
// does not allocate a string each frame.
var asciiStrings = func() (s [128]string) {
	for i := range s {
		s[i] = string(rune(i))
	}
	return
}()

func runeString(r rune) string {
	if r >= 0 && r < 128 {
		return asciiStrings[r]
	}
	return string(r)
}

// drawText centres s on (cx,cy) in src at size px, honouring the squash
// transform. Sizes are rounded to whole pixels so tweened sizes reuse a few
// cached faces and glyph atlases instead of making a new one every frame.
func drawText(dst *ebiten.Image, s string, src *fonts.Source, size, cx, cy float32, c color.RGBA, a float32) {
	sz := math.Max(1, math.Round(float64(size)))
	f := fonts.Face(src, sz)
	textOpts.GeoM.Reset()
	textOpts.ColorScale.Reset()
	s255 := a / 255
	textOpts.ColorScale.Scale(float32(c.R)*s255, float32(c.G)*s255, float32(c.B)*s255, float32(c.A)*s255)
	textOpts.PrimaryAlign = fonts.AlignCenter
	textOpts.SecondaryAlign = fonts.AlignCenter
	textOpts.LineSpacing = sz
	if squash != 1 {
		textOpts.GeoM.Scale(float64(squash), 1)
	}
	textOpts.GeoM.Translate(float64(tx(cx)), float64(cy))
	fonts.Draw(dst, s, f, &textOpts)
}
