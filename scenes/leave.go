package scenes

import "graffiti/sprites"

// Leaving a game from the table: Menu asks first, over the game, whether
// to go to the title (the game is saved, Continue takes it up) or stay.
// Rules opens the rules help over the game and comes back to it.

var (
	rulesBtn   = Rect{stripX + 80, 698, 86, 20}
	leavePanel = Rect{390, 250, 500, 220}
	leaveStay  = Rect{leavePanel.X + 30, leavePanel.Y + 140, 200, 56}
	leaveGo    = Rect{leavePanel.X + 270, leavePanel.Y + 140, 200, 56}
)

// updateMenus answers Menu, Rules and the question Menu asks; it reports
// whether it took this tick's input.
func (t *Table) updateMenus(a *App, in *Input) bool {
	if t.leaving {
		switch {
		case tapped(in, leaveGo):
			a.Goto(NewTitle(a))
		case tapped(in, leaveStay) || in.Key == KeyBack:
			t.leaving = false
		}
		return true
	}
	switch {
	case tapped(in, menuBtn):
		t.leaving = true
		return true
	case tapped(in, rulesBtn):
		a.Goto(NewRules(a, t))
		return true
	}
	return false
}

// drawLeaving draws Menu's question over the table.
func (t *Table) drawLeaving(d *Draw) {
	a := d.App
	d.Fill(Rect{0, 0, ScreenW, ScreenH}, 0, sprites.Ink, 0.6)
	d.Fill(leavePanel, 16, sprites.Night, 0.97)
	d.Stroke(leavePanel, 16, 2, sprites.NeonCyan, 0.9)
	d.Text(a.T(wLeaveTitle), leavePanel.X+leavePanel.W/2, leavePanel.Y+50, 30, Display, Center, sprites.NeonPink, 1)
	d.Text(a.T(wLeaveSaved), leavePanel.X+leavePanel.W/2, leavePanel.Y+98, 15, Body, Center, sprites.Chalk, 0.9)
	stay := Button{R: leaveStay, Label: a.T(wLeaveStay), Enabled: true, Accent: sprites.NeonAmber}
	leave := Button{R: leaveGo, Label: a.T(wLeaveGo), Enabled: true}
	stay.Draw(d, 18)
	leave.Draw(d, 18)
}
