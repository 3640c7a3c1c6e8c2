package kunststucke

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	ks "graffiti/game/kunststucke"
	"graffiti/scenes"
	"graffiti/scenes/ui/cvd"
	"graffiti/sprites"
	"graffiti/sprites/gametest"
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

// TestSmallShapesAreToldApartDrawn reads the drawing of the small shapes
// of the strips and trays (3-pixel cells, too small for a pattern): the
// same shapes drawn in each colour, seen through protanopia,
// deuteranopia and tritanopia, differ between every two colours at
// cvd.MinMarkPixels pixels or more. Red and green, green and yellow, blue
// and violet are closer than cvd.MinDeltaE for one of them, so what
// keeps their pictures apart is the colour's letter.
func TestSmallShapesAreToldApartDrawn(t *testing.T) {
	gametest.Need(t)
	confused := 0
	for i := range sprites.KSColours {
		for j := i + 1; j < len(sprites.KSColours); j++ {
			if e, _ := cvd.Closest(sprites.KSColours[i], sprites.KSColours[j]); e < cvd.MinDeltaE {
				confused++
			}
		}
	}
	if confused == 0 {
		t.Fatal("no two colours are confused: the drawing check could not fail")
	}
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	const w, h = 120, 24
	for _, kinds := range [][]int{{0}, {4, 9}, {6}} { // a bar; a flag and a cross; a block
		pictures := make([][]byte, ks.NumColours)
		for c := range pictures {
			var ids []ks.ShapeID
			for _, k := range kinds {
				ids = append(ids, ks.ShapeID(c*ks.NumKinds+k))
			}
			img := ebiten.NewImage(w, h)
			img.Fill(sprites.Night)
			laid, _ := ksLayMinis(ids, 2, 4, w-4)
			ksDrawMinis(scenes.DrawOnPart(img, img.Bounds(), 1, a), laid, 1)
			pictures[c] = gametest.Pixels(img)
			img.Deallocate()
		}
		for _, d := range cvd.Deficiencies {
			seen := make([][]cvd.Lab, len(pictures))
			for c, p := range pictures {
				seen[c] = cvd.Seen(p, d)
			}
			for i := range seen {
				for j := i + 1; j < len(seen); j++ {
					if n := cvd.Differing(seen[i], seen[j]); n < cvd.MinMarkPixels {
						t.Errorf("shapes %v under %v: %v and %v differ at %d pixels, want %d", kinds, d, ks.Colour(i), ks.Colour(j), n, cvd.MinMarkPixels)
					}
				}
			}
		}
	}
}
