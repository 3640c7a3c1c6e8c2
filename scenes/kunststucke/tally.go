package kunststucke

import "graffiti/scenes"

// Tally is the reveal's rows as the table's screen tells them, for a
// phone held upright to lay out: the objectives each artist met and the
// points they scored, best first.
func (r *Reveal) Tally(a *scenes.App) scenes.Tally {
	s := r.t.S
	t := scenes.NewTally(a, []string{a.T(KSObjectives)}, r.order, s.Winners, func(seat int) scenes.TallyRow {
		p := &s.Players[seat]
		return scenes.TallyRow{Name: p.Name, Color: ksSeatCol(seat), Mark: ksSeatMark(seat), Values: []int{p.Met}, Total: p.Score}
	})
	t.Note = r.tieNote(a)
	return t
}
