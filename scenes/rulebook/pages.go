package rulebook

import (
	"fmt"
	"strings"
	"sync"

	"graffiti/scenes/words"
)

// PagesOf reads a game's rules help from its message files
// (msg/rules.<language>.toml): the messages ns.RulesPage01, 02, … in
// page order, each a page whose first paragraph is its title and whose
// other paragraphs, a blank line apart, are its paragraphs. fill puts the
// component table's numbers and names into a language's paragraphs
// ("{cans}"). A language that lacks a page reads it in English.
func PagesOf(ns string, fill func(words.Lang) *strings.Replacer) func(words.Lang) []Page {
	var mu sync.Mutex
	made := map[words.Lang][]Page{}
	return func(lang words.Lang) []Page {
		mu.Lock()
		defer mu.Unlock()
		if p, ok := made[lang]; ok {
			return p
		}
		var r *strings.Replacer
		if fill != nil {
			r = fill(lang)
		}
		var pages []Page
		for n := 1; ; n++ {
			w := PageKey(ns, n)
			if !words.Has(w) {
				break
			}
			pages = append(pages, parsePage(words.T(lang, w), r))
		}
		made[lang] = pages
		return pages
	}
}

// PageKey is the message of page n (from 1) of game ns's rules help.
func PageKey(ns string, n int) words.Word {
	return words.Word(fmt.Sprintf("%s.RulesPage%02d", ns, n))
}

// parsePage cuts a page's message into its title and paragraphs.
func parsePage(text string, r *strings.Replacer) Page {
	paras := strings.Split(strings.TrimSpace(strings.ReplaceAll(text, "\r\n", "\n")), "\n\n")
	p := Page{Title: strings.TrimSpace(paras[0])}
	for _, s := range paras[1:] {
		if s = strings.TrimSpace(s); s != "" {
			if r != nil {
				s = r.Replace(s)
			}
			p.Paras = append(p.Paras, s)
		}
	}
	return p
}
