package cvd

import "image/color"

// Seen is a picture (opaque RGBA bytes, row by row, as an image is read
// back) as a person with deficiency d sees it, pixel by pixel, in
// CIELAB: what a game's drawing test compares, so that two drawings are
// told apart by what is left of them after the simulation.
func Seen(pix []byte, d Deficiency) []Lab {
	out := make([]Lab, len(pix)/4)
	seen := map[color.RGBA]Lab{} // a drawing has few colours
	for i := range out {
		c := color.RGBA{pix[4*i], pix[4*i+1], pix[4*i+2], 255}
		l, ok := seen[c]
		if !ok {
			l = ToLab(Simulate(c, d))
			seen[c] = l
		}
		out[i] = l
	}
	return out
}

// MinMarkPixels is how many pixels, at the least, a mark must keep two
// drawings apart by where their colours do not: a small letter's
// strokes, not a stray edge.
const MinMarkPixels = 12

// Differing counts the pixels at which two pictures of one size, as
// Seen gives them, differ by MinDeltaE or more: where one way of seeing
// tells them apart.
func Differing(a, b []Lab) int {
	n := 0
	for i := range min(len(a), len(b)) {
		if DeltaE2000(a[i], b[i]) >= MinDeltaE {
			n++
		}
	}
	return n
}
