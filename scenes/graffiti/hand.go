package graffiti

import (
	"strings"

	"graffiti/game"
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/words"
)

// A Graffiti seat's phone in a room: what is behind its screen, and its
// moves in words. Its words are a block of their own.

const (
	GFHeldPaint   words.Word = "graffiti.GFHeldPaint"
	GFHeldPermits words.Word = "graffiti.GFHeldPermits"
	GFHeldBonus   words.Word = "graffiti.GFHeldBonus"
)

var handVerbs = words.Verbs("graffiti.GFVerb", "paint", "permit", "bonus", "spray", "pass", "reserve", "extra", "end", "keep", "flip")

// Secrets: the paint tiles, permits and bonus tiles behind the screen.
func (graffitiBox) Secrets(lang words.Lang, v game.View) []string {
	view, ok := v.(graffiti.View)
	if !ok || view.Seat < 0 || view.Seat >= len(view.Players) || !holdsAll(view.Players[view.Seat]) {
		return nil
	}
	p := view.Players[view.Seat]
	var out []string
	line := func(w words.Word, counts []int, name func(k int) string) {
		var held []string
		for k, n := range counts {
			for range n {
				held = append(held, name(k))
			}
		}
		if len(held) > 0 {
			out = append(out, words.T(lang, w, strings.Join(held, ", ")))
		}
	}
	line(GFHeldPaint, p.Paint[:], func(k int) string { return tileWord(lang, graffiti.Tile(k)) })
	line(GFHeldPermits, p.Permits[:], scenes.Num)
	line(GFHeldBonus, p.Bonus[:], func(b int) string { return words.T(lang, bonusWords[b]) })
	return out
}

// Say: an action's first word as its verb; the whole action as the
// table's choice strip says it, with its points and its cost.
func (graffitiBox) Say(lang words.Lang, v game.View, text string, whole bool) string {
	act, err := graffiti.Parse(text)
	view, ok := v.(graffiti.View)
	if !whole || err != nil || !ok || act.Kind == graffiti.ActKeep {
		return words.SayAction(handVerbs, func(w string) string { return w }, lang, text, whole)
	}
	s, err := graffiti.StandIn(view, 1)
	if err != nil {
		return text
	}
	return (&Table{S: s}).describe(lang, act)
}

// holdsAll: a view holds the three hands behind a seat's screen for its
// own seat only, all three or none.
func holdsAll(p graffiti.PlayerView) bool {
	return p.Paint != nil && p.Permits != nil && p.Bonus != nil
}

// Refused is the core's refusal in words, as the table says it.
func (graffitiBox) Refused(lang words.Lang, err error) string { return Reason(lang, err) }
