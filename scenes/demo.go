package scenes

import (
	"graffiti/game"
	"graffiti/game/bot"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// The café demo: bots play whole games one after another, every
// animation at the normal pace, with player counts, variants and bot
// levels varied from game to game. Any tap, click or key returns to the
// title at once. A demo never writes the autosave nor the settings, so a
// person's saved game and choices are as they were; the animation speed
// a person chose is set aside for the demo and given back after.

// demoRun is the demo under way, across its games.
type demoRun struct {
	r     game.Rand
	Games int   // games begun
	speed Speed // the person's animation speed, given back on leaving
}

// demoHold is how long the final scoring of a demo game stays up, in
// ticks, before the next game begins.
const DemoHold = 8 * 60

// demoLevels are the levels the demo seats, so the play is worth
// watching: the hard bot too, in the browser as well, where its decision
// is heard within 2 s (thinker.go).
var demoLevels = []bot.Level{bot.Easy, bot.Medium, bot.Medium, bot.Hard}

// StartDemo begins the demo on the app: its first game is on screen after
// the usual fade.
func (a *App) StartDemo() {
	if a.Demo != nil {
		return
	}
	a.Demo = &demoRun{r: game.NewRand(FreshSeed()), speed: a.Settings.Speed}
	if a.DemoSeed != 0 {
		a.Demo.r = game.NewRand(a.DemoSeed)
	}
	a.Settings.Speed = SpeedNormal
	if a.SetCursorHidden != nil {
		a.SetCursorHidden(true)
	}
	a.Goto(a.Demo.Next(a))
}

// InDemo reports whether the demo is running.
func (a *App) InDemo() bool { return a.Demo != nil }

// stopDemo ends the demo and puts the title on screen at once, without a
// fade: the person who touched the screen wants it now.
func (a *App) stopDemo() {
	a.Settings.Speed = a.Demo.speed
	a.Demo = nil
	if a.SetCursorHidden != nil {
		a.SetCursorHidden(false)
	}
	old := a.Cur
	if a.Next != nil {
		a.left(a.Next)
	}
	a.Cur, a.Next = NewTitle(a), nil
	a.left(old)
}

// demoInput reports whether anyone touched anything this tick.
func demoInput(in *ui.Input) bool {
	return len(in.Taps) > 0 || in.Key != ui.KeyNone || len(in.Chars) > 0 || in.Erase
}

// next deals the demo's next game, the shelf's games in turn.
func (d *demoRun) Next(a *App) Scene {
	d.Games++
	return a.shelf[(d.Games-1)%len(a.shelf)].Demo(a, &d.r, d.seats)
}

// DemoNext moves a finished demo game on to the next one.
func (a *App) DemoNext() { a.Goto(a.Demo.Next(a)) }

// seats are n bots of the demo's levels.
func (d *demoRun) seats(n int) []Seat {
	seats := make([]Seat, n)
	for i := range seats {
		seats[i] = Seat{Bot: true, Level: demoLevels[d.r.Intn(len(demoLevels))]}
	}
	return seats
}

// demoRulesBtn, in the demo's corner (under the badge a table draws
// where a person's tiles would be), ends the demo on the rules help.
var DemoRulesBtn = ui.Rect{X: 30, Y: 650, W: 170, H: 48}

// badged is a scene that marks the demo itself (a table, in the corner
// where a person's tiles would be, no person playing).
type badged interface{ DemoBadge(d *Draw) }

// drawDemoBadge marks the screen as the demo, with how to leave it and
// the way to the rules: where the scene puts it, or along the bottom.
func drawDemoBadge(d *Draw) {
	a := d.App
	if b, ok := a.Cur.(badged); ok && a.Next == nil {
		b.DemoBadge(d)
	} else {
		r := ui.Rect{X: ScreenW/2 - 170, Y: ScreenH - 30, W: 340, H: 24}
		d.Fill(r, 12, sprites.Ink, 0.8)
		d.Text(a.T(words.DemoBadge), r.X+r.W/2, r.Y+r.H/2, 13, ui.Bold, ui.Center, sprites.NeonAmber, 0.95)
	}
	rules := ui.Button{R: DemoRulesBtn, Label: a.T(words.Rules), Enabled: true, Accent: sprites.NeonCyan}
	d.Button(&rules, 18)
	if a.demoInvites() {
		r := demoInvitation
		d.Fill(r, 16, sprites.Ink, 1)
		d.Stroke(r, 16, 3, sprites.NeonPink, 1)
		name, _ := a.shelf[a.boxOnScreen()].Cover(a.Lang())
		d.Text(name, r.X+r.W/2, r.Y+30, 20, ui.Bold, ui.Center, sprites.NeonAmber, 1)
		d.Text(a.T(words.DemoLearn), r.X+r.W/2, r.Y+68, 30, ui.Bold, ui.Center, sprites.Chalk, 1)
	}
}

// demoInvitation is where a demo game's end invites a passer-by to learn
// the game, over the scoring's buttons (a demo's touch takes no button).
var demoInvitation = ui.Rect{X: 300, Y: 592, W: 680, H: 110}

// demoInvites: the demo's game is at its scoring, the end of the attract
// loop's game, which invites to learn it (a touch opens its lesson).
func (a *App) demoInvites() bool {
	return a.Demo != nil && a.Next == nil && a.Info().Kind == "scoring"
}

// boxOnScreen is the shelf's box whose scene is on screen (the one chosen
// on the title when none is).
func (a *App) boxOnScreen() int {
	if _, name := boxInfo(a); name != "" {
		for i, b := range a.shelf {
			if b.Rules().Name() == name {
				return i
			}
		}
	}
	return a.Settings.Box
}
