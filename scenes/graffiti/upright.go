package graffiti

import (
	"graffiti/scenes"
	"graffiti/scenes/ui"
)

// Upright: on a phone held upright, the tunnel and the score track on
// top, then the permit and bonus boards, the paint board beside the
// scores, the choice strip (what spraying a segment costs and scores,
// Confirm, Pass) and what is behind the seat's screen.
func (graffitiBox) Upright() [][]ui.Rect {
	scores := ui.Rect{X: stripX, Y: boardsY, W: stripW, H: boardsH}
	return [][]ui.Rect{
		{{X: 0, Y: 0, W: scenes.ScreenW, H: boardsY - 4}},
		{permitBoard, bonusBoard},
		{paintBoard, scores},
		{choiceRect},
		{privRect},
	}
}
