package boxes

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

// Every game's rules pages exist in every language, as many in each,
// with a picture each, a title and text in which every number was filled
// in; the French is a translation, not a copy. How many pages, and the
// words of its board gamers, each game's own tests say.
func TestEveryGamesRulesPagesExistInEveryLanguage(t *testing.T) {
	for _, b := range Shelf {
		name := b.Rules().Title()
		v := b.Book(words.English).Volume()
		en, fr := v.Pages(words.English), v.Pages(words.French)
		if len(en) == 0 || len(en) != len(fr) || len(v.Pictures) != len(en) {
			t.Fatalf("%s: %d English pages, %d French pages and %d pictures; want as many of each", name, len(en), len(fr), len(v.Pictures))
		}
		for i := range en {
			for _, l := range words.Langs() {
				p := v.Pages(l)[i]
				if strings.TrimSpace(p.Title) == "" || len(p.Paras) == 0 {
					t.Errorf("%s page %d in %s: title %q, %d paragraphs", name, i+1, l.Name(), p.Title, len(p.Paras))
				}
				for j, s := range p.Paras {
					if strings.TrimSpace(s) == "" {
						t.Errorf("%s page %d in %s: paragraph %d is empty", name, i+1, l.Name(), j+1)
					}
					if strings.ContainsAny(s, "{}") {
						t.Errorf("%s page %d in %s: a number was not filled in: %q", name, i+1, l.Name(), s)
					}
				}
			}
			if en[i].Title == fr[i].Title {
				t.Errorf("%s page %d: the same title %q in both languages", name, i+1, en[i].Title)
			}
			if strings.Join(en[i].Paras, " ") == strings.Join(fr[i].Paras, " ") {
				t.Errorf("%s page %d: the French text is the English text", name, i+1)
			}
		}
	}
}

// Every game's rules pages draw in every language, every caption their
// pictures wrapped fits the width it was given, and nothing is drawn
// outside the picture panel but the page's title, text and controls: the
// gap between the panels and the margin right of the picture stay empty.
func TestEveryGamesRulesCaptionsFitTheirWidth(t *testing.T) {
	gametest.Need(t)
	img := ebiten.NewImage(1280, 720)
	text, pic := rulebook.TextRect, rulebook.PictureRect
	gap := ui.Rect{X: text.X + text.W + 3, Y: pic.Y, W: pic.X - text.X - text.W - 6, H: pic.H}
	right := ui.Rect{X: pic.X + pic.W + 3, Y: pic.Y, W: 1280 - pic.X - pic.W - 3, H: pic.H}
	for _, b := range Shelf {
		name := b.Rules().Title()
		clear(rulebook.RulesCaptions)
		for _, l := range words.Langs() {
			book := b.Book(l)
			for p := 0; p < book.Pages(); p++ {
				book.TurnTo(l, p)
				img.Clear()
				book.Draw(ui.NewPainter(img, 1), l, 0, ui.Point{})
				for _, r := range []ui.Rect{gap, right} {
					if n := rulebook.Painted(img, r); n > 0 {
						t.Errorf("%s, %s page %d: %d pixels painted outside the panels, in %v", name, l.Name(), p+1, n, r)
					}
				}
			}
		}
		if len(rulebook.RulesCaptions) == 0 {
			t.Fatalf("%s: no caption was wrapped: the pages drew nothing", name)
		}
		for k, lines := range rulebook.RulesCaptions {
			for _, ln := range lines {
				if w := ui.TextWidth(ln, k.Size, k.F); w > k.W+0.5 && strings.Contains(ln, " ") {
					t.Errorf("%s: caption line %q is %.0f wide, given %.0f", name, ln, w, k.W)
				}
			}
		}
	}
}

// Every game's rules pages, in every language, fit their text panel at a
// readable size.
func TestEveryGamesRulesTextFitsItsPanel(t *testing.T) {
	for _, b := range Shelf {
		for _, p := range rulebook.PagesFit(b.Book(words.English).Volume().Pages) {
			t.Errorf("%s: %s", b.Rules().Title(), p)
		}
	}
}

// TestEveryGamesRulesShots writes every page of every game's rules, in
// every language, to PNG files in $RULEBOOK_SHOTS, to be looked at.
func TestEveryGamesRulesShots(t *testing.T) {
	dir := os.Getenv("RULEBOOK_SHOTS")
	if dir == "" {
		t.Skip("set RULEBOOK_SHOTS to a folder to write the pages as PNG")
	}
	gametest.Need(t)
	img := ebiten.NewImage(1280, 720)
	for _, b := range Shelf {
		for _, l := range words.Langs() {
			book := b.Book(l)
			for p := 0; p < book.Pages(); p++ {
				book.TurnTo(l, p)
				img.Fill(color.RGBA{0x1c, 0x14, 0x16, 0xff})
				book.Draw(ui.NewPainter(img, 1), l, 0, ui.Point{})
				rgba := &image.RGBA{Pix: gametest.Pixels(img), Stride: 4 * 1280, Rect: image.Rect(0, 0, 1280, 720)}
				f, err := os.Create(filepath.Join(dir, fmt.Sprintf("%s-%s-%d.png", b.Rules().Name(), l.Tag(), p+1)))
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
