package scenes

import (
	"errors"

	"graffiti/game"
	"graffiti/scenes/words"
)

// CommonReasons are the refusals every game may give (a malformed action,
// an unknown kind, the local session's refusals to take back), by the
// English format they use; each game has its own. Their texts are in the
// shell's msg/words.*.toml.
var CommonReasons = map[string]words.Word{
	"malformed %s action: it carries fields %s does not take": "RefusedMalformedActionItCarriesFields",
	"unknown action kind %d":                                  "RefusedUnknownActionKind",
	"%q is written %q":                                        "RefusedIsWritten",
	"nothing to take back":                                    "RefusedNothingToTakeBack",
	"the turn has been handed over: only your own actions of this turn can be taken back": "RefusedTurnHasBeenHandedOver",
}

// Refused gives a core's refusal in lang when it is one every game
// shares, else as the core says it.
func Refused(lang words.Lang, err error) string {
	var r *game.Refusal
	if !errors.As(err, &r) {
		return err.Error()
	}
	if w, ok := CommonReasons[r.Format]; ok {
		return words.T(lang, w, r.Args...)
	}
	return err.Error()
}
