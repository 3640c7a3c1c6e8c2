package tagcity

import (
	"fmt"
	"strings"

	"graffiti/game"
	"graffiti/game/tagcity"
	"graffiti/scenes/words"
)

// A tagger's phone in a room: the final die's secret choice while it is
// held, and the moves in words. Everything else of Tag City is public, on
// the table's screen.
var handVerbs = map[string][words.NumLangs]string{
	"place":  {"Place the dice", "Placer les dés"},
	"tag":    {"Tag", "Taguer"},
	"drone":  {"Drone", "Drone"},
	"social": {"Social networks", "Réseaux sociaux"},
}

var (
	heldFinal = [words.NumLangs]string{"Your final-die choice (secret): %s", "Votre choix pour le dé final (secret) : %s"}
	// The parts of an action's notation, in words: a die taken, a die
	// placed, a shape and its orientation, a bubble, a box.
	dieTaken  = [words.NumLangs]string{"the %s of %s", "le %s de %s"}
	diePlaced = [words.NumLangs]string{"%s on %s", "%s sur %s"}
	shapeTurn = [words.NumLangs]string{"%s, turn %s", "%s, sens %s"}
	bubbleN   = [words.NumLangs]string{"bubble %s", "bulle %s"}
	atBox     = [words.NumLangs]string{"at %s", "en %s"}
)

func (tagCityBox) Secrets(lang words.Lang, v game.View) []string {
	view, ok := v.(tagcity.View)
	if !ok || view.Mine == nil {
		return nil
	}
	verb := handVerbs[view.Mine.Kind.String()][lang]
	return []string{fmt.Sprintf(heldFinal[lang], verb)}
}

func (tagCityBox) Say(lang words.Lang, _ game.View, text string, whole bool) string {
	return words.SayAction(handVerbs, func(tok string) string { return tcPart(lang, tok) }, lang, text, whole)
}

// tcPart says one part of an action's notation in words.
func tcPart(lang words.Lang, tok string) string {
	if a, b, ok := strings.Cut(tok, "@"); ok {
		return fmt.Sprintf(dieTaken[lang], a, b)
	}
	if a, b, ok := strings.Cut(tok, ":"); ok {
		return fmt.Sprintf(diePlaced[lang], a, b)
	}
	if code, o, ok := strings.Cut(tok, "/"); ok {
		if sh, ok := tagcity.ShapeByCode(code); ok {
			return fmt.Sprintf(shapeTurn[lang], rulesShapeNames[lang][sh], o)
		}
	}
	if n, ok := strings.CutPrefix(tok, "b"); ok && n != "" && n[0] >= '0' && n[0] <= '9' {
		return fmt.Sprintf(bubbleN[lang], n)
	}
	if len(tok) >= 2 && tok[0] >= 'A' && tok[0] <= 'Z' && tok[1] >= '0' && tok[1] <= '9' {
		return fmt.Sprintf(atBox[lang], tok)
	}
	return tok
}
