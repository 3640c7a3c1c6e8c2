package tagcity

import (
	"graffiti/game"
	"graffiti/game/tagcity"
	"graffiti/scenes/ui"
)

// Lesson is the game's first game that teaches, from its rules core.
func (tagCityBox) Lesson() game.Lesson { return tagcity.Lesson() }

// lessonParts are the parts of the table a lesson's step may light, by
// name.
var lessonParts = map[string]ui.Rect{}

func (tagCityBox) Part(name string) (ui.Rect, bool) {
	r, ok := lessonParts[name]
	return r, ok
}
