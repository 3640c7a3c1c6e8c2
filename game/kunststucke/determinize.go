package kunststucke

import (
	"fmt"
	"slices"

	"graffiti/game"
)

// Determinize builds a full state consistent with everything v's seat
// knows: the public state as it is, the seat's own tiles and the pile it
// is looking at as they are, and every tile it cannot see dealt at random
// from r onto the other seats' filled slots and into the piles (sizes
// kept). It is what a searching bot samples from a view. The seed is not
// known, so the state's is 0; what the seat once saw in a pile is not in
// the view (point 12) and is not used. The public view (seat Nobody)
// knows no tile.
func Determinize(v *View, r *game.Rand) (*State, error) {
	n := len(v.Players)
	if n < MinPlayers || n > MaxPlayers || v.Seat < Nobody || v.Seat >= n {
		return nil, fmt.Errorf("a view of seat %d among %d players", v.Seat, n)
	}
	s := &State{
		Format: Format, Game: GameName, Setup: v.Setup, First: v.First, Turn: v.Turn, Current: v.Current,
		Played: v.Played, Drew: v.Drew, Looking: v.Looking, Undo: v.Undo, Shapes: v.Shapes, Over: v.Over,
		Winners: slices.Clone(v.Winners), Actions: v.Actions,
	}
	s.Setup.Names = slices.Clone(v.Setup.Names)
	known := [NumTiles]bool{}
	for i := range s.Piles {
		s.Piles[i] = -1
	}
	for i, pv := range v.Players {
		p := Player{Name: pv.Name, Tokens: pv.Tokens, From: pv.From, Score: pv.Score, Met: pv.Met}
		for k := range p.Slots {
			p.Slots[k] = -1
		}
		if pv.Slots != nil {
			p.Slots = *pv.Slots
			for _, t := range p.Slots {
				if t >= 0 && int(t) < NumTiles {
					known[t] = true
				}
			}
		} else if i == v.Seat && !v.Over {
			return nil, fmt.Errorf("the view does not show seat %d its own tiles", v.Seat)
		}
		s.Players = append(s.Players, p)
	}
	sizes := v.Piles
	if v.Looking >= 0 && v.Looking < NumPiles && v.Examined != nil {
		for _, t := range v.Examined {
			if t < 0 || int(t) >= NumTiles || known[t] {
				return nil, fmt.Errorf("the examined pile holds tile %d twice or out of range", t)
			}
			known[t] = true
			s.Piles[t] = int8(v.Looking)
		}
		sizes[v.Looking] -= len(v.Examined)
	}
	var unknown []TileID
	for t := range known {
		if !known[t] {
			unknown = append(unknown, TileID(t))
		}
	}
	game.Shuffle(r, unknown)
	take := func() (TileID, error) {
		if len(unknown) == 0 {
			return -1, fmt.Errorf("the view hides more tiles than there are")
		}
		t := unknown[len(unknown)-1]
		unknown = unknown[:len(unknown)-1]
		return t, nil
	}
	for i, pv := range v.Players {
		if pv.Slots != nil {
			continue
		}
		for k, filled := range pv.Filled {
			if filled {
				t, err := take()
				if err != nil {
					return nil, err
				}
				s.Players[i].Slots[k] = t
			}
		}
	}
	for p, size := range sizes {
		for ; size > 0; size-- {
			t, err := take()
			if err != nil {
				return nil, err
			}
			s.Piles[t] = int8(p)
		}
	}
	if len(unknown) != 0 {
		return nil, fmt.Errorf("%d tiles are nowhere in the view", len(unknown))
	}
	if err := s.rebuild(); err != nil {
		return nil, err
	}
	if err := s.Invariants(); err != nil {
		return nil, err
	}
	return s, nil
}
