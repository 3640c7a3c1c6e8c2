package kunststucke

import (
	"testing"

	ks "graffiti/game/kunststucke"
)

// TestSmallShapesStayInTheirStrips: at every player count, a dealt
// hand in every colour (each run headed by its letter, the widest
// shapes) lies inside its seat's strip, the strips above the hand of the
// player to play; and the most shapes a game sets aside, in every colour,
// keep to one row above the discards' title.
func TestSmallShapesStayInTheirStrips(t *testing.T) {
	widest := []int{0, 10, 11} // the bar, the big T, the long block: five and four cells wide
	inside := func(what string, laid []ksMiniLaid, x0, y0, x1, y1 float64) {
		t.Helper()
		for _, m := range laid {
			w, h := ksMiniLetterW, ksMiniLetterSize
			if !m.Letter {
				cw, ch := ks.Size(m.ID, 0)
				w, h = float64(cw)*ksMini, float64(ch)*ksMini
			}
			if m.X < x0 || m.Y < y0 || m.X+w > x1 || m.Y+h > y1 {
				t.Errorf("%s: %+v is out of x %.0f–%.0f, y %.0f–%.0f", what, m, x0, x1, y0, y1)
			}
		}
	}
	hand := func(n int) []ks.ShapeID {
		ids := make([]ks.ShapeID, n)
		for k := range ids {
			ids[k] = ks.ShapeID(k*ks.NumColours/n*ks.NumKinds + widest[k%len(widest)])
		}
		return ids
	}
	for n := ks.MinPlayers; n <= ks.MaxPlayers; n++ {
		for seat := 0; seat < n; seat++ {
			r := ksStripRect(seat, n)
			inside("a strip", ksStripMinis(seat, n, hand(ks.Deal(n))), r.X+4, r.Y+40, r.X+r.W-4, r.Y+r.H-2)
		}
		if last := ksStripRect(n-1, n); last.Y+last.H > ksHandRect.Y {
			t.Errorf("%d players: the strips end at %.0f, under the hand's top %.0f", n, last.Y+last.H, ksHandRect.Y)
		}
		aside := ks.NumShapes - n*ks.Deal(n)
		laid, rows := ksAsideMinis(hand(aside))
		inside("the set-aside tray", laid, ksTraysRect.X+4, ksTraysRect.Y+20, ksTraysRect.X+ksTraysRect.W-4, ksDiscardsY-8)
		if rows != 1 {
			t.Errorf("%d players: %d shapes set aside take %d rows", n, aside, rows)
		}
	}
}
