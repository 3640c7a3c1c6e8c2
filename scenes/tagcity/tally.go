package tagcity

import "graffiti/scenes"

// Tally is the scoring's rows as the table's screen tells them, for a
// phone held upright to lay out: high values, low values, the drone's
// and the bubbles' penalties, the total, best first.
func (sc *Scoring) Tally(a *scenes.App) scenes.Tally {
	s := sc.t.S
	heads := []string{a.T(TCHighValues), a.T(TCLowValues), a.T(TCDroneTotal), a.T(TCBubbleTotal)}
	t := scenes.NewTally(a, heads, sc.order, s.Winners, func(seat int) scenes.TallyRow {
		b := s.Breakdown(seat)
		return scenes.TallyRow{Name: s.Taggers[seat].Name, Color: sc.t.Marker(seat), Mark: sc.t.markerMark(seat),
			Values: []int{b.High, b.Low, b.Drone, b.Bubbles}, Total: b.Total}
	})
	t.Note = sc.tieNote(a)
	return t
}
