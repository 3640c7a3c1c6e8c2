package graffiti

import (
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// Taking back a confirmed action (the session keeps the game as it stood,
// the core says what can never be taken back): the person
// who acted may take their last moves back until another seat acts,
// another person lifts the curtain, or something hidden was seen. At the
// table it is the Undo button when nothing is chosen (also while a bot
// thinks of its answer), and on the curtain a "Take back my move" button
// before the next person lifts it. A save holds the state only: after
// Continue there is nothing to take back.

// takeBackBtn is the curtain's button, under whom to pass to.
var takeBackBtn = ui.Rect{X: 490, Y: 600, W: 300, H: 52}

// undoLen is what taking back must also undo at the table: the log's
// length before each of the last actions of one seat in a row.
type undoLen []int

// noteUndo notes an action of seat, the log's length before it logLen.
func (t *Table) noteUndo(seat, logLen int) {
	if seat != t.lastSeat {
		t.undoLog = t.undoLog[:0]
	}
	t.lastSeat = seat
	t.undoLog = append(t.undoLog, logLen)
}

// canTakeBack reports whether the person in front of the screen can take
// back their last action now.
func (t *Table) canTakeBack(a *scenes.App) bool {
	seat := t.curtain.LiftedFor
	return a.Demo == nil && !t.isBot(seat) && seat == t.lastSeat && t.sess.CanTakeBack(seat) == nil
}

// takeBack takes the last action back: the game as it stood just before
// it (the session's), its log lines gone, the game saved as it now
// stands. A bot's answer under way is dropped.
func (t *Table) takeBack(a *scenes.App) {
	seat := t.curtain.LiftedFor
	if err := t.sess.CanTakeBack(seat); err != nil || a.Demo != nil {
		if err != nil {
			t.msg = Reason(a.Lang(), err)
		}
		return
	}
	if err := t.sess.TakeBack(seat); err != nil {
		t.msg = Reason(a.Lang(), err)
		return
	}
	n := t.undoLog[len(t.undoLog)-1]
	t.undoLog = t.undoLog[:len(t.undoLog)-1]
	t.gen++
	t.see()
	t.log = t.log[:min(n, len(t.log))]
	t.anim.finish()
	t.stopBots()
	t.pictureKey = frameKey{}
	t.refresh()
	t.msg = a.T(words.TakenBack)
	t.Save(a)
}

// updateTakeBackOnCurtain answers the curtain's button: the person who
// just acted takes it back before the next one lifts the shutter, and the
// shutter rises again for them. It reports whether it took the tap.
func (t *Table) updateTakeBackOnCurtain(a *scenes.App, in *ui.Input) bool {
	if !t.curtain.Down() || t.curtain.Moving(a) || !t.canTakeBack(a) || !ui.Tapped(in, takeBackBtn) {
		return false
	}
	seat := t.lastSeat
	t.takeBack(a)
	t.curtain.Rise(a, seat)
	return true
}

// drawTakeBackOnCurtain draws the curtain's button when it can be used.
func (t *Table) drawTakeBackOnCurtain(d *scenes.Draw, top float64) {
	if !t.canTakeBack(d.App) {
		return
	}
	b := ui.Button{R: takeBackBtn, Enabled: true, Accent: sprites.NeonCyan,
		Label: d.App.T(words.TakeBackMove, t.S.Players[t.lastSeat].Name)}
	b.R.Y += top
	d.Button(&b, 18)
}
