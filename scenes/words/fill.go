package words

import "strings"

// Fill puts a game's numbers into the shell's texts: each "{name}" the
// replacer knows (the component table's counts).
func Fill(r *strings.Replacer) { shared.addFill(r) }

func (c *catalogue) addFill(r *strings.Replacer) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.fill = append(c.fill, r)
	c.cache = map[cached]string{}
}
