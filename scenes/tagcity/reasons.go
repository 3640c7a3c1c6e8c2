package tagcity

import (
	"graffiti/game/tagcity"
	"graffiti/scenes"
	"graffiti/scenes/words"
)

// Tag City's refusals in the table's language: the core refuses in
// English formats (game.Refusal); each is a key of msg/words.*.toml, its
// arguments the same, a shape put into the shape's name.

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
func tcReason(lang words.Lang, err error) string { return scenes.Reason(lang, err, tcReasons, tcArg) }

// tcArg puts a shape into the shape's name.
func tcArg(lang words.Lang, a any) any {
	if s, ok := a.(tagcity.ShapeLabel); ok && int(s) < len(tcShapeWords) {
		return words.T(lang, tcShapeWords[s])
	}
	return a
}
