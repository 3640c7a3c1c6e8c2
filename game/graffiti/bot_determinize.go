package graffiti

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"graffiti/game"
)

// unseen is what a seat cannot see, as pools to deal from: every
// component of the box minus the hands the view shows (the seat's own;
// every hand once the game is over; none in the public view) minus
// everything public
// (the boards, paid paint, the permit slots, used bonus tiles). The
// discard pile's contents are not in the view, only its size, so the
// permits in it are dealt from the pool like the stack's.
type unseen struct {
	paint  []Tile
	permit []int
	bonus  []Bonus
}

func unseenOf(v *View) (unseen, error) {
	var u unseen
	if v.Seat != Nobody {
		if me := v.Players[v.Seat]; me.Paint == nil || me.Permits == nil || me.Bonus == nil {
			return u, fmt.Errorf("the view of seat %d does not show its own tiles", v.Seat)
		}
	}
	// The hands the view shows: the seat's own, and every hand once the
	// game is over.
	var shown Player
	need := [3]int{} // paint, permits, bonus tiles held hidden by the others
	for _, p := range v.Players {
		if p.Paint != nil && p.Permits != nil && p.Bonus != nil {
			for t := range shown.Paint {
				shown.Paint[t] += p.Paint[t]
			}
			for k := range shown.Permits {
				shown.Permits[k] += p.Permits[k]
			}
			for b := range shown.Bonus {
				shown.Bonus[b] += p.Bonus[b]
			}
			continue
		}
		need[0] += p.NPaint
		need[1] += p.NPermits
		need[2] += p.NBonus
	}
	need[1] += v.PermitStack + v.Discard
	need[2] += v.BonusStack
	me := &shown
	for t := Tile(0); t < NumTiles; t++ {
		n := TileCount[t] - v.Supply[t] - me.Paint[t]
		for _, p := range v.Players {
			n -= p.Paid[t]
		}
		if n < 0 {
			return u, fmt.Errorf("more %s tiles seen than the box holds", t)
		}
		for ; n > 0; n-- {
			u.paint = append(u.paint, t)
		}
	}
	for pips := 1; pips <= NumSections; pips++ {
		n := PermitsPerPips - me.Permits[pips]
		for _, sl := range v.PermitSlots {
			if sl == pips {
				n--
			}
		}
		for _, x := range v.Revealed {
			if x == pips {
				n--
			}
		}
		if n < 0 {
			return u, fmt.Errorf("more permits with %d pips seen than the box holds", pips)
		}
		for ; n > 0; n-- {
			u.permit = append(u.permit, pips)
		}
	}
	for b := Bonus(0); b < NumBonus; b++ {
		n := BonusPerKind - me.Bonus[b] - v.BonusUsed[b]
		for _, sl := range v.BonusSlots {
			if sl == int(b) {
				n--
			}
		}
		if n < 0 {
			return u, fmt.Errorf("more %s bonus tiles seen than the box holds", b)
		}
		for ; n > 0; n-- {
			u.bonus = append(u.bonus, b)
		}
	}
	if len(u.paint) != need[0] || len(u.permit) != need[1] || len(u.bonus) != need[2] {
		return u, fmt.Errorf("the view does not add up: %d/%d paint, %d/%d permits, %d/%d bonus tiles unseen/hidden",
			len(u.paint), need[0], len(u.permit), need[1], len(u.bonus), need[2])
	}
	return u, nil
}

// Determinize draws a full state consistent with the view: the other
// seats get their known numbers of hidden tiles dealt from the unseen
// pool, the permit and bonus stacks (and the discard pile) are shuffled
// from the rest, and the state's own random source is drawn from r, a
// source separate from the game's. ViewFor(v.Seat) of the result equals v.
func Determinize(v *View, r *rand.Rand) (*State, error) {
	u, err := unseenOf(v)
	if err != nil {
		return nil, err
	}
	return u.deal(v, r), nil
}

