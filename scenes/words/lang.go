// Package words is every word a player reads, in English and French:
// the languages, the catalogue under typed keys, plural forms.
package words

import (
	"fmt"
	"regexp"
	"strings"
)

// Lang is the language of every word on screen.
type Lang int

const (
	English Lang = iota
	French
	NumLangs
)

// LangNames are shown in the settings, each in its own language.
var LangNames = [NumLangs]string{"English", "Français"}

// T gives the word w in lang, formatted with args.
func T(lang Lang, w Word, args ...any) string {
	if int(w) < len(texts) {
		return Sprintf(lang, texts[w][lang], args...)
	}
	return Sprintf(lang, blocks[w][lang], args...)
}

// texts is every word of the catalogue by key.
var texts = make([][NumLangs]string, numWords)

// blocks are the games' own words (Add), by key.
var blocks = map[Word][NumLangs]string{}

// Add gives a game's own words: keys of a range of its own far past the
// catalogue's (a game's table and its words live in its own package),
// each a text per language. A key given twice is a bug.
func Add(block map[Word][NumLangs]string) {
	for w, t := range block {
		if _, taken := blocks[w]; taken || int(w) < len(texts) {
			panic(fmt.Sprintf("words: key %d given twice", w))
		}
		blocks[w] = t
	}
}

// Fill puts a game's numbers into the catalogue's texts: each "{name}"
// the replacer knows (the component table's counts). It gives the texts
// that still hold a name in braces no game has filled (a plural form,
// "{one|many}", is no name).
func Fill(r *strings.Replacer) (unfilled []string) {
	for w := range texts {
		for l := range texts[w] {
			texts[w][l] = r.Replace(texts[w][l])
			for _, m := range braces.FindAllString(texts[w][l], -1) {
				if !strings.Contains(m, "|") {
					unfilled = append(unfilled, fmt.Sprintf("word %d in %s holds %s: %q", w, LangNames[l], m, texts[w][l]))
				}
			}
		}
	}
	return unfilled
}

var braces = regexp.MustCompile(`\{[^}]*\}`)

// Sprintf formats f with args, in lang's plural forms: a "{tile|tiles}"
// in f takes its singular or plural by the first integer argument (in
// English one is singular; in French zero and one are).
func Sprintf(lang Lang, f string, args ...any) string {
	if strings.Contains(f, "{") {
		f = plural(lang, f, firstInt(args))
	}
	if len(args) == 0 {
		return f
	}
	return fmt.Sprintf(f, args...)
}

// firstInt is the first integer among args, or 0.
func firstInt(args []any) int {
	for _, a := range args {
		if n, ok := a.(int); ok {
			return n
		}
	}
	return 0
}

// plural replaces every "{one|many}" in f by the form n asks for.
func plural(lang Lang, f string, n int) string {
	one := n == 1 || (lang == French && n == 0)
	var b strings.Builder
	for {
		i := strings.IndexByte(f, '{')
		j := strings.IndexByte(f, '}')
		if i < 0 || j < i {
			b.WriteString(f)
			return b.String()
		}
		forms := strings.SplitN(f[i+1:j], "|", 2)
		b.WriteString(f[:i])
		if one || len(forms) == 1 {
			b.WriteString(forms[0])
		} else {
			b.WriteString(forms[1])
		}
		f = f[j+1:]
	}
}

func init() { copy(texts, catalogue[:]) }
