package scenes

import "graffiti/game/bot"

// BotTurn is a bot's action under way at a table, for any game's
// action A: it thinks (the table keeps drawing, "Ben is thinking…"),
// its choice is shown the way a person's looks for a moment, then it is
// played. Every game's table paces its bots this way; what a choice
// looks like is the game's own (Step's show).
type BotTurn[A any] struct {
	th      *Thinker
	gen     int
	best    func() A
	act     A
	shown   bool
	shownAt int
	showFor int
}

// BotSearch is a game's bot decision under way (each game's Decision):
// the search, and the action it has chosen so far.
type BotSearch[A any] interface {
	Search
	Best() A
}

// BotAt is whose bot turn it is: seat's, at level, the game standing at
// actions (gen tells one game at a table from the next: a turn of an
// earlier one is dropped); think is the least ticks it is seen thinking.
type BotAt struct {
	Seat, Actions, Gen int
	Level              bot.Level
	Think              int
}

// Stop abandons the decision under way (the table is left, or the game
// moved on without it).
func (bt *BotTurn[A]) Stop() {
	bt.th.Stop()
	*bt = BotTurn[A]{}
}

// Thinking reports whether a decision is under way and not yet made.
func (bt *BotTurn[A]) Thinking() bool { return bt.th != nil && !bt.th.Ready }

// Shown is the choice being shown, if one is.
func (bt *BotTurn[A]) Shown() (A, bool) { return bt.act, bt.shown }

// Step moves the turn on by one tick. A decision is started by decide
// at the level's budget; once it is made, at least at.Think ticks after
// it started, and busy (if any) no longer holds it back (the table still
// moving), show lights the choice and says how many ticks it stays in
// view; then play plays it. Ticks are at normal speed: the player's
// animation setting scales them. An error is the decision's or the
// play's, for the table to say.
func (bt *BotTurn[A]) Step(a *App, at BotAt, decide func(bot.Budget) (BotSearch[A], error), busy func() bool, show func(A) int, play func(A) error) error {
	if bt.th == nil || bt.gen != at.Gen || bt.th.Seat != at.Seat || bt.th.Stale(at.Actions) {
		bt.Stop()
		budget, fixed := a.BotBudget(at.Level)
		d, err := decide(budget)
		if err != nil {
			return err
		}
		*bt = BotTurn[A]{th: StartThinking(a, d, at.Actions, at.Seat, fixed), gen: at.Gen, best: d.Best}
	}
	if !bt.th.Poll(a) || (busy != nil && busy()) {
		return nil
	}
	if !bt.shown {
		if a.Tick-bt.th.Started < a.Settings.Speed.Ticks(at.Think) {
			return nil
		}
		bt.act = bt.best()
		bt.shown, bt.shownAt = true, a.Tick
		bt.showFor = show(bt.act)
	}
	if a.Tick-bt.shownAt < a.Settings.Speed.Ticks(bt.showFor) {
		return nil
	}
	act := bt.act
	*bt = BotTurn[A]{}
	return play(act)
}

// BotSeed is a decision's seed: a table's bot seed mixed with the
// actions played and the seat (or another salt), so two decisions never
// share one.
func BotSeed(base uint64, actions, salt int) uint64 {
	x := base ^ (uint64(actions)+1)*0x9e3779b97f4a7c15 ^ uint64(salt)*0xbf58476d1ce4e5b9
	x ^= x >> 31
	return x
}
