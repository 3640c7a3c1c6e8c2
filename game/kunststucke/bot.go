package kunststucke

import (
	"cmp"
	"fmt"
	"slices"

	"graffiti/game"
)

// Kunststücke's first bot, one move ahead, and the cheap judgement every
// Kunststücke bot shares: what a seat's tiles are likely worth at the
// end, given the groups on the canvas and the shapes still in the hands.
// A tile scores only when some group of its colour has exactly its
// number of shapes at the end, so what counts is how near the groups are
// to the tiles' sizes and who holds the shapes still to grow them.
//
// Every turn it draws first while a slot is free (an unmet tile costs
// nothing, and the placement that follows can then serve the tile): it
// looks at the largest pile and takes the tile worth most on its highest
// free slot. Then it places the shape that gains most, and ends the turn.
// It never slides: weighing every slide of every shape costs far more
// than one move ahead should; the searching levels weigh them in their
// last turns.

// OneMove is the seat's choice in v (the seat to act), from
// its view only. With noise, near-equal choices are shuffled a little.
func OneMove(v View, seed uint64, noisy bool) (Action, error) {
	s, err := ksDeterminize(&v, seed)
	if err != nil {
		return Action{}, err
	}
	r := game.NewRand(seed ^ 0xea5e)
	noise := 0.0
	if noisy {
		noise = ksEasyNoise
	}
	return ksGreedy(s, &r, 0, noise), nil
}

// ksEasyNoise is the easy bot's noise, in points: enough to vary among
// near-equal placements, not enough to throw away a met tile.
const ksEasyNoise = 1.0

// ksDeterminize checks that v's seat is to act in a game not over and
// gives a state consistent with the view, drawn from seed.
func ksDeterminize(v *View, seed uint64) (*State, error) {
	if v.Over {
		return nil, fmt.Errorf("the game is over")
	}
	if v.Current != v.Seat {
		return nil, fmt.Errorf("seat %d is not to act (seat %d is)", v.Seat, v.Current)
	}
	g := game.NewRand(seed)
	return Determinize(v, &g)
}

// ksEval is what the judgement of one state is made from: the groups on
// the canvas and the shapes each seat still holds, by colour.
type ksEval struct {
	of    [NumShapes]int8 // each shape's group, -1 off the canvas
	gsize []int           // each group's size in shapes
	sizes [NumColours][]int
	hand  [MaxPlayers][NumColours]int
	all   [NumColours]int
	piles int // tiles left to draw
}

func newKsEval(s *State) *ksEval {
	e := &ksEval{}
	e.of, e.gsize = s.Groups()
	seen := make([]bool, len(e.gsize))
	for id, g := range e.of {
		if g >= 0 && !seen[g] {
			seen[g] = true
			c := ShapeID(id).Colour()
			e.sizes[c] = append(e.sizes[c], e.gsize[g])
		}
	}
	for id, ss := range s.Shapes {
		if ss.Where == InHand {
			c := ShapeID(id).Colour()
			e.hand[ss.Seat][c]++
			e.all[c]++
		}
	}
	for _, q := range s.Piles {
		if q >= 0 {
			e.piles++
		}
	}
	return e
}

// The judgement's constants: the chance that a group exactly the tile's
// size now stays so (others may still grow it), and the chance of each
// shape a group still needs arriving, when the seat holds enough of the
// colour itself and when it must count on the others.
const (
	ksExact      = 0.85
	ksExactSafe  = 0.97 // no one else holds the colour
	ksGrowMine   = 0.6
	ksGrowOthers = 0.3
	// ksFreeSlot is what a free slot is worth, as a share of an average
	// tile on it: a tile will come, met or not.
	ksFreeSlot = 0.3
)

// ksChance is the chance tile t is met at the end, when its colour's
// groups have sizes, the seat holds mine shapes of the colour and the
// hands all of them.
func ksChance(t TileID, sizes []int, mine, all int) float64 {
	k := t.Number()
	best := 0
	for _, g := range sizes {
		if k == TopTile && g >= k {
			return 1
		}
		if g == k {
			if all == mine {
				return ksExactSafe
			}
			return ksExact
		}
		if g < k && g > best {
			best = g
		}
	}
	need := k - best
	if all < need {
		return 0
	}
	b := ksGrowOthers
	if mine >= need {
		b = ksGrowMine
	}
	p := 1.0
	for ; need > 0; need-- {
		p *= b
	}
	return p
}

// publicValue is what seat's tiles are worth as observer judges them: its
// own tiles it sees, anyone else's tile as the average of the tiles not on
// observer's slots.
func (e *ksEval) publicValue(s *State, seat, observer int) float64 {
	var mine [NumTiles]bool
	for _, t := range s.Players[observer].Slots {
		if t >= 0 {
			mine[t] = true
		}
	}
	var pn, pp float64 // mean chance times number, mean chance
	n := 0
	for t := TileID(0); int(t) < NumTiles; t++ {
		if mine[t] {
			continue
		}
		c := t.Colour()
		p := ksChance(t, e.sizes[c], e.hand[seat][c], e.all[c])
		pn += p * float64(t.Number())
		pp += p
		n++
	}
	pn, pp = pn/float64(n), pp/float64(n)
	v := 0.0
	for k, t := range s.Players[seat].Slots {
		if t >= 0 {
			v += pn + pp*float64(SlotValues[k])
		}
	}
	return v + e.freeValue(s, seat)
}

