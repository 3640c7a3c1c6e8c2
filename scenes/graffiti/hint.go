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
	return actor != graffiti.Nobody && !t.isBot(actor) && t.curtain.Lifted(actor) && !t.guided
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
	key, ok := hints[w.Format]
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
	return words.T(l, key, args...)
}

// hints are the bots' reasons by the bot's English format; their texts
// are in msg/words.*.toml.
var hints = map[string]words.Word{
	"spray %s for %d VP; %s":                                               "graffiti.WhySprayForVP",
	"it completes the graffiti":                                            "graffiti.WhyItCompletesGraffiti",
	"you hold the paint":                                                   "graffiti.WhyYouHoldPaint",
	"a wild tile fills the gap":                                            "graffiti.WhyWildTileFillsGap",
	"%d wild tiles fill the gap":                                           "graffiti.WhyWildTilesFillGap",
	"two equal permits open the section":                                   "graffiti.WhyTwoEqualPermitsOpenSection",
	"the permit bonus opens the section":                                   "graffiti.WhyPermitBonusOpensSection",
	"take a %s tile; %s (%d VP) needs it":                                  "graffiti.WhyTakeTileVPNeedsIt",
	"take a %s tile; worth half a VP at the end at least":                  "graffiti.WhyTakeTileWorthHalfVP",
	"%d (section %s)":                                                      "graffiti.WhySection",
	"one from the stack":                                                   "graffiti.WhyOneFromStack",
	"take permit %s and the first-player token; you need permits to spray": "graffiti.WhyTakePermitAndFirstPlayer",
	"take permits %s; you need permits to spray":                           "graffiti.WhyTakePermitsYouNeedPermits",
	"take the bobby; 1 can on a 2-can tunnel space, and one tile pays any paint, this round": "graffiti.WhyTakeBobby1CanOn",
	"take the 2 VP bonus; 2 points at once":                                                  "graffiti.WhyTake2VPBonus2",
	"take the %s bonus; worth about %d VP in play":                                           "graffiti.WhyTakeBonusWorthAboutVP",
	"pass; no cans left":                                     "graffiti.WhyPassNoCansLeft",
	"pass; no move is worth a can now":                       "graffiti.WhyPassNoMoveIsWorth",
	"reserve %s (%d VP) so nobody else sprays it this round": "graffiti.WhyReserveVPSoNobodyElse",
	"use the extra action; another turn at once":             "graffiti.WhyUseExtraActionAnotherTurn",
	"end the turn; keep the extra action for later":          "graffiti.WhyEndTurnKeepExtraAction",
	"keep nothing": "graffiti.WhyKeepNothing",
	"%s":           "graffiti.WhyPlain",
	"keep %s; the paint your best segments still need": "graffiti.WhyKeepPaintYourBestSegments",
	"neutral tag on %s (%d VP nobody scores)":          "graffiti.WhyNeutralTagOnVPNobody",
}
