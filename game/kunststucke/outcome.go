package kunststucke

// Outcome sums a game up for the replay command: where it stands, the
// hash, each artist's score, objectives met and tokens, the winners.
type Outcome struct {
	Over    bool            `json:"over"`
	Turn    int             `json:"turn"`
	Actions int             `json:"actions"`
	Hash    string          `json:"hash"`
	Artists []ArtistOutcome `json:"artists"`
	Winners []int           `json:"winners,omitempty"`
}

// ArtistOutcome is one artist's score, objectives met and tokens.
type ArtistOutcome struct {
	Name   string `json:"name"`
	Score  int    `json:"score"`
	Met    int    `json:"met"`
	Tokens int    `json:"tokens"`
}

// Outcome sums the game up.
func (s *State) Outcome() Outcome {
	o := Outcome{Over: s.Over, Turn: s.Turn, Actions: s.Actions, Hash: s.Hash(), Winners: s.Winners}
	for _, p := range s.Players {
		o.Artists = append(o.Artists, ArtistOutcome{p.Name, p.Score, p.Met, p.Tokens})
	}
	return o
}
