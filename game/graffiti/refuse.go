package graffiti

import "graffiti/game"

// refuse is a refusal of the rules: an English format and its arguments.
func refuse(format string, args ...any) error { return &game.Refusal{Format: format, Args: args} }

// TileName is a paint tile kind as an argument of a refusal: English
// when printed, translatable by the table.
type TileName Tile

func (t TileName) String() string { return tileWords[t] }
