package scenes

import (
	"errors"
	"strings"

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

// Reason gives a core's refusal in lang by a game's formats: the words
// of its format, each argument put into words by arg (a shape, a tile:
// any other stays as it is); a format not among them is one every game
// shares (Refused). Words that need none of the core's arguments are
// said without them.
func Reason(lang words.Lang, err error, formats map[string]words.Word, arg func(words.Lang, any) any) string {
	var r *game.Refusal
	if !errors.As(err, &r) {
		return err.Error()
	}
	w, ok := formats[r.Format]
	if !ok {
		return Refused(lang, err)
	}
	if !strings.Contains(words.T(lang, w), "%") {
		return words.T(lang, w)
	}
	args := make([]any, len(r.Args))
	for i, a := range r.Args {
		args[i] = arg(lang, a)
	}
	return words.T(lang, w, args...)
}
