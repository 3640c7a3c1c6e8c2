//go:build !js

package scenes

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"runtime/pprof"

	"github.com/hajimehoshi/ebiten/v2"
)

// The pictures and the heap profile written to files, for the desktop's
// -shot and -soak: the browser has neither (pngfile_js.go), and leaves
// the PNG codec and the profiler out of its download.

// WritePNG saves an image, read back from the GPU a band of rows at a
// time as the encoder asks for them: a whole window read at once held two
// more copies of it (ours and the driver's) in a process whose memory is
// measured while it writes its picture.
func WritePNG(img *ebiten.Image, path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return png.Encode(f, &bandImage{src: img})
}

// bandImage is an ebiten image seen as an image.Image, read back a band of
// pngBand rows at a time (the encoder reads row after row).
type bandImage struct {
	src  *ebiten.Image
	band *image.RGBA
}

const pngBand = 64

func (b *bandImage) ColorModel() color.Model { return color.RGBAModel }
func (b *bandImage) Bounds() image.Rectangle { return b.src.Bounds() }

func (b *bandImage) At(x, y int) color.Color {
	if b.band == nil || !image.Pt(x, y).In(b.band.Rect) {
		r := b.src.Bounds()
		y0 := r.Min.Y + (y-r.Min.Y)/pngBand*pngBand
		rows := image.Rect(r.Min.X, y0, r.Max.X, min(r.Max.Y, y0+pngBand))
		if b.band == nil || b.band.Rect.Dy() != rows.Dy() {
			b.band = image.NewRGBA(rows)
		}
		b.band.Rect = rows
		b.src.SubImage(rows).(*ebiten.Image).ReadPixels(b.band.Pix)
	}
	return b.band.RGBAAt(x, y)
}

// writeHeapProfile writes the Go heap's profile to the file name.
func writeHeapProfile(name string) {
	if w, err := os.Create(name); err == nil {
		pprof.WriteHeapProfile(w)
		w.Close()
	}
}
