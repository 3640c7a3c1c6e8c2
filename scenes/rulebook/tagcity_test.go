package rulebook

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/game/tagcity"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites/gametest"
)

var bothLangs = []words.Lang{words.English, words.French}

// NewFor opens each volume on its own pages, with its own header.
func TestVolumes(t *testing.T) {
	for _, l := range bothLangs {
		g, tc := NewFor(Graffiti, l), NewFor(TagCity, l)
		if g.Volume() != Graffiti || g.Pages() != len(rulesPages[l]) {
			t.Errorf("%s: Graffiti's book is volume %d with %d pages; want Graffiti's %d", words.LangNames[l], g.Volume(), g.Pages(), len(rulesPages[l]))
		}
		if tc.Volume() != TagCity || tc.Pages() != len(tcPages[l]) {
			t.Errorf("%s: NewFor(TagCity) is volume %d with %d pages; want Tag City's %d", words.LangNames[l], tc.Volume(), tc.Pages(), len(tcPages[l]))
		}
		if g.header[l] != words.T(l, words.Rules) || !strings.HasPrefix(tc.header[l], tcName) {
			t.Errorf("%s: headers %q and %q", words.LangNames[l], g.header[l], tc.header[l])
		}
	}
}

// Tag City's pages exist in English and French, as many in each, with a
// picture each; the French is a translation in board gamers' words.
func TestTagCityPagesExistInBothLanguages(t *testing.T) {
	en, fr := tcPages[words.English], tcPages[words.French]
	if len(en) < 6 || len(en) > 8 || len(en) != len(fr) {
		t.Fatalf("%d English pages and %d French pages; want the same number, 6 to 8", len(en), len(fr))
	}
	if len(tcPictures) != len(en) {
		t.Fatalf("%d pictures for %d pages", len(tcPictures), len(en))
	}
	all := [words.NumLangs]string{}
	for i := range en {
		for _, l := range bothLangs {
			p := tcPages[l][i]
			if strings.TrimSpace(p.Title) == "" || len(p.Paras) == 0 {
				t.Errorf("page %d in %s: title %q, %d paragraphs", i+1, words.LangNames[l], p.Title, len(p.Paras))
			}
			for j, s := range p.Paras {
				if strings.TrimSpace(s) == "" {
					t.Errorf("page %d in %s: paragraph %d is empty", i+1, words.LangNames[l], j+1)
				}
				if strings.ContainsAny(s, "{}") {
					t.Errorf("page %d in %s: a number was not filled in: %q", i+1, words.LangNames[l], s)
				}
				all[l] += " " + s
			}
		}
		if en[i].Title == fr[i].Title {
			t.Errorf("page %d: the same title %q in both languages", i+1, en[i].Title)
		}
		if strings.Join(en[i].Paras, " ") == strings.Join(fr[i].Paras, " ") {
			t.Errorf("page %d: the French text is the English text", i+1)
		}
	}
	for l, want := range map[words.Lang][]string{
		words.English: {"printed", "round", "turn", "leader"},
		words.French:  {"imprimés", "manche", "tour", "meneur"},
	} {
		for _, w := range want {
			if !strings.Contains(all[l], w) {
				t.Errorf("the %s pages never say %q", words.LangNames[l], w)
			}
		}
	}
	if strings.Contains(all[words.French], "round") || strings.Contains(all[words.French], " tour de jeu") {
		t.Error("the French pages say a round otherwise than « manche »")
	}
}

// Every Tag City page, in both languages, fits its panel at a readable size.
func TestTagCityTextFitsItsPanel(t *testing.T) {
	pagesFitTheirPanel(t, &tcPages)
}

