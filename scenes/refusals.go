package scenes

import (
	"errors"

	"graffiti/game"
	"graffiti/scenes/words"
)

// commonReasonsFR translate the refusals every game's core may give (a
// malformed action, an unknown kind), by the English format the core
// uses; each game translates its own.
var CommonReasonsFR = map[string]string{
	"malformed %s action: it carries fields %s does not take": "action %s mal formée : elle porte des champs que %s n'accepte pas",
	"unknown action kind %d":                                  "type d'action inconnu %d",
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
