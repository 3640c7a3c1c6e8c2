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
type tcBotTurn struct {
	th      *scenes.Thinker
	gen     int
	best    func() tagcity.Action
	act     tagcity.Action
	shown   bool
	shownAt int
}

func (bt *tcBotTurn) Stop() {
	if bt.th != nil {
		bt.th.Stop()
	}
	*bt = tcBotTurn{}
}

// tagCityDecision starts a Tag City bot's decision from its own view (it
// never sees a pending final-die choice): random and easy decide at once,
// medium and hard search, through the same thinker as Graffiti's bots.
func tagCityDecision(level bot.Level, v tagcity.View, seed uint64, b bot.Budget) (scenes.Search, func() tagcity.Action, error) {
	d, err := tagcity.NewDecision(level, v, seed, b)
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

// updateBot moves the bot's turn on by one tick.
func (t *Table) updateBot(a *scenes.App) {
	actor := t.S.Actor()
	bt := &t.bot
	if t.S.Phase == tagcity.PhasePlace && !t.rolled() {
		t.roll(a)
	}
	if t.Seats[actor].Away {
		return // played on its own device, or by the host: Update hears of it
	}
	if bt.th == nil || bt.gen != t.gen || bt.th.Seat != actor || bt.th.Actions != t.S.Actions {
		bt.Stop()
		budget, fixed := a.BotBudget(t.Seats[actor].Level)
		d, best, err := tagCityDecision(t.Seats[actor].Level, t.sess.View(actor).(tagcity.View), t.botSeed(actor), budget)
		if err != nil {
			t.msg = err.Error()
			return
		}
		*bt = tcBotTurn{th: scenes.StartThinking(a, d, t.S.Actions, actor, fixed), gen: t.gen, best: best}
	}
	if !bt.th.Poll(a) || t.rollBusy(a) {
		return
	}
	if !bt.shown {
		if a.Tick-bt.th.Started < a.Settings.Speed.Ticks(tcBotThink) {
			return
		}
		bt.act = bt.best()
		bt.shown, bt.shownAt = true, a.Tick
		t.showBot(bt.act)
	}
	if a.Tick-bt.shownAt < a.Settings.Speed.Ticks(tcBotShow) {
		return
	}
	act := bt.act
	*bt = tcBotTurn{}
	if err := t.Apply(a, act); err != nil {
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
