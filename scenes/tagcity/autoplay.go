package tagcity

import (
	"slices"

	"graffiti/game"
	"graffiti/game/tagcity"
	"graffiti/scenes"
	"graffiti/scenes/ui"
)

// Autoplay at the Tag City table: it picks an action among the core's
// legal ones (tcChoose) and plays it by the taps a person makes
// (tcTaps), one tap a call, waiting while the dice roll, an event plays
// or the shutter moves. The Tag City browser memory figure and the table
// tests play by it.

// tagCityPlayer plays Tag City's table and scoring by taps.
type tagCityPlayer struct {
	r game.Rand
	scenes.TapPlan
}

func (tagCityBox) Player(seed uint64) scenes.Player {
	p := &tagCityPlayer{r: game.NewRand(seed)}
	done := func(a *scenes.App, s *Scoring) bool { return s.shown(a) > tcScoreCols }
	return scenes.TapPlayer[*Table, *Scoring]{At: p.atTagCity, Done: done, Rematch: func(s *Scoring) *ui.Button { return s.rematch }}
}

func (p *tagCityPlayer) atTagCity(a *scenes.App, tb *Table) (ui.Point, bool) {
	if tb.S.Phase == tagcity.PhaseOver || tb.fxBusy(a) || tb.rollBusy(a) || tb.Curtain.Moving(a) {
		return ui.Point{}, false
	}
	if tb.S.Phase == tagcity.PhaseFinal && scenes.People(tb.Seats) > 1 {
		if tb.finalAt != tb.S.Actions-len(tb.S.Finals) || (tb.S.Actor() != tb.Curtain.LiftedFor && !tb.Curtain.Down()) {
			return ui.Point{}, false // the shutter falls on the next tick
		}
		if tb.Curtain.Down() {
			p.Taps = nil
			return ui.Point{X: 640, Y: 360}, true
		}
	}
	if tb.isBot(tb.S.Actor()) {
		return ui.Point{}, false
	}
	return p.Next(tb.S.Actions, func() []func() ui.Point { return tcTaps(tb, tcChoose(tb, &p.r)) }), true
}

// tcChoose picks the action a person at the Tag City table plays: mostly
// a drawing, as people do, else what the core lists (of what the table
// offers: in a lesson, the step's one action).
func tcChoose(tb *Table, r *game.Rand) tagcity.Action {
	legal := scenes.Allowed(tb.sess, tb.S.LegalActions(nil))
	var tags []tagcity.Action
	for _, act := range legal {
		if act.Kind == tagcity.ActTag {
			tags = append(tags, act)
		}
	}
	if len(tags) > 0 && r.Intn(5) > 0 {
		return tags[r.Intn(len(tags))]
	}
	for _, act := range legal {
		if act.Kind == tagcity.ActSocial || act.Kind == tagcity.ActPlace {
			return act
		}
	}
	return legal[0]
}

// tcTaps are the taps that play act the way a person does: Roll, then a
// die and a section for each die, Confirm; or a die, its use (and a
// drone's shape), Rotate and Flip until the shape stands as act's, a tap
// on the grid, Confirm. Each is found when its turn comes, as the dice
// move between taps.
func tcTaps(tb *Table, act tagcity.Action) []func() ui.Point {
	at := func(r ui.Rect) func() ui.Point { return func() ui.Point { return r.Center() } }
	var taps []func() ui.Point
	if act.Kind == tagcity.ActPlace {
		taps = append(taps, at(tcRollBtn))
		var n [tagcity.Faces + 1]uint8
		for i, d := range tb.S.Dice {
			lo, hi := tagcity.DieSections(d.Face)
			sec := hi
			if n[d.Face] < act.Faces[d.Face]-act.Later[d.Face] {
				sec = lo
			}
			n[d.Face]++
			taps = append(taps, func() ui.Point { return tb.placingDieRect(i).Center() }, at(tcSectionRect(sec)))
		}
		return append(taps, at(tcConfirmBtn))
	}
	if tb.S.Phase == tagcity.PhasePick {
		for i, d := range tb.S.Dice {
			if d.Taker == game.Nobody && d.Face == int(act.Face) && d.Section == int(act.Section) {
				taps = append(taps, func() ui.Point { return tb.pickDieRect(i).Center() })
				break
			}
		}
	}
	k := map[tagcity.Kind]int{tagcity.ActTag: 0, tagcity.ActDrone: 1, tagcity.ActSocial: 2}[act.Kind]
	taps = append(taps, at(tcUseBtn(k)))
	if act.Kind == tagcity.ActDrone {
		// The drone's shape, among the nine, before it is turned.
		taps = append(taps, at(tcDroneShape(slices.Index(tb.S.Shapes(), act.Shape))))
	}
	switch act.Kind {
	case tagcity.ActTag, tagcity.ActDrone:
		turn := -1
		for x := 0; x < 8; x++ {
			if tcOrient(act.Shape, x) == int(act.Orient) {
				turn = x
				break
			}
		}
		if turn >= 4 {
			taps = append(taps, at(tcFlipBtn))
		}
		for x := 0; x < turn%4; x++ {
			taps = append(taps, at(tcRotateBtn))
		}
		o := tagcity.Orientations(act.Shape)[act.Orient]
		taps = append(taps, at(tcCellRect(int(act.Row)+(o.H-1)/2, int(act.Col)+(o.W-1)/2)))
	case tagcity.ActSocial:
		if act.Bubble > 0 {
			taps = append(taps, at(tcBubbleBtn(int(act.Bubble)-1)))
		}
	}
	return append(taps, at(tcConfirmBtn))
}
