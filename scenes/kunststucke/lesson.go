package kunststucke

import (
	"strings"

	"graffiti/game"
	ks "graffiti/game/kunststucke"
	"graffiti/scenes/ui"
)

// Lesson is the game's first game that teaches, from its rules core.
func (kunststuckeBox) Lesson() game.Lesson { return ks.Lesson() }

// lessonSeats is the number of players of the lesson, whose strips and
// reveal rows its parts name.
const lessonSeats = 2

// lessonParts are the parts of the table a lesson's step may light, by
// name: the hand's first row (where its last shapes lie) and its first
// shape (the hand lies in the shapes' order), the buttons,
// the objectives' strip (one's tiles, and a pile looked at), the tile
// board and each pile, the panels of the left column, each seat's strip;
// and at the final reveal its rows of tiles, its canvas and the line
// that tells the tile being told. A region of
// the canvas is named by its corner cells (Part).
var lessonParts = map[string]ui.Rect{
	"hand":          {X: ksHandRect.X, Y: ksHandRect.Y, W: ksHandRect.W, H: ksHandBox(0).Y + ksHandBox(0).H + 6 - ksHandRect.Y},
	"hand 1":        ksHandBox(0).Inset(-4),
	"rotate":        ksRotateBtn,
	"discard":       ksDiscardBtn,
	"confirm":       ksConfirmBtn,
	"end":           ksEndBtn,
	"canvas":        ksGridRect,
	"objectives":    ksPrivate,
	"piles":         ksBoardRect,
	"pile A":        ksPileRect(0),
	"pile B":        ksPileRect(1),
	"pile C":        ksPileRect(2),
	"pile D":        ksPileRect(3),
	"pile E":        ksPileRect(4),
	"groups":        ksGroupsRect,
	"trays":         ksTraysRect,
	"strip 1":       ksStripRect(0, lessonSeats),
	"strip 2":       ksStripRect(1, lessonSeats),
	"reveal tiles":  ksRevealRows(lessonSeats),
	"reveal canvas": ksRevealCanvas,
	"reveal line":   ksRevealLine,
	"menu":          ksTitleBtn,
	"rules":         ksRulesBtn,
}

// Part is a part of the table by name (lessonParts), or "cells C7-F9":
// the canvas from the first cell to the second, both included.
func (kunststuckeBox) Part(name string) (ui.Rect, bool) {
	if r, ok := lessonParts[name]; ok {
		return r, true
	}
	span, ok := strings.CutPrefix(name, "cells ")
	if !ok {
		return ui.Rect{}, false
	}
	from, to, ok := strings.Cut(span, "-")
	if !ok {
		return ui.Rect{}, false
	}
	a, err := ks.ParseCell(from)
	if err != nil {
		return ui.Rect{}, false
	}
	b, err := ks.ParseCell(to)
	if err != nil || b.X < a.X || b.Y < a.Y {
		return ui.Rect{}, false
	}
	p, q := ksCellRect(a), ksCellRect(b)
	return ui.Rect{X: p.X, Y: p.Y, W: q.X + q.W - p.X, H: q.Y + q.H - p.Y}, true
}
