package graffiti

import (
	"fmt"
	"testing"

	"graffiti/game/graffiti"
	"graffiti/scenes/graffiti/kinds"
	"graffiti/scenes/ui/cvd"
	"graffiti/sprites"
)

// TestColoursToldApart: the paints among paints and the artists among
// artists, as the table draws them (each colour with the mark declared
// beside it, which the drawing reads), are told apart under protanopia,
// deuteranopia and tritanopia: by colour (ΔE2000 ≥ 10 after simulation)
// or by mark.
func TestColoursToldApart(t *testing.T) {
	var paints []cvd.Swatch[sprites.Symbol]
	for p := graffiti.Paint(0); p < graffiti.NumPaints; p++ {
		sp := kinds.Paint(p)
		paints = append(paints, cvd.Swatch[sprites.Symbol]{Name: p.String(), Colour: sprites.PaintColor(sp), Mark: sprites.PaintSymbol(sp)})
	}
	var artists []cvd.Swatch[sprites.Mark]
	for i, c := range sprites.ArtistColors {
		artists = append(artists, cvd.Swatch[sprites.Mark]{Name: fmt.Sprint("artist ", i), Colour: c, Mark: sprites.ArtistMark(i)})
	}
	// The neutral player's tags: grey, with no mark but its letter N.
	artists = append(artists, cvd.Swatch[sprites.Mark]{Name: "neutral", Colour: sprites.NeutralTag, Mark: sprites.MarkNone})
	for _, c := range cvd.Confusions(paints) {
		t.Errorf("paints: %s", c)
	}
	for _, c := range cvd.Confusions(artists) {
		t.Errorf("artists: %s", c)
	}
}
