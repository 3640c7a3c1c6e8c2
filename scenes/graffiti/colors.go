package graffiti

import (
	"image/color"

	"graffiti/game/graffiti"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

var colorKeys = [4]words.Word{words.Red, words.Yellow, words.Blue, words.Green}

func artistColor(i int) color.RGBA {
	if i < 0 || i >= len(sprites.ArtistColors) {
		return sprites.NeutralTag
	}
	return sprites.ArtistColors[i]
}

// seatMark is the mark of a seat's colour (none for the neutral player,
// whose tags carry the letter N).
func (t *Table) seatMark(seat int) sprites.Mark {
	if seat == graffiti.Neutral || seat < 0 || seat >= len(t.colors) {
		return sprites.MarkNone
	}
	return sprites.ArtistMark(t.colors[seat])
}

// seatColor is the colour of a seat, or the neutral grey.
func (t *Table) seatColor(seat int) color.RGBA {
	if seat == graffiti.Neutral || seat < 0 || seat >= len(t.colors) {
		return sprites.NeutralTag
	}
	return artistColor(t.colors[seat])
}
