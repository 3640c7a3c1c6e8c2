package kunststucke

import (
	"graffiti/game"
	ks "graffiti/game/kunststucke"
	"graffiti/scenes"
)

// Shot puts a game of Kunststücke on screen for a picture:
// after o.Actions actions (kunststucke), at the next hand-over curtain
// after them (kunststucke-curtain), or at the final reveal, half told
// when the picture is taken (kunststucke-reveal); "table", "curtain"
// and "scoring" are the same. The seats play as the
// easy bot would, with now and then a random action of the core's cheap
// policy (a slide, a draw), so the canvas looks played and the log varied.
func (kunststuckeBox) Shot(a *scenes.App, o scenes.ShotOptions) (bool, error) {
	if name, ok := map[string]string{"table": "kunststucke", "curtain": "kunststucke-curtain", "scoring": "kunststucke-reveal"}[o.Scene]; ok {
		o.Scene = name
	}
	switch o.Scene {
	case "kunststucke", "kunststucke-curtain", "kunststucke-reveal":
	default:
		return false, nil
	}
	seats := o.Seats
	if len(seats) != o.Players {
		seats = make([]scenes.Seat, o.Players)
	}
	t, err := NewTable(a, ks.Setup{Players: o.Players, Seed: o.Seed, Youngest: -1}, seats)
	if err != nil {
		return true, err
	}
	// The picture's game is played by the shot as the game's owner, from
	// the session's own match, as the seats would; the table is told each
	// action as it would be.
	real := ks.StateOf(t.sess.(*scenes.Local).Match())
	r := game.NewRand(o.Seed)
	pol := ks.DefaultPolicy()
	handedOver := false
	stop := func() bool {
		switch o.Scene {
		case "kunststucke-reveal":
			return real.Over
		case "kunststucke-curtain":
			return real.Actions >= o.Actions && handedOver && !t.isBot(real.Current)
		}
		return real.Actions >= o.Actions
	}
	for !stop() && !real.Over {
		act, err := ks.OneMove(real.ViewFor(real.Current), o.Seed+uint64(real.Actions), true)
		if err != nil {
			return true, err
		}
		if r.Intn(5) == 0 {
			act = pol.Choose(real, &r)
		}
		seat := real.Current
		if err := t.sess.Act(act.String()); err != nil {
			return true, err
		}
		t.gen++
		if act.Kind == ks.ActEnd {
			t.read[seat] = len(t.log)
		}
		handedOver = act.Kind == ks.ActEnd
		t.logEvents(scenes.Told[ks.Event](t.sess.Events(game.Nobody)))
	}
	t.see()
	t.refresh()
	a.Cur = t
	switch o.Scene {
	case "kunststucke-reveal":
		t.over = true
		rv := NewReveal(a, t)
		rv.start = o.Ticks - (len(rv.items)/2+1)*a.Settings.Speed.Ticks(ksRevealStep)
		a.Cur = rv
	case "kunststucke-curtain":
		t.Curtain.IsDown, t.Curtain.LiftedFor, t.Curtain.Moved = true, game.Nobody, -1000
	default:
		actor := t.S.Current
		if t.isBot(actor) {
			// A bot plays in the open: no curtain over its turn.
			t.Curtain.IsDown, t.Curtain.Moved = false, -1000
			break
		}
		// The person to play has lifted the curtain, and holds a shape
		// whose ghost lies where the core accepts it.
		t.Curtain.IsDown, t.Curtain.LiftedFor, t.Curtain.Moved = false, actor, -1000
		if t.S.Looking >= 0 {
			break
		}
		if t.S.Played {
			// A shape tapped to slide, its destinations glowing, the
			// farthest picked.
			for id, ss := range t.S.Shapes {
				if ss.Where != ks.OnCanvas {
					continue
				}
				if dests := t.S.SlidesOf(ks.ShapeID(id), nil); len(dests) > 0 {
					t.slide, t.dests = ks.ShapeID(id), dests
					t.dest, t.destSet = dests[len(dests)-1].At, true
					break
				}
			}
			break
		}
		for _, id := range t.S.Hand(actor) {
			if places := t.S.PlacesOf(id, nil); len(places) > 0 {
				p := places[len(places)/2]
				t.held, t.rot, t.anchor, t.put = id, int(p.Rot), p.At, true
				break
			}
		}
	}
	return true, nil
}