// Every Tag City page draws in both languages, its captions fit the
// width they were given, and nothing is drawn outside the picture panel
// but the page's title, text and controls.
func TestTagCityCaptionsFitTheirWidth(t *testing.T) {
	gametest.Need(t)
	img := ebiten.NewImage(1280, 720)
	clear(rulesCaptions)
	for _, l := range bothLangs {
		b := NewFor(TagCity, l)
		for p := 0; p < b.Pages(); p++ {
			b.TurnTo(l, p)
			img.Clear()
			b.Draw(ui.NewPainter(img, 1), l, 0, ui.Point{})
			// The picture stays in its panel: the gap between the two
			// panels stays empty.
			gap := ui.Rect{X: TextRect.X + TextRect.W + 3, Y: PictureRect.Y, W: PictureRect.X - TextRect.X - TextRect.W - 6, H: PictureRect.H}
			right := ui.Rect{X: PictureRect.X + PictureRect.W + 3, Y: PictureRect.Y, W: 1280 - PictureRect.X - PictureRect.W - 3, H: PictureRect.H}
			for _, r := range []ui.Rect{gap, right} {
				if n := painted(img, r); n > 0 {
					t.Errorf("%s page %d: %d pixels painted outside the panels, in %v", words.LangNames[l], p+1, n, r)
				}
			}
		}
	}
	if len(rulesCaptions) < 20 {
		t.Fatalf("only %d captions were wrapped: the pages drew next to nothing", len(rulesCaptions))
	}
	for k, lines := range rulesCaptions {
		for _, ln := range lines {
			if w := ui.TextWidth(ln, k.size, k.f); w > k.w+0.5 && strings.Contains(ln, " ") {
				t.Errorf("caption line %q is %.0f wide, given %.0f", ln, w, k.w)
			}
		}
	}
}

// painted counts the pixels of r that are not transparent.
func painted(img *ebiten.Image, r ui.Rect) int {
	sub := img.SubImage(image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))).(*ebiten.Image)
	px := gametest.Pixels(sub)
	n := 0
	for i := 3; i < len(px); i += 4 {
		if px[i] > 8 {
			n++
		}
	}
	return n
}

var signedNum = regexp.MustCompile(`[−-]?\d+`)

// numbersIn reads every number a text says, "−3" as -3.
func numbersIn(s string) []int {
	var out []int
	for _, m := range signedNum.FindAllString(s, -1) {
		neg := strings.HasPrefix(m, "−") || strings.HasPrefix(m, "-")
		n, _ := strconv.Atoi(strings.TrimLeft(m, "−-"))
		if neg {
			n = -n
		}
		out = append(out, n)
	}
	return out
}

func negatives(s string) []int {
	var out []int
	for _, n := range numbersIn(s) {
		if n < 0 {
			out = append(out, n)
		}
	}
	return out
}

