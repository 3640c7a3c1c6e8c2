package kunststucke

import (
	"strings"

	"graffiti/game"
	ks "graffiti/game/kunststucke"
	"graffiti/scenes/words"
)

// An artist's phone in a room: the tiles in their slots, which only they
// see, and the moves in words.
var handVerbs = words.Verbs("kunststucke.KSVerb", "place", "discard", "slide", "look", "take", "undo", "end")

func (kunststuckeBox) Secrets(lang words.Lang, v game.View) []string {
	view, ok := v.(ks.View)
	if !ok || view.Seat < 0 || view.Seat >= len(view.Players) || view.Players[view.Seat].Slots == nil {
		return nil
	}
	p := view.Players[view.Seat]
	var held []string
	for k, t := range p.Slots {
		if p.Filled[k] {
			held = append(held, ksTileName(lang, t))
		}
	}
	if len(held) == 0 {
		return nil
	}
	return []string{words.T(lang, heldTiles, strings.Join(held, ", "))}
}

func (kunststuckeBox) Say(lang words.Lang, _ game.View, text string, whole bool) string {
	verb, _, _ := strings.Cut(text, " ")
	return words.SayAction(handVerbs, func(tok string) string { return ksPart(lang, verb, tok) }, lang, text, whole)
}

// ksPart says one part of an action's notation in words (verb is the
// action's first word: a number is a slot to take into, a letter a pile
// to look at).
func ksPart(lang words.Lang, verb, tok string) string {
	if id, err := ks.ParseShape(tok); err == nil {
		return ksShapeName(lang, id)
	}
	if t, err := ks.ParseTile(tok); err == nil {
		return ksTileName(lang, t)
	}
	if n, ok := strings.CutPrefix(tok, "r"); ok && len(n) == 1 && n[0] >= '0' && n[0] <= '9' {
		return words.T(lang, turns, n+"×90°")
	}
	if _, err := ks.ParseCell(tok); err == nil {
		return words.T(lang, atCell, tok)
	}
	switch verb {
	case "look":
		return words.T(lang, pileN, tok)
	case "take":
		return words.T(lang, slotN, tok)
	}
	return tok
}

// Refused is the core's refusal in words, as the table says it.
func (kunststuckeBox) Refused(lang words.Lang, err error) string { return ksReason(lang, err) }
