package graffiti

import (
	"graffiti/game"
	"graffiti/game/graffiti"
	"graffiti/scenes/ui"
)

// Lesson is the game's first game that teaches, from its rules core.
func (graffitiBox) Lesson() game.Lesson { return graffiti.Lesson() }

// lessonParts are the parts of the table a lesson's step may light, by
// name.
var lessonParts = map[string]ui.Rect{}

func (graffitiBox) Part(name string) (ui.Rect, bool) {
	r, ok := lessonParts[name]
	return r, ok
}