func (u *unseen) deal(v *View, r *rand.Rand) *State {
	s := &State{
		Format: Format, Setup: v.Setup, RNG: game.NewRand(r.Uint64()), Round: v.Round, Phase: v.Phase,
		Current: v.Current, First: v.First, Supply: v.Supply, PermitSlots: v.PermitSlots,
		BonusSlots: v.BonusSlots, BonusRemoved: v.BonusUsed, Bobby: v.Bobby, Segments: v.Segments,
		NeutralLeft: v.NeutralLeft, Blocked: v.Blocked, LastBlocked: v.Blocked, FlipSection: v.FlipSection,
		Actions: v.Actions,
	}
	s.Setup.Names = append([]string(nil), v.Setup.Names...)
	s.KeepQueue = append([]int(nil), v.KeepQueue...)
	s.Revealed = append([]int(nil), v.Revealed...)
	if v.Phase == PhaseFlip {
		// How many flips are still due is not in the view; the permits
		// revealed so far tell it (unless the permits ran out).
		total := map[int]int{2: 2, 3: 1}[len(v.Players)]
		s.FlipsLeft = max(0, total-len(v.Revealed))
	}
	s.Winners = append([]int(nil), v.Winners...)
	for i := range v.Spaces {
		s.Spaces[i] = SpaceState{Taken: v.Spaces[i].Taken, Added: v.Spaces[i].Added, Occ: append([]Occupant(nil), v.Spaces[i].Occ...)}
	}
	paint := append([]Tile(nil), u.paint...)
	permit := append([]int(nil), u.permit...)
	bonus := append([]Bonus(nil), u.bonus...)
	r.Shuffle(len(paint), func(i, j int) { paint[i], paint[j] = paint[j], paint[i] })
	r.Shuffle(len(permit), func(i, j int) { permit[i], permit[j] = permit[j], permit[i] })
	// A 2 VP tile scores when taken and is never held: those unseen
	// are all in the stack.
	var vps []Bonus
	bonus = slices.DeleteFunc(bonus, func(b Bonus) bool {
		if b == BonusVP {
			vps = append(vps, b)
			return true
		}
		return false
	})
	r.Shuffle(len(bonus), func(i, j int) { bonus[i], bonus[j] = bonus[j], bonus[i] })
	// A seat in the after phase holds an extra-action tile: everyone
	// knows that much of its hand.
	afterExtra := v.Phase == PhaseAfter && v.Current != v.Seat
	if afterExtra {
		i := slices.Index(bonus, BonusExtra)
		if i < 0 {
			panic("bot: a seat is offered the extra action but no extra-action tile is unseen")
		}
		bonus = append(bonus[:i], bonus[i+1:]...)
	}
	s.Players = make([]Player, len(v.Players))
	for i, pv := range v.Players {
		p := Player{
			Name: pv.Name, Cans: pv.Cans, Tags: pv.Tags, Score: pv.Score, Points: pv.Points, Paid: pv.Paid,
			Reserve: pv.Reserve, Passed: pv.Passed, Used: pv.Used,
		}
		if pv.Paint != nil && pv.Permits != nil && pv.Bonus != nil {
			p.Paint, p.Permits, p.Bonus = *pv.Paint, *pv.Permits, *pv.Bonus
		} else {
			for k := 0; k < pv.NPaint; k++ {
				p.Paint[paint[len(paint)-1]]++
				paint = paint[:len(paint)-1]
			}
			for k := 0; k < pv.NPermits; k++ {
				p.Permits[permit[len(permit)-1]]++
				permit = permit[:len(permit)-1]
			}
			if afterExtra && i == v.Current {
				p.Bonus[BonusExtra]++
			}
			for k := p.BonusCount(); k < pv.NBonus; k++ {
				p.Bonus[bonus[len(bonus)-1]]++
				bonus = bonus[:len(bonus)-1]
			}
		}
		s.Players[i] = p
	}
	if v.Phase == PhaseKeep {
		s.Keeps = pendingKeeps(v, s, r)
	}
	s.PermitDiscard = append(s.PermitDiscard, permit[:v.Discard]...)
	s.PermitStack = append(s.PermitStack, permit[v.Discard:]...)
	s.BonusStack = append(s.BonusStack, bonus...)
	s.BonusStack = append(s.BonusStack, vps...)
	r.Shuffle(len(s.BonusStack), func(i, j int) { s.BonusStack[i], s.BonusStack[j] = s.BonusStack[j], s.BonusStack[i] })
	return s
}

// pendingKeeps makes up the keep choices already made, which are secret:
// every seat with more tiles than it may keep that is no longer in the
// queue has chosen, in turn order from the first player. Each is given a
// random choice of tiles from its dealt hand.
func pendingKeeps(v *View, s *State, r *rand.Rand) []Keep {
	var keeps []Keep
	n := len(v.Players)
	for i := 0; i < n; i++ {
		q := (v.First + i) % n
		if v.Players[q].NPaint <= KeepLimit || slices.Contains(v.KeepQueue, q) {
			continue
		}
		k := Keep{Seat: q}
		var hand []Tile
		for t, c := range s.Players[q].Paint {
			for ; c > 0; c-- {
				hand = append(hand, Tile(t))
			}
		}
		r.Shuffle(len(hand), func(i, j int) { hand[i], hand[j] = hand[j], hand[i] })
		for _, t := range hand[:KeepLimit] {
			k.Tiles[t]++
		}
		keeps = append(keeps, k)
	}
	return keeps
}
