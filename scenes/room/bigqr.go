package room

import (
	"math"

	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/sprites"
)

// The join panel's QR code, tapped, fills the screen's height on white:
// at the panel's size a phone reads it from about forty centimetres, so
// a player across the table or a few steps away asks for it large
// (docs/figures.md, "The join QR code's size"). Any tap puts it back.

// qrPanel is where the panel draws the code, its quiet zone included.
var qrPanel = ui.Rect{X: 286, Y: 150, W: 320, H: 320}

// bigQRSide is the enlarged code's side, its quiet zone included: the
// screen's height but a thin margin, cut to whole pixels a module by
// bigQR. How to close it is said beside it.
const bigQRSide = scenes.ScreenH - 16

// bigQR is where the enlarged code of n modules a side (its quiet zone
// included) is drawn: a whole number of logical pixels a module, so
// every module is the same size, centred.
func bigQR(n int) ui.Rect {
	side := math.Floor(bigQRSide/float64(n)) * float64(n)
	return ui.Rect{X: (scenes.ScreenW - side) / 2, Y: (scenes.ScreenH - side) / 2, W: side, H: side}
}

// updateBigQR opens the enlarged code at a tap on the panel's, and
// closes it at any tap; it takes the taps while open or opening.
func (t *Table) updateBigQR(a *scenes.App) bool {
	in := a.Input()
	switch {
	case t.big:
		if len(in.Taps) > 0 {
			t.big = false
			in.Taps = nil
		}
		return true
	case t.qr != nil && ui.Tapped(in, qrPanel):
		t.big = true
		in.Taps = nil
		return true
	}
	return false
}

// drawBigQR draws the enlarged code.
func (t *Table) drawBigQR(d *scenes.Draw) {
	d.Fill(ui.Rect{X: 0, Y: 0, W: scenes.ScreenW, H: scenes.ScreenH}, 0, sprites.Chalk, 1)
	r := bigQR(t.qr.Bounds().Dx())
	drawQR(d.Dst, t.qr, r.X, r.Y, r.W, float64(d.K))
	lines := ui.Wrap(d.App.T(TapToClose), 22, ui.Body, r.X-40)
	for i, l := range lines {
		d.Text(l, r.X/2, scenes.ScreenH/2+float64(i)*30, 22, ui.Body, ui.Center, sprites.Ink, 0.8)
	}
}

// AnyTapAt: the app's magnifier stays away from the QR code, a finger's
// size on the panel and the whole screen enlarged, and from the board
// where the board says so.
func (t *Table) AnyTapAt(a *scenes.App, p ui.Point) bool {
	return t.big || (t.qr != nil && t.panel() && qrPanel.Contains(p)) || boardTapsAt(t.board, a, p)
}
