package words

import (
	"fmt"
	"regexp"
)

// What looks at every text at once: the tests (here and the games'),
// which the program itself never does (it reads a language when it is
// used).

// readAll reads every language's files: what looks at every text (the
// tests, Unfilled) needs them all.
func (c *catalogue) readAll() {
	c.textsMu.Lock()
	defer c.textsMu.Unlock()
	for l := range c.langs {
		c.readLang(Lang(l))
	}
}

// Unfilled gives the shell's texts that still hold a name in braces no
// game has filled (every language's: it reads them all).
func Unfilled() []string { return shared.unfilled() }

func (c *catalogue) unfilled() (unfilled []string) {
	c.readAll()
	c.mu.Lock()
	fill := c.fill
	c.mu.Unlock()
	c.textsMu.Lock()
	defer c.textsMu.Unlock()
	for w := range c.shell {
		for l, m := range c.texts[w] {
			for _, f := range forms(m) {
				for _, r := range fill {
					f = r.Replace(f)
				}
				for _, b := range braces.FindAllString(f, -1) {
					unfilled = append(unfilled, fmt.Sprintf("%s in %s holds %s: %q", w, c.langs[l], b, f))
				}
			}
		}
	}
	return unfilled
}

// forms is every plural form a message gives (none if m is nil).
func forms(m *message) []string {
	if m == nil {
		return nil
	}
	var out []string
	for _, f := range []string{m.Zero, m.One, m.Two, m.Few, m.Many, m.Other} {
		if f != "" {
			out = append(out, f)
		}
	}
	return out
}

var braces = regexp.MustCompile(`\{[^}]*\}`)
