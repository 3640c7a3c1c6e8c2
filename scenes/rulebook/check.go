package rulebook

import (
	"fmt"
	"image"
	"regexp"
	"strconv"
	"strings"

	"graffiti/scenes/ui"
	"graffiti/scenes/words"

	"github.com/hajimehoshi/ebiten/v2"
)

// What each game's tests of its book check it with.

// PagesFit tells every way the pages of a book, in both languages, do
// not fit their text panel: a body under 15 px, a line past the panel's
// bottom or outside it. Each game's tests check its own book with it.
func PagesFit(pages func(words.Lang) []Page) []string {
	var out []string
	for _, l := range words.Langs() {
		for i, p := range pages(l) {
			lay := LayoutRulesPage(p)
			if lay.Size < 15 || lay.bottom > rulesTextBottom {
				out = append(out, fmt.Sprintf("%s page %d: body at %v px, last line at %.0f", l.Name(), i+1, lay.Size, lay.bottom))
			}
			r := TextRect.Inset(8)
			for _, ln := range lay.Lines {
				if ln.X < r.X || ln.X+ln.W > r.X+r.W || ln.Y-ln.Size/2 < r.Y || ln.Y+ln.Size/2 > r.Y+r.H {
					out = append(out, fmt.Sprintf("%s page %d: line %q at (%.0f,%.0f), %.0f wide, leaves the text panel %v", l.Name(), i+1, ln.S, ln.X, ln.Y, ln.W, r))
				}
			}
		}
	}
	return out
}

// BothLangs is every language (the name is older than a third).
var BothLangs = words.Langs()

func Painted(img *ebiten.Image, r ui.Rect) int {
	sub := img.SubImage(image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))).(*ebiten.Image)
	// Read here rather than with sprites/gametest, which would bring the
	// testing package into every build of the game.
	b := sub.Bounds()
	px := make([]byte, 4*b.Dx()*b.Dy())
	sub.ReadPixels(px)
	n := 0
	for i := 3; i < len(px); i += 4 {
		if px[i] > 8 {
			n++
		}
	}
	return n
}

var signedNum = regexp.MustCompile(`[−-]?\d+`)

func NumbersIn(s string) []int {
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

func Negatives(s string) []int {
	var out []int
	for _, n := range NumbersIn(s) {
		if n < 0 {
			out = append(out, n)
		}
	}
	return out
}

// Fataler is what a test is to the books' checks (a *testing.T),
// without the program importing testing.
type Fataler interface {
	Helper()
	Fatalf(format string, args ...any)
}

// Para is the one paragraph of a book's pages, in lang, that says each
// of keys: a game's tests find the paragraph a rule is told in, and fail
// where none or several say it.
func Para(t Fataler, pages func(words.Lang) []Page, lang words.Lang, keys ...string) string {
	t.Helper()
	found := Saying(pages, lang, keys...)
	if len(found) != 1 {
		t.Fatalf("%s: %d paragraphs say %q, want one", lang.Name(), len(found), keys)
	}
	return found[0]
}

// Saying is every paragraph of a book's pages, in lang, that says each
// of keys (every paragraph, without keys).
func Saying(pages func(words.Lang) []Page, lang words.Lang, keys ...string) []string {
	var found []string
	for _, p := range pages(lang) {
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
	return found
}

// Unsaid is every word of want, by language, that no page of a book
// says (the case aside), and a French page's "round" or "tour de jeu"
// where the printed French rulebooks say « manche »: a game's tests
// check that its pages speak the printed rulebook's words.
func Unsaid(pages func(words.Lang) []Page, want map[words.Lang][]string) []string {
	var out []string
	for _, l := range words.Langs() {
		text := " " + strings.Join(Saying(pages, l), " ")
		if l == words.French && (strings.Contains(text, "round") || strings.Contains(text, " tour de jeu")) {
			out = append(out, "the French pages say a round otherwise than « manche »")
		}
		text = strings.ToLower(text)
		for _, w := range want[l] {
			if !strings.Contains(text, strings.ToLower(w)) {
				out = append(out, fmt.Sprintf("the %s pages never say %q", l.Name(), w))
			}
		}
	}
	return out
}

// DrawEvery draws every page of v, in every language, on img (cleared
// before each), and calls drawn after each page, for a game's tests to
// look at what it drew.
func DrawEvery(v *Volume, img *ebiten.Image, drawn func(l words.Lang, page int)) {
	for _, l := range BothLangs {
		b := NewFor(v, l)
		for p := 0; p < b.Pages(); p++ {
			b.TurnTo(l, p)
			img.Clear()
			b.Draw(ui.NewPainter(img, 1), l, 0, ui.Point{})
			drawn(l, p)
		}
	}
}
