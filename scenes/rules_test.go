package scenes

import (
	"image/color"
	"strings"
	"testing"

	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
	"graffiti/sprites/gametest"
)

// Every page exists in English and French, with a title and text, and
// the French is a translation, not a copy.
func TestRulesPagesExistInBothLanguages(t *testing.T) {
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

// The word wrap keeps lines inside the width, loses no word, and never
// starts a line with French punctuation.
func TestRulesWrapKeepsWordsAndWidth(t *testing.T) {
	s := "Posez vos bombes sur une case libre : la case indique combien ; vraiment ? oui ! Une phrase assez longue pour passer à la ligne plusieurs fois."
	for _, w := range []float64{120, 200, 400} {
		lines := rulesWrap(s, 18, ui.Body, w)
		if got := strings.Join(lines, " "); got != s {
			t.Errorf("width %v: the lines say %q", w, got)
		}
		for _, ln := range lines {
			if ui.TextWidth(ln, 18, ui.Body) > w && strings.Contains(ln, " ") && !rulesGlued[ln[strings.LastIndex(ln, " ")+1:]] {
				t.Errorf("width %v: line %q is %.0f wide", w, ln, ui.TextWidth(ln, 18, ui.Body))
			}
			if f := strings.Fields(ln); rulesGlued[f[0]] {
				t.Errorf("width %v: line %q starts with punctuation", w, ln)
			}
		}
	}
	if got := rulesWrap("Unmotbienpluslongquelalargeur", 18, ui.Body, 40); len(got) != 1 {
		t.Errorf("a word wider than the line gives %q", got)
	}
}

// Every page's text, in both languages, fits its panel at a readable size.
func TestRulesTextFitsItsPanel(t *testing.T) {
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
				r := rulesTextRect.Inset(8)
				if ln.x < r.X || ln.x+ln.w > r.X+r.W || ln.y-ln.size/2 < r.Y || ln.y+ln.size/2 > r.Y+r.H {
					t.Errorf("%s page %d: line %q at (%.0f,%.0f), %.0f wide, leaves the text panel %v", words.LangNames[l], i+1, ln.s, ln.x, ln.y, ln.w, r)
				}
			}
		}
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
	a := newTestApp(SpeedInstant)
	title := a.Current().(*Title)
	tap(t, a, center(title.rules.R))
	tick(t, a, 2)
	if _, ok := a.Current().(*Rules); !ok {
		t.Fatalf("the Rules button opened %T", a.Current())
	}

	a = newTestApp(SpeedInstant)
	from := NewTitle(a)
	r := NewRules(a, from)
	a.cur = r
	tick(t, a, 1)
	n := r.Pages()
	want := func(p int, how string) {
		t.Helper()
		if r.Page() != p {
			t.Fatalf("after %s the help shows page %d, want %d", how, r.Page()+1, p+1)
		}
		if a.Current() != Scene(r) {
			t.Fatalf("after %s the app shows %T", how, a.Current())
		}
	}
	want(0, "opening")
	tap(t, a, center(rulesPrevBtn))
	want(0, "Previous on the first page")
	tap(t, a, center(rulesNextBtn))
	want(1, "Next")
	tap(t, a, center(rulesNextBtn))
	want(2, "Next twice")
	tap(t, a, center(rulesPrevBtn))
	want(1, "Previous")
	tap(t, a, center(r.dotRect(5)))
	want(5, "the sixth dot")
	tap(t, a, center(r.dotRect(n-1)))
	want(n-1, "the last dot")
	tap(t, a, center(rulesNextBtn))
	want(n-1, "Next on the last page")
	tap(t, a, center(r.dotRect(0)))
	want(0, "the first dot")

	a.src = &keySource{keys: []ui.Key{ui.KeyEnter, ui.KeyEnter}}
	tick(t, a, 2)
	want(2, "Enter twice")

	tap(t, a, center(rulesBackBtn))
	tick(t, a, 2)
	if a.Current() != Scene(from) {
		t.Fatalf("Back shows %T, want the title it came from", a.Current())
	}
	if _, ok := a.Current().(*Title); !ok {
		t.Fatalf("Back shows %T", a.Current())
	}

	// Escape goes back too.
	r = NewRules(a, from)
	a.cur = r
	a.src = &keySource{keys: []ui.Key{ui.KeyNone, ui.KeyBack}}
	tick(t, a, 4)
	if a.Current() != Scene(from) {
		t.Fatalf("Escape shows %T, want the title", a.Current())
	}
}

// Each page draws in both languages; the text stays in its panel (no
// text pixels in the gap beside it or below it) and the picture panel
// is drawn.
func TestRulesPagesRenderInBothLanguages(t *testing.T) {
	gametest.Need(t)
	for _, l := range []words.Lang{words.English, words.French} {
		a := newTestApp(SpeedInstant)
		a.Settings.Lang = l
		r := NewRules(a, NewTitle(a))
		a.cur = r
		for p := 0; p < r.Pages(); p++ {
			tap(t, a, center(r.dotRect(p)))
			if r.Page() != p {
				t.Fatalf("the dot of page %d shows page %d", p+1, r.Page()+1)
			}
			f := render(a)
			name := words.LangNames[l] + " page " + num(p+1)
			if n := f.count(rulesTextRect.Inset(10), sprites.Chalk, 40); n < 2000 {
				t.Errorf("%s: %d text pixels in the text panel", name, n)
			}
			gap := ui.Rect{X: rulesTextRect.X + rulesTextRect.W + 3, Y: rulesTextRect.Y, W: rulesPicRect.X - rulesTextRect.X - rulesTextRect.W - 6, H: rulesTextRect.H}
			below := ui.Rect{X: rulesTextRect.X, Y: rulesTextRect.Y + rulesTextRect.H + 3, W: rulesTextRect.W, H: rulesBackBtn.Y - rulesTextRect.Y - rulesTextRect.H - 6}
			for _, r := range []ui.Rect{gap, below} {
				if n := f.count(r, sprites.Chalk, 40); n > 0 {
					t.Errorf("%s: %d text pixels outside the panels, in %v", name, n, r)
				}
			}
			colours := 0
			for _, c := range []color.RGBA{sprites.Chalk, sprites.NeonAmber, sprites.NeonPink, sprites.PaintColor(sprites.Red), sprites.PaintColor(sprites.Yellow)} {
				if f.count(rulesPicRect.Inset(6), c, 24) > 50 {
					colours++
				}
			}
			if colours < 3 {
				t.Errorf("%s: the picture panel shows only %d of the colours looked for", name, colours)
			}
		}
	}
	// Every caption the pictures wrapped fits the width it was given.
	for k, lines := range rulesCaptions {
		for _, ln := range lines {
			if w := ui.TextWidth(ln, k.size, k.f); w > k.w+0.5 && strings.Contains(ln, " ") {
				t.Errorf("caption line %q is %.0f wide, given %.0f", ln, w, k.w)
			}
			if strings.HasPrefix(ln, "[") {
				t.Errorf("caption %q is a missing label", ln)
			}
		}
	}
}
