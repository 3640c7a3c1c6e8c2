package scenes

import (
	"image/color"
	"slices"

	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// Tally is a game's final scoring as rows, for a page of any shape to lay
// out: a table's scoring screen is drawn for 1280×720, which a phone held
// upright shows at a quarter of its width, its figures too small to
// read. Every figure is the one the table's screen tells.
type Tally struct {
	// Heads name the breakdown's columns, the total not among them.
	Heads []string
	// Rows are the seats, best first.
	Rows []TallyRow
	// Winners says who won, in the game's words; Note how a tie was
	// broken, or "".
	Winners, Note string
}

// TallyRow is one seat's line: its name, colour and mark (the colour is
// never the only sign of whose it is), its place (0 the first; seats
// sharing a win share it), a value for each head, and its total.
type TallyRow struct {
	Seat   int
	Name   string
	Color  color.RGBA
	Mark   sprites.Mark
	Place  int
	Values []int
	Total  int
}

// Tallied is a scoring screen that gives its tally.
type Tallied interface {
	Tally(a *App) Tally
}

// NewTally is the tally of seats in order (best first), heads naming the
// breakdown's columns, row giving a seat's line: the winners share the
// first place, the others take their row's, and the winners' line names
// them.
func NewTally(a *App, heads []string, order, winners []int, row func(seat int) TallyRow) Tally {
	t := Tally{Heads: heads}
	var names []string
	for i, seat := range order {
		r := row(seat)
		r.Seat, r.Place = seat, i
		if slices.Contains(winners, seat) {
			r.Place = 0
			names = append(names, r.Name)
		}
		t.Rows = append(t.Rows, r)
	}
	if len(names) > 0 {
		t.Winners = WinnersLine(a, names)
	}
	return t
}

// EndButtons are a finished game's Rematch and Title, 220 wide and h
// high, at x and titleX on the line y. A room's game (owner false) has
// no Rematch of its own: it would be a game on this device alone,
// without the room's phones. A room's screen that offers the room's
// rematch (a new room for the same seats: RoomEnd) draws its own in the
// Rematch's place; elsewhere (a watcher's) Title stands where the pair's
// middle was.
func EndButtons(a *App, x, titleX, y, h float64, owner bool) (rematch, title *ui.Button) {
	rematch = &ui.Button{R: ui.Rect{X: x, Y: y, W: 220, H: h}, Label: a.T(words.Rematch), Enabled: true, Accent: sprites.NeonAmber}
	title = &ui.Button{R: ui.Rect{X: titleX, Y: y, W: 220, H: h}, Label: a.T(words.ToTitle), Enabled: true}
	if owner {
		return rematch, title
	}
	if end, ok := a.Cur.(RoomEnd); ok && end.RematchAt(rematch.R) {
		return nil, title
	}
	return nil, &ui.Button{R: ui.Rect{X: (x + titleX) / 2, Y: y, W: 220, H: h}, Label: title.Label, Enabled: true}
}

// RoomEnd is a room's screen on which its game's end is shown (the
// scoring screen its table went to, drawn within it): RematchAt is told
// where a game's Rematch would stand, and says whether the screen puts
// the room's own there.
type RoomEnd interface {
	RematchAt(r ui.Rect) bool
}
