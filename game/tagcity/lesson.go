package tagcity

import "graffiti/game"

// Lesson is the game's first game that teaches (game.Lesson).
func Lesson() game.Lesson {
	return game.Lesson{}
}
