package tagcity

// Outcome sums a battle up for the replay command: where it stands, and
// each tagger's score by source.
type Outcome struct {
	Phase   string          `json:"phase"`
	Round   int             `json:"round"`
	Actions int             `json:"actions"`
	Hash    string          `json:"hash"`
	Taggers []TaggerOutcome `json:"taggers"`
	Winners []int           `json:"winners,omitempty"`
}

// TaggerOutcome is one tagger's score by source.
type TaggerOutcome struct {
	Name      string    `json:"name"`
	Breakdown Breakdown `json:"breakdown"`
}

// Outcome sums the battle up.
func (s *State) Outcome() Outcome {
	o := Outcome{Phase: s.Phase.String(), Round: s.Round, Actions: s.Actions, Hash: s.Hash(), Winners: s.Winners}
	for i, t := range s.Taggers {
		o.Taggers = append(o.Taggers, TaggerOutcome{t.Name, s.Breakdown(i)})
	}
	return o
}
