package kunststucke

import (
	"slices"

	"graffiti/game"
	ks "graffiti/game/kunststucke"
	"graffiti/scenes"
	"graffiti/scenes/ui"
)

// Autoplay at the Kunststücke table: the core's cheap policy picks an
// action (ks.Policy, the one its random games play), or the table's one
// action when it offers no other (a lesson's step), and it is played by
// the taps a person makes (ksTaps), one a call, waiting while a shape
// moves or the shutter does; the shutter is lifted by a tap. The table
// tests play by the same taps.

// kunststuckePlayer plays Kunststücke's table and reveal by taps.
type kunststuckePlayer struct {
	r      game.Rand
	policy *ks.Policy // the choice of an action
	scenes.TapPlan
}

func (kunststuckeBox) Player(seed uint64) scenes.Player {
	p := &kunststuckePlayer{r: game.NewRand(seed)}
	done := func(a *scenes.App, s *Reveal) bool { return s.Done(a) }
	return scenes.TapPlayer[*Table, *Reveal]{At: p.atKunststucke, Done: done, Rematch: func(s *Reveal) *ui.Button { return s.rematch }}
}

func (p *kunststuckePlayer) atKunststucke(a *scenes.App, tb *Table) (ui.Point, bool) {
	if tb.S.Over || tb.movesBusy(a) || tb.Curtain.Moving(a) {
		return ui.Point{}, false
	}
	if tb.Curtain.Down() {
		p.Taps = nil
		return ui.Point{X: 640, Y: 360}, true
	}
	if tb.isBot(tb.S.Current) {
		return ui.Point{}, false
	}
	if p.policy == nil {
		p.policy = ks.DefaultPolicy()
	}
	tb.refresh()
	if len(tb.legal) == 0 {
		return ui.Point{}, false // a lesson's step played, the next not yet begun
	}
	return p.Next(tb.S.Actions, func() []func() ui.Point {
		act := p.policy.Choose(tb.S, &p.r)
		if !slices.Contains(tb.legal, act) {
			act = tb.legal[0] // a lesson: the table offers its step's action only
		}
		return ksTaps(tb, act)
	}), true
}

// ksTaps are the taps a person makes to play act, each computed when it
// comes (the table changes between them).
func ksTaps(tb *Table, act ks.Action) []func() ui.Point {
	at := func(c ks.Cell) func() ui.Point { return func() ui.Point { return ksCellRect(c).Center() } }
	btn := func(r ui.Rect) func() ui.Point { return func() ui.Point { return r.Center() } }
	hand := func(id ks.ShapeID) func() ui.Point {
		return func() ui.Point {
			for k, h := range tb.S.Hand(tb.S.Current) {
				if h == id {
					return ksHandBox(k).Center()
				}
			}
			return ui.Point{X: -100, Y: -100}
		}
	}
	switch act.Kind {
	case ks.ActPlace:
		taps := []func() ui.Point{hand(act.Shape)}
		turns := ks.Turns(act.Shape)
		for i := 0; turns[i] != int(act.Rot); i++ {
			taps = append(taps, btn(ksRotateBtn))
		}
		// The ghost's box takes its middle where the tap falls.
		w, h := ks.Size(act.Shape, int(act.Rot))
		return append(taps, at(ks.Cell{X: act.At.X + int8((w-1)/2), Y: act.At.Y + int8((h-1)/2)}), btn(ksConfirmBtn))
	case ks.ActDiscard:
		return []func() ui.Point{hand(act.Shape), btn(ksDiscardBtn)}
	case ks.ActSlide:
		ss := tb.S.Shapes[act.Shape]
		first := ks.Footprint(act.Shape, int(ss.Rot), ss.At())[0]
		grab := ks.Cell{X: first.X - ss.X, Y: first.Y - ss.Y}
		return []func() ui.Point{at(first), at(ks.Cell{X: act.At.X + grab.X, Y: act.At.Y + grab.Y}), btn(ksConfirmBtn)}
	case ks.ActLook:
		return []func() ui.Point{btn(ksPileRect(int(act.Pile))), btn(ksConfirmBtn)}
	case ks.ActTake:
		return []func() ui.Point{func() ui.Point {
			pile := tb.S.Pile(tb.S.Looking)
			for j, tile := range pile {
				if tile == act.Tile {
					return ksPileTileRect(j, len(pile)).Center()
				}
			}
			return ui.Point{X: -100, Y: -100}
		}, btn(ksPrivSlotRect(int(act.Slot)))}
	case ks.ActUndo:
		return []func() ui.Point{btn(ksUndoBtn)}
	}
	return []func() ui.Point{btn(ksEndBtn)}
}
