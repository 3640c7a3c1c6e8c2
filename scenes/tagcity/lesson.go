package tagcity

import (
	"strings"

	"graffiti/game"
	"graffiti/game/tagcity"
	"graffiti/scenes/ui"
)

// Lesson is the game's first game that teaches, from its rules core.
func (tagCityBox) Lesson() game.Lesson { return tagcity.Lesson() }

// lessonParts are the parts of the table a lesson's step may light, by
// name (layout.go places them): the HQ and each of its sections ("section
// I" to "section VI"), the panel under it and its pieces (the tray and
// Roll, the uses Tag, Drone and Social, Rotate and Flip, the bubbles to
// choose, Confirm), the newcomer's city (its grid and its values), a
// column of it ("column A" to "column L": its values and squares), its
// drone remote and bubbles, the rival's board down the right side, and
// the banner. A run of squares is named by its corners, "A1-A4" (square).
var lessonParts = func() map[string]ui.Rect {
	m := map[string]ui.Rect{
		"hq":      tcHQRect,
		"panel":   tcPanel,
		"roll":    {X: 18, Y: 396, W: 312, H: 116},
		"uses":    ui.Rect{X: tcUseBtn(0).X, Y: tcUseBtn(0).Y, W: tcUseBtn(2).X + tcUseBtn(2).W - tcUseBtn(0).X, H: tcUseBtn(0).H}.Inset(-3),
		"turn":    ui.Rect{X: tcRotateBtn.X, Y: tcRotateBtn.Y, W: tcFlipBtn.X + tcFlipBtn.W - tcRotateBtn.X, H: tcRotateBtn.H}.Inset(-3),
		"social":  ui.Rect{X: tcBubbleBtn(0).X, Y: tcBubbleBtn(0).Y, W: tcBubbleBtn(tagcity.NumBubbles-1).X + tcBubbleBtn(0).W - tcBubbleBtn(0).X, H: tcBubbleBtn(0).H}.Inset(-4),
		"confirm": tcConfirmBtn.Inset(-3),
		"city":    {X: 398, Y: 80, W: 572, H: 388},
		"remote":  {X: 418, Y: 519, W: 256, H: 34},
		"bubbles": {X: 688, Y: 519, W: 286, H: 34},
		"rival":   tcThumbRect(0),
		"banner":  tcBanner,
		"menu":    tcTitleBtn,
		"rules":   tcRulesBtn,
	}
	for sec := range tagcity.Sections {
		m["section "+tcRoman(sec)] = tcSectionRect(sec)
	}
	for c := range tagcity.Cols {
		m["column "+string(rune('A'+c))] = ui.Rect{X: tcGridX + float64(c)*tcCell, Y: tcGridY - 62, W: tcCell, H: tcCell*tagcity.Rows + 62}
	}
	return m
}()

func (tagCityBox) Part(name string) (ui.Rect, bool) {
	if r, ok := lessonParts[name]; ok {
		return r, true
	}
	from, to, ok := strings.Cut(name, "-")
	if !ok {
		return ui.Rect{}, false
	}
	r0, c0, ok0 := tcSquareNamed(from)
	r1, c1, ok1 := tcSquareNamed(to)
	if !ok0 || !ok1 || r1 < r0 || c1 < c0 {
		return ui.Rect{}, false
	}
	a, b := tcCellRect(r0, c0), tcCellRect(r1, c1)
	return ui.Rect{X: a.X, Y: a.Y, W: b.X + b.W - a.X, H: b.Y + b.H - a.Y}, true
}

// tcSquareNamed reads a square's name ("A1", "L8") as its row and column.
func tcSquareNamed(name string) (r, c int, ok bool) {
	if len(name) < 2 || name[0] < 'A' || name[0] >= 'A'+tagcity.Cols {
		return 0, 0, false
	}
	row := 0
	for _, ch := range name[1:] {
		if ch < '0' || ch > '9' {
			return 0, 0, false
		}
		row = row*10 + int(ch-'0')
	}
	if row < 1 || row > tagcity.Rows {
		return 0, 0, false
	}
	return row - 1, int(name[0] - 'A'), true
}
