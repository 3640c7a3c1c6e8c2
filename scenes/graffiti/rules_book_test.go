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

	"graffiti/scenes"
	"graffiti/scenes/rulebook"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
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

// keySource is an input source that presses one key per tick.
type keySource struct{ keys []ui.Key }

func (k *keySource) Read(float64) ui.Input {
	in := ui.Input{}
	if len(k.keys) > 0 {
		in.Key, k.keys = k.keys[0], k.keys[1:]
	}
	return in
}

// The help opens from the title, turns its pages by Next, Previous, the
// dots and Enter, and goes back by the Back button and by Escape.
func TestRulesNavigationByTaps(t *testing.T) {
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	title := a.Current().(*scenes.Title)
	tap(t, a, center(title.Rules.R))
	tick(t, a, 2)
	if _, ok := a.Current().(*scenes.Rules); !ok {
		t.Fatalf("the Rules button opened %T", a.Current())
	}

	a = scenes.TestApp(testShelf, scenes.SpeedInstant)
	from := scenes.NewTitle(a)
	r := scenes.NewRules(a, from)
	a.Cur = r
	tick(t, a, 1)
	n := r.Pages()
	want := func(p int, how string) {
		t.Helper()
		if r.Page() != p {
			t.Fatalf("after %s the help shows page %d, want %d", how, r.Page()+1, p+1)
		}
		if a.Current() != scenes.Scene(r) {
			t.Fatalf("after %s the app shows %T", how, a.Current())
		}
	}
	want(0, "opening")
	tap(t, a, center(rulebook.PrevRect))
	want(0, "Previous on the first page")
	tap(t, a, center(rulebook.NextRect))
	want(1, "Next")
	tap(t, a, center(rulebook.NextRect))
	want(2, "Next twice")
	tap(t, a, center(rulebook.PrevRect))
	want(1, "Previous")
	tap(t, a, center(r.Book.DotRect(5)))
	want(5, "the sixth dot")
	tap(t, a, center(r.Book.DotRect(n-1)))
	want(n-1, "the last dot")
	tap(t, a, center(rulebook.NextRect))
	want(n-1, "Next on the last page")
	tap(t, a, center(r.Book.DotRect(0)))
	want(0, "the first dot")

	a.Src = &keySource{keys: []ui.Key{ui.KeyEnter, ui.KeyEnter}}
	tick(t, a, 2)
	want(2, "Enter twice")

	tap(t, a, center(rulebook.BackRect))
	tick(t, a, 2)
	if a.Current() != scenes.Scene(from) {
		t.Fatalf("Back shows %T, want the title it came from", a.Current())
	}
	if _, ok := a.Current().(*scenes.Title); !ok {
		t.Fatalf("Back shows %T", a.Current())
	}

	// Escape goes back too.
	r = scenes.NewRules(a, from)
	a.Cur = r
	a.Src = &keySource{keys: []ui.Key{ui.KeyNone, ui.KeyBack}}
	tick(t, a, 4)
	if a.Current() != scenes.Scene(from) {
		t.Fatalf("Escape shows %T, want the title", a.Current())
	}
}

// Each page draws in both languages; the text stays in its panel (no
// text pixels in the gap beside it or below it) and the picture panel
// is drawn.
func TestRulesPagesRenderInBothLanguages(t *testing.T) {
	gametest.Need(t)
	for _, l := range words.Langs() {
		a := scenes.TestApp(testShelf, scenes.SpeedInstant)
		a.Settings.Lang = l
		r := scenes.NewRules(a, scenes.NewTitle(a))
		a.Cur = r
		for p := 0; p < r.Pages(); p++ {
			tap(t, a, center(r.Book.DotRect(p)))
			if r.Page() != p {
				t.Fatalf("the dot of page %d shows page %d", p+1, r.Page()+1)
			}
			f := render(a)
			name := l.Name() + " page " + scenes.Num(p+1)
			if n := f.count(rulebook.TextRect.Inset(10), sprites.Chalk, 40); n < 2000 {
				t.Errorf("%s: %d text pixels in the text panel", name, n)
			}
			gap := ui.Rect{X: rulebook.TextRect.X + rulebook.TextRect.W + 3, Y: rulebook.TextRect.Y, W: rulebook.PictureRect.X - rulebook.TextRect.X - rulebook.TextRect.W - 6, H: rulebook.TextRect.H}
			below := ui.Rect{X: rulebook.TextRect.X, Y: rulebook.TextRect.Y + rulebook.TextRect.H + 3, W: rulebook.TextRect.W, H: rulebook.BackRect.Y - rulebook.TextRect.Y - rulebook.TextRect.H - 6}
			for _, r := range []ui.Rect{gap, below} {
				if n := f.count(r, sprites.Chalk, 40); n > 0 {
					t.Errorf("%s: %d text pixels outside the panels, in %v", name, n, r)
				}
			}
			colours := 0
			for _, c := range []color.RGBA{sprites.Chalk, sprites.NeonAmber, sprites.NeonPink, sprites.PaintColor(sprites.Red), sprites.PaintColor(sprites.Yellow)} {
				if f.count(rulebook.PictureRect.Inset(6), c, 24) > 50 {
					colours++
				}
			}
			if colours < 3 {
				t.Errorf("%s: the picture panel shows only %d of the colours looked for", name, colours)
			}
		}
	}

}
