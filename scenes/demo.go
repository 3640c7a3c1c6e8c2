package scenes

import (
	"runtime"

	"graffiti/game"
	"graffiti/game/bot"
	"graffiti/game/graffiti"
	"graffiti/game/kunststucke"
	"graffiti/game/tagcity"
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
	games int   // games begun
	speed Speed // the person's animation speed, given back on leaving
}

// demoHold is how long the final scoring of a demo game stays up, in
// ticks, before the next game begins.
const demoHold = 8 * 60

// demoLevels are the levels the demo seats, so the play is worth
// watching. In the browser, where a bot thinks in slices between frames,
// the hard bot's second of search would hold each of its moves for
// seconds: the demo there seats easy and medium bots only.
var demoLevels = func() []bot.Level {
	if runtime.GOARCH == "wasm" {
		return []bot.Level{bot.Easy, bot.Medium, bot.Medium}
	}
	return []bot.Level{bot.Easy, bot.Medium, bot.Medium, bot.Hard}
}()

// StartDemo begins the demo on the app: its first game is on screen after
// the usual fade.
func (a *App) StartDemo() {
	if a.demo != nil {
		return
	}
	a.demo = &demoRun{r: game.NewRand(freshSeed()), speed: a.Settings.Speed}
	if a.DemoSeed != 0 {
		a.demo.r = game.NewRand(a.DemoSeed)
	}
	a.Settings.Speed = SpeedNormal
	if a.SetCursorHidden != nil {
		a.SetCursorHidden(true)
	}
	a.Goto(a.demo.next(a))
}

// InDemo reports whether the demo is running.
func (a *App) InDemo() bool { return a.demo != nil }

// stopDemo ends the demo and puts the title on screen at once, without a
// fade: the person who touched the screen wants it now.
func (a *App) stopDemo() {
	a.Settings.Speed = a.demo.speed
	a.demo = nil
	if a.SetCursorHidden != nil {
		a.SetCursorHidden(false)
	}
	old := a.cur
	if a.next != nil {
		a.left(a.next)
	}
	a.cur, a.next = NewTitle(a), nil
	a.left(old)
}

// demoInput reports whether anyone touched anything this tick.
func demoInput(in *ui.Input) bool {
	return len(in.Taps) > 0 || in.Key != ui.KeyNone || len(in.Chars) > 0 || in.Erase
}

// next deals the demo's next game, the shelf's games in turn: Graffiti
// first, then Tag City, then Kunststücke, and so on.
func (d *demoRun) next(a *App) Scene {
	d.games++
	switch Box((d.games - 1) % int(numBoxes)) {
	case BoxTagCity:
		return d.nextTagCity(a)
	case BoxKunststucke:
		return d.nextKunststucke(a)
	}
	return d.nextGraffiti(a)
}

// nextKunststucke deals a Kunststücke game of 2 to 5 bots, the first
// seat drawn.
func (d *demoRun) nextKunststucke(a *App) *KunststuckeTable {
	n := kunststucke.MinPlayers + d.r.Intn(kunststucke.MaxPlayers-kunststucke.MinPlayers+1)
	setup := kunststucke.Setup{Players: n, Seed: d.r.Uint64(), Youngest: -1}
	t, err := NewKunststuckeTable(a, setup, d.seats(n))
	if err != nil {
		panic("demo: a set-up of the demo's own was refused: " + err.Error())
	}
	return t
}

// nextGraffiti deals 2 to 4 bots, the variants drawn, the artists'
// colours shuffled.
func (d *demoRun) nextGraffiti(a *App) *Table {
	n := graffiti.MinPlayers + d.r.Intn(graffiti.MaxPlayers-graffiti.MinPlayers+1)
	setup := graffiti.Setup{
		Players: n, Names: append([]string(nil), graffiti.DefaultNames[:n]...),
		Seed: d.r.Uint64(), Block: d.r.Intn(2) == 0, Special: d.r.Intn(2) == 0,
	}
	colors := []int{0, 1, 2, 3}
	for i := len(colors) - 1; i > 0; i-- {
		j := d.r.Intn(i + 1)
		colors[i], colors[j] = colors[j], colors[i]
	}
	t, err := NewTable(a, setup, colors[:n], d.seats(n))
	if err != nil {
		panic("demo: a set-up of the demo's own was refused: " + err.Error())
	}
	return t
}

// nextTagCity deals a Tag City battle of 2 to 4 bots, the HQ's and the
// city's sides drawn.
func (d *demoRun) nextTagCity(a *App) *TagCityTable {
	n := tagcity.MinPlayers + d.r.Intn(tagcity.MaxPlayers-tagcity.MinPlayers+1)
	setup := tagcity.Setup{Players: n, Seed: d.r.Uint64(), HQ: tcSide(d.r.Intn(2) == 0), City: tcSide(d.r.Intn(2) == 0)}
	t, err := NewTagCityTable(a, setup, d.seats(n), nil)
	if err != nil {
		panic("demo: a set-up of the demo's own was refused: " + err.Error())
	}
	return t
}

// seats are n bots of the demo's levels.
func (d *demoRun) seats(n int) []Seat {
	seats := make([]Seat, n)
	for i := range seats {
		seats[i] = Seat{Bot: true, Level: demoLevels[d.r.Intn(len(demoLevels))]}
	}
	return seats
}

// demoAfterScoring moves on from a finished demo game's scoring.
func (sc *Scoring) demoAfterScoring(a *App) {
	if a.Tick-sc.start >= sc.revealTicks(a)+demoHold {
		a.Goto(a.demo.next(a))
	}
}

// demoRulesBtn, in the demo's corner, ends the demo on the rules help.
var demoRulesBtn = ui.Rect{X: privRect.X + 20, Y: 650, W: 170, H: 48}

// drawDemoBadge marks the screen as the demo, with how to leave it and
// the way to the rules: at the table in the corner where a person's
// tiles would be (no person plays), elsewhere along the bottom.
func drawDemoBadge(d *Draw) {
	a := d.App
	if _, ok := a.cur.(*Table); ok && a.next == nil {
		d.Fill(privRect, 12, sprites.Ink, 0.9)
		d.Stroke(privRect, 12, 2, sprites.NeonAmber, 0.7)
		d.Text(a.T(words.DemoTitle), privRect.X+20, privY+36, 34, ui.Display, ui.Left, sprites.NeonPink, 1)
		d.Text(a.T(words.DemoTouch), privRect.X+20, privY+80, 16, ui.Bold, ui.Left, sprites.Chalk, 0.95)
	} else {
		r := ui.Rect{X: ScreenW/2 - 170, Y: ScreenH - 30, W: 340, H: 24}
		d.Fill(r, 12, sprites.Ink, 0.8)
		d.Text(a.T(words.DemoBadge), r.X+r.W/2, r.Y+r.H/2, 13, ui.Bold, ui.Center, sprites.NeonAmber, 0.95)
	}
	rules := ui.Button{R: demoRulesBtn, Label: a.T(words.Rules), Enabled: true, Accent: sprites.NeonCyan}
	d.Button(&rules, 18)
}
