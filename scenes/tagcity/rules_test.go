package tagcity

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/game/tagcity"
	"graffiti/scenes/rulebook"
	"graffiti/scenes/words"
	"graffiti/sprites/gametest"
)

// Tag City's help has 6 to 8 pages, in board gamers' words in each
// language. (That every game's pages exist in every language, translated,
// with a picture each, is the shelf's test, scenes/boxes.)
func TestTagCityPagesExistInBothLanguages(t *testing.T) {
	if en := tcPages(words.English); len(en) < 6 || len(en) > 8 {
		t.Fatalf("%d English pages; want 6 to 8", len(en))
	}
	for _, e := range rulebook.Unsaid(tcPages, map[words.Lang][]string{
		words.English: {"printed", "round", "turn", "leader"},
		words.French:  {"imprimés", "manche", "tour", "meneur"},
	}) {
		t.Error(e)
	}
}

// Every Tag City page draws in both languages, its pictures wrapping
// their captions. (That the captions fit and nothing is drawn outside
// the panels is every game's test, scenes/boxes.)
func TestTagCityPagesWrapTheirCaptions(t *testing.T) {
	gametest.Need(t)
	img := ebiten.NewImage(1280, 720)
	clear(rulebook.RulesCaptions)
	rulebook.DrawEvery(RulesBook, img, func(words.Lang, int) {})
	if len(rulebook.RulesCaptions) < 20 {
		t.Fatalf("only %d captions were wrapped: the pages drew next to nothing", len(rulebook.RulesCaptions))
	}
}

// The numbers the pages say are the component table's.
func TestTagCityNumbersMatchTheTable(t *testing.T) {
	drone, bubbles := tagcity.DroneValues(), tagcity.BubbleValues()
	span := func(from, to int) []int {
		lo, hi := 99, -99
		for f := from; f < to; f++ {
			h, _ := tagcity.FeatureValues(tagcity.SideA, f)
			lo, hi = min(lo, h), max(hi, h)
		}
		return []int{lo, hi}
	}
	const c, r = tagcity.Cols, tagcity.Rows
	var highs []int
	highs = append(highs, span(0, c)...)
	highs = append(highs, span(c, c+r)...)
	highs = append(highs, span(c+r, tagcity.NumFeatures)...)
	var dice []int
	for n := tagcity.MinPlayers; n <= tagcity.MaxPlayers; n++ {
		dice = append(dice, n+1)
	}
	keys := map[words.Lang]struct{ drone, bubbles, highs, dice, grid, hq []string }{
		words.English:     {[]string{"remote", "order"}, []string{"bubbles are shared"}, []string{"side A a column"}, []string{"one die more"}, []string{"city board: a grid"}, []string{"shapes are printed"}},
		words.French:      {[]string{"télécommande", "ordre"}, []string{"bulles sont communes"}, []string{"face A, la valeur haute"}, []string{"un dé de plus"}, []string{"plateau ville : une grille"}, []string{"formes sont imprimées"}},
		words.ByTag("de"): {[]string{"Fernbedienung ein", "Reihenfolge"}, []string{"Sprechblasen gehören allen"}, []string{"Auf Seite A ist der hohe Wert"}, []string{"einem Würfel mehr"}, []string{"Stadtplan: ein Raster"}, []string{"Formen aufgedruckt"}},
	}
	for _, l := range rulebook.BothLangs {
		k := keys[l]
		name := l.Name()
		if got := rulebook.Negatives(rulebook.Para(t, tcPages, l, k.drone...)); fmt.Sprint(got) != fmt.Sprint(drone[:]) {
			t.Errorf("%s: the drone line says %v; the table has %v", name, got, drone)
		}
		if got := rulebook.Negatives(rulebook.Para(t, tcPages, l, k.bubbles...)); fmt.Sprint(got) != fmt.Sprint(bubbles[:]) {
			t.Errorf("%s: the bubbles line says %v; the table has %v", name, got, bubbles)
		}
		if got := rulebook.NumbersIn(rulebook.Para(t, tcPages, l, k.highs...)); fmt.Sprint(got) != fmt.Sprint(highs) {
			t.Errorf("%s: the high values line says %v; side A's columns, rows and districts span %v", name, got, highs)
		}
		if got := rulebook.NumbersIn(rulebook.Para(t, tcPages, l, k.dice...)); fmt.Sprint(got) != fmt.Sprint(append([]int{tagcity.MinPlayers, tagcity.MaxPlayers}, dice...)) {
			t.Errorf("%s: the dice line says %v; want %d to %d taggers and %v dice", name, got, tagcity.MinPlayers, tagcity.MaxPlayers, dice)
		}
		if got := rulebook.NumbersIn(rulebook.Para(t, tcPages, l, k.grid...)); fmt.Sprint(got[:4]) != fmt.Sprint([]int{c, r, 1, r}) {
			t.Errorf("%s: the grid line says %v; want %d columns and %d rows", name, got, c, r)
		}
		// Side A's shapes, section by section, by name.
		hq, at := rulebook.Para(t, tcPages, l, k.hq...), 0
		for _, s := range tagcity.HQSideA() {
			i := strings.Index(hq[at:], shapeName(l, s))
			if i < 0 {
				t.Errorf("%s: side A's shapes are not said in order: %q missing after %q", name, shapeName(l, s), hq[:at])
				break
			}
			at += i
		}
		grid := rulebook.Para(t, tcPages, l, k.grid...)
		for dist := 0; dist < tagcity.Districts; dist++ {
			if d := districtName(l, dist) + " (" + string(tagcity.DistrictLetter(dist)) + ")"; !strings.Contains(grid, d) {
				t.Errorf("%s: the districts are not named with their letters: no %q", name, d)
			}
		}
	}
	// The final score the picture shows adds up from the table.
	for _, row := range tcTally {
		want := row.high + row.low
		for _, v := range drone[:row.drones] {
			want += v
		}
		for _, b := range row.bubbles {
			want += bubbles[b]
		}
		if row.total() != want {
			t.Errorf("%s's total is %d, want %d", tcSeats[row.seat], row.total(), want)
		}
	}
}

// Tag City's book opens on its own pages, its header naming the game.
func TestTagCityVolume(t *testing.T) {
	for _, l := range rulebook.BothLangs {
		tc := rulebook.NewFor(RulesBook, l)
		if tc.Volume() != RulesBook || tc.Pages() != len(tcPages(l)) || !strings.HasPrefix(tc.Header[l], tcName) {
			t.Errorf("%s: Tag City's book has %d pages and the header %q; want its %d and its name", l.Name(), tc.Pages(), tc.Header[l], len(tcPages(l)))
		}
	}
}
