package scenes

import (
	"graffiti/game"
	"graffiti/game/graffiti"
	ks "graffiti/game/kunststucke"
	"graffiti/scenes/ui"
)

// Autoplay says where a person would tap next to play a bot-free game
// through the real scenes: New game on the title, two seats and Start on
// the set-up, the curtain, then for each action its target, its card
// (paging as needed) and Confirm, the keep step's Confirm, and on the
// final scoring Rematch. It decides nothing the table does not: the
// action is picked among the table's legal ones and played by taps.
// The memory figures (the soak run, the browser's whole game) use it.
type Autoplay struct {
	r      game.Rand
	want   graffiti.Action
	wanted bool
	seats  bool // the set-up's seat count was tapped
	Games  int  // final scorings reached
	// Instant first sets the animation speed to instant in the settings,
	// as a person in a hurry would: a whole game in a software-rendered
	// browser then takes a minute, not half an hour.
	Instant bool
	// Box is the game played: the title's tab is tapped first.
	Box      Box
	taps     []func() ui.Point // the rest of the taps of the action under way (Tag City)
	planned  int               // the table's action count when they were planned
	ksPolicy *ks.Policy        // Kunststücke's choice of an action
}

// NewAutoplay makes a player whose choices follow seed.
func NewAutoplay(seed uint64) *Autoplay { return &Autoplay{r: game.NewRand(seed)} }

// Next returns the logical point to tap now, or false while the scene
// moves and a person would wait.
func (p *Autoplay) Next(a *App) (ui.Point, bool) {
	if a.next != nil {
		return ui.Point{}, false
	}
	switch s := a.cur.(type) {
	case *Title:
		p.seats = false
		if a.Settings.Box != p.Box {
			return s.boxes[p.Box].R.Center(), true
		}
		if p.Instant && a.Settings.Speed != SpeedInstant {
			return s.settings.R.Center(), true
		}
		return s.newGame.R.Center(), true
	case *SettingsScene:
		if a.Settings.Speed != SpeedInstant {
			for k, sp := range speedOrder {
				if sp == SpeedInstant {
					return settingOption(1, k).Center(), true
				}
			}
		}
		return s.back.R.Center(), true
	case *Setup:
		if !p.seats {
			p.seats = true
			return s.countRect(2).Center(), true
		}
		return s.start.R.Center(), true
	case *Scoring:
		if s.step < 3 {
			return ui.Point{X: 640, Y: 360}, true // hurries the reveal along
		}
		p.Games++
		return s.rematch.R.Center(), true
	case *Table:
		return p.atTable(a, s)
	case *TagCityTable:
		return p.atTagCity(a, s)
	case *KunststuckeTable:
		return p.atKunststucke(a, s)
	case *KunststuckeReveal:
		if !s.Done(a) {
			return ui.Point{X: 640, Y: 360}, true // hurries the tally along
		}
		p.Games++
		return s.rematch.R.Center(), true
	case *TagCityScoring:
		if s.shown(a) <= tcScoreCols {
			return ui.Point{X: 640, Y: 360}, true // hurries the scoring along
		}
		p.Games++
		return s.rematch.R.Center(), true
	}
	return ui.Point{}, false
}

func (p *Autoplay) atTable(a *App, tb *Table) (ui.Point, bool) {
	if tb.s.Phase == graffiti.PhaseOver || tb.anim.busy(a.Tick) || tb.curtain.moving(a) {
		return ui.Point{}, false
	}
	if tb.s.Actor() != tb.curtain.liftedFor && !tb.curtain.Down() {
		return ui.Point{}, false // the shutter falls on the next tick
	}
	if tb.curtain.Down() {
		p.wanted = false
		return ui.Point{X: 640, Y: 360}, true
	}
	if tb.s.Phase == graffiti.PhaseKeep {
		return confirmBtn.Center(), true
	}
	if !p.wanted || !legalNow(tb, p.want) {
		p.want, p.wanted = chooseFor(tb.legal, &p.r), true
	}
	act := p.want
	if act.Kind == graffiti.ActReserve && !tb.reserving {
		return reserveBtn.Center(), true
	}
	idx := -1
	for i, o := range tb.opts {
		if o == act {
			idx = i
		}
	}
	if idx < 0 {
		return targetOf(tb, act), true
	}
	if tb.page < idx/cardsPerPage {
		return nextPage.Center(), true
	}
	if tb.page > idx/cardsPerPage {
		return prevPage.Center(), true
	}
	if tb.optSel != idx {
		return cardRect(idx % cardsPerPage).Center(), true
	}
	p.wanted = false
	return confirmBtn.Center(), true
}

func legalNow(tb *Table, act graffiti.Action) bool {
	for _, l := range tb.legal {
		if l == act {
			return true
		}
	}
	return false
}

// targetOf is where a person taps to pick the target of an action.
func targetOf(tb *Table, act graffiti.Action) ui.Point {
	tg := targetFor(act)
	switch tg.kind {
	case tSegment:
		return segmentRect(tb.s.Tunnel(), tg.seg).Center()
	case tPass, tEnd:
		return passBtn.Center()
	case tExtra:
		return cardRect(0).Center()
	}
	if tg.space == graffiti.SpBig {
		return bigSpace.Center()
	}
	c := spacePos(tg.space)
	return ui.Point{X: c.X, Y: c.Y}
}

// chooseFor sprays when it can, else takes something useful, passing now
// and then: games stay short and fill the tunnel.
func chooseFor(legal []graffiti.Action, r *game.Rand) graffiti.Action {
	var sprays, others []graffiti.Action
	for _, a := range legal {
		switch a.Kind {
		case graffiti.ActSpray:
			sprays = append(sprays, a)
		case graffiti.ActPass, graffiti.ActEnd:
		default:
			others = append(others, a)
		}
	}
	if len(sprays) > 0 {
		return sprays[r.Intn(len(sprays))]
	}
	if len(others) > 0 && r.Intn(6) > 0 {
		return others[r.Intn(len(others))]
	}
	for _, a := range legal {
		if a.Kind == graffiti.ActPass || a.Kind == graffiti.ActEnd {
			return a
		}
	}
	return legal[r.Intn(len(legal))]
}
