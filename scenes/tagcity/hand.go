package tagcity

import (
	"strings"

	"graffiti/game"
	"graffiti/game/tagcity"
	"graffiti/scenes/words"
)

// A tagger's phone in a room: the final die's secret choice while it is
// held, and the moves in words. Everything else of Tag City is public, on
// the table's screen.
var handVerbs = words.Verbs("tagcity.TCVerb", "place", "tag", "drone", "social")

func (tagCityBox) Secrets(lang words.Lang, v game.View) []string {
	view, ok := v.(tagcity.View)
	if !ok || view.Mine == nil {
		return nil
	}
	verb := handVerbs[view.Mine.Kind.String()][lang]
	return []string{words.T(lang, heldFinal, verb)}
}

func (tagCityBox) Say(lang words.Lang, _ game.View, text string, whole bool) string {
	return words.SayAction(handVerbs, func(tok string) string { return tcPart(lang, tok) }, lang, text, whole)
}

// tcPart says one part of an action's notation in words.
func tcPart(lang words.Lang, tok string) string {
	if a, b, ok := strings.Cut(tok, "@"); ok {
		return words.T(lang, dieTaken, a, b)
	}
	if a, b, ok := strings.Cut(tok, ":"); ok {
		return words.T(lang, diePlaced, a, b)
	}
	if code, o, ok := strings.Cut(tok, "/"); ok {
		if sh, ok := tagcity.ShapeByCode(code); ok {
			return words.T(lang, shapeTurn, shapeName(lang, sh), o)
		}
	}
	if n, ok := strings.CutPrefix(tok, "b"); ok && n != "" && n[0] >= '0' && n[0] <= '9' {
		return words.T(lang, bubbleN, n)
	}
	if len(tok) >= 2 && tok[0] >= 'A' && tok[0] <= 'Z' && tok[1] >= '0' && tok[1] <= '9' {
		return words.T(lang, atBox, tok)
	}
	return tok
}

// Refused is the core's refusal in words, as the table says it.
func (tagCityBox) Refused(lang words.Lang, err error) string { return tcReason(lang, err) }
