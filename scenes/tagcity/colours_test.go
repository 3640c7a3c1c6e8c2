package tagcity

import (
	"testing"

	"graffiti/game/tagcity"
	"graffiti/scenes/ui/cvd"
	"graffiti/sprites"
)

// TestColoursToldApart: the districts among districts, the HQ's sections
// among sections and the markers among markers, as the table and the
// rules help draw them (each colour with the mark declared beside it,
// which the drawing reads: a district's letter, a section's numeral, a
// marker's shape), are told apart under protanopia, deuteranopia and
// tritanopia: by colour (ΔE2000 ≥ 10 after simulation) or by mark.
func TestColoursToldApart(t *testing.T) {
	var districts, sections []cvd.Swatch[string]
	for k, c := range sprites.TCDistricts {
		l := string(tagcity.DistrictLetter(k))
		districts = append(districts, cvd.Swatch[string]{Name: "district " + l, Colour: c, Mark: l})
	}
	for s, c := range sprites.TCSections {
		sections = append(sections, cvd.Swatch[string]{Name: "section " + tcRoman(s), Colour: c, Mark: tcRoman(s)})
	}
	var markers []cvd.Swatch[sprites.Mark]
	for m := 0; m < tagcity.MaxPlayers; m++ {
		markers = append(markers, cvd.Swatch[sprites.Mark]{Name: tagcity.MarkerColour(m), Colour: MarkerColor(m), Mark: MarkerMark(m)})
	}
	for _, c := range cvd.Confusions(districts) {
		t.Errorf("districts: %s", c)
	}
	for _, c := range cvd.Confusions(sections) {
		t.Errorf("sections: %s", c)
	}
	for _, c := range cvd.Confusions(markers) {
		t.Errorf("markers: %s", c)
	}
}
