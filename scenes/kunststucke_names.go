package scenes

import (
	"errors"
	"reflect"
	"strings"

	"graffiti/game"
	ks "graffiti/game/kunststucke"
	"graffiti/scenes/words"
)

// Kunststücke's things in words: shapes ("the red Cross", "la Croix
// rouge"), colours, tiles, and the core's refusals put into the
// catalogue's words, as reasons.go does for Graffiti.

var ksShapeWords = [ks.NumKinds]words.Word{
	words.KSShapeBar, words.KSShapeL, words.KSShapeT, words.KSShapeStair, words.KSShapeFlag, words.KSShapeCup,
	words.KSShapeBlock, words.KSShapeLongL, words.KSShapeLongStair, words.KSShapeCross, words.KSShapeBigT, words.KSShapeLongBlock,
}

// ksFeminine tells which shapes' French names are feminine: the colour
// agrees with them, and so does the article.
var ksFeminine = [ks.NumKinds]bool{0: true, 5: true, 9: true}

var ksColourWords = [ks.NumColours]words.Word{words.KSRed, words.KSGreen, words.KSYellow, words.KSBlue, words.KSViolet}
var ksColourWordsF = [ks.NumColours]words.Word{words.KSRedF, words.KSGreenF, words.KSYellowF, words.KSBlueF, words.KSVioletF}

// ksColourName names a colour as a noun ("red", "rouge").
func ksColourName(lang words.Lang, c ks.Colour) string {
	if c < 0 || int(c) >= ks.NumColours {
		return "?"
	}
	return words.T(lang, ksColourWords[c])
}

// ksShapeName names a shape: "red Cross", "Croix rouge".
func ksShapeName(lang words.Lang, id ks.ShapeID) string {
	if id < 0 || int(id) >= ks.NumShapes {
		return "?"
	}
	col := ksColourWords[id.Colour()]
	if ksFeminine[id.Kind()] {
		col = ksColourWordsF[id.Colour()]
	}
	return words.T(lang, words.KSShapeNamed, words.T(lang, col), words.T(lang, ksShapeWords[id.Kind()]))
}

// ksShapeThe names a shape with its article: "the red Cross", "la Croix
// rouge", "l'Escalier bleu".
func ksShapeThe(lang words.Lang, id ks.ShapeID) string {
	name := ksShapeName(lang, id)
	w := words.KSTheM
	switch {
	case id >= 0 && int(id) < ks.NumShapes && ksFeminine[id.Kind()]:
		w = words.KSTheF
	case name != "" && (name[0] == 'E' || name[0] == 'A' || name[0] == 'I' || name[0] == 'O' || name[0] == 'U'):
		w = words.KSTheV
	}
	return words.T(lang, w, name)
}

// ksTileName names a tile: "red 3", "rouge 6+".
func ksTileName(lang words.Lang, tile ks.TileID) string {
	n := num(tile.Number())
	if tile.Number() == ks.TopTile {
		n += "+"
	}
	return words.T(lang, words.KSTileNamed, ksColourName(lang, tile.Colour()), n)
}

// ksReasons put the core's refusals into the catalogue's words: the key
// is the English format of the core (game.Refusal), the arguments are
// the same, put into words by ksArg.
var ksReasons = map[string]words.Word{
	"the game is over": words.KSWhyOver,
	"%s looked at pile %s and must first take one of its tiles": words.KSWhyMustTake,
	"%s has already played a shape this turn":                   words.KSWhyPlayed,
	"the %s is not in %s's hand":                                words.KSWhyNotInHand,
	"there is no placement or discard to take back: a slide, a draw or the end of the turn makes it final": words.KSWhyNoUndo,
	"%s has already drawn a tile this turn":                         words.KSWhyDrew,
	"%s's scoring board is full":                                    words.KSWhyBoardFull,
	"pile %s is empty":                                              words.KSWhyPileEmpty,
	"look at a pile before taking a tile":                           words.KSWhyLookFirst,
	"the %s is not in pile %s":                                      words.KSWhyNotInPile,
	"slot %d (%d) already holds a tile":                             words.KSWhySlotFull,
	"%s must place or discard a shape before ending the turn":       words.KSWhyMustPlay,
	"the %s at %s would go off the canvas":                          words.KSWhyOff,
	"the %s at %s would cover the %s":                               words.KSWhyCovers,
	"the %s at %s touches %s but no %s":                             words.KSWhyTouches,
	"the %s is not on the canvas":                                   words.KSWhyNotOnCanvas,
	"%s has no token left to pay for a slide":                       words.KSWhyNoToken,
	"the %s already lies at %s: a slide must move it":               words.KSWhyNoMove,
	"the %s cannot reach %s without passing over another shape":     words.KSWhyUnreachable,
	"the %s touched %s before its slide and must touch %s after it": words.KSWhyMustTouch,
	ksNoDestination:                                                 words.KSWhyNoDest,
}

// ksReason gives the core's refusal in the table's language; a refusal
// the table never provokes (a malformed action) is told as the core
// wrote it.
func ksReason(lang words.Lang, err error) string {
	var r *game.Refusal
	if !errors.As(err, &r) {
		return err.Error()
	}
	w, ok := ksReasons[r.Format]
	if !ok {
		return err.Error()
	}
	if !strings.Contains(words.T(lang, w), "%") {
		return words.T(lang, w) // the words need none of the core's arguments
	}
	args := make([]any, len(r.Args))
	for i, x := range r.Args {
		args[i] = ksArg(lang, x)
	}
	return words.T(lang, w, args...)
}

// ksArg puts an argument of a refusal into words: a shape, a colour, a
// set of colours ("blue and yellow"), a cell or a tile.
func ksArg(lang words.Lang, x any) any {
	switch v := x.(type) {
	case ks.ShapeID:
		return ksShapeName(lang, v)
	case ks.Colour:
		return ksColourName(lang, v)
	case ks.Cell:
		return v.String()
	case ks.TileID:
		return ksTileName(lang, v)
	}
	// The core's set of colours is a bit mask of its own unexported
	// type; its bits are the colours.
	if rv := reflect.ValueOf(x); rv.Kind() == reflect.Uint8 && rv.Type().PkgPath() == reflect.TypeOf(ks.Colour(0)).PkgPath() {
		var names []string
		for c := ks.Colour(0); int(c) < ks.NumColours; c++ {
			if rv.Uint()&(1<<c) != 0 {
				names = append(names, ksColourName(lang, c))
			}
		}
		return ksList(lang, names)
	}
	return x
}

// ksList joins names: "blue", "blue and red", "blue, red and violet".
func ksList(lang words.Lang, names []string) string {
	if len(names) == 0 {
		return ""
	}
	out := names[0]
	for i := 1; i < len(names); i++ {
		if i == len(names)-1 {
			out = words.T(lang, words.KSAnd, out, names[i])
		} else {
			out += ", " + names[i]
		}
	}
	return out
}
