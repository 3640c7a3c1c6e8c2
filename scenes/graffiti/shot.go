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
	// The picture's game is played by the shot as the game's owner, from
	// the session's own match; the table is told each action as it would
	// be.
	real := graffiti.StateOf(t.sess.(*scenes.Local).Match())
	r := game.NewRand(o.Seed)
	var buf []graffiti.Action
	stop := func() bool {
		switch o.Scene {
		case "scoring":
			return real.Phase == graffiti.PhaseOver
		case "keep":
			return real.Phase == graffiti.PhaseKeep
		}
		return real.Actions >= o.Actions
	}
	for !stop() && real.Phase != graffiti.PhaseOver {
		buf = real.LegalActions(buf)
		// Prefer acting to passing, so the table fills up.
		act := buf[r.Intn(len(buf))]
		if act.Kind == graffiti.ActPass && len(buf) > 1 && r.Intn(4) > 0 {
			act = buf[1+r.Intn(len(buf)-1)]
		}
		if err := t.sess.Act(act.String()); err != nil {
			return true, err
		}
		t.gen++
		t.logEvents(a, t.told())
	}
	if o.Scene != "curtain" && !t.isBot(real.Actor()) {
		t.curtain.IsDown, t.curtain.LiftedFor = false, real.Actor()
		t.curtain.Moved = -1000
	}
	t.see() // the seat the curtain was lifted for
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
