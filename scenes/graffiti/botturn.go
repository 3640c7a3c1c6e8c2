package graffiti

import (
	"math"

	"graffiti/game/bot"
	"graffiti/game/graffiti"
	"graffiti/scenes"
)

// A bot's turn at the table: it thinks (the table keeps drawing), then
// its move is shown the way a person's choice is (the target lit, the
// chosen card), then played with the same animations and log lines. The
// pace follows the animation setting; at "instant" the move is played as
// soon as it is decided. Keep steps and neutral flips of bots need no one.

// Pauses of a bot's turn, in ticks at normal speed: the least time it is
// seen thinking, and how long its chosen move stays lit before it plays.
const (
	botThinkTicks = 30
	botShowTicks  = 40
)

// botTurn is the bot's move under way.
type botTurn = scenes.BotTurn[graffiti.Action]

// isBot reports whether nobody at this device plays seat: a bot, or, in
// a room, a seat away.
func (t *Table) isBot(seat int) bool {
	return seat >= 0 && seat < len(t.seats) && (t.seats[seat].Bot || t.seats[seat].Away)
}

// botSeed is the seed of a decision: the table's bot seed mixed with the
// number of actions played, so two decisions never share one.
func (t *Table) botSeed(salt int) uint64 { return scenes.BotSeed(t.botSeedBase, t.S.Actions, salt) }

// botShown reports whether a bot's chosen move is lit, about to play.
func (t *Table) botShown() bool {
	_, shown := t.bot.Shown()
	return shown
}

// updateBot moves the bot's turn on by one tick.
func (t *Table) updateBot(a *scenes.App) {
	actor := t.S.Actor()
	if t.seats[actor].Away {
		return // played on its own device, or by the host: Update hears of it
	}
	at := scenes.BotAt{Seat: actor, Actions: t.S.Actions, Level: t.seats[actor].Level, Think: botThinkTicks}
	decide := func(b bot.Budget) (scenes.BotSearch[graffiti.Action], error) {
		return graffiti.NewDecision(at.Level, t.sess.View(actor).(graffiti.View), t.botSeed(actor), b)
	}
	show := func(best graffiti.Action) int { t.show(best); return botShowTicks }
	if err := t.bot.Step(a, at, decide, nil, show, func(best graffiti.Action) error { return t.Apply(a, best) }); err != nil {
		// The core offers no decision (it cannot happen with a legal
		// state), and a bot's move is legal by construction: a refusal
		// is a bug worth seeing, not a reason to stop the game.
		t.msg = err.Error()
	}
}

// show lights a move the way a person's choice looks: the target, the
// reservation mode, the card among the ways to do it. A keep step's
// choice stays behind the bot's screen.
func (t *Table) show(act graffiti.Action) {
	switch act.Kind {
	case graffiti.ActKeep:
		return
	case graffiti.ActReserve:
		t.reserving = true
	}
	t.choose(targetFor(act))
	for i, o := range t.opts {
		if o == act {
			t.optSel, t.page = i, i/cardsPerPage
		}
	}
}

// targetFor is the target a person picks to make act.
func targetFor(act graffiti.Action) target {
	switch act.Kind {
	case graffiti.ActSpray, graffiti.ActFlip, graffiti.ActReserve:
		return target{kind: tSegment, seg: int(act.Segment)}
	case graffiti.ActPass:
		return target{kind: tPass}
	case graffiti.ActEnd:
		return target{kind: tEnd}
	case graffiti.ActExtra:
		return target{kind: tExtra}
	case graffiti.ActKeep:
		return target{}
	}
	return target{kind: tSpace, space: act.Space}
}

// stopBots abandons any decision under way (the table is left).
func (t *Table) stopBots() {
	t.bot.Stop()
	t.hint.th.Stop()
	t.hint = hintTurn{}
}

// drawBotTurn draws over the table's picture, every frame, what moves
// while a bot plays: three dots that take turns while it thinks, so the
// table is seen to be alive, then the target of its chosen move ringed
// in its colour.
func (t *Table) drawBotTurn(d *scenes.Draw) {
	col := t.seatColor(t.S.Actor())
	if !t.botShown() {
		for i := 0; i < 3; i++ {
			alpha := float32(0.3)
			if (d.App.Tick/12)%3 == i {
				alpha = 1
			}
			d.Circle(choiceRect.X+choiceRect.W/2-20+float64(i)*20, privY+80, 6, col, alpha)
		}
		return
	}
	pulse := float32(0.75 + 0.25*math.Sin(float64(d.App.Tick)/6))
	switch t.target.kind {
	case tSegment:
		d.Stroke(segmentRect(t.S.Tunnel(), t.target.seg).Inset(-4), 10, 4, col, pulse)
	case tSpace:
		if t.target.space == graffiti.SpBig {
			d.Stroke(bigSpace.Inset(-4), 16, 4, col, pulse)
			return
		}
		c := spacePos(t.target.space)
		d.Ring(c.X, c.Y, c.R+5, 4, col, pulse)
	}
}

// think starts seat's decision at level from its own view of s.
func think(a *scenes.App, sess scenes.Session, seat int, level bot.Level, seed uint64) (*scenes.Thinker, error) {
	budget, fixed := a.BotBudget(level)
	d, err := graffiti.NewDecision(level, sess.View(seat).(graffiti.View), seed, budget)
	if err != nil {
		return nil, err
	}
	th := scenes.StartThinking(a, d, sess.Actions(), seat, fixed)
	th.OnReady = func() { th.Result = d.Hints(1)[0] }
	return th, nil
}

// bestHint is a Graffiti decision, once poll has said it is made.
func bestHint(th *scenes.Thinker) graffiti.Hint { return th.Result.(graffiti.Hint) }
