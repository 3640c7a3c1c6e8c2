package tagcity

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/game/tagcity"
	"graffiti/scenes"
	"graffiti/scenes/ui/cvd"
	"graffiti/sprites"
	"graffiti/sprites/gametest"
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

// TestThumbnailDistrictsAreToldApartDrawn reads the drawing of the other
// taggers' small boards down the right side, on both sides of the city,
// at the start and in the thick of a battle: seen through protanopia,
// deuteranopia and tritanopia, every district has a square whose
// picture differs, at cvd.MinMarkPixels pixels or more, from every square of
// each other district. Drawn a third strong over the night, several
// districts are one colour to one eye or another (yellow and blue to a
// deuteranope even at full strength): what keeps them apart there is the
// district's letter.
func TestThumbnailDistrictsAreToldApartDrawn(t *testing.T) {
	gametest.Need(t)
	if e, _ := cvd.Closest(sprites.TCDistricts[2], sprites.TCDistricts[4]); e >= cvd.MinDeltaE {
		t.Fatal("no two districts are confused: the drawing check could not fail")
	}
	const cell, inset = int(tcThumbCell), 2
	r := tcThumbRect(0)
	r.X, r.Y = 0, 0
	bx, by := int(r.X)+10, int(r.Y)+30 // where drawThumb puts the board
	for _, special := range []bool{false, true} {
		for _, actions := range []int{0, 30} {
			a := scenes.TestApp(testShelf, scenes.SpeedInstant)
			if err := a.Prepare(scenes.ShotOptions{Scene: "table", Box: BoxTagCity, Players: 4, Seed: 11, Actions: actions, Special: special}); err != nil {
				t.Fatal(err)
			}
			tb := a.Current().(*Table)
			side := tb.S.Setup.City
			for _, seat := range tb.thumbSeats() {
				img := ebiten.NewImage(int(r.W), int(r.H))
				img.Fill(sprites.Night)
				tb.drawThumb(scenes.DrawOnPart(img, img.Bounds(), 1, a), r, seat)
				pix := gametest.Pixels(img)
				img.Deallocate()
				for _, d := range cvd.Deficiencies {
					seen := cvd.Seen(pix, d)
					// Each square's inside (its borders left out), by district.
					var squares [tagcity.Districts][][]cvd.Lab
					for row := 0; row < tagcity.Rows; row++ {
						for col := 0; col < tagcity.Cols; col++ {
							var in []cvd.Lab
							for y := by + row*cell + inset; y < by+(row+1)*cell-inset; y++ {
								x := bx + col*cell + inset
								in = append(in, seen[y*int(r.W)+x:y*int(r.W)+bx+(col+1)*cell-inset]...)
							}
							k := tagcity.DistrictAt(side, row, col)
							squares[k] = append(squares[k], in)
						}
					}
					for i := range squares {
						for j := range squares {
							if i != j && !tcSomeSquareApart(squares[i], squares[j]) {
								t.Errorf("side %v, %d actions, %s's board under %v: no square of district %c differs from every square of %c",
									side, actions, tb.S.Taggers[seat].Name, d, tagcity.DistrictLetter(i), tagcity.DistrictLetter(j))
							}
						}
					}
				}
			}
		}
	}
}

// tcSomeSquareApart tells whether one of the squares of a differs from
// every square of b at cvd.MinMarkPixels pixels or more.
func tcSomeSquareApart(a, b [][]cvd.Lab) bool {
	for _, p := range a {
		apart := true
		for _, q := range b {
			if cvd.Differing(p, q) < cvd.MinMarkPixels {
				apart = false
				break
			}
		}
		if apart {
			return true
		}
	}
	return false
}
