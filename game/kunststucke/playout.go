package kunststucke

import (
	"fmt"

	"graffiti/game"
)

// Policy is a cheap random player for playouts and bots' rollouts. It
// never lists every action: it picks what to do first (slide, place,
// discard, draw, end) and then one legal way of doing it, so a whole game
// costs a few milliseconds. Its choices are always legal.
type Policy struct {
	SlideChance float64 // chance of trying a slide before and after the placement
	DrawChance  float64 // chance of drawing on a turn with a free slot
	Discard     float64 // chance of discarding though a placement exists
	UndoChance  float64 // chance of taking a placement back
	buf         []Action
	order       []ShapeID
}

// DefaultPolicy is the playout policy of the simulator.
func DefaultPolicy() *Policy {
	return &Policy{SlideChance: 0.15, DrawChance: 0.5, Discard: 0.03, UndoChance: 0.02}
}

func chance(r *game.Rand, p float64) bool { return float64(r.Uint64()>>11)/(1<<53) < p }

// Choose gives a legal action for the state (which must not be over).
func (pl *Policy) Choose(s *State, r *game.Rand) Action {
	p := &s.Players[s.Current]
	if s.Looking >= 0 {
		tiles := s.Pile(s.Looking)
		var free []int
		for k, t := range p.Slots {
			if t < 0 {
				free = append(free, k)
			}
		}
		return Action{Kind: ActTake, Tile: tiles[r.Intn(len(tiles))], Slot: int8(free[r.Intn(len(free))])}
	}
	if p.Tokens >= SlideCost && chance(r, pl.SlideChance) {
		if a, ok := pl.slide(s, r); ok {
			return a
		}
	}
	if !s.Played {
		pl.order = pl.order[:0]
		for id := range s.Shapes {
			if ss := s.Shapes[id]; ss.Where == InHand && int(ss.Seat) == s.Current {
				pl.order = append(pl.order, ShapeID(id))
			}
		}
		game.Shuffle(r, pl.order)
		if !chance(r, pl.Discard) {
			for _, id := range pl.order {
				if pl.buf = s.PlacesOf(id, pl.buf); len(pl.buf) > 0 {
					return pl.buf[r.Intn(len(pl.buf))]
				}
			}
		}
		return Action{Kind: ActDiscard, Shape: pl.order[0]}
	}
	if s.Undo >= 0 && chance(r, pl.UndoChance) {
		return Action{Kind: ActUndo}
	}
	if !s.Drew && p.Free() && chance(r, pl.DrawChance) {
		var piles []int
		for q := 0; q < NumPiles; q++ {
			if s.PileSize(q) > 0 {
				piles = append(piles, q)
			}
		}
		return Action{Kind: ActLook, Pile: int8(piles[r.Intn(len(piles))])}
	}
	return End
}

func (pl *Policy) slide(s *State, r *game.Rand) (Action, bool) {
	pl.order = pl.order[:0]
	for id := range s.Shapes {
		if s.Shapes[id].Where == OnCanvas {
			pl.order = append(pl.order, ShapeID(id))
		}
	}
	if len(pl.order) == 0 {
		return Action{}, false
	}
	id := pl.order[r.Intn(len(pl.order))]
	if pl.buf = s.SlidesOf(id, pl.buf); len(pl.buf) == 0 {
		return Action{}, false
	}
	return pl.buf[r.Intn(len(pl.buf))], true
}

// PlayoutStats describes one random game.
type PlayoutStats struct {
	Actions, Placed, Discarded, Forced, Slides, Drawn, Met int
	FirstForced                                            int // the turn of the first discard forced by a full canvas, 0 if none
	Scores                                                 []int
	Winners                                                []int
}

// MaxPlayoutActions stops a game that would not end; far above any real one.
const MaxPlayoutActions = 5000

// Playout plays one game with pol choosing from r. With check it verifies
// after every action every invariant and that the action was accepted,
// and at every turn's end the secrecy of one seat's view (each seat in
// turn): its serialised view is unchanged when everything hidden from it
// is exchanged. A broken rule is a *game.Failed.
func Playout(setup Setup, pol *Policy, r *game.Rand, check bool) (PlayoutStats, error) {
	s, _, err := New(setup)
	if err != nil {
		return PlayoutStats{}, err
	}
	var st PlayoutStats
	var ev []Event
	trail := game.Trail[Action]{Keep: check}
	perm := game.NewRand(setup.Seed ^ 0x5ec7e7)
	fail := func(err error) (PlayoutStats, error) { return st, trail.Fail(err) }
	for !s.Over {
		if s.Actions >= MaxPlayoutActions {
			return fail(fmt.Errorf("the game did not end after %d actions", s.Actions))
		}
		a := pol.Choose(s, r)
		trail.Add(a)
		if a.Kind == ActDiscard && len(s.legalPlacesAll()) == 0 {
			st.Forced++
			if st.FirstForced == 0 {
				st.FirstForced = s.Turn
			}
		}
		if ev, err = s.ApplyTo(ev[:0], a); err != nil {
			return fail(fmt.Errorf("the policy's %q was refused: %v", a, err))
		}
		switch a.Kind {
		case ActSlide:
			st.Slides++
		case ActTake:
			st.Drawn++
		}
		if check {
			if err := s.Invariants(); err != nil {
				return fail(err)
			}
			if a.Kind == ActEnd {
				if err := core.CheckSecrecy(s, s.Turn%s.N(), &perm); err != nil {
					return fail(err)
				}
			}
		}
	}
	st.Actions = s.Actions
	for _, ss := range s.Shapes {
		switch ss.Where {
		case OnCanvas:
			st.Placed++
		case Discarded:
			st.Discarded++
		}
	}
	for i := range s.Players {
		st.Scores = append(st.Scores, s.Players[i].Score)
		st.Met += s.Players[i].Met
	}
	st.Winners = s.Winners
	return st, nil
}

// legalPlacesAll lists every placement of the current hand.
func (s *State) legalPlacesAll() []Action {
	var buf []Action
	for id := range s.Shapes {
		if ss := s.Shapes[id]; ss.Where == InHand && int(ss.Seat) == s.Current {
			buf = s.legalPlaces(ShapeID(id), buf)
			if len(buf) > 0 {
				return buf
			}
		}
	}
	return buf
}
