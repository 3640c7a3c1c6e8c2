package graffiti

import (
	"graffiti/game"
	"graffiti/game/graffiti"
	"graffiti/scenes"
)

// Shot puts a Graffiti table on screen for a picture: after o.Actions
// random legal actions (table; leave with Menu's question over it, since
// with what the others did told, log with the whole log open), at the
// next curtain, at the round end's keep step, or at the final scoring.
func (graffitiBox) Shot(a *scenes.App, o scenes.ShotOptions) (bool, error) {
	switch o.Scene {
	case "table", "curtain", "keep", "scoring", "leave", "since", "log":
	default:
		return false, nil
	}
	colors := []int{0, 1, 2, 3}[:o.Players]
	t, err := NewTable(a, graffiti.Setup{Players: o.Players, Seed: o.Seed, Special: o.Special, Block: o.Block}, colors, o.Seats)
	if err != nil {
		return true, err
	}
	r := game.NewRand(o.Seed)
	var buf []graffiti.Action
	stop := func() bool {
		switch o.Scene {
		case "scoring":
			return t.S.Phase == graffiti.PhaseOver
		case "keep":
			return t.S.Phase == graffiti.PhaseKeep
		}
		return t.S.Actions >= o.Actions
	}
	for !stop() && t.S.Phase != graffiti.PhaseOver {
		buf = t.S.LegalActions(buf)
		// Prefer acting to passing, so the table fills up.
		act := buf[r.Intn(len(buf))]
		if act.Kind == graffiti.ActPass && len(buf) > 1 && r.Intn(4) > 0 {
			act = buf[1+r.Intn(len(buf)-1)]
		}
		ev, err := t.S.Apply(act)
		if err != nil {
			return true, err
		}
		t.logEvents(a, ev)
	}
	t.refresh()
	if o.Scene == "table" && !t.isBot(t.S.Actor()) {
		// Show the choice strip open on a spray if one is possible.
		for _, act := range t.Legal {
			if act.Kind == graffiti.ActSpray {
				t.choose(target{kind: tSegment, seg: int(act.Segment)})
				break
			}
		}
	}
	if o.Scene != "curtain" && !t.isBot(t.S.Actor()) {
		t.curtain.IsDown, t.curtain.LiftedFor = false, t.S.Actor()
		t.curtain.Moved = -1000
	}
	a.Cur = t
	t.leaving = o.Scene == "leave" // Menu's question over the table
	if o.Scene == "log" {
		t.openLog(a) // the whole log over the table
	}
	if o.Scene == "since" {
		// As if the seat to act had last acted a round ago.
		t.since.acted(t.S.Actor(), max(0, len(t.log)-3*t.S.N()))
		t.sinceLifted(a, t.S.Actor())
		t.since.at = 1 << 30 // held for the picture
	}
	if o.Scene == "scoring" {
		t.over = true
		a.Cur = NewScoring(a, t)
	}
	return true, nil
}
