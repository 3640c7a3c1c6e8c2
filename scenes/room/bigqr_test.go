package room

import (
	"testing"

	"graffiti/scenes"
	"graffiti/scenes/boxes"
)

// The join panel's QR code, tapped, fills the table screen's height:
// a whole number of pixels a module, at least 19 logical pixels (3.2 mm
// on a 10-inch tablet showing the 1280×720 screen), drawn on white; any
// tap puts the panel back, and the tap that opened it freed no seat.
func TestTheJoinCodeFillsTheScreenAtATap(t *testing.T) {
	r := anaAndABot(t, boxes.Shelf[0])
	until(t, "the QR code drawn", r.apps, func() bool {
		r.table.Render().Deallocate() // the panel makes its code as it draws
		return r.tb.qr != nil
	})
	p := qrPanel.Center()
	r.table.Touch(p.X, p.Y)
	step(t, r.apps)
	if r.tb.big == nil {
		t.Fatal("a tap on the QR code did not enlarge it")
	}
	n := r.tb.qr.Bounds().Dx()
	big := bigQR(n)
	if m := big.W / float64(n); m < 19 || m != float64(int(m)) {
		t.Fatalf("the enlarged code has %.2f logical pixels a module", m)
	}
	shoot(t, r.table, "table-qr-enlarged")
	img := r.table.Render()
	defer img.Deallocate()
	k := float64(img.Bounds().Dx()) / scenes.ScreenW
	// The module at the code's top left corner is black (a finder
	// pattern's), the quiet zone before it white.
	quiet := 4.0
	m := big.W / float64(n)
	at := func(x, y float64) uint32 { c := img.At(int(x*k), int(y*k)); r, _, _, _ := c.RGBA(); return r >> 8 }
	if v := at(big.X+(quiet+0.5)*m, big.Y+(quiet+0.5)*m); v > 40 {
		t.Fatalf("the finder pattern's corner is %d, not black", v)
	}
	if v := at(big.X+(quiet-0.5)*m, big.Y+(quiet+0.5)*m); v < 215 {
		t.Fatalf("the quiet zone is %d, not white", v)
	}
	r.table.Touch(640, 700)
	step(t, r.apps)
	if r.tb.big != nil || len(r.tb.Waiting()) != 1 {
		t.Fatalf("a tap did not bring the panel back (big %v, waiting %v)", r.tb.big, r.tb.Waiting())
	}
}
