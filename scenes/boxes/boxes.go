// Package boxes is the shelf of the house: the one list of its games.
// Each is registered here once: its table (scenes/<name>, a scenes.Box),
// which brings its rules (game/<name>, the contract of package game).
// Nothing outside a game's own folders and this list names a game or
// imports its packages. The program, its headless commands and the
// tests of the whole shelf find the games here.
package boxes

import (
	"fmt"
	"strings"

	"graffiti/game"
	"graffiti/scenes"
	"graffiti/scenes/graffiti"
	"graffiti/scenes/kunststucke"
	"graffiti/scenes/tagcity"
)

// Shelf is the program's games, in the order of the title's tabs: the
// first is the one a command plays when it is not told which.
var Shelf = []scenes.Box{graffiti.Box, tagcity.Box, kunststucke.Box}

// Games are the shelf's rules.
var Games = func() []game.Game {
	var gs []game.Game
	for _, b := range Shelf {
		gs = append(gs, b.Rules())
	}
	return gs
}()

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
