package scenes

import (
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

var markerNames = map[string]words.Word{
	"pink": words.MarkerPink, "cyan": words.MarkerCyan, "orange": words.MarkerOrange, "white": words.MarkerWhite,
}

// markerColor is the colour of seat's marker in Tag City.
func markerColor(seat int) color.RGBA { return markerColors[tagcity.MarkerColour(seat)] }

// markerWord names seat's marker colour.
func markerWord(seat int) words.Word { return markerNames[tagcity.MarkerColour(seat)] }
