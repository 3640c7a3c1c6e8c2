package words

import (
	"strings"
	"testing"
)

// Every word of the catalogue is there in both languages, with the same
// arguments (a missing key cannot happen: the keys are typed constants).
func TestEveryWordIsInEnglishAndFrench(t *testing.T) {
	for key, w := range texts {
		for l := Lang(0); l < NumLangs; l++ {
			if strings.TrimSpace(w[l]) == "" {
				t.Errorf("word %d (after %q) has no %s", key, texts[max(key-1, 0)][English], LangNames[l])
			}
		}
		if strings.Count(w[English], "%") != strings.Count(w[French], "%") {
			t.Errorf("%q: the two languages take different arguments", w[English])
		}
	}
}

// Counted words take their real plural forms, in English and in French
// (where zero is singular too); no "(s)" is left for a player to read.
func TestPluralFormsInBothLanguages(t *testing.T) {
	cases := []struct {
		lang Lang
		key  Word
		n    int
		want string
	}{
		{English, CostCans, 1, "1 can"},
		{English, CostCans, 2, "2 cans"},
		{English, CostCans, 0, "0 cans"},
		{French, CostCans, 0, "0 bombe"},
		{French, CostCans, 1, "1 bombe"},
		{French, CostCans, 3, "3 bombes"},
	}
	for _, c := range cases {
		if got := T(c.lang, c.key, c.n); got != c.want {
			t.Errorf("%v word %d with %d: %q, want %q", c.lang, c.key, c.n, got, c.want)
		}
	}
	if got := T(French, TunnelSpace, "C", 2); got != "C (case 2 bombes)" {
		t.Errorf("French tunnel space: %q", got)
	}
	for l := Lang(0); l < NumLangs; l++ {
		for k, w := range texts {
			if strings.Contains(w[l], "(s)") {
				t.Errorf("%v word %d still says (s): %q", l, k, w[l])
			}
		}
	}
}

// French board gamers call a round a "manche" and keep "tour" for one
// player's turn (the rulebook's "tour de jeu" is a round): every French
// word that speaks of the round says "manche". See docs/rules.md.
func TestFrenchCallsARoundAManche(t *testing.T) {
	for key, w := range texts {
		en := strings.ToLower(w[English])
		if !strings.Contains(en, "round") || strings.Contains(en, "around") {
			continue
		}
		if fr := strings.ToLower(w[French]); !strings.Contains(fr, "manche") {
			t.Errorf("word %d %q is %q in French: a round is a manche", key, w[English], w[French])
		}
	}
}
