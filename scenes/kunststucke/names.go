package kunststucke

import (
	"reflect"

	ks "graffiti/game/kunststucke"
	"graffiti/scenes"
	"graffiti/scenes/words"
)

// Kunststücke's things in words: shapes ("the red Cross", "la Croix
// rouge"), colours, tiles, and the core's refusals put into the
// catalogue's words, as reasons.go does for Graffiti.

var ksShapeWords = [ks.NumKinds]words.Word{
	KSShapeBar, KSShapeL, KSShapeT, KSShapeStair, KSShapeFlag, KSShapeCup,
	KSShapeBlock, KSShapeLongL, KSShapeLongStair, KSShapeCross, KSShapeBigT, KSShapeLongBlock,
}

// ksFeminine tells which shapes' French names are feminine: the colour
// agrees with them, and so does the article.
var ksFeminine = [ks.NumKinds]bool{0: true, 5: true, 9: true}

var ksColourWords = [ks.NumColours]words.Word{KSRed, KSGreen, KSYellow, KSBlue, KSViolet}
var ksColourWordsF = [ks.NumColours]words.Word{KSRedF, KSGreenF, KSYellowF, KSBlueF, KSVioletF}

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
	return words.T(lang, KSShapeNamed, words.T(lang, col), words.T(lang, ksShapeWords[id.Kind()]))
}

// ksShapeThe names a shape with its article: "the red Cross", "la Croix
// rouge", "l'Escalier bleu".
func ksShapeThe(lang words.Lang, id ks.ShapeID) string {
	name := ksShapeName(lang, id)
	w := KSTheM
	switch {
	case id >= 0 && int(id) < ks.NumShapes && ksFeminine[id.Kind()]:
		w = KSTheF
	case name != "" && (name[0] == 'E' || name[0] == 'A' || name[0] == 'I' || name[0] == 'O' || name[0] == 'U'):
		w = KSTheV
	}
	return words.T(lang, w, name)
}

// ksTileName names a tile: "red 3", "rouge 6+".
func ksTileName(lang words.Lang, tile ks.TileID) string {
	n := scenes.Num(tile.Number())
	if tile.Number() == ks.TopTile {
		n += "+"
	}
	return words.T(lang, KSTileNamed, ksColourName(lang, tile.Colour()), n)
}

// ksReasons put the core's refusals into the catalogue's words: the key
// is the English format of the core (game.Refusal), the arguments are
// the same, put into words by ksArg.
var ksReasons = map[string]words.Word{
	"the game is over": KSWhyOver,
	// The shell's, in a lesson: an action its step does not ask for.
	"not this step: tap what is lit":                            words.LessonTapLit,
	"%s looked at pile %s and must first take one of its tiles": KSWhyMustTake,
	"%s has already played a shape this turn":                   KSWhyPlayed,
	"the %s is not in %s's hand":                                KSWhyNotInHand,
	"there is no placement or discard to take back: a slide, a draw or the end of the turn makes it final": KSWhyNoUndo,
	"%s has already drawn a tile this turn":                         KSWhyDrew,
	"%s's scoring board is full":                                    KSWhyBoardFull,
	"pile %s is empty":                                              KSWhyPileEmpty,
	"look at a pile before taking a tile":                           KSWhyLookFirst,
	"the %s is not in pile %s":                                      KSWhyNotInPile,
	"slot %d (%d) already holds a tile":                             KSWhySlotFull,
	"%s must place or discard a shape before ending the turn":       KSWhyMustPlay,
	"the %s at %s would go off the canvas":                          KSWhyOff,
	"the %s at %s would cover the %s":                               KSWhyCovers,
	"the %s at %s touches %s but no %s":                             KSWhyTouches,
	"the %s is not on the canvas":                                   KSWhyNotOnCanvas,
	"%s has no token left to pay for a slide":                       KSWhyNoToken,
	"the %s already lies at %s: a slide must move it":               KSWhyNoMove,
	"the %s cannot reach %s without passing over another shape":     KSWhyUnreachable,
	"the %s touched %s before its slide and must touch %s after it": KSWhyMustTouch,
	ksNoDestination:                                                 KSWhyNoDest,
}

// ksReason gives the core's refusal in the table's language.
func ksReason(lang words.Lang, err error) string { return scenes.Reason(lang, err, ksReasons, ksArg) }

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
			out = words.T(lang, KSAnd, out, names[i])
		} else {
			out += ", " + names[i]
		}
	}
	return out
}
