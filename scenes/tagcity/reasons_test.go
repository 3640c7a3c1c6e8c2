package tagcity

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"graffiti/game"
	"graffiti/game/tagcity"
	"graffiti/scenes"
	"graffiti/scenes/words"
)

// Every refusal the Tag City core writes has words in the table's
// languages (the view's own reading error aside: no action provokes it).
func TestEveryTagCityRefusalHasWords(t *testing.T) {
	files, _ := filepath.Glob("../../game/tagcity/*.go")
	format := regexp.MustCompile(`(?:refuse\(|Format: )"((?:[^"\\]|\\.)*)"`)
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range format.FindAllStringSubmatch(string(src), -1) {
			n++
			_, ours := tcReasons[m[1]]
			_, shared := scenes.CommonReasons[m[1]]
			if !ours && !shared && !strings.HasPrefix(m[1], "the view ") {
				t.Errorf("the core's refusal %q has no words", m[1])
			}
		}
	}
	if n < 20 {
		t.Fatalf("found %d refusals in the core", n)
	}
	de := words.ByTag("de")
	err := &game.Refusal{Format: "the %s is not on the HQ this game", Args: []any{tagcity.ShapeLabel(tagcity.Shape(0))}}
	want := words.T(de, TCWhyNotOnHQ, words.T(de, tcShapeWords[0]))
	if got := tcReason(de, err); got != want || got == err.Error() {
		t.Errorf("in German: %q, want %q", got, want)
	}
}
