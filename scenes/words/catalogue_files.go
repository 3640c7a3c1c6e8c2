package words

import (
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strings"
	"sync"
)

// A catalogue is every package's message files, go-i18n's TOML files
// (read by parseMsgFile). Its languages are those of the shell's files
// (msg/words.<tag>.toml, each naming itself in LangName): a language is
// its files. A language's files are read when its first text is asked
// for: a phone that joins a room reads English and its own language, not
// every language's rules books, before its first frame.
type catalogue struct {
	langs []string // canonical tags, by Lang, English first
	fill  []*strings.Replacer

	// texts holds every message of the languages read, by Lang (nil
	// where a language lacks it); files, every file found, read or not.
	textsMu sync.Mutex
	texts   map[Word][]*message
	shell   map[Word]bool // the shell's own words: Fill fills them
	files   []msgFile
	read    []bool // by Lang: its files are in texts

	mu    sync.Mutex
	cache map[cached]string // the format a key, a language and a count give, filled
}

// A message is one key's text in one language: its CLDR plural forms (a
// plain text has only Other).
type message struct {
	ID                               string
	Zero, One, Two, Few, Many, Other string
}

// form is the field of a CLDR plural category's name.
func (m *message) form(name string) *string {
	switch name {
	case "zero":
		return &m.Zero
	case "one":
		return &m.One
	case "two":
		return &m.Two
	case "few":
		return &m.Few
	case "many":
		return &m.Many
	}
	return &m.Other
}

// A msgFile is a message file found: its package's name, its language.
type msgFile struct {
	ns   string
	lang Lang
	fsys fs.FS
	name string
}

type cached struct {
	lang  Lang
	w     Word
	n     int
	count bool
}

// langName is the message that names a language in itself.
const langName Word = "LangName"

// shellFile is the shell's words file of a language.
var shellFile = regexp.MustCompile(`^words\.([A-Za-z0-9-]+)\.toml$`)

func mustCatalogue(shell fs.FS) *catalogue {
	c, err := newCatalogue(shell)
	if err != nil {
		panic(err)
	}
	return c
}

// newCatalogue finds the shell's message files: their languages are the
// catalogue's.
func newCatalogue(shell fs.FS) (*catalogue, error) {
	c := &catalogue{
		texts: map[Word][]*message{},
		shell: map[Word]bool{},
		cache: map[cached]string{},
	}
	names, err := fs.Glob(shell, "msg/words.*.toml")
	if err != nil {
		return nil, err
	}
	c.langs = []string{"en"}
	for _, n := range names {
		m := shellFile.FindStringSubmatch(path.Base(n))
		if m == nil {
			continue
		}
		tag, err := canonTag(m[1])
		if err != nil {
			return nil, fmt.Errorf("words: %s: %w", n, err)
		}
		if tag != "en" {
			c.langs = append(c.langs, tag)
		}
	}
	sort.Strings(c.langs[1:])
	c.read = make([]bool, len(c.langs))
	if err := c.load("", shell); err != nil {
		return nil, err
	}
	return c, nil
}

// load reads the message files of fsys's msg folder, their IDs under ns
// ("<game>.RollNow"; the shell's have none). A file of a language the
// shell does not speak yet is left unread: a language being translated
// is offered when its shell file (and its name) come.
func (c *catalogue) load(ns string, fsys fs.FS) error {
	names, err := fs.Glob(fsys, "msg/*.toml")
	if err != nil {
		return err
	}
	c.textsMu.Lock()
	defer c.textsMu.Unlock()
	for _, n := range names {
		tag, err := fileTag(n)
		if err != nil {
			return fmt.Errorf("words: %s/%s: %w", ns, n, err)
		}
		l, ok := c.lang(tag)
		if !ok {
			// A language is offered once its shell file is there: a
			// game's file of another language waits for it.
			continue
		}
		f := msgFile{ns, l, fsys, n}
		c.files = append(c.files, f)
		if c.read[l] {
			// Its language is read already: so is this file, and the
			// texts given before it (a key shown as itself) are dropped.
			if err := c.readFile(f); err != nil {
				return err
			}
			c.mu.Lock()
			c.cache = map[cached]string{}
			c.mu.Unlock()
		}
	}
	return nil
}

// readLang reads every file of l, once; the caller holds textsMu.
func (c *catalogue) readLang(l Lang) {
	if c.read[l] {
		return
	}
	c.read[l] = true
	for _, f := range c.files {
		if f.lang != l {
			continue
		}
		if err := c.readFile(f); err != nil {
			// The files are the program's own, and every one is read by
			// the tests: a bad one is a bug of the build.
			panic(err)
		}
	}
}

