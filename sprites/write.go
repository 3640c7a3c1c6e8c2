package sprites

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// WriteRows writes pix (img's RGBA pixels, row after row) to img a strip
// at a time.
//
// Ebiten copies what WritePixels is given into a buffer from a pool it
// keeps (up to 31 buffers, handed out first-fit and given back only when
// the garbage collector runs), and any later write, however small, may
// borrow one of them and give it back as its own. A window-sized picture
// written at once could keep a window-sized buffer in that pool for as
// long as writes keep borrowing it. Strips of at most maxStrip bytes keep
// every buffer in the pool small. (A safeguard: the soak measured no
// difference with it.)
func WriteRows(img *ebiten.Image, pix []byte) {
	b := img.Bounds()
	stride := 4 * b.Dx()
	rows := max(1, maxStrip/stride)
	for y := 0; y < b.Dy(); y += rows {
		y1 := min(b.Dy(), y+rows)
		r := image.Rect(b.Min.X, b.Min.Y+y, b.Max.X, b.Min.Y+y1)
		img.SubImage(r).(*ebiten.Image).WritePixels(pix[y*stride : y1*stride])
	}
}

// maxStrip is the most bytes WriteRows writes at once: 64 rows of a
// 1024-pixel picture.
const maxStrip = 256 << 10
