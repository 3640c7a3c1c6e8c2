package graffiti

import (
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/words"
)

// reasons are the core's refusals by the English format it uses; their
// texts, each language's, are in msg/words.*.toml (English counts its
// plurals there).
var reasons = map[string]words.Word{
	"that action showed something hidden (a tile drawn from a stack): it cannot be taken back": "graffiti.ReasonThatActionShowedSomethingHidden",
	"the round's end cannot be taken back":                                                     "graffiti.ReasonRoundEndCannotBeTaken",
	"%d cans needed, you have %d":                                                              "graffiti.ReasonCansNeededYouHave",
	"%s has acted: use the extra action or end the turn":                                       "graffiti.ReasonHasActedUseExtraAction",
	"%s holds the bobby this round":                                                            "graffiti.ReasonHoldsBobbyThisRound",
	"%s is already sprayed":                                                                    "graffiti.ReasonIsAlreadySprayed",
	"%s is in section %s: place your cans there":                                               "graffiti.ReasonIsInSectionPlaceYour",
	"%s is not a space for %s":                                                                 "graffiti.ReasonIsNotSpaceFor",
	"%s is only possible after your action":                                                    "graffiti.ReasonIsOnlyPossibleAfterYour",
	"%s is reserved by %s this round":                                                          "graffiti.ReasonIsReservedByThisRound",
	"a permit shows 1 to 5 pips":                                                               "graffiti.ReasonPermitShows1To5",
	"add and discount go with a placement, not with %s":                                        "graffiti.ReasonAddAndDiscountGoWith",
	"add is not for the big paint space: it takes any number of cans anyway":                   "graffiti.ReasonAddIsNotForBig",
	"add only goes on a space for 1 can, and %s takes 2":                                       "graffiti.ReasonAddOnlyGoesOnSpace",
	"bonus space %s is empty until the round ends":                                             "graffiti.ReasonBonusSpaceIsEmptyUntil",
	"neutral flips happen at the end of the round":                                             "graffiti.ReasonNeutralFlipsHappenAtEnd",
	"no %s tile left on the paint board":                                                       "graffiti.ReasonNoTileLeftOnPaint",
	"paint tiles are kept at the end of the round":                                             "graffiti.ReasonPaintTilesAreKeptAt",
	"permit space %s has no permit to give":                                                    "graffiti.ReasonPermitSpaceHasNoPermit",
	"save goes with keep, not with %s":                                                         "graffiti.ReasonSaveGoesWithKeepNot",
	"save lets you keep %d paint tiles: use it only to keep %d":                                "graffiti.ReasonSaveLetsYouKeepPaint",
	"section %s is blocked this round":                                                         "graffiti.ReasonSectionIsBlockedThisRound",
	"section %s needs a permit with %d pips":                                                   "graffiti.ReasonSectionNeedsPermitWithPips",
	"section %s needs a permit with %d pips, and you have none":                                "graffiti.ReasonSectionNeedsPermitWithPips2",
	"space %s already costs you no can":                                                        "graffiti.ReasonSpaceAlreadyCostsYouNo",
	"space %s already holds an added can":                                                      "graffiti.ReasonSpaceAlreadyHoldsAddedCan",
	"space %s gives %s tiles":                                                                  "graffiti.ReasonSpaceGivesTiles",
	"space %s is free: add is for a taken space":                                               "graffiti.ReasonSpaceIsFreeAddIs",
	"space %s is taken this round":                                                             "graffiti.ReasonSpaceIsTakenThisRound",
	"that paint does not pay for %s: it needs%s, and each tile paid must cover some of it":     "graffiti.ReasonThatPaintDoesNotPay",
	"the big paint space gives a red, yellow or blue tile":                                     "graffiti.ReasonBigPaintSpaceGivesRed",
	"the game is over":                                                                         "graffiti.ReasonGameIsOver",
	"the neutral tag goes on an unsprayed segment of section %s":                               "graffiti.ReasonNeutralTagGoesOnUnsprayed",
	"the round is over: %s chooses a segment of section %s for the neutral tag":                "graffiti.ReasonRoundIsOverChoosesSegment",
	"the round is over: %s chooses the paint tiles to keep":                                    "graffiti.ReasonRoundIsOverChoosesPaint",
	"two permits with %d pips needed, you have %d":                                             "graffiti.ReasonTwoPermitsWithPipsNeeded",
	"unknown segment %d":                                                                       "graffiti.ReasonUnknownSegment",
	"unknown space %d":                                                                         "graffiti.ReasonUnknownSpace",
	"unknown way to show a permit":                                                             "graffiti.ReasonUnknownWayToShowPermit",
	"you have %d %s tile(s), not %d":                                                           "graffiti.ReasonYouHaveTileNot",
	"you have %d wild paint bonus tile(s), not %d":                                             "graffiti.ReasonYouHaveWildPaintBonus",
	"you have no add bonus":                                                                    "graffiti.ReasonYouHaveNoAddBonus",
	"you have no cans left: you must pass":                                                     "graffiti.ReasonYouHaveNoCansLeft",
	"you have no discount bonus":                                                               "graffiti.ReasonYouHaveNoDiscountBonus",
	"you have no extra action bonus":                                                           "graffiti.ReasonYouHaveNoExtraAction",
	"you have no permit bonus":                                                                 "graffiti.ReasonYouHaveNoPermitBonus",
	"you have no reservation bonus":                                                            "graffiti.ReasonYouHaveNoReservationBonus",
	"you have no save bonus":                                                                   "graffiti.ReasonYouHaveNoSaveBonus",
	"you have no tags left":                                                                    "graffiti.ReasonYouHaveNoTagsLeft",
	"you may keep %d paint tiles (%d with the save bonus), not %d":                             "graffiti.ReasonYouMayKeepPaintTiles",
	"your reservation marker is already on %s":                                                 "graffiti.ReasonYourReservationMarkerIsAlready",
}

// Reason gives the core's refusal in the language of the table.
func Reason(lang words.Lang, err error) string { return scenes.Reason(lang, err, reasons, nameArg) }

// nameArg puts a name the core or a bot gives as an argument (a paint
// tile, a bonus) in lang's words; any other argument stays as it is.
func nameArg(lang words.Lang, a any) any {
	switch a := a.(type) {
	case graffiti.TileName:
		return tileWord(lang, graffiti.Tile(a))
	case graffiti.Bonus:
		return words.T(lang, bonusWords[a])
	}
	return a
}

// tileWord names a paint tile kind.
func tileWord(lang words.Lang, t graffiti.Tile) string {
	a, b, double := t.Paints()
	if !double {
		return words.T(lang, paintKeys[a])
	}
	return words.T(lang, paintKeys[a]) + "/" + words.T(lang, paintKeys[b])
}

var paintKeys = [graffiti.NumPaints]words.Word{words.Red, words.Yellow, words.Blue, words.Green, words.Black}