// readFile reads a message file into texts.
func (c *catalogue) readFile(f msgFile) error {
	buf, err := fs.ReadFile(f.fsys, f.name)
	if err != nil {
		return err
	}
	msgs, err := parseMsgFile(buf)
	if err != nil {
		return fmt.Errorf("words: %s/%s: %w", f.ns, f.name, err)
	}
	for _, m := range msgs {
		if f.ns != "" {
			m.ID = f.ns + "." + m.ID
		}
		w := Word(m.ID)
		if c.texts[w] == nil {
			c.texts[w] = make([]*message, len(c.langs))
		}
		if c.texts[w][f.lang] != nil {
			return fmt.Errorf("words: %s/%s: %s given twice", f.ns, f.name, m.ID)
		}
		c.texts[w][f.lang] = m
		if f.ns == "" {
			c.shell[w] = true
		}
	}
	return nil
}

// fileTag is the language of a message file, its name's last part but
// one (words.fr.toml), as go-i18n reads it.
func fileTag(name string) (string, error) {
	parts := strings.Split(path.Base(name), ".")
	if len(parts) < 3 {
		return "", fmt.Errorf("no language in the file's name")
	}
	return canonTag(parts[len(parts)-2])
}

// lang is the language whose tag is exactly t.
func (c *catalogue) lang(t string) (Lang, bool) {
	for l, lt := range c.langs {
		if lt == t {
			return Lang(l), true
		}
	}
	return English, false
}

// match is the best of the languages for a list of wanted tags (a
// browser's navigator.languages, a locale), or English.
func (c *catalogue) match(wanted []string) Lang {
	for _, w := range wanted {
		t, err := canonTag(w)
		if err != nil {
			continue
		}
		for l, lt := range c.langs {
			if lt == t || baseOf(lt) == baseOf(t) {
				return Lang(l)
			}
		}
	}
	return English
}

func (c *catalogue) valid(l Lang) Lang {
	if l < 0 || int(l) >= len(c.langs) {
		return English
	}
	return l
}

func (c *catalogue) text(l Lang, w Word) *message {
	l = c.valid(l)
	c.textsMu.Lock()
	defer c.textsMu.Unlock()
	c.readLang(l)
	if t := c.texts[w]; t != nil {
		return t[l]
	}
	return nil
}

func (c *catalogue) has(w Word) bool { return c.text(English, w) != nil }

// name is l's name in itself, or its tag while a translator's files do
// not name it yet (the tests hold the files to name every language).
func (c *catalogue) name(l Lang) string {
	if m := c.text(l, langName); m != nil {
		return m.Other
	}
	return c.langs[c.valid(l)]
}

// T gives w in lang: the plural form the first integer argument asks for
// in lang (CLDR's rules), filled (Fill), then formatted with args. A
// text a language lacks is English's; a key without any text is shown
// as itself.
func (c *catalogue) T(lang Lang, w Word, args ...any) string {
	n, count := firstInt(args)
	f := c.format(lang, w, n, count)
	if len(args) == 0 {
		return f
	}
	return fmt.Sprintf(f, args...)
}

// format is w's text in lang for a count n (if count), filled, before
// any Printf verb is applied.
func (c *catalogue) format(lang Lang, w Word, n int, count bool) string {
	key := cached{c.valid(lang), w, n, count}
	c.mu.Lock()
	f, ok := c.cache[key]
	c.mu.Unlock()
	if !ok {
		f = c.pick(key.lang, w, n, count)
		c.textsMu.Lock()
		shell := c.shell[w]
		c.textsMu.Unlock()
		if shell {
			for _, r := range c.fill {
				f = r.Replace(f)
			}
		}
		c.mu.Lock()
		c.cache[key] = f
		c.mu.Unlock()
	}
	return f
}

// pick is w's form in lang for a count n (if count), as go-i18n's
// Localize picks it: a text lang lacks is English's, its form chosen by
// English's rules; a form the text lacks is its "other"; a key without
// any text is its name.
func (c *catalogue) pick(lang Lang, w Word, n int, count bool) string {
	m := c.text(lang, w)
	if m == nil {
		lang, m = English, c.text(English, w)
	}
	if m == nil {
		return string(w)
	}
	f := m.Other
	if count {
		if g := *m.form(pluralForm(c.langs[lang], n)); g != "" {
			f = g
		}
	}
	if f == "" {
		return string(w)
	}
	return f
}

// firstInt is the first integer among args.
func firstInt(args []any) (int, bool) {
	for _, a := range args {
		if n, ok := a.(int); ok {
			return n, true
		}
	}
	return 0, false
}
