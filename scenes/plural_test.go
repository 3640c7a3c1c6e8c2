package scenes

import (
	"strings"
	"testing"

	"graffiti/game"
)

// Counted words take their real plural forms, in English and in French
// (where zero is singular too); no "(s)" is left for a player to read.
func TestPluralFormsInBothLanguages(t *testing.T) {
	cases := []struct {
		lang Lang
		key  string
		n    int
		want string
	}{
		{English, "cost cans", 1, "1 can"},
		{English, "cost cans", 2, "2 cans"},
		{English, "cost cans", 0, "0 cans"},
		{French, "cost cans", 0, "0 bombe"},
		{French, "cost cans", 1, "1 bombe"},
		{French, "cost cans", 3, "3 bombes"},
	}
	for _, c := range cases {
		if got := T(c.lang, c.key, c.n); got != c.want {
			t.Errorf("%v %q with %d: %q, want %q", c.lang, c.key, c.n, got, c.want)
		}
	}
	if got := T(French, "tunnel space", "C", 2); got != "la case à 2 bombes de la section C" {
		t.Errorf("French tunnel space: %q", got)
	}
	for l := Lang(0); l < numLangs; l++ {
		for k, w := range words {
			if strings.Contains(w[l], "(s)") {
				t.Errorf("%v word %q still says (s): %q", l, k, w[l])
			}
		}
		for k, w := range logWords {
			if strings.Contains(w[l], "(s)") {
				t.Errorf("%v log line %q still says (s): %q", l, k, w[l])
			}
		}
	}
	err := game.Refusal{Format: "you have %d %s tile(s), not %d", Args: []any{1, game.TileName(game.TileR), 2}}
	if got := Reason(English, &err); got != "you have 1 red tile, not 2" {
		t.Errorf("English refusal: %q", got)
	}
}
