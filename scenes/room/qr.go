package room

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"rsc.io/qr"
)

// qrImage is the QR code of text as a picture one pixel a module, with
// the four-module quiet zone a phone's camera needs around it; it is
// drawn scaled up without smoothing, so every module stays sharp. Error
// correction L: a code on a screen is not torn or stained, and L keeps a
// café's join link with its invitation a version 3 code (29 modules),
// larger modules than M's version 4 (33) on the same screen.
func qrImage(text string) (*ebiten.Image, error) {
	code, err := qr.Encode(text, qr.L)
	if err != nil {
		return nil, err
	}
	const quiet = 4
	n := code.Size + 2*quiet
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	for y := range n {
		for x := range n {
			c := color.RGBA{0xff, 0xff, 0xff, 0xff}
			if code.Black(x-quiet, y-quiet) {
				c = color.RGBA{0, 0, 0, 0xff}
			}
			img.SetRGBA(x, y, c)
		}
	}
	return ebiten.NewImageFromImage(img), nil
}

// drawQR draws the code as a side×side square at x, y (logical pixels)
// on dst, drawn at scale k.
func drawQR(dst, img *ebiten.Image, x, y, side, k float64) {
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterNearest}
	s := side * k / float64(img.Bounds().Dx())
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(x*k, y*k)
	dst.DrawImage(img, op)
}
