package tagcity

import (
	"graffiti/game"
	"graffiti/game/bot"
	"graffiti/game/tagcity"
	"graffiti/scenes"
)

// A bot's turn at the Tag City table: it thinks (the table keeps
// drawing, "Ben is thinking…"), then its drawing is shown on its board
// for a moment, then played. Its final-die choice is never shown: it
// appears only at the reveal.

// tcBotTurn is the bot's move under way.
type tcBotTurn = scenes.BotTurn[tagcity.Action]

// updateBot moves the bot's turn on by one tick. Its decision is made
// from its own view (it never sees a pending final-die choice): random
// and easy decide at once, medium and hard search.
func (t *Table) updateBot(a *scenes.App) {
	actor := t.S.Actor()
	if t.S.Phase == tagcity.PhasePlace && !t.rolled() {
		t.roll(a)
	}
	if t.Seats[actor].Away {
		return // played on its own device, or by the host: Update hears of it
	}
	at := scenes.BotAt{Seat: actor, Actions: t.S.Actions, Gen: t.gen, Level: t.Seats[actor].Level, Think: tcBotThink}
	decide := func(b bot.Budget) (scenes.BotSearch[tagcity.Action], error) {
		return tagcity.NewDecision(at.Level, t.sess.View(actor).(tagcity.View), scenes.BotSeed(t.botSeedBase, at.Actions, actor+1), b)
	}
	show := func(act tagcity.Action) int { t.showBot(act); return tcBotShow }
	if err := t.bot.Step(a, at, decide, func() bool { return t.rollBusy(a) }, show, func(act tagcity.Action) error { return t.Apply(a, act) }); err != nil {
		t.msg = err.Error()
	}
}

// showBot lights a bot's pick the way a person's looks: the die in hand,
// its use, its drawing put down. The final die's choice stays hidden, and
// a placement shows the dice on their sections.
func (t *Table) showBot(act tagcity.Action) {
	switch {
	case act.Kind == tagcity.ActPlace:
		var n [tagcity.Faces + 1]uint8
		for i, d := range t.S.Dice {
			lo, hi := tagcity.DieSections(d.Face)
			if n[d.Face] < act.Faces[d.Face]-act.Later[d.Face] {
				t.place[i] = lo
			} else {
				t.place[i] = hi
			}
			n[d.Face]++
		}
		return
	case t.S.Phase == tagcity.PhaseFinal:
		return
	}
	for i, d := range t.S.Dice {
		if d.Taker == game.Nobody && d.Face == int(act.Face) && d.Section == int(act.Section) {
			t.held = i
			break
		}
	}
	t.use = act.Kind
	switch act.Kind {
	case tagcity.ActTag, tagcity.ActDrone:
		t.shape = act.Shape
		for turn := 0; turn < 8; turn++ {
			if tcOrient(act.Shape, turn) == int(act.Orient) {
				t.turn = turn
				break
			}
		}
		t.anchor, t.put = [2]int{int(act.Row), int(act.Col)}, true
	case tagcity.ActSocial:
		t.bubble = int(act.Bubble)
	}
}
