package tagcity

import (
	"errors"

	"graffiti/game"
	"graffiti/game/tagcity"
	"graffiti/scenes"
	"graffiti/scenes/words"
)

// Tag City's refusals in the table's language: the core refuses in
// English formats (game.Refusal); each is a key of msg/words.*.toml, its
// arguments the same, a shape put into the shape's name.

// The words of the core's refusals.
const (
	TCWhyOver          words.Word = "tagcity.TCWhyOver"
	TCWhyLeaderPlaces  words.Word = "tagcity.TCWhyLeaderPlaces"
	TCWhyTakeADie      words.Word = "tagcity.TCWhyTakeADie"
	TCWhyNameTheDie    words.Word = "tagcity.TCWhyNameTheDie"
	TCWhyNoDieThere    words.Word = "tagcity.TCWhyNoDieThere"
	TCWhyFinalChooses  words.Word = "tagcity.TCWhyFinalChooses"
	TCWhyFinalNoDie    words.Word = "tagcity.TCWhyFinalNoDie"
	TCWhyOtherShape    words.Word = "tagcity.TCWhyOtherShape"
	TCWhyRemoteFull    words.Word = "tagcity.TCWhyRemoteFull"
	TCWhyNotOnHQ       words.Word = "tagcity.TCWhyNotOnHQ"
	TCWhyFinalNoBubble words.Word = "tagcity.TCWhyFinalNoBubble"
	TCWhyChooseBubble  words.Word = "tagcity.TCWhyChooseBubble"
	TCWhyNoBubbleLeft  words.Word = "tagcity.TCWhyNoBubbleLeft"
	TCWhyBubbleCount   words.Word = "tagcity.TCWhyBubbleCount"
	TCWhyBubbleTaken   words.Word = "tagcity.TCWhyBubbleTaken"
	TCWhyOrientations  words.Word = "tagcity.TCWhyOrientations"
	TCWhyOutside       words.Word = "tagcity.TCWhyOutside"
	TCWhyTagged        words.Word = "tagcity.TCWhyTagged"
	TCWhyPlaceAll      words.Word = "tagcity.TCWhyPlaceAll"
	TCWhyTooMany       words.Word = "tagcity.TCWhyTooMany"
	TCWhyFinalKept     words.Word = "tagcity.TCWhyFinalKept"
)

// tcReasons are the core's formats, by their words.
var tcReasons = map[string]words.Word{
	"the battle is over":                                                               TCWhyOver,
	"%s, the leader, places the dice first":                                            TCWhyLeaderPlaces,
	"the dice are placed: %s takes a die":                                              TCWhyTakeADie,
	"name the die you take":                                                            TCWhyNameTheDie,
	"no die showing %d is left on section %s":                                          TCWhyNoDieThere,
	"the dice are placed: %s chooses what to do with the final die":                    TCWhyFinalChooses,
	"the final die is the one left: name no die":                                       TCWhyFinalNoDie,
	"the die on section %s gives the %s, not the %s: only a drone draws another shape": TCWhyOtherShape,
	"%s's drone remote is full: no more drones":                                        TCWhyRemoteFull,
	"the %s is not on the HQ this game":                                                TCWhyNotOnHQ,
	"with the final die no one names a bubble: all who check social networks circle the cheapest free one": TCWhyFinalNoBubble,
	"choose a free bubble to circle":                                            TCWhyChooseBubble,
	"no bubble is left: checking social networks circles nothing":               TCWhyNoBubbleLeft,
	"there are %d bubbles, not %d":                                              TCWhyBubbleCount,
	"bubble %d is already circled or crossed":                                   TCWhyBubbleTaken,
	"the %s has %d orientations, not %d":                                        TCWhyOrientations,
	"no part of a graffiti may lie outside the city: the %s does not fit at %s": TCWhyOutside,
	"no part of a graffiti may lie on a square already tagged":                  TCWhyTagged,
	"place every die rolled, unchanged: the dice show %s":                       TCWhyPlaceAll,
	"more dice showing %d placed than rolled":                                   TCWhyTooMany,
	"a choice of the final die cannot be taken back":                            TCWhyFinalKept,
}

// tcReason gives the core's refusal in lang; one every game shares, or
// one the table never provokes, as scenes.Refused says it.
func tcReason(lang words.Lang, err error) string {
	var r *game.Refusal
	if !errors.As(err, &r) {
		return err.Error()
	}
	w, ok := tcReasons[r.Format]
	if !ok {
		return scenes.Refused(lang, err)
	}
	args := make([]any, len(r.Args))
	for i, a := range r.Args {
		args[i] = a
		if s, ok := a.(tagcity.ShapeLabel); ok && int(s) < len(tcShapeWords) {
			args[i] = words.T(lang, tcShapeWords[s])
		}
	}
	return words.T(lang, w, args...)
}
