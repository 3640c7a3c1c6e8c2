package ui

import "strings"

// glued are the marks French sets after a space, and that must not
// start a line: they stay with the word before them.
var glued = map[string]bool{":": true, ";": true, "!": true, "?": true, "»": true}

// Wrap breaks s into lines no wider than w at the given size and
// font. A word wider than w stands on a line of its own.
func Wrap(s string, size float64, f Font, w float64) []string {
	var ws []string
	for _, word := range strings.Fields(s) {
		if glued[word] && len(ws) > 0 {
			ws[len(ws)-1] += " " + word
			continue
		}
		ws = append(ws, word)
	}
	var lines []string
	line := ""
	for _, word := range ws {
		if Overflow != nil && TextWidth(word, size, f) > w {
			Overflow(word, TextWidth(word, size, f), w) // a word wider than its box
		}
		if line == "" {
			line = word
			continue
		}
		try := line + " " + word
		if TextWidth(try, size, f) <= w {
			line = try
			continue
		}
		lines = append(lines, line)
		line = word
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// Fit shortens s with an ellipsis until it is no wider than w. A
// player's typed name may be cut; the game's own words never: the fit
// tests hear every text cut as one wider than its box (Overflow).
func Fit(s string, size float64, f Font, w float64) string {
	if TextWidth(s, size, f) <= w {
		return s
	}
	if Overflow != nil {
		Overflow(s, TextWidth(s, size, f), w)
	}
	r := []rune(s)
	for len(r) > 0 && TextWidth(string(r)+"…", size, f) > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}
