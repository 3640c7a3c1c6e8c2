package graffiti

// Outcome is what a finished (or interrupted) game comes to, as the
// replay sub-command prints it.
type Outcome struct {
	Over    bool            `json:"over"`
	Round   int             `json:"round"`
	Actions int             `json:"actions"`
	Players []PlayerOutcome `json:"players"`
	Winners []string        `json:"winners"`
	Hash    string          `json:"hash"`
}

// PlayerOutcome is one player's score with its breakdown.
type PlayerOutcome struct {
	Name     string `json:"name"`
	Score    int    `json:"score"`
	Play     int    `json:"duringPlay"`
	Tiles    int    `json:"tiles"`
	Tags     int    `json:"tags"`
	InTunnel int    `json:"tagsInTunnel"`
}

// Outcome sums the state up.
func (s *State) Outcome() Outcome {
	o := Outcome{Over: s.Phase == PhaseOver, Round: s.Round, Actions: s.Actions, Hash: s.Hash(), Winners: []string{}}
	for i, p := range s.Players {
		o.Players = append(o.Players, PlayerOutcome{Name: p.Name, Score: p.Score, Play: p.Points.Play, Tiles: p.Points.Tiles, Tags: p.Points.Tags, InTunnel: s.TagsInTunnel(i)})
	}
	for _, w := range s.Winners {
		o.Winners = append(o.Winners, s.Players[w].Name)
	}
	return o
}
