package tagcity

import (
	"fmt"
	"math/rand/v2"

	"graffiti/game"
)

// Tag City's first bot: one move ahead. It decides from its seat's view
// only: a state drawn consistent with the view (tagcity.Determinize: the
// other taggers' pending final-die choices are not in it), every legal
// action tried on a copy, the best by the points it makes now plus the
// squares it tags (room taken towards later features). With noise, the
// near-best are shuffled a little. The search of Graffiti's medium and
// hard bots is not written for Tag City yet: every level plays this.

// OneMove is the seat's choice in v (the seat to act).
func OneMove(v View, seed uint64, noisy bool) (Action, error) {
	if v.Phase == PhaseOver {
		return Action{}, fmt.Errorf("the battle is over")
	}
	g := game.NewRand(seed)
	s, err := Determinize(&v, &g)
	if err != nil {
		return Action{}, err
	}
	seat := s.Actor()
	if seat != v.Seat {
		return Action{}, fmt.Errorf("seat %d is not to act (seat %d is)", v.Seat, seat)
	}
	legal := s.LegalActions(nil)
	if len(legal) == 0 {
		return Action{}, fmt.Errorf("no legal action in phase %v", s.Phase)
	}
	r := rand.New(rand.NewPCG(seed, 0x7c17))
	if s.Phase == PhasePlace {
		// Where the dice lie matters to everyone alike at one move's
		// depth: any placement.
		return legal[r.IntN(len(legal))], nil
	}
	best, bestV := legal[0], -1e9
	before := s.Score(seat)
	cells := s.Taggers[seat].Grid.Count()
	c := s.Clone()
	for i, a := range legal {
		if i > 0 {
			s.copyInto(c)
		}
		if _, err := c.Apply(a); err != nil {
			return Action{}, fmt.Errorf("bot: a listed action was refused: %v", err)
		}
		// A final-die choice takes effect at the reveal: the others
		// still to choose are taken to check social networks, which
		// changes nothing on this board (the high values are those open
		// before the final die).
		for round := c.Round; s.Phase == PhaseFinal && c.Phase == PhaseFinal && c.Round == round; {
			if _, err := c.Apply(Action{Kind: ActSocial}); err != nil {
				return Action{}, fmt.Errorf("bot: the others' final die: %v", err)
			}
		}
		val := float64(c.Score(seat)-before) + 0.35*float64(c.Taggers[seat].Grid.Count()-cells)
		if noisy {
			val += 1.5 * r.Float64()
		}
		if val > bestV {
			best, bestV = a, val
		}
	}
	return best, nil
}
