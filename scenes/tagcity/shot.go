package tagcity

import (
	"graffiti/game"
	"graffiti/game/tagcity"
	"graffiti/scenes"
)

// Shot puts a Tag City battle on screen for a picture: after
// o.Actions random legal actions (tagcity), at the first person's
// final-die curtain (tagcity-curtain), or at the end (tagcity-scoring); "table", "curtain" and "scoring"
// are the same.
// Random actions that draw are preferred, so the boards fill up.
func (tagCityBox) Shot(a *scenes.App, o scenes.ShotOptions) (bool, error) {
	if name, ok := map[string]string{"table": "tagcity", "curtain": "tagcity-curtain", "scoring": "tagcity-scoring"}[o.Scene]; ok {
		o.Scene = name
	}
	switch o.Scene {
	case "tagcity", "tagcity-curtain", "tagcity-scoring":
	default:
		return false, nil
	}
	seats := o.Seats
	if len(seats) != o.Players {
		seats = make([]scenes.Seat, o.Players)
	}
	t, err := NewTable(a, tagcity.Setup{Players: o.Players, Seed: o.Seed, City: tcSide(o.Special), HQ: tcSide(o.Block)}, seats, nil)
	if err != nil {
		return true, err
	}
	// The picture's battle is played by the shot as the battle's owner,
	// from the session's own match; the table is told each action as it
	// would be.
	real := tagcity.StateOf(t.sess.(*scenes.Local).Match())
	r := game.NewRand(o.Seed)
	stop := func() bool {
		switch o.Scene {
		case "tagcity-scoring":
			return real.Phase == tagcity.PhaseOver
		case "tagcity-curtain":
			return real.Phase == tagcity.PhaseFinal && len(real.Finals) > 0
		}
		return real.Actions >= o.Actions
	}
	var buf, tags []tagcity.Action
	for !stop() && real.Phase != tagcity.PhaseOver {
		buf = real.LegalActions(buf)
		act := buf[r.Intn(len(buf))]
		// Drones outnumber every other action (any shape anywhere):
		// drawing the die's own shape is what a tagger mostly does.
		tags = tags[:0]
		for _, x := range buf {
			if x.Kind == tagcity.ActTag {
				tags = append(tags, x)
			}
		}
		if len(tags) > 0 && r.Intn(6) > 0 {
			act = tags[r.Intn(len(tags))]
		}
		if seat := real.Actor(); t.isBot(seat) {
			// A bot's seat plays as the bot would, one move ahead: a
			// battle worth a picture.
			if act, err = tagcity.OneMove(real.ViewFor(seat), o.Seed+uint64(real.Actions), false); err != nil {
				return true, err
			}
		}
		if err := t.sess.Act(act.String()); err != nil {
			return true, err
		}
		t.gen++
		t.logEvents(scenes.Told[tagcity.Event](t.sess.Events(game.Nobody)))
	}
	t.see()
	t.refresh()
	a.Cur = t
	switch o.Scene {
	case "tagcity-scoring":
		t.over = true
		a.Cur = NewScoring(a, t)
	case "tagcity-curtain":
		t.finalAt = t.S.Actions - len(t.S.Finals)
		t.Curtain.IsDown, t.Curtain.LiftedFor, t.Curtain.Moved = true, game.Nobody, -1000
	default:
		if t.S.Phase == tagcity.PhaseFinal {
			// The person to choose has lifted the shutter.
			t.finalAt = t.S.Actions - len(t.S.Finals)
			t.Curtain.IsDown, t.Curtain.LiftedFor, t.Curtain.Moved = false, t.S.Actor(), -1000
		}
		if t.S.Phase == tagcity.PhasePlace {
			t.roll(a)
			t.rollTick = -1000
		}
		// Show a drawing under way when the die in hand can tag.
		if t.S.Phase == tagcity.PhasePick && !t.isBot(t.S.Actor()) {
			for _, act := range t.legal {
				if act.Kind == tagcity.ActTag {
					for i, d := range t.S.Dice {
						if d.Taker == game.Nobody && d.Face == int(act.Face) && d.Section == int(act.Section) {
							t.chooseDie(a, i)
						}
					}
					t.setUse(tagcity.ActTag)
					t.anchor, t.turn, t.put = [2]int{int(act.Row), int(act.Col)}, 0, true
					for turn := 0; turn < 8; turn++ {
						if tcOrient(act.Shape, turn) == int(act.Orient) {
							t.turn = turn
							break
						}
					}
					break
				}
			}
		}
	}
	return true, nil
}

// tcSide is side B when b, else A.
func tcSide(b bool) tagcity.Side {
	if b {
		return tagcity.SideB
	}
	return tagcity.SideA
}
