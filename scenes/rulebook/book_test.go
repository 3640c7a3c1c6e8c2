package rulebook

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites/gametest"
)

func TestMain(m *testing.M) { gametest.Main(m, "scenes/rulebook", 1280, 720) }

// Every page exists in English and French, with a title and text, and
// the French is a translation, not a copy.
func TestPagesExistInBothLanguages(t *testing.T) {
	en, fr := rulesPages[words.English], rulesPages[words.French]
	if len(en) < 8 || len(en) != len(fr) {
		t.Fatalf("%d English pages and %d French pages; want the same number, at least 8", len(en), len(fr))
	}
	if len(rulesPictures) != len(en) {
		t.Fatalf("%d pictures for %d pages", len(rulesPictures), len(en))
	}
	for i := range en {
		for _, l := range []words.Lang{words.English, words.French} {
			p := rulesPages[l][i]
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
		for _, p := range rulesPages[l] {
			for _, s := range p.Paras {
				found = found || strings.Contains(s, word)
			}
		}
		if !found {
			t.Errorf("no %s page says the printed values may differ (%q)", words.LangNames[l], word)
		}
	}
}

// Every page's text, in both languages, fits its panel at a readable size.
func TestTextFitsItsPanel(t *testing.T) {
	for _, l := range []words.Lang{words.English, words.French} {
		for i, p := range rulesPages[l] {
			lay := layoutRulesPage(p)
			if lay.size < 15 {
				t.Errorf("%s page %d: body at %v px", words.LangNames[l], i+1, lay.size)
			}
			if len(lay.lines) == 0 {
				t.Errorf("%s page %d: no lines", words.LangNames[l], i+1)
			}
			for _, ln := range lay.lines {
				r := TextRect.Inset(8)
				if ln.x < r.X || ln.x+ln.w > r.X+r.W || ln.y-ln.size/2 < r.Y || ln.y+ln.size/2 > r.Y+r.H {
					t.Errorf("%s page %d: line %q at (%.0f,%.0f), %.0f wide, leaves the text panel %v", words.LangNames[l], i+1, ln.s, ln.x, ln.y, ln.w, r)
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
	for _, l := range []words.Lang{words.English, words.French} {
		b := NewFor(Graffiti, l)
		for p := 0; p < b.Pages(); p++ {
			b.TurnTo(l, p)
			b.Draw(ui.NewPainter(img, 1), l, 0, ui.Point{})
		}
	}
	if len(rulesCaptions) == 0 {
		t.Fatal("no caption was wrapped: the pages drew nothing")
	}
	for k, lines := range rulesCaptions {
		for _, ln := range lines {
			if w := ui.TextWidth(ln, k.size, k.f); w > k.w+0.5 && strings.Contains(ln, " ") {
				t.Errorf("caption line %q is %.0f wide, given %.0f", ln, w, k.w)
			}
		}
	}
}
