package game

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
	def := &Spaces[sp]
	st := &s.Spaces[sp]
	cost := def.Cost
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
	} else if st.Taken && !def.Big {
		return 0, spaceTaken
	}
	if def.Board == TunnelBoard && def.Cost == 2 && s.Bobby == seat {
		cost = 1
	}
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

func (r refusal) err(s *State, seat int, sp Space, cost int) error {
	name := Spaces[sp].Name
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

// useBonus takes a used bonus tile out of the game.
func (s *State) useBonus(seat int, b Bonus, ev []Event) []Event {
	s.Players[seat].Bonus[b]--
	s.Players[seat].Used[b]++
	s.BonusRemoved[b]++
	return append(ev, Event{Kind: EvBonusUsed, Seat: seat, Bonus: b})
}

// permitSpaceOpen reports whether a permit space has a tile to give.
func (s *State) permitSpaceOpen(sp Space) bool {
	switch sp {
	case SpPermitFirst:
		return s.PermitSlots[0] != 0
	case SpPermit12:
		return s.PermitSlots[0] != 0 || s.PermitSlots[1] != 0
	case SpPermit23:
		return s.PermitSlots[1] != 0 || s.PermitSlots[2] != 0
	}
	return s.PermitSlots[2] != 0 || s.permitsLeft()
}

// bonusSpaceOpen reports whether a bonus space has its tile (or the bobby).
func (s *State) bonusSpaceOpen(sp Space) bool {
	if Spaces[sp].Bobby {
		return s.Bobby == Nobody
	}
	return s.BonusSlots[Spaces[sp].Slot] != Nobody
}

// reservedByOther reports who else holds a reservation on seg, or Nobody.
func (s *State) reservedByOther(seat, seg int) int {
	for q := range s.Players {
		if q != seat && s.Players[q].Reserve == seg {
			return q
		}
	}
	return Nobody
}