// tcPara finds the one paragraph of Tag City's help, in lang, that says
// every one of keys.
func tcPara(t *testing.T, lang words.Lang, keys ...string) string {
	t.Helper()
	var found []string
	for _, p := range tcPages[lang] {
	next:
		for _, s := range p.Paras {
			for _, k := range keys {
				if !strings.Contains(s, k) {
					continue next
				}
			}
			found = append(found, s)
		}
	}
	if len(found) != 1 {
		t.Fatalf("%s: %d paragraphs say %q, want one", words.LangNames[lang], len(found), keys)
	}
	return found[0]
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
		words.English: {[]string{"remote", "order"}, []string{"bubbles are shared"}, []string{"side A a column"}, []string{"one die more"}, []string{"city board: a grid"}, []string{"shapes are printed"}},
		words.French:  {[]string{"télécommande", "ordre"}, []string{"bulles sont communes"}, []string{"face A, la valeur haute"}, []string{"un dé de plus"}, []string{"plateau ville : une grille"}, []string{"formes sont imprimées"}},
	}
	for _, l := range bothLangs {
		k := keys[l]
		name := words.LangNames[l]
		if got := negatives(tcPara(t, l, k.drone...)); fmt.Sprint(got) != fmt.Sprint(drone[:]) {
			t.Errorf("%s: the drone line says %v; the table has %v", name, got, drone)
		}
		if got := negatives(tcPara(t, l, k.bubbles...)); fmt.Sprint(got) != fmt.Sprint(bubbles[:]) {
			t.Errorf("%s: the bubbles line says %v; the table has %v", name, got, bubbles)
		}
		if got := numbersIn(tcPara(t, l, k.highs...)); fmt.Sprint(got) != fmt.Sprint(highs) {
			t.Errorf("%s: the high values line says %v; side A's columns, rows and districts span %v", name, got, highs)
		}
		if got := numbersIn(tcPara(t, l, k.dice...)); fmt.Sprint(got) != fmt.Sprint(append([]int{tagcity.MinPlayers, tagcity.MaxPlayers}, dice...)) {
			t.Errorf("%s: the dice line says %v; want %d to %d taggers and %v dice", name, got, tagcity.MinPlayers, tagcity.MaxPlayers, dice)
		}
		if got := numbersIn(tcPara(t, l, k.grid...)); fmt.Sprint(got[:4]) != fmt.Sprint([]int{c, r, 1, r}) {
			t.Errorf("%s: the grid line says %v; want %d columns and %d rows", name, got, c, r)
		}
		// Side A's shapes, section by section, by name.
		hq, at := tcPara(t, l, k.hq...), 0
		for _, s := range tagcity.HQSideA() {
			i := strings.Index(hq[at:], tcShapeNames[l][s])
			if i < 0 {
				t.Errorf("%s: side A's shapes are not said in order: %q missing after %q", name, tcShapeNames[l][s], hq[:at])
				break
			}
			at += i
		}
		grid := tcPara(t, l, k.grid...)
		for dist := 0; dist < tagcity.Districts; dist++ {
			if d := tcDistrictNames[l][dist] + " (" + string(tagcity.DistrictLetter(dist)) + ")"; !strings.Contains(grid, d) {
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

// TestShots writes every page of both volumes, in both languages, to
// PNG files in $RULEBOOK_SHOTS, to be looked at.
func TestShots(t *testing.T) {
	dir := os.Getenv("RULEBOOK_SHOTS")
	if dir == "" {
		t.Skip("set RULEBOOK_SHOTS to a folder to write the pages as PNG")
	}
	gametest.Need(t)
	img := ebiten.NewImage(1280, 720)
	for v, vname := range []string{"graffiti", "tagcity"} {
		for _, l := range bothLangs {
			b := NewFor(Volume(v), l)
			for p := 0; p < b.Pages(); p++ {
				b.TurnTo(l, p)
				img.Fill(color.RGBA{0x1c, 0x14, 0x16, 0xff})
				b.Draw(ui.NewPainter(img, 1), l, 0, ui.Point{})
				px := gametest.Pixels(img)
				rgba := &image.RGBA{Pix: px, Stride: 4 * 1280, Rect: image.Rect(0, 0, 1280, 720)}
				name := filepath.Join(dir, fmt.Sprintf("%s-%s-%d.png", vname, [...]string{"en", "fr"}[l], p+1))
				f, err := os.Create(name)
				if err != nil {
					t.Fatal(err)
				}
				if err := png.Encode(f, rgba); err != nil {
					t.Fatal(err)
				}
				f.Close()
			}
		}
	}
}

// pagesFitTheirPanel checks that every page of a book, in both languages,
// is laid out at 15 px or more within the text panel, every line inside
// it (Tag City's and Kunststücke's books).
func pagesFitTheirPanel(t *testing.T, pages *[words.NumLangs][]rulesPage) {
	t.Helper()
	for _, l := range bothLangs {
		for i, p := range pages[l] {
			lay := layoutRulesPage(p)
			if lay.size < 15 || lay.bottom > rulesTextBottom {
				t.Errorf("%s page %d: body at %v px, last line at %.0f", words.LangNames[l], i+1, lay.size, lay.bottom)
			}
			r := TextRect.Inset(8)
			for _, ln := range lay.lines {
				if ln.x < r.X || ln.x+ln.w > r.X+r.W || ln.y-ln.size/2 < r.Y || ln.y+ln.size/2 > r.Y+r.H {
					t.Errorf("%s page %d: line %q at (%.0f,%.0f), %.0f wide, leaves the text panel %v", words.LangNames[l], i+1, ln.s, ln.x, ln.y, ln.w, r)
				}
			}
		}
	}
}
