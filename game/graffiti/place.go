package graffiti

import "math/bits"

// Placing spray cans: the part every action on a space shares.

// refusal is why a placement cannot be made. It is a code, not an
// error, so that listing legal actions allocates nothing; Check turns it
// into words.
type refusal uint8

const (
	okay refusal = iota
	noCans
	noAddTile
	addOnBig
	addOnTwo
	addOnFree
	addedAlready
	spaceTaken
	noDiscountTile
	discountUseless
	tooFewCans
)

// placementCost is what a placement on sp costs the seat, with Add and
// Discount as asked, or why it cannot be made (settled points 3-5).
func (s *State) placementCost(seat int, sp Space, add, discount bool) (int, refusal) {
	p := &s.Players[seat]
	if p.Cans == 0 {
		return 0, noCans
	}
	def := &spaces[sp]
	st := &s.Spaces[sp]
	if add {
		switch {
		case p.Bonus[BonusAdd] == 0:
			return 0, noAddTile
		case def.Big:
			return 0, addOnBig
		case def.Cost != 1:
			return 0, addOnTwo
		case !st.Taken:
			return 0, addOnFree
		case st.Added:
			return 0, addedAlready
		}
	} else if s.taken(sp) {
		return 0, spaceTaken
	}
	cost := s.plainCost(seat, sp)
	if discount {
		if p.Bonus[BonusDiscount] == 0 {
			return 0, noDiscountTile
		}
		if cost == 0 {
			return 0, discountUseless
		}
		cost--
	}
	if cost > p.Cans {
		return cost, tooFewCans
	}
	return cost, okay
}

// taken reports whether sp holds cans this round and takes no more
// without Add (the big paint space takes any number).
func (s *State) taken(sp Space) bool { return s.Spaces[sp].Taken && !spaces[sp].Big }

// plainCost is the cans a placement on sp costs the seat before
// Discount: the space's cost, 1 for a 2-can tunnel space with the bobby
// (settled point 3).
func (s *State) plainCost(seat int, sp Space) int {
	if def := &spaces[sp]; def.Cost == 2 && def.Board == TunnelBoard && s.Bobby == seat {
		return 1
	}
	return spaces[sp].Cost
}

func (r refusal) err(s *State, seat int, sp Space, cost int) error {
	name := spaces[sp].Name
	switch r {
	case noCans:
		return refuse("you have no cans left: you must pass")
	case noAddTile:
		return refuse("you have no add bonus")
	case addOnBig:
		return refuse("add is not for the big paint space: it takes any number of cans anyway")
	case addOnTwo:
		return refuse("add only goes on a space for 1 can, and %s takes 2", name)
	case addOnFree:
		return refuse("space %s is free: add is for a taken space", name)
	case addedAlready:
		return refuse("space %s already holds an added can", name)
	case spaceTaken:
		return refuse("space %s is taken this round", name)
	case noDiscountTile:
		return refuse("you have no discount bonus")
	case discountUseless:
		return refuse("space %s already costs you no can", name)
	case tooFewCans:
		return refuse("%d cans needed, you have %d", cost, s.Players[seat].Cans)
	}
	return nil
}

// place puts the cans down and spends Add and Discount. A placement that
// costs no can (Discount on a 1-can space) puts nothing on the space, so
// it stays as it was: free for anyone this round (settled point 4).
func (s *State) place(a Action, cost int, ev []Event) []Event {
	seat := s.Current
	if a.Add {
		ev = s.useBonus(seat, BonusAdd, ev)
	}
	if a.Discount {
		ev = s.useBonus(seat, BonusDiscount, ev)
	}
	if cost == 0 {
		return ev
	}
	st := &s.Spaces[a.Space]
	s.Players[seat].Cans -= cost
	st.Taken = true
	st.Added = st.Added || a.Add
	st.Occ = append(st.Occ, Occupant{Seat: seat, Cans: cost})
	return append(ev, Event{Kind: EvCans, Seat: seat, Space: a.Space, N: cost})
}

// withModifiers appends the placement of kind on sp (with tile, for the
// big paint space) in each combination of Add and Discount that is
// allowed; mods is modifiers(), asked once per listing. It takes the
// action's fields and writes them into the list's zeroed slot, rather
// than building an Action and copying it: that copy reads in one load what
// was just stored byte by byte, which stalls the processor, and this runs
// for every space on every listing.
func (s *State) withModifiers(buf []Action, kind Kind, sp Space, tile Tile, mods uint8) []Action {
	if mods == 1 {
		// No bonus tile to combine (most of a game): the plain path of
		// placementCost, asked inline.
		if !s.taken(sp) && s.plainCost(s.Current, sp) <= s.Players[s.Current].Cans {
			buf = append(buf, Action{})
			a := &buf[len(buf)-1]
			a.Kind, a.Space, a.Tile = kind, sp, tile
		}
		return buf
	}
	for ; mods != 0; mods &= mods - 1 {
		m := bits.TrailingZeros8(mods)
		add, disc := m&1 != 0, m&2 != 0
		if _, why := s.placementCost(s.Current, sp, add, disc); why == okay {
			buf = append(buf, Action{})
			a := &buf[len(buf)-1]
			a.Kind, a.Space, a.Tile, a.Add, a.Discount = kind, sp, tile, add, disc
		}
	}
	return buf
}

// modifiers is the set of Add/Discount combinations (bit m for Add = m&1,
// Discount = m&2) the current player holds the tiles for; placementCost
// refuses the others, so the lists need not ask it.
func (s *State) modifiers() uint8 {
	p := &s.Players[s.Current]
	mods := uint8(1)
	if p.Bonus[BonusAdd] > 0 {
		mods |= 1 << 1
	}
	if p.Bonus[BonusDiscount] > 0 {
		mods |= 1 << 2
		if p.Bonus[BonusAdd] > 0 {
			mods |= 1 << 3
		}
	}
	return mods
}

// checkPlacement checks what every placement shares: a space of the
// action's board, and the cans it costs with Add and Discount.
func (s *State) checkPlacement(a Action) (int, error) {
	if int(a.Space) >= int(NumSpaces) {
		return 0, refuse("unknown space %d", a.Space)
	}
	def := &spaces[a.Space]
	board := [...]Board{ActPaint: PaintBoard, ActPermit: PermitBoard, ActBonus: BonusBoard, ActSpray: TunnelBoard}[a.Kind]
	if def.Board != board {
		return 0, refuse("%s is not a space for %s", def.Name, a.Kind)
	}
	cost, why := s.placementCost(s.Current, a.Space, a.Add, a.Discount)
	if why != okay {
		return 0, why.err(s, s.Current, a.Space, cost)
	}
	return cost, nil
}
