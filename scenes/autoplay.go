package scenes

import (
	"graffiti/scenes/ui"
)

// Autoplay says where a person would tap next to play a bot-free game
// through the real scenes: New game on the title, two seats and Start on
// the set-up, then the box's own player (Box.Player) at its table, the
// curtain and the final scoring's Rematch. It decides nothing the table
// does not: the action is picked among the table's legal ones and
// played by taps.
// The memory figures (the soak run, the browser's whole game) use it.
type Autoplay struct {
	seed    uint64
	players []Player // each box's, made when first needed
	seats   bool     // the set-up's seat count was tapped
	Games   int      // final scorings reached
	// Instant first sets the animation speed to instant in the settings,
	// as a person in a hurry would: a whole game in a software-rendered
	// browser then takes a minute, not half an hour.
	Instant bool
	// Box is the game played, by its place on the shelf: the title's
	// tab is tapped first.
	Box int
}

// NewAutoplay makes a player whose choices follow seed.
func NewAutoplay(seed uint64) *Autoplay { return &Autoplay{seed: seed} }

// Next returns the logical point to tap now, or false while the scene
// moves and a person would wait.
func (p *Autoplay) Next(a *App) (ui.Point, bool) {
	if a.Next != nil {
		return ui.Point{}, false
	}
	switch s := a.Cur.(type) {
	case *Title:
		p.seats = false
		if a.Settings.Box != p.Box {
			return s.Boxes[p.Box].R.Center(), true
		}
		if p.Instant && a.Settings.Speed != SpeedInstant {
			return s.settings.R.Center(), true
		}
		return s.NewGame.R.Center(), true
	case *SettingsScene:
		if a.Settings.Speed != SpeedInstant {
			for k, sp := range speedOrder {
				if sp == SpeedInstant {
					return SettingOption(1, k).Center(), true
				}
			}
		}
		return s.back.R.Center(), true
	case *Setup:
		if !p.seats {
			p.seats = true
			return s.CountRect(2).Center(), true
		}
		return s.Start.R.Center(), true
	}
	if p.players == nil {
		p.players = make([]Player, len(a.shelf))
	}
	for i, b := range a.shelf {
		if p.players[i] == nil {
			p.players[i] = b.Player(p.seed)
		}
		if pt, ok, known, rematch := p.players[i].Tap(a, a.Cur); known {
			if rematch {
				p.Games++
			}
			return pt, ok
		}
	}
	return ui.Point{}, false
}

// TapPlan is the taps of an action a box's Player plays, under way: each
// computed when it comes (the table changes between them).
type TapPlan struct {
	Taps    []func() ui.Point
	planned int // the table's action count when they were planned
}

// Next is the plan's next tap, the action's taps planned again (plan)
// once the table has played on to actions.
func (p *TapPlan) Next(actions int, plan func() []func() ui.Point) ui.Point {
	if len(p.Taps) == 0 || p.planned != actions {
		p.Taps, p.planned = plan(), actions
	}
	next := p.Taps[0]
	p.Taps = p.Taps[1:]
	return next()
}
