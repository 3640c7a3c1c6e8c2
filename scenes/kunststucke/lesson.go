package kunststucke

import (
	"graffiti/game"
	ks "graffiti/game/kunststucke"
	"graffiti/scenes/ui"
)

// Lesson is the game's first game that teaches, from its rules core.
func (kunststuckeBox) Lesson() game.Lesson { return ks.Lesson() }

// lessonParts are the parts of the table a lesson's step may light, by
// name.
var lessonParts = map[string]ui.Rect{}

func (kunststuckeBox) Part(name string) (ui.Rect, bool) {
	r, ok := lessonParts[name]
	return r, ok
}
