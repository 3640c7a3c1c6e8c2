package graffiti

import (
	"strings"

	"graffiti/game/bot"
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
)

// The Hint button: what the hard bot would do in the person's place,
// decided from that person's own view (never another seat's tiles nor
// the stacks), shown as the chosen move lit on the table with one line
// of why. The person may confirm it, or choose something else.

// hintTurn is a hint being thought out.
type hintTurn struct {
	th *scenes.Thinker
}

// hintBtn sits at the top right of the choice strip.
var hintBtn = ui.Rect{X: choiceRect.X + choiceRect.W - 92, Y: privY + 2, W: 84, H: 30}

// canHint reports whether the person to act may ask for a hint now.
func (t *Table) canHint() bool {
	actor := t.S.Actor()
	return actor != graffiti.Nobody && !t.isBot(actor) && t.curtain.Lifted(actor)
}

// askHint starts the hard bot thinking for the person to act.
func (t *Table) askHint(a *scenes.App) {
	if t.hint.th != nil {
		return
	}
	actor := t.S.Actor()
	th, err := think(a, t.sess, actor, bot.Hard, t.botSeed(0x41))
	if err != nil {
		t.msg = err.Error()
		return
	}
	t.hint.th = th
	t.msg = a.T(words.HintThinking)
}

// updateHint shows the hint once it is ready; a move played meanwhile
// drops it.
func (t *Table) updateHint(a *scenes.App) {
	th := t.hint.th
	if th == nil {
		return
	}
	if th.Stale(t.S.Actions) || th.Seat != t.S.Actor() {
		th.Stop()
		t.hint = hintTurn{}
		return
	}
	if !th.Poll(a) {
		return
	}
	t.hint = hintTurn{}
	h := bestHint(th)
	if h.Action.Kind == graffiti.ActKeep {
		t.keep = [graffiti.NumTiles]int{}
		for k, n := range h.Action.Tiles {
			t.keep[k] = int(n)
		}
		t.keepSave = h.Action.Save
	} else {
		t.reserving = false
		t.show(h.Action)
	}
	t.msg = a.T(words.Hint, whyText(a.Lang(), h.Why))
}

// whyText translates a bot's reason, its parts and its names.
func whyText(l words.Lang, w graffiti.Why) string {
	if l == words.English {
		return w.String()
	}
	f, ok := hintsFR[w.Format]
	if !ok {
		return w.String()
	}
	args := make([]any, len(w.Args))
	for i, a := range w.Args {
		switch a := a.(type) {
		case graffiti.Why:
			args[i] = whyText(l, a)
		case []graffiti.Why:
			parts := make([]string, len(a))
			for j, p := range a {
				parts[j] = whyText(l, p)
			}
			args[i] = strings.Join(parts, ", ")
		default:
			args[i] = nameArg(l, a)
		}
	}
	return words.Sprintf(l, f, args...)
}

// hintsFR translates the bots' reasons; the key is the bot's English
// format, the arguments are the same.
var hintsFR = map[string]string{
	"spray %s for %d VP; %s":                                               "peindre %s pour %d PV ; %s",
	"it completes the graffiti":                                            "cela termine le graffiti",
	"you hold the paint":                                                   "vous avez la peinture",
	"a wild tile fills the gap":                                            "une tuile joker comble le manque",
	"%d wild tiles fill the gap":                                           "%d tuiles joker comblent le manque",
	"two equal permits open the section":                                   "deux autorisations égales ouvrent la section",
	"the permit bonus opens the section":                                   "le bonus autorisation ouvre la section",
	"take a %s tile; %s (%d VP) needs it":                                  "prendre une tuile %s ; %s (%d PV) en a besoin",
	"take a %s tile; worth half a VP at the end at least":                  "prendre une tuile %s ; au moins un demi-PV à la fin",
	"%d (section %s)":                                                      "%d (section %s)",
	"one from the stack":                                                   "une de la pioche",
	"take permit %s and the first-player token; you need permits to spray": "prendre l'autorisation %s et le jeton Premier joueur ; il faut des autorisations pour peindre",
	"take permits %s; you need permits to spray":                           "prendre les autorisations %s ; il faut des autorisations pour peindre",
	"take the bobby; 1 can on a 2-can tunnel space, and one tile pays any paint, this round": "prendre le policier ; 1 bombe sur une case à 2 bombes du tunnel, et une tuile paie n'importe quelle peinture, ce tour-ci",
	"take the 2 VP bonus; 2 points at once":                                                  "prendre le bonus 2 PV ; 2 points tout de suite",
	"take the %s bonus; worth about %d VP in play":                                           "prendre le bonus %s ; il vaut environ %d PV en jeu",
	"pass; no cans left":                                     "passer ; plus de bombes",
	"pass; no move is worth a can now":                       "passer ; aucun coup ne vaut une bombe maintenant",
	"reserve %s (%d VP) so nobody else sprays it this round": "réserver %s (%d PV) pour que personne d'autre ne la peigne ce tour-ci",
	"use the extra action; another turn at once":             "utiliser l'action supplémentaire ; un autre tour aussitôt",
	"end the turn; keep the extra action for later":          "finir le tour ; garder l'action supplémentaire pour plus tard",
	"keep nothing": "ne rien garder",
	"%s":           "%s",
	"keep %s; the paint your best segments still need": "garder %s ; la peinture dont vos meilleures parties ont encore besoin",
	"neutral tag on %s (%d VP nobody scores)":          "tag neutre sur %s (%d PV que personne ne marque)",
}
