package graffiti

import (
	"image/color"
	"strings"
	"testing"

	"graffiti/scenes"
	"graffiti/scenes/rulebook"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
	"graffiti/sprites/gametest"
)

// Graffiti's help has at least 8 pages, and says the box may print other
// values than this edition. (That every game's pages exist in every
// language, translated, is the shelf's test, scenes/boxes.)
func TestPagesExistInBothLanguages(t *testing.T) {
	if en := rulesPages(words.English); len(en) < 8 {
		t.Fatalf("%d English pages; want at least 8", len(en))
	}
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
