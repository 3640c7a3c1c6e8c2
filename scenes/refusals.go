package scenes

import (
	"errors"

	"graffiti/game"
	"graffiti/scenes/words"
)

// CommonReasonsFR translate the refusals every game may give (a malformed
// action, an unknown kind, the local session's refusals to take back), by
// the English format they use; each game translates its own.
var CommonReasonsFR = map[string]string{
	"malformed %s action: it carries fields %s does not take": "action %s mal formée : elle porte des champs que %s n'accepte pas",
	"unknown action kind %d":                                  "type d'action inconnu %d",
	"%q is written %q":                                        "%q s'écrit %q",
	"nothing to take back":                                    "rien à reprendre",
	"the turn has been handed over: only your own actions of this turn can be taken back": "le jeu est passé au suivant : seules vos propres actions de ce tour peuvent être reprises",
}

// Refused gives a core's refusal in lang when it is one every game
// shares, else as the core says it.
func Refused(lang words.Lang, err error) string {
	var r *game.Refusal
	if !errors.As(err, &r) || lang != words.French {
		return err.Error()
	}
	if f, ok := CommonReasonsFR[r.Format]; ok {
		return words.Sprintf(lang, f, r.Args...)
	}
	return err.Error()
}
