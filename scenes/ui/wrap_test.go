package ui

import (
	"strings"
	"testing"
)

// The word wrap keeps lines inside the width, loses no word, and never
// starts a line with French punctuation.
func TestWrapKeepsWordsAndWidth(t *testing.T) {
	s := "Posez vos bombes sur une case libre : la case indique combien ; vraiment ? oui ! Une phrase assez longue pour passer à la ligne plusieurs fois."
	for _, w := range []float64{120, 200, 400} {
		lines := Wrap(s, 18, Body, w)
		if got := strings.Join(lines, " "); got != s {
			t.Errorf("width %v: the lines say %q", w, got)
		}
		for _, ln := range lines {
			if TextWidth(ln, 18, Body) > w && strings.Contains(ln, " ") && !glued[ln[strings.LastIndex(ln, " ")+1:]] {
				t.Errorf("width %v: line %q is %.0f wide", w, ln, TextWidth(ln, 18, Body))
			}
			if f := strings.Fields(ln); glued[f[0]] {
				t.Errorf("width %v: line %q starts with punctuation", w, ln)
			}
		}
	}
	if got := Wrap("Unmotbienpluslongquelalargeur", 18, Body, 40); len(got) != 1 {
		t.Errorf("a word wider than the line gives %q", got)
	}
}
