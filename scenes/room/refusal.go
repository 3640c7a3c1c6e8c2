package room

import (
	"graffiti/game"
	"graffiti/rooms/wire"
	"graffiti/scenes"
	"graffiti/scenes/words"
)

// The host's refusals as a player reads them: the host writes its reason
// in English for its log; the page says the refusal's code in the
// player's language instead, and a refusal by the rules as the table
// says it in local play.

// codeWords are the host's refusal codes in words; a code not here (a
// newer host's) is told in the host's own words.
var codeWords = map[string]words.Word{
	wire.CodeMalformed:      RefusedMalformed,
	wire.CodeTooBig:         RefusedTooBig,
	wire.CodeVersion:        RefusedVersion,
	wire.CodeUnknown:        RefusedUnknown,
	wire.CodeTooFast:        RefusedTooFast,
	wire.CodeBound:          RefusedBound,
	wire.CodeUnbound:        RefusedUnbound,
	wire.CodeNoRoom:         RefusedNoRoom,
	wire.CodeOptions:        RefusedOptions,
	wire.CodeFull:           RefusedFull,
	wire.CodeNoSeat:         RefusedNoSeat,
	wire.CodeToken:          RefusedToken,
	wire.CodeRevoked:        RefusedRevoked,
	wire.CodeNotOwner:       RefusedNotOwner,
	wire.CodeTurn:           RefusedTurn,
	wire.CodeStale:          RefusedStale,
	wire.CodeLost:           RefusedLost,
	wire.CodeRules:          RefusedRules,
	wire.CodeDenied:         RefusedDenied,
	wire.CodeWaiting:        RefusedWaiting,
	wire.CodeTooManyRooms:   RefusedTooManyRooms,
	wire.CodeTooManyCreates: RefusedTooManyCreates,
	wire.CodeTooManyConns:   RefusedTooManyConns,
	wire.CodeTooManyMisses:  RefusedTooManyMisses,
	wire.CodeNoPush:         RefusedNoPush,
}

// RefusalIn is the host's last refusal in lang ("" after an update): a
// refusal by the rules is the core's reason as box tells it, found
// again by the stand-in of the view the action was chosen on; any other
// is its code's words, and an unknown code (or a refusal this page made
// itself) the host's text.
func (r *Remote) RefusalIn(lang words.Lang, box scenes.Box) string {
	if r.refusal == "" {
		return ""
	}
	if r.code == wire.CodeRules && box != nil && r.refusedView != nil {
		if why := rulesRefusal(lang, box, r.refusedView, r.refusedAction); why != "" {
			return why
		}
	}
	if w, ok := codeWords[r.code]; ok {
		return words.T(lang, w)
	}
	return r.refusal
}

// rulesRefusal asks the stand-in of v why action is refused, in box's
// words; "" when the stand-in would take it (its secrets were dealt
// otherwise than the host's).
func rulesRefusal(lang words.Lang, box scenes.Box, v game.View, action string) string {
	m, err := box.Rules().StandIn(v, 1)
	if err != nil {
		return ""
	}
	if err := m.Check(action); err != nil {
		return box.Refused(lang, err)
	}
	return ""
}
