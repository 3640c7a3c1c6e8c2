package kunststucke

import (
	"slices"

	"graffiti/game"
)

// View is the state as one seat may see it. Everything is public but the
// faces of objective tiles: a seat sees its own (and, while it looks at a
// pile, that pile's tiles, sorted); the others' slots say only whether
// they hold a tile and which pile it came from; piles are only counted.
// The seed is left out (it would tell every pile). At game end every tile
// is face up. Serialised, it holds nothing the seat may not know.
type View struct {
	Seat     int                   `json:"seat"`
	Setup    Setup                 `json:"setup"`
	First    int                   `json:"first"`
	Turn     int                   `json:"turn"`
	Current  int                   `json:"current"`
	Played   bool                  `json:"played"`
	Drew     bool                  `json:"drew"`
	Looking  int                   `json:"looking"`
	Undo     ShapeID               `json:"undo"`
	Shapes   [NumShapes]ShapeState `json:"shapes"`
	Piles    [NumPiles]int         `json:"piles"`              // sizes
	Examined []TileID              `json:"examined,omitempty"` // the pile the viewer is looking at, sorted
	Players  []PlayerView          `json:"players"`
	Over     bool                  `json:"over"`
	Winners  []int                 `json:"winners,omitempty"`
	Actions  int                   `json:"actions"` // played so far
}

// PlayerView is a player as the viewer sees them. Slots is nil for the
// other seats during play; Filled and From are public.
type PlayerView struct {
	Name   string            `json:"name"`
	Tokens int               `json:"tokens"`
	Filled [NumSlots]bool    `json:"filled"`
	From   [NumSlots]int8    `json:"from"`
	Slots  *[NumSlots]TileID `json:"slots,omitempty"`
	Score  int               `json:"score"` // final only
	Met    int               `json:"met"`   // final only
}

// ViewFor gives the state as seat sees it.
func (s *State) ViewFor(seat int) View {
	v := View{
		Seat: seat, Setup: s.Setup, First: s.First, Turn: s.Turn, Current: s.Current, Played: s.Played,
		Drew: s.Drew, Looking: s.Looking, Undo: s.Undo, Shapes: s.Shapes, Over: s.Over,
		Winners: slices.Clone(s.Winners), Actions: s.Actions,
	}
	v.Setup.Seed = 0
	v.Setup.Names = slices.Clone(s.Setup.Names)
	for _, q := range s.Piles {
		if q >= 0 {
			v.Piles[q]++
		}
	}
	if s.Looking >= 0 && seat == s.Current {
		v.Examined = s.Pile(s.Looking)
	}
	for i := range s.Players {
		p := &s.Players[i]
		pv := PlayerView{Name: p.Name, Tokens: p.Tokens, From: p.From, Score: p.Score, Met: p.Met}
		for k, t := range p.Slots {
			pv.Filled[k] = t >= 0
		}
		if i == seat || s.Over {
			slots := p.Slots
			pv.Slots = &slots
		}
		v.Players = append(v.Players, pv)
	}
	return v
}

// permuteHidden changes what viewer cannot see and nothing else: tiles on
// other seats' slots and in the piles (but the pile the viewer is looking
// at) are exchanged, sizes and sources kept. It reports whether anything
// changed. The secrecy checks compare viewer's serialised view before and
// after.
func (s *State) permuteHidden(viewer int, r *game.Rand) bool {
	if s.Over {
		return false
	}
	type loc struct{ seat, slot, pile int }
	var locs []loc
	var tiles []TileID
	for t, q := range s.Piles {
		if q >= 0 && !(int(q) == s.Looking && viewer == s.Current) {
			locs = append(locs, loc{-1, -1, int(q)})
			tiles = append(tiles, TileID(t))
		}
	}
	for i := range s.Players {
		if i == viewer {
			continue
		}
		for k, t := range s.Players[i].Slots {
			if t >= 0 {
				locs = append(locs, loc{i, k, -1})
				tiles = append(tiles, t)
			}
		}
	}
	if len(tiles) < 2 {
		return false
	}
	old := slices.Clone(tiles)
	game.Shuffle(r, tiles)
	for _, t := range tiles {
		s.Piles[t] = -1
	}
	for i, l := range locs {
		if l.seat >= 0 {
			s.Players[l.seat].Slots[l.slot] = tiles[i]
		} else {
			s.Piles[tiles[i]] = int8(l.pile)
		}
	}
	return !slices.Equal(old, tiles)
}

// StandIn is the game as a view's seat may know it: a whole state whose
// every detail the view shows is the view's, the tiles it cannot see
// dealt from seed: the same view and seed give the same stand-in. A
// table asks the core's rules of it and draws from it only what the view
// shows: a test draws it from two seeds and compares.
func StandIn(v View, seed uint64) (*State, error) {
	r := game.NewRand(seed ^ 0x57a9d)
	return Determinize(&v, &r)
}
