package graffiti

import (
	"graffiti/game"
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
)

// drawCurtain paints the shutter and, fully down, whom to pass to.
func (t *Table) drawCurtain(d *scenes.Draw) {
	c := &t.curtain
	var card *scenes.ShutterCard
	if actor := t.S.Actor(); actor != game.Nobody {
		name := t.S.Players[actor].Name
		sub := d.App.T(words.TapToStart)
		if t.S.Phase == graffiti.PhaseKeep {
			sub = d.App.T(words.KeepFor, name) + " · " + sub
		}
		card = &scenes.ShutterCard{
			Name: name, Col: artistColor(t.colors[actor]), Mark: t.seatMark(actor), Colour: d.App.T(colorKeys[t.colors[actor]]),
			Sub: sub, Foot: d.App.T(words.Round, t.S.Round),
		}
	}
	if top, ok := c.DrawShutter(d, card); ok {
		t.drawTakeBackOnCurtain(d, top)
	}
}

// viewer is the one person whose private tiles may be drawn now, or
// game.Nobody: the person to act once they lifted the shutter; while a
// bot plays, the one person at the device when only one plays (their own
// tiles stay in view as they watch).
func (t *Table) viewer() int {
	actor := t.S.Actor()
	switch {
	case t.curtain.Lifted(actor):
		return actor
	case t.isBot(actor) && scenes.People(t.seats) == 1 && !t.curtain.Down():
		return t.curtain.LiftedFor
	}
	return game.Nobody
}

// AnyTapAt: a tap anywhere skips the animation, lifts the curtain or
// closes the summary of the others' moves, except on their buttons.
func (t *Table) AnyTapAt(a *scenes.App, p ui.Point) bool {
	switch {
	case t.anim.busy(a.Tick):
		return true
	case t.curtain.Down():
		return !t.canTakeBack(a) || !takeBackBtn.Contains(p)
	case len(t.since.shown) > 0:
		return !sinceAgain.Contains(p)
	}
	return false
}

// ViewKey changes whenever the curtain falls or rises.
func (t *Table) ViewKey() int { return t.curtain.Moved }

// AnyTapAt: a tap anywhere shows the whole tally at once.
func (sc *Scoring) AnyTapAt(a *scenes.App, p ui.Point) bool { return sc.step < 3 }
