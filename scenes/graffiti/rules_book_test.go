package graffiti

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/scenes/rulebook"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites/gametest"
)

// Every page exists in English and French, with a title and text, and
// the French is a translation, not a copy.
func TestPagesExistInBothLanguages(t *testing.T) {
	en, fr := rulesPages(words.English), rulesPages(words.French)
	if len(en) < 8 || len(en) != len(fr) {
		t.Fatalf("%d English pages and %d French pages; want the same number, at least 8", len(en), len(fr))
	}
	if len(rulesPictures) != len(en) {
		t.Fatalf("%d pictures for %d pages", len(rulesPictures), len(en))
	}
	for i := range en {
		for _, l := range words.Langs() {
			p := rulesPages(l)[i]
			if strings.TrimSpace(p.Title) == "" || len(p.Paras) == 0 {
				t.Errorf("page %d in %s: title %q, %d paragraphs", i+1, l.Name(), p.Title, len(p.Paras))
			}
			for j, s := range p.Paras {
				if strings.TrimSpace(s) == "" {
					t.Errorf("page %d in %s: paragraph %d is empty", i+1, l.Name(), j+1)
				}
				if strings.ContainsAny(s, "{}") {
					t.Errorf("page %d in %s: a number was not filled in: %q", i+1, l.Name(), s)
				}
			}
		}
		if en[i].Title == fr[i].Title {
			t.Errorf("page %d: the same title %q in both languages", i+1, en[i].Title)
		}
		if strings.Join(en[i].Paras, " ") == strings.Join(fr[i].Paras, " ") {
			t.Errorf("page %d: the French text is the English text", i+1)
		}
	}
	// The help says the box may print other values than this edition.
	for l, word := range map[words.Lang]string{words.English: "printed", words.French: "imprimés"} {
		found := false
		for _, p := range rulesPages(l) {
			for _, s := range p.Paras {
				found = found || strings.Contains(s, word)
			}
		}
		if !found {
			t.Errorf("no %s page says the printed values may differ (%q)", l.Name(), word)
		}
	}
}

// Every page's text, in both languages, fits its panel at a readable size.
func TestTextFitsItsPanel(t *testing.T) {
	for _, l := range words.Langs() {
		for i, p := range rulesPages(l) {
			lay := rulebook.LayoutRulesPage(p)
			if lay.Size < 15 {
				t.Errorf("%s page %d: body at %v px", l.Name(), i+1, lay.Size)
			}
			if len(lay.Lines) == 0 {
				t.Errorf("%s page %d: no lines", l.Name(), i+1)
			}
			for _, ln := range lay.Lines {
				r := rulebook.TextRect.Inset(8)
				if ln.X < r.X || ln.X+ln.W > r.X+r.W || ln.Y-ln.Size/2 < r.Y || ln.Y+ln.Size/2 > r.Y+r.H {
					t.Errorf("%s page %d: line %q at (%.0f,%.0f), %.0f wide, leaves the text panel %v", l.Name(), i+1, ln.S, ln.X, ln.Y, ln.W, r)
				}
			}
		}
	}
}

// Every page is drawn in both languages, and every caption its pictures
// wrapped fits the width it was given.
func TestCaptionsFitTheirWidth(t *testing.T) {
	gametest.Need(t)
	img := ebiten.NewImage(1280, 720)
	for _, l := range words.Langs() {
		b := rulebook.NewFor(RulesBook, l)
		for p := 0; p < b.Pages(); p++ {
			b.TurnTo(l, p)
			b.Draw(ui.NewPainter(img, 1), l, 0, ui.Point{})
		}
	}
	if len(rulebook.RulesCaptions) == 0 {
		t.Fatal("no caption was wrapped: the pages drew nothing")
	}
	for k, lines := range rulebook.RulesCaptions {
		for _, ln := range lines {
			if w := ui.TextWidth(ln, k.Size, k.F); w > k.W+0.5 && strings.Contains(ln, " ") {
				t.Errorf("caption line %q is %.0f wide, given %.0f", ln, w, k.W)
			}
		}
	}
}

// Graffiti's book opens on its own pages, its header only "Rules".
func TestVolumes(t *testing.T) {
	for _, l := range rulebook.BothLangs {
		g := rulebook.NewFor(RulesBook, l)
		if g.Volume() != RulesBook || g.Pages() != len(rulesPages(l)) {
			t.Errorf("%s: Graffiti's book is another volume (%p) with %d pages; want Graffiti's %d", l.Name(), g.Volume(), g.Pages(), len(rulesPages(l)))
		}
		if g.Header[l] != words.T(l, words.Rules) {
			t.Errorf("%s: header %q", l.Name(), g.Header[l])
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
	for v, vname := range []string{"graffiti"} {
		for _, l := range rulebook.BothLangs {
			b := rulebook.NewFor([]*rulebook.Volume{RulesBook}[v], l)
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

// The component numbers are put into every word of the catalogue (the
// rules' labels name them): what is left in braces is a plural form only.
func TestGraffitiNumbersFillEveryWord(t *testing.T) {
	for _, u := range words.Unfilled() {
		t.Error(u)
	}
}
