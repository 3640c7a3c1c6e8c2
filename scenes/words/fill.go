package words

import (
	"fmt"
	"regexp"
	"strings"
)

// Fill puts a game's numbers into the shell's texts: each "{name}" the
// replacer knows (the component table's counts). It gives the texts that
// still hold a name in braces no game has filled.
func Fill(r *strings.Replacer) (unfilled []string) { return shared.addFill(r) }

func (c *catalogue) addFill(r *strings.Replacer) (unfilled []string) {
	c.mu.Lock()
	c.fill = append(c.fill, r)
	c.cache = map[cached]string{}
	c.mu.Unlock()
	for w := range c.shell {
		for l, m := range c.texts[w] {
			for _, f := range forms(m) {
				for _, r := range c.fill {
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
