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
type ksBotTurn struct {
	th      *scenes.Thinker
	best    func() ks.Action
	act     ks.Action
	shown   bool
	shownAt int
}

func (bt *ksBotTurn) Stop() {
	if bt.th != nil {
		bt.th.Stop()
	}
	*bt = ksBotTurn{}
}

const (
	ksBotThink = 20
	ksBotShow  = 40
)

// kunststuckeDecision starts a bot's decision from its own view, through
// the thinker every game's bots share.
func kunststuckeDecision(level bot.Level, v ks.View, seed uint64, b bot.Budget) (scenes.Search, func() ks.Action, error) {
	d, err := ks.NewDecision(level, v, seed, b)
	if err != nil {
		return nil, nil, err
	}
	return d, d.Best, nil
}

// botSeed is a decision's seed: the table's bot seed mixed with the
// actions played and the seat, so two decisions never share one.
func (t *Table) botSeed(seat int) uint64 {
	x := t.botSeedBase ^ (uint64(t.S.Actions)+1)*0x9e3779b97f4a7c15 ^ uint64(seat+1)*0xbf58476d1ce4e5b9
	x ^= x >> 31
	return x
}

// updateBot moves the bot's action on by one tick.
func (t *Table) updateBot(a *scenes.App) {
	if t.movesBusy(a) {
		return
	}
	actor := t.S.Current
	if t.Seats[actor].Away {
		return // played on its own device, or by the host: Update hears of it
	}
	bt := &t.bot
	if bt.th == nil || bt.th.Seat != actor || bt.th.Actions != t.S.Actions {
		bt.Stop()
		budget, fixed := a.BotBudget(t.Seats[actor].Level)
		d, best, err := kunststuckeDecision(t.Seats[actor].Level, t.sess.View(actor).(ks.View), t.botSeed(actor), budget)
		if err != nil {
			t.msg = err.Error()
			return
		}
		*bt = ksBotTurn{th: scenes.StartThinking(a, d, t.S.Actions, actor, fixed), best: best}
	}
	if !bt.th.Poll(a) {
		return
	}
	if !bt.shown {
		if a.Tick-bt.th.Started < a.Settings.Speed.Ticks(ksBotThink) {
			return
		}
		bt.act = bt.best()
		bt.shown, bt.shownAt = true, a.Tick
		t.showBot(bt.act)
	}
	wait := ksBotShow
	if bt.act.Kind != ks.ActPlace && bt.act.Kind != ks.ActSlide {
		wait = ksBotShow / 3 // nothing to see on the canvas
	}
	if a.Tick-bt.shownAt < a.Settings.Speed.Ticks(wait) {
		return
	}
	act := bt.act
	*bt = ksBotTurn{}
	if err := t.Apply(a, act); err != nil {
		t.msg = err.Error()
	}
}

// showBot lights a bot's choice the way a person's looks: the ghost put
// down, or the shape to slide and its destination. Never a tile.
func (t *Table) showBot(act ks.Action) {
	t.clearChoice()
	switch act.Kind {
	case ks.ActPlace:
		t.held, t.rot, t.anchor, t.put = act.Shape, int(act.Rot), act.At, true
	case ks.ActSlide:
		t.slide, t.dest, t.destSet = act.Shape, act.At, true
	case ks.ActLook:
		t.pile = int(act.Pile)
	}
}
