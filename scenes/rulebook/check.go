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