// freeValue is what seat's free slots are worth.
func (e *ksEval) freeValue(s *State, seat int) float64 {
	left := 0
	for _, n := range e.hand[seat] {
		left += n
	}
	if e.piles == 0 || left == 0 && !(seat == s.Current && !s.Drew) {
		return 0
	}
	v := 0.0
	for k, t := range s.Players[seat].Slots {
		if t < 0 {
			v += ksFreeSlot * (3.5 + float64(SlotValues[k]))
		}
	}
	return v
}

// colourValue is what seat's tiles of colour c are worth with that
// colour's groups at sizes and mine and all shapes of it in the hands.
func colourValue(s *State, seat int, c Colour, sizes []int, mine, all int) float64 {
	v := 0.0
	for k, t := range s.Players[seat].Slots {
		if t >= 0 && t.Colour() == c {
			v += ksChance(t, sizes, mine, all) * float64(TilePoints(t, k))
		}
	}
	return v
}

// ksDiscardCost: a shape discarded though it could be placed is a turn
// spent on nothing; a placement worth nothing is still preferred.
const ksDiscardCost = 0.5

// gain is what action a (a placement or a discard by the seat to act) is
// worth to that seat at once: the change in its tiles' value. A
// placement joins the groups of its colour it touches by a side into one.
// contacts counts the placement's sides against other shapes or the
// canvas's edge: a snug placement keeps the open space in one piece and
// its group harder to reach. effect names what a placement does to the
// groups: its colour and the groups it joins (bit g for group g; none: a
// new group of one).
func (e *ksEval) gain(s *State, a Action) (gain float64, contacts int, effect uint64) {
	seat := s.Current
	c := a.Shape.Colour()
	mine, all := e.hand[seat][c], e.all[c]
	before := colourValue(s, seat, c, e.sizes[c], mine, all)
	if a.Kind == ActDiscard {
		return colourValue(s, seat, c, e.sizes[c], mine-1, all-1) - before - ksDiscardCost, 0, 0
	}
	effect = uint64(c+1) << NumShapes
	var touched [16]int8
	nt := 0
	size := 1
	for _, cell := range Footprint(a.Shape, int(a.Rot), a.At) {
		for d := 0; d < 4; d++ {
			n := Cell{X: cell.X + int8(ksDX[d]), Y: cell.Y + int8(ksDY[d])}
			if n.X < 0 || n.Y < 0 || n.X >= CanvasSize || n.Y >= CanvasSize {
				contacts++
				continue
			}
			id := s.At(n)
			if id < 0 {
				continue
			}
			contacts++
			if id.Colour() != c {
				continue
			}
			g := e.of[id]
			dup := false
			for _, h := range touched[:nt] {
				dup = dup || h == g
			}
			if !dup && nt < len(touched) {
				touched[nt] = g
				nt++
				size += e.gsize[g]
				effect |= 1 << g
			}
		}
	}
	var after [NumShapes]int
	na := 0
	var used [16]bool
	for _, g := range e.sizes[c] {
		skip := false
		for i, h := range touched[:nt] {
			if !used[i] && e.gsize[h] == g {
				used[i], skip = true, true
				break
			}
		}
		if !skip {
			after[na] = g
			na++
		}
	}
	after[na] = size
	na++
	return colourValue(s, seat, c, after[:na], mine-1, all-1) - before, contacts, effect
}

var ksDX = [4]int{1, -1, 0, 0}
var ksDY = [4]int{0, 0, 1, -1}

// ksContactWeight turns contacts into points, to break ties between
// placements of equal gain.
const ksContactWeight = 0.02

// ksTake is the best tile of the pile looked at, by its value on the
// seat's highest free slot, with noise.
func ksTake(s *State, e *ksEval, r *game.Rand, noise float64) Action {
	seat := s.Current
	p := &s.Players[seat]
	slot := 0
	for p.Slots[slot] >= 0 {
		slot++
	}
	best, bestV := Action{}, -1.0
	for _, t := range s.Pile(s.Looking) {
		c := t.Colour()
		v := ksChance(t, e.sizes[c], e.hand[seat][c], e.all[c])*float64(TilePoints(t, slot)) + noise*ksUnit(r)
		if v > bestV {
			best, bestV = Action{Kind: ActTake, Tile: t, Slot: int8(slot)}, v
		}
	}
	return best
}

// ksLook is a look at the largest pile (the widest choice), the first of
// equals.
func ksLook(s *State) Action {
	best, size := 0, -1
	for q := 0; q < NumPiles; q++ {
		if n := s.PileSize(q); n > size {
			best, size = q, n
		}
	}
	return Action{Kind: ActLook, Pile: int8(best)}
}

