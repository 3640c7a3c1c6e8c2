package room

import (
	"math"
	"strings"

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

// watchButton opens the watch link's code, enlarged, from the panel.
var watchButton = ui.Rect{X: 650, Y: 478, W: 360, H: 40}

// watchOf is the watch link of a room from its join address: the same
// page, watching.
func watchOf(join string) string { return strings.Replace(join, "?room=", "?watch=", 1) }

// updateBigQR opens the enlarged code at a tap on the panel's (or the
// watch link's at its button), and closes it at any tap; it takes the
// taps while open or opening.
func (t *Table) updateBigQR(a *scenes.App) bool {
	in := a.Input()
	switch {
	case t.big != nil:
		if len(in.Taps) > 0 {
			t.big = nil
			in.Taps = nil
		}
		return true
	case t.qr != nil && ui.Tapped(in, qrPanel):
		t.big, t.bigSays = t.qr, JoinHere
		in.Taps = nil
		return true
	case t.joinURL() != "" && ui.Tapped(in, watchButton):
		if t.wqr == nil {
			t.wqr, _ = qrImage(watchOf(t.joinURL()))
		}
		t.big, t.bigSays = t.wqr, WatchCode
		in.Taps = nil
		return t.big != nil
	}
	return false
}

// drawBigQR draws the enlarged code, what it is for and how to close it
// beside it.
func (t *Table) drawBigQR(d *scenes.Draw) {
	d.Fill(ui.Rect{X: 0, Y: 0, W: scenes.ScreenW, H: scenes.ScreenH}, 0, sprites.Chalk, 1)
	r := bigQR(t.big.Bounds().Dx())
	drawQR(d.Dst, t.big, r.X, r.Y, r.W, float64(d.K))
	y := scenes.ScreenH/2 - 40.0
	for _, say := range []struct {
		text string
		font ui.Font
	}{{d.App.T(t.bigSays), ui.Bold}, {d.App.T(TapToClose), ui.Body}} {
		for _, l := range ui.Wrap(say.text, 22, say.font, r.X-40) {
			d.Text(l, r.X/2, y, 22, say.font, ui.Center, sprites.Ink, 0.85)
			y += 30
		}
		y += 20
	}
}

// AnyTapAt: the app's magnifier stays away from the QR code, a finger's
// size on the panel and the whole screen enlarged, and from the board
// where the board says so.
func (t *Table) AnyTapAt(a *scenes.App, p ui.Point) bool {
	onPanel := t.panel() && (qrPanel.Contains(p) || watchButton.Contains(p))
	return t.big != nil || onPanel || boardTapsAt(t.board, a, p)
}
