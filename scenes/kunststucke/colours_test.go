package kunststucke

import (
	"fmt"
	"testing"

	ks "graffiti/game/kunststucke"
	"graffiti/scenes/ui/cvd"
	"graffiti/sprites"
)

// TestColoursToldApart: the shapes' and tiles' colours among colours and
// the seats' colours among seats, as the table and the rules help draw
// them (each colour with the mark declared beside it, which the drawing
// reads: a colour's pattern, a seat's shape), are told apart under
// protanopia, deuteranopia and tritanopia: by colour (ΔE2000 ≥ 10 after
// simulation) or by mark.
func TestColoursToldApart(t *testing.T) {
	var colours []cvd.Swatch[sprites.KSPattern]
	for c := ks.Colour(0); int(c) < ks.NumColours; c++ {
		colours = append(colours, cvd.Swatch[sprites.KSPattern]{Name: c.String(), Colour: sprites.KSColours[c], Mark: sprites.KSPatterns[c]})
	}
	var seats []cvd.Swatch[sprites.Mark]
	for s := range ksSeatCols {
		seats = append(seats, cvd.Swatch[sprites.Mark]{Name: fmt.Sprint("seat ", s+1), Colour: ksSeatCol(s), Mark: ksSeatMark(s)})
	}
	for _, c := range cvd.Confusions(colours) {
		t.Errorf("colours: %s", c)
	}
	for _, c := range cvd.Confusions(seats) {
		t.Errorf("seats: %s", c)
	}
}
