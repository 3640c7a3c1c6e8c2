package tagcity

import "graffiti/scenes/ui"

// Upright: on a phone held upright, whose turn it is over the seat's
// own city board, whole, then the HQ's dice beside the panel (the die's
// uses, turn and flip, Confirm), then the log.
func (tagCityBox) Upright() [][]ui.Rect {
	return [][]ui.Rect{{tcBanner}, {tcBoardRect}, {tcHQRect, tcPanel}, {tcLogRect}}
}
