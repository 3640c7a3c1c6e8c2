package graffiti

import (
	"graffiti/scenes"
	"graffiti/scenes/words"
)

// Tally is the scoring's rows as the table's screen tells them, for a
// phone held upright to lay out: the points of play, of the tiles left
// and of the tags complete, the total, best first.
func (sc *Scoring) Tally(a *scenes.App) scenes.Tally {
	s := sc.t.S
	heads := []string{a.T(words.DuringPlay), a.T(words.TilesLeft), a.T(words.TagsComplete)}
	t := scenes.NewTally(a, heads, sc.ranking(), s.Winners, func(seat int) scenes.TallyRow {
		p := &s.Players[seat]
		return scenes.TallyRow{Name: p.Name, Color: sc.t.seatColor(seat), Mark: sc.t.seatMark(seat),
			Values: []int{p.Points.Play, p.Points.Tiles, p.Points.Tags}, Total: p.Score}
	})
	if sc.tieBroken() {
		t.Note = a.T(words.TieBreak)
	}
	return t
}
