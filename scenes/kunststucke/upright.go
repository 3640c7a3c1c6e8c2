package kunststucke

import "graffiti/scenes/ui"

// Upright: on a phone held upright, whose turn it is over the canvas,
// the seat's objective slots under it, then its hand of shapes and the
// move's buttons (down to Confirm's row) beside the piles and the groups on the canvas.
func (kunststuckeBox) Upright() [][]ui.Rect {
	hand := ui.Rect{X: ksRightX, Y: ksHandRect.Y, W: ksRightW, H: ksConfirmBtn.Y + ksConfirmBtn.H - ksHandRect.Y}
	piles := ui.Rect{X: ksBoardRect.X, Y: ksBoardRect.Y, W: ksBoardRect.W, H: ksGroupsRect.Y + ksGroupsRect.H - ksBoardRect.Y}
	return [][]ui.Rect{{ksBanner}, {ksCanvasBox}, {ksPrivate}, {hand, piles}}
}
