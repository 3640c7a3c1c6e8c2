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

// The screen walk hears of a word too wide for its box, of a text Fit
// cut with "…", and of a text the screen's edge cuts (Painter.Text asks offScreen); text that fits
// says nothing.
func TestOverflowHearsOfWordsTooWideAndTextOffScreen(t *testing.T) {
	var heard []string
	Overflow = func(s string, w, room float64) { heard = append(heard, s) }
	defer func() { Overflow = nil }()
	Wrap("Un mot bien court", 18, Body, 400)
	if len(heard) != 0 {
		t.Fatalf("text that fits was heard of: %q", heard)
	}
	Wrap("Unmotbienpluslongquelalargeur", 18, Body, 40)
	if len(heard) != 1 {
		t.Fatalf("a word wider than its box was not heard of: %q", heard)
	}
	if Fit("Menu", 11, Bold, 400); len(heard) != 1 {
		t.Fatalf("a text that fits, not cut, was heard of: %q", heard)
	}
	if Fit("Ganzes Protokoll", 11, Bold, 30); len(heard) != 2 {
		t.Fatalf("a text Fit cut was not heard of: %q", heard)
	}
	if offScreen("Menu", ScreenW-4, 11, Bold, Right) || offScreen("Menu", 4, 11, Bold, Left) {
		t.Error("text inside the screen is said to be cut")
	}
	if !offScreen("Menu", ScreenW-4, 11, Bold, Left) || !offScreen("Whole log", 10, 11, Bold, Center) {
		t.Error("text cut by the screen's edges is not said to be")
	}
}
