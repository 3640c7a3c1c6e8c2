package sprites

import "image"

// brickImage renders the wall on the CPU, whole, as the tests hold the
// pieces DrawBricks draws to: the same pixels (writeWall writes them a
// band at a time, and no picture of the whole wall is made there).
func brickImage(w, h int) *image.RGBA {
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	wl := newWall(w, h)
	for y := range h {
		wl.row(y, out.Pix[y*out.Stride:y*out.Stride+4*w])
	}
	return out
}
