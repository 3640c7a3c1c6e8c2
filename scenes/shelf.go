package scenes

import (
	"fmt"
	"strings"
)

// FindBox is the place on the shelf of the game a name asks for: its
// name (its rules' Name) or its title without spaces, in any
// case; "" is the shelf's first.
func FindBox(shelf []Box, name string) (int, error) {
	name = strings.ToLower(strings.TrimSpace(name))
	if name == "" {
		return 0, nil
	}
	var names []string
	for i, b := range shelf {
		if g := b.Rules(); name == g.Name() || name == strings.ToLower(strings.ReplaceAll(g.Title(), " ", "")) {
			return i, nil
		}
		names = append(names, b.Rules().Name())
	}
	return 0, fmt.Errorf("unknown game %q (%s)", name, strings.Join(names, ", "))
}

// indexOf is b's place on the app's shelf.
func (a *App) IndexOf(b Box) int {
	for i, x := range a.shelf {
		if x.Rules().Name() == b.Rules().Name() {
			return i
		}
	}
	panic("scenes: a box not on the shelf: " + b.Rules().Name())
}
