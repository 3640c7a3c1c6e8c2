package scenes

import (
	"image/color"
	"unicode"
	"unicode/utf8"

	"graffiti/game"
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

// seatColor is the colour of a seat, or the neutral grey.
func (t *Table) seatColor(seat int) color.RGBA {
	if seat == game.Neutral || seat < 0 || seat >= len(t.colors) {
		return sprites.NeutralTag
	}
	return artistColor(t.colors[seat])
}

func initial(name string) rune {
	r, _ := utf8.DecodeRuneInString(name)
	if r == utf8.RuneError {
		return '?'
	}
	return unicode.ToUpper(r)
}

// The core's paints and bonus kinds as the sprites know them.
var (
	tilePaints [game.NumTiles][]sprites.Paint
	segPaints  [2][game.NumSegments][]sprites.Paint
)

func init() {
	for t := game.Tile(0); t < game.NumTiles; t++ {
		a, b, double := t.Paints()
		tilePaints[t] = []sprites.Paint{paintSprite(a)}
		if double {
			tilePaints[t] = append(tilePaints[t], paintSprite(b))
		}
	}
	for v := 0; v < 2; v++ {
		for i, d := range game.TunnelFor(v == 1).Segments {
			for _, p := range d.Needs {
				segPaints[v][i] = append(segPaints[v][i], paintSprite(p))
			}
		}
	}
}
