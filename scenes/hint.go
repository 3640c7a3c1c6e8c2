package scenes

import (
	"graffiti/game"
	"graffiti/game/bot"
)

// The Hint button: what the hard bot would do in the person's place,
// decided from that person's own view (never another seat's tiles nor
// the stacks), shown as the chosen move lit on the table with one line
// of why. The person may confirm it, or choose something else.

// hintTurn is a hint being thought out.
type hintTurn struct {
	th *thinker
}

// hintBtn sits at the top right of the choice strip.
var hintBtn = Rect{choiceRect.X + choiceRect.W - 92, privY + 4, 84, 26}

// canHint reports whether the person to act may ask for a hint now.
func (t *Table) canHint() bool {
	actor := t.s.Actor()
	return actor != game.Nobody && !t.isBot(actor) && t.curtain.lifted(actor)
}

// askHint starts the hard bot thinking for the person to act.
func (t *Table) askHint(a *App) {
	if t.hint.th != nil {
		return
	}
	actor := t.s.Actor()
	th, err := think(a, t.s, actor, bot.Hard, t.botSeed(0x41))
	if err != nil {
		t.msg = err.Error()
		return
	}
	t.hint.th = th
	t.msg = a.T("hint thinking")
}

// updateHint shows the hint once it is ready; a move played meanwhile
// drops it.
func (t *Table) updateHint(a *App) {
	th := t.hint.th
	if th == nil {
		return
	}
	if th.stale(t.s) || th.seat != t.s.Actor() {
		th.stop()
		t.hint = hintTurn{}
		return
	}
	if !th.poll(a) {
		return
	}
	t.hint = hintTurn{}
	h := th.best()
	if h.Action.Kind == game.ActKeep {
		t.keep = [game.NumTiles]int{}
		for k, n := range h.Action.Tiles {
			t.keep[k] = int(n)
		}
		t.keepSave = h.Action.Save
	} else {
		t.reserving = false
		t.show(h.Action)
	}
	t.msg = a.T("hint", hintReason(a.Lang(), h))
}

// hintReason is the hint's line in the table's language.
func hintReason(l Lang, h bot.Hint) string {
	return h.Reason
}
