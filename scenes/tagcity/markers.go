package tagcity

import (
	"fmt"
	"image/color"

	"graffiti/game/tagcity"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// Tag City's marker colours, by the core's names for them: each seat has
// its own marker (edition page: pink, cyan, orange, white), paired here
// by name, never by position.
var markerColors = map[string]color.RGBA{
	"pink": sprites.NeonPink, "cyan": sprites.NeonCyan, "orange": sprites.NeonAmber, "white": sprites.Chalk,
}

// markerMarks are the markers' marks, beside their colours: the marker's
// colour is never its only sign (the swatches, the cities' and the
// scores' names carry the mark). Kunststücke's seats of the same colours
// carry the same marks.
var markerMarks = map[string]sprites.Mark{
	"pink": sprites.MarkDiamond, "cyan": sprites.MarkDot, "orange": sprites.MarkCross, "white": sprites.MarkRing,
}

var markerNames = map[string]words.Word{
	"pink": MarkerPink, "cyan": MarkerCyan, "orange": MarkerOrange, "white": MarkerWhite,
}

// markerColor is the colour of Tag City's marker m (0-3, the edition's
// order: pink, cyan, orange, white).
func MarkerColor(m int) color.RGBA { return markerColors[tagcity.MarkerColour(m)] }

// MarkerMark is marker m's mark.
func MarkerMark(m int) sprites.Mark { return markerMarks[tagcity.MarkerColour(m)] }

// markerWord names marker m's colour.
func markerWord(m int) words.Word { return markerNames[tagcity.MarkerColour(m)] }

// marker is the colour of seat's marker at this table, and markerName its
// name: the markers chosen on the new-game screen (by default the seat's
// own, in the edition's order).
func (t *Table) Marker(seat int) color.RGBA { return MarkerColor(t.MarkOf(seat)) }

// markerMark is the mark of seat's marker at this table.
func (t *Table) markerMark(seat int) sprites.Mark { return MarkerMark(t.MarkOf(seat)) }

func (t *Table) markerName(seat int) words.Word { return markerWord(t.MarkOf(seat)) }

func (t *Table) MarkOf(seat int) int {
	if seat >= 0 && seat < len(t.Marks) {
		return t.Marks[seat]
	}
	return seat
}

// checkMarks tells whether marks give n seats different markers.
func checkMarks(marks []int, n int) error {
	if marks == nil {
		return nil
	}
	if len(marks) != n {
		return fmt.Errorf("%d markers for %d taggers", len(marks), n)
	}
	seen := map[int]bool{}
	for _, m := range marks {
		if m < 0 || m >= tagcity.MaxPlayers || seen[m] {
			return fmt.Errorf("markers %v", marks)
		}
		seen[m] = true
	}
	return nil
}
