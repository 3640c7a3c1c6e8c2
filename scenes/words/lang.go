// Package words is every word a player reads: the languages, the message
// files of every package that has words (msg/words.<language>.toml,
// msg/rules.<language>.toml, read as go-i18n reads them into one bundle), typed
// keys, plural forms (CLDR's, per language).
package words

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"strconv"
)

// Word is the key of one text: its message's ID (a game's words carry
// their package's name: "<game>.RollNow").
type Word string

// Lang is the language of every word on screen: an index into the
// languages found (Langs), English first.
type Lang int

// English is the first language, and the one a missing text falls back to.
const English Lang = 0

// French is the language of the -fr screenshots and of the tests that
// check French words.
var French = ByTag("fr")

//go:embed msg
var shellFiles embed.FS

// shared is the catalogue the screens read: the shell's files, then each
// game's (Load).
var shared = mustCatalogue(shellFiles)

// Langs is every language found, English first.
func Langs() []Lang {
	out := make([]Lang, len(shared.langs))
	for i := range out {
		out[i] = Lang(i)
	}
	return out
}

// NumLangs is how many languages there are.
func NumLangs() int { return len(shared.langs) }

// Name is the language's name in its own language (its LangName).
func (l Lang) Name() string { return shared.name(l) }

// Tag is the language's BCP 47 tag ("en", "fr").
func (l Lang) Tag() string { return shared.langs[shared.valid(l)] }

// ByTag is the language of tag ("fr", "fr-CA"), or English.
func ByTag(tag string) Lang { return shared.match([]string{tag}) }

// Next is the language after l in the settings' cycle.
func (l Lang) Next() Lang { return Lang((int(shared.valid(l)) + 1) % len(shared.langs)) }

// A language is saved as its tag, so that a language added later does
// not move the others; a number (the settings of older versions: 0
// English, 1 French) is still read.
func (l Lang) MarshalJSON() ([]byte, error) { return json.Marshal(l.Tag()) }

func (l *Lang) UnmarshalJSON(b []byte) error {
	var tag string
	if err := json.Unmarshal(b, &tag); err == nil {
		*l = ByTag(tag)
		return nil
	}
	n, err := strconv.Atoi(string(b))
	if err != nil {
		return fmt.Errorf("words: language %s: %w", b, err)
	}
	*l = [...]Lang{English, French}[min(max(n, 0), 1)]
	return nil
}

// T gives the word w in lang, formatted with args: its plural form chosen
// by the first integer argument, then the Printf verbs applied.
func T(lang Lang, w Word, args ...any) string { return shared.T(lang, w, args...) }

// Form is w's text in lang in the plural form n asks for, its Printf
// verbs and {names} left as they are: for a text whose count a {name}
// says ("{n} tokens").
func Form(lang Lang, w Word, n int) string { return shared.format(lang, w, n, true) }

// Has tells whether w has a text (in English at least).
func Has(w Word) bool { return shared.has(w) }

// Load reads a package's message files (msg/words.*.toml,
// msg/rules.*.toml in fsys) into the catalogue, their IDs under the
// package's name (ns): a game's words live with its table.
func Load(ns string, fsys fs.FS) {
	if err := shared.load(ns, fsys); err != nil {
		panic(err)
	}
}