// ksMustDraw tells whether the seat to act still draws this turn before
// placing: it has not drawn, has a free slot, and a pile has tiles.
func ksMustDraw(s *State) bool {
	if s.Drew || s.Looking >= 0 || !s.Players[s.Current].Free() {
		return false
	}
	for _, q := range s.Piles {
		if q >= 0 {
			return true
		}
	}
	return false
}

// ksGreedy is one cheap greedy step of the seat to act: take, look, the
// placement (or discard) that gains most, or the end of the turn. With
// tries 0 it weighs every legal placement; otherwise tries random
// placements (and every placement of one shape when none of them fits).
func ksGreedy(s *State, r *game.Rand, tries int, noise float64) Action {
	return ksGreedyDraw(s, r, tries, noise, ksMustDraw(s))
}

// ksGreedyDraw is ksGreedy with the draw decided by the caller: draw
// tells whether the seat looks at a pile now.
func ksGreedyDraw(s *State, r *game.Rand, tries int, noise float64, draw bool) Action {
	switch {
	case s.Looking >= 0:
		return ksTake(s, newKsEval(s), r, noise)
	case draw:
		return ksLook(s)
	case s.Played:
		return End
	}
	e := newKsEval(s)
	var buf []Action
	if tries == 0 {
		buf = ksAllPlaces(s, buf)
	} else {
		buf = ksSomePlaces(s, r, tries, buf)
	}
	best, bestV := Action{}, -1e9
	for _, a := range buf {
		g, c, _ := e.gain(s, a)
		if v := g + ksContactWeight*float64(c) + noise*ksUnit(r); v > bestV {
			best, bestV = a, v
		}
	}
	if a, v := ksBestDiscard(s, e); v > bestV {
		best = a
	}
	return best
}

// ksBestDiscard is the discard that costs the seat to act least, and its
// gain.
func ksBestDiscard(s *State, e *ksEval) (Action, float64) {
	best, bestV := Action{}, -1e9
	for _, id := range s.Hand(s.Current) {
		a := Action{Kind: ActDiscard, Shape: id}
		if g, _, _ := e.gain(s, a); g > bestV {
			best, bestV = a, g
		}
	}
	return best, bestV
}

// ksUnit is a uniform number in [0, 1).
func ksUnit(r *game.Rand) float64 { return float64(r.Uint64()>>11) / (1 << 53) }

// ksAllPlaces appends every legal placement of the hand.
func ksAllPlaces(s *State, buf []Action) []Action {
	var one []Action
	for _, id := range s.Hand(s.Current) {
		one = s.PlacesOf(id, one)
		buf = append(buf, one...)
	}
	return buf
}

// ksSomePlaces appends the legal ones of tries random placements of the
// hand; if none is legal, every placement of the first shape (in a random
// order) that has one, so that a shape is discarded only when none fits.
func ksSomePlaces(s *State, r *game.Rand, tries int, buf []Action) []Action {
	hand := s.Hand(s.Current)
	for i := 0; i < tries; i++ {
		id := hand[r.Intn(len(hand))]
		turns := Turns(id)
		rot := turns[r.Intn(len(turns))]
		w, h := Size(id, rot)
		a := Action{Kind: ActPlace, Shape: id, Rot: int8(rot),
			At: Cell{X: int8(r.Intn(CanvasSize - w + 1)), Y: int8(r.Intn(CanvasSize - h + 1))}}
		if s.Check(a) == nil {
			buf = append(buf, a)
		}
	}
	if len(buf) > 0 {
		return buf
	}
	game.Shuffle(r, hand)
	for _, id := range hand {
		if buf = s.PlacesOf(id, buf); len(buf) > 0 {
			return buf
		}
	}
	return buf
}

// ksBestPlaces appends the k best placements by gain (contacts breaking
// ties) of those with different effects, and the best discard.
func ksBestPlaces(s *State, e *ksEval, k int, buf []Action) []Action {
	type ranked struct {
		a Action
		v float64
	}
	best := map[uint64]ranked{}
	for _, a := range ksAllPlaces(s, nil) {
		g, c, eff := e.gain(s, a)
		v := g + ksContactWeight*float64(c)
		if b, ok := best[eff]; !ok || v > b.v {
			best[eff] = ranked{a, v}
		}
	}
	effects := make([]ranked, 0, len(best))
	for _, rk := range best {
		effects = append(effects, rk)
	}
	// The map's order is random: the action breaks ties, so that a
	// decision repeats.
	slices.SortFunc(effects, func(x, y ranked) int {
		if x.v != y.v {
			return cmp.Compare(y.v, x.v)
		}
		return cmp.Compare(x.a.String(), y.a.String())
	})
	for _, rk := range effects[:min(k, len(effects))] {
		buf = append(buf, rk.a)
	}
	disc, _ := ksBestDiscard(s, e)
	return append(buf, disc)
}
