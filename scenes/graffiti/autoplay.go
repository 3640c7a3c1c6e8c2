package graffiti

import (
	"graffiti/game"
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/ui"
)

// graffitiPlayer plays Graffiti's table and scoring by taps: for each
// action its target, its card (paging as needed) and Confirm, the keep
// step's Confirm, and on the final scoring Rematch.
type graffitiPlayer struct {
	r      game.Rand
	want   graffiti.Action
	wanted bool
}

func (graffitiBox) Player(seed uint64) scenes.Player {
	p := &graffitiPlayer{r: game.NewRand(seed)}
	done := func(_ *scenes.App, s *Scoring) bool { return s.step >= 3 }
	return scenes.TapPlayer[*Table, *Scoring]{At: p.atTable, Done: done, Rematch: func(s *Scoring) *ui.Button { return s.rematch }}
}

func (p *graffitiPlayer) atTable(a *scenes.App, tb *Table) (ui.Point, bool) {
	if tb.S.Phase == graffiti.PhaseOver || tb.anim.busy(a.Tick) || tb.curtain.Moving(a) {
		return ui.Point{}, false
	}
	if tb.S.Actor() != tb.curtain.LiftedFor && !tb.curtain.Down() {
		return ui.Point{}, false // the shutter falls on the next tick
	}
	if tb.curtain.Down() {
		p.wanted = false
		return ui.Point{X: 640, Y: 360}, true
	}
	if tb.S.Phase == graffiti.PhaseKeep {
		return confirmBtn.Center(), true
	}
	if !p.wanted || !legalNow(tb, p.want) {
		p.want, p.wanted = ChooseFor(tb.Legal, &p.r), true
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
	for _, l := range tb.Legal {
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
		return segmentRect(tb.S.Tunnel(), tg.seg).Center()
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
func ChooseFor(legal []graffiti.Action, r *game.Rand) graffiti.Action {
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
