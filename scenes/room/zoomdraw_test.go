package room

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/scenes"
	"graffiti/scenes/boxes"
	"graffiti/scenes/ui"
	"graffiti/sprites/gametest"
)

// A phone's zoomed view draws only the part of its table it shows, and
// the page's wall only under its bar and at its edge: for each game, zoomed on three
// places of its table, the page is the same picture byte for byte as
// with the whole table and the whole wall drawn behind it, and
// the part of the table's picture drawn is at most a fifth of it (a
// tenth and a half of a 390×844 phone's table shows at the zoom).
func TestTheZoomedViewDrawsOnlyWhatItShows(t *testing.T) {
	gametest.Need(t)
	for _, box := range boxes.Shelf {
		t.Run(box.Rules().Name(), func(t *testing.T) {
			m, played := playedTo(t, box, 3, 12)
			a, h := handOn(t, box, m, 0, played, 390, 844)
			for _, at := range []ui.Point{{X: 640, Y: 360}, {X: 150, Y: 120}, {X: 1180, Y: 660}} {
				h.up.open(at, zoomFor(a.CssScale()))
				var pics [2][]byte
				var part, all image.Rectangle
				for i, whole := range []bool{false, true} {
					drawWhole = whole
					h.up.stale = true
					pics[i] = renderedAt(a, 390) // a phone at one device pixel a CSS pixel
					if i == 0 {
						part, all = h.up.drawn, h.up.img.Bounds()
					}
				}
				drawWhole = false
				t.Logf("zoomed at %v: %v of %v drawn", at, part, all)
				if part.Dx()*part.Dy()*5 > all.Dx()*all.Dy() {
					t.Errorf("zoomed at %v the view drew %v of the table's %v", at, part, all)
				}
				if diff := pixelsApart(pics[0], pics[1]); diff != 0 {
					t.Errorf("zoomed at %v the page drawn from the part it shows differs from the whole table's in %d bytes", at, diff)
				}
			}
		})
	}
}

// rendered is the page a draws now, its pixels.
func rendered(a *scenes.App) []byte { return renderedAt(a, scenes.ScreenW) }

// renderedAt is rendered at w pixels wide.
func renderedAt(a *scenes.App, w int) []byte {
	img := a.RenderAt(w)
	defer img.Deallocate()
	pix := make([]byte, 4*img.Bounds().Dx()*img.Bounds().Dy())
	img.ReadPixels(pix)
	return pix
}

// pixelsApart counts the bytes in which a and b differ, a byte one has
// beyond the other's end among them.
func pixelsApart(a, b []byte) int {
	n := max(len(a), len(b)) - min(len(a), len(b))
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			n++
		}
	}
	return n
}

// BenchmarkZoomedHandRedraw is a frame of a phone's zoomed view that
// draws its table's picture again (as a finger on it does at every
// frame), on a phone of 390×844 CSS pixels at three device pixels a CSS
// pixel, the graphics' work waited for: Kunststücke's table, drawn in
// the part it shows (part) and whole with the page's whole wall (whole,
// as before).
func BenchmarkZoomedHandRedraw(b *testing.B) {
	if !gametest.Display() {
		b.Skip("no display: run under xvfb-run")
	}
	box := boxes.Shelf[2]
	m, played := playedTo(b, box, 3, 12)
	a, h := handOn(b, box, m, 0, played, 390, 844)
	a.Scale = 3 * 390.0 / HandW
	h.up.open(ui.Point{X: 640, Y: 360}, zoomFor(a.CssScale()))
	screen := ebiten.NewImage(int(390*3), int(844*3))
	defer screen.Deallocate()
	for _, whole := range []bool{false, true} {
		b.Run(map[bool]string{false: "part", true: "whole"}[whole], func(b *testing.B) {
			drawWhole = whole
			defer func() { drawWhole = false }()
			for b.Loop() {
				h.up.stale = true
				screen.Clear()
				a.Draw(screen)
				screen.At(0, 0) // the graphics' work done
			}
		})
	}
}
