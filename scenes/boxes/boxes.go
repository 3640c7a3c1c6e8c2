// Package boxes is the shelf of the house: the one list of its games.
// Each is registered here once, its rules (game/<name>, the contract of
// package game); nothing outside a game's own folders and this list
// names a game or imports its packages. The headless commands and the
// program find a game by its name here.
package boxes

import (
	"fmt"
	"strings"

	"graffiti/game"
	"graffiti/game/graffiti"
	"graffiti/game/kunststucke"
	"graffiti/game/tagcity"
)

// Games are the games of the house, in the shelf's order: the first is
// the one a command plays when it is not told which.
var Games = []game.Game{graffiti.Rules, tagcity.Rules, kunststucke.Rules}

// Find is the game named name.
func Find(name string) (game.Game, error) {
	var names []string
	for _, g := range Games {
		if g.Name() == name {
			return g, nil
		}
		names = append(names, g.Name())
	}
	return nil, fmt.Errorf("unknown game %q (%s)", name, strings.Join(names, ", "))
}
