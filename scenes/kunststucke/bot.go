package kunststucke

import (
	"graffiti/game/bot"
	ks "graffiti/game/kunststucke"
	"graffiti/scenes"
)

// A bot's turn at the Kunststücke table, one action at a time: it thinks
// from its own view (the table keeps drawing, "Ben is thinking…"), its
// choice is shown on the canvas for a moment (the ghost of a placement,
// the shape to slide and where), then played. A pile it looks at is
// never shown: the looker is a bot, not the one at the device.

// ksBotTurn is the bot's action under way.
type ksBotTurn = scenes.BotTurn[ks.Action]

const (
	ksBotThink = 20
	ksBotShow  = 40
)

// updateBot moves the bot's action on by one tick, decided from its own
// view.
func (t *Table) updateBot(a *scenes.App) {
	if t.movesBusy(a) {
		return
	}
	actor := t.S.Current
	if t.Seats[actor].Away {
		return // played on its own device, or by the host: Update hears of it
	}
	at := scenes.BotAt{Seat: actor, Actions: t.S.Actions, Level: t.Seats[actor].Level, Think: ksBotThink}
	decide := func(b bot.Budget) (scenes.BotSearch[ks.Action], error) {
		return ks.NewDecision(at.Level, t.sess.View(actor).(ks.View), scenes.BotSeed(t.botSeedBase, at.Actions, actor+1), b)
	}
	if err := t.bot.Step(a, at, decide, nil, t.showBot, func(act ks.Action) error { return t.Apply(a, act) }); err != nil {
		t.msg = err.Error()
	}
}

// showBot lights a bot's choice the way a person's looks: the ghost put
// down, or the shape to slide and its destination; never a tile. It
// says how long the choice stays in view: a third as long when there is
// nothing to see on the canvas.
func (t *Table) showBot(act ks.Action) int {
	t.clearChoice()
	switch act.Kind {
	case ks.ActPlace:
		t.held, t.rot, t.anchor, t.put = act.Shape, int(act.Rot), act.At, true
		return ksBotShow
	case ks.ActSlide:
		t.slide, t.dest, t.destSet = act.Shape, act.At, true
		return ksBotShow
	case ks.ActLook:
		t.pile = int(act.Pile)
	}
	return ksBotShow / 3
}
