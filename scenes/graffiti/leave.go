package graffiti

import (
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// Leaving a game from the table: Menu asks first, over the game, whether
// to go to the title (the game is saved, Continue takes it up) or stay.
// Rules opens the rules help over the game and comes back to it.

var (
	rulesBtn   = ui.Rect{X: stripX + 80, Y: 690, W: 86, H: 30}
	leavePanel = ui.Rect{X: 390, Y: 250, W: 500, H: 220}
	leaveStay  = ui.Rect{X: leavePanel.X + 30, Y: leavePanel.Y + 140, W: 200, H: 56}
	leaveGo    = ui.Rect{X: leavePanel.X + 270, Y: leavePanel.Y + 140, W: 200, H: 56}
)

// updateMenus answers Menu, Rules and the question Menu asks; it reports
// whether it took this tick's input.
func (t *Table) updateMenus(a *scenes.App, in *ui.Input) bool {
	if t.leaving {
		switch {
		case ui.Tapped(in, leaveGo):
			a.Goto(scenes.NewTitle(a))
		case ui.Tapped(in, leaveStay) || in.Key == ui.KeyBack:
			t.leaving = false
		}
		return true
	}
	switch {
	case ui.Tapped(in, menuBtn):
		t.leaving = true
		return true
	case ui.Tapped(in, rulesBtn):
		a.Goto(scenes.NewRules(a, t))
		return true
	}
	return false
}

// drawLeaving draws Menu's question over the table.
func (t *Table) drawLeaving(d *scenes.Draw) {
	a := d.App
	d.Fill(ui.Rect{X: 0, Y: 0, W: scenes.ScreenW, H: scenes.ScreenH}, 0, sprites.Ink, 0.6)
	d.Fill(leavePanel, 16, sprites.Night, 0.97)
	d.Stroke(leavePanel, 16, 2, sprites.NeonCyan, 0.9)
	d.Text(a.T(words.LeaveTitle), leavePanel.X+leavePanel.W/2, leavePanel.Y+50, 30, ui.Display, ui.Center, sprites.NeonPink, 1)
	d.Text(a.T(words.LeaveSaved), leavePanel.X+leavePanel.W/2, leavePanel.Y+98, 15, ui.Body, ui.Center, sprites.Chalk, 0.9)
	stay := ui.Button{R: leaveStay, Label: a.T(words.LeaveStay), Enabled: true, Accent: sprites.NeonAmber}
	leave := ui.Button{R: leaveGo, Label: a.T(words.LeaveGo), Enabled: true}
	d.Button(&stay, 18)
	d.Button(&leave, 18)
}
