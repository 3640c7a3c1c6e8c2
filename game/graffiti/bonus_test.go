package graffiti

import "testing"

func TestDiscountTakesOneCanLess(t *testing.T) {
	tests := []struct {
		name  string
		do    string
		cans  int // cans left afterwards, from 5
		taken bool
	}{
		{"a 2-can space for 1, and it is taken", "paint G2 +discount", 4, true},
		{"a 1-can space for none, and it stays free", "paint G1 +discount", 5, false},
		{"the big space for 1", "paint RYB:Y +discount", 4, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newGame(t, 2)
			s.seatTurn(0)
			s.giveBonus(0, BonusDiscount)
			mustApply(t, s, tc.do)
			if s.Players[0].Cans != tc.cans || s.Players[0].Bonus[BonusDiscount] != 0 {
				t.Errorf("cans %d, discount tiles %d", s.Players[0].Cans, s.Players[0].Bonus[BonusDiscount])
			}
			a, _ := Parse(tc.do)
			if s.Spaces[a.Space].Taken != tc.taken {
				t.Errorf("space taken %v, want %v", s.Spaces[a.Space].Taken, tc.taken)
			}
		})
	}
	s := newGame(t, 2)
	s.seatTurn(0)
	mustRefuse(t, s, "paint G2 +discount", "no discount bonus")
}

func TestDiscountBobbyAndAddCombine(t *testing.T) {
	// Bobby makes the 2-can tunnel space cost 1; Discount makes it free.
	s := sprayer(t, 2, []int{1}, map[Tile]int{TileR: 1, TileB: 1})
	s.Bobby = 0
	s.giveBonus(0, BonusDiscount)
	mustApply(t, s, "spray A2 @2 permit:1 paint:R,B +discount")
	if s.Players[0].Cans != 5 {
		t.Errorf("cans %d, want 5", s.Players[0].Cans)
	}
	// Nothing left to discount: refused.
	s = sprayer(t, 2, []int{1}, map[Tile]int{TileR: 1, TileB: 1})
	s.giveBonus(0, BonusDiscount)
	s.giveBonus(0, BonusDiscount)
	s.giveBonus(0, BonusAdd)
	s.seatTurn(1)
	mustApply(t, s, "paint G1")
	mustApply(t, s, "paint G1 +add +discount")
	// No can placed: the space still holds only seat 1's can.
	if s.Players[0].Cans != 5 || s.Spaces[SpG1].Added || s.Players[0].Bonus[BonusAdd] != 0 {
		t.Errorf("add with discount: cans %d, space %+v", s.Players[0].Cans, s.Spaces[SpG1])
	}
}

func TestAddGoesOnATakenOneCanSpace(t *testing.T) {
	tests := []struct {
		name   string
		taken  string // placed by seat 1 first
		do     string
		refuse string
	}{
		{"onto a taken 1-can paint space", "paint K1", "paint K1 +add", ""},
		{"onto a taken permit space", "permit 1+2", "permit 1+2 +add", ""},
		{"onto a taken tunnel space", "", "spray A2 @1 permit:1 paint:R,B +add", ""},
		{"not onto a free space", "", "paint K1 +add", "free"},
		{"not onto a 2-can space", "paint K2", "paint K2 +add", "space for 1 can"},
		{"not onto the big space", "paint RYB:R", "paint RYB:R +add", "big paint space"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := sprayer(t, 2, []int{1, 1}, map[Tile]int{TileR: 2, TileB: 2})
			s.giveBonus(0, BonusAdd)
			s.giveBonus(0, BonusAdd)
			if tc.taken != "" {
				s.seatTurn(1)
				mustApply(t, s, tc.taken)
			} else if tc.refuse == "" {
				s.Spaces[TunnelSpace(0, 0)] = SpaceState{Taken: true, Occ: []Occupant{{1, 1}}}
				s.Players[1].Cans--
			}
			s.seatTurn(0)
			if tc.refuse != "" {
				mustRefuse(t, s, tc.do, tc.refuse)
				return
			}
			mustApply(t, s, tc.do)
			a, _ := Parse(tc.do)
			if !s.Spaces[a.Space].Added || s.Players[0].Bonus[BonusAdd] != 1 {
				t.Fatalf("add not recorded")
			}
			s.seatTurn(0)
			mustRefuse(t, s, tc.do, "already holds an added can")
		})
	}
}

func TestExtraActionGivesAnotherTurnAfterTheAction(t *testing.T) {
	s := newGame(t, 3)
	s.seatTurn(0)
	s.giveBonus(0, BonusExtra)
	mustApply(t, s, "paint G1")
	if s.Phase != PhaseAfter || s.Current != 0 {
		t.Fatalf("phase %s seat %d after the action", s.Phase, s.Current)
	}
	mustRefuse(t, s, "paint K1", "use the extra action or end the turn")
	ev := mustApply(t, s, "extra")
	if s.Phase != PhasePlay || s.Current != 0 || s.Players[0].Bonus[BonusExtra] != 0 || !hasEvent(ev, EvTurn) {
		t.Fatalf("no extra turn: phase %s seat %d", s.Phase, s.Current)
	}
	mustApply(t, s, "paint K1")
	if s.Current != 1 {
		t.Errorf("turn with %d after the extra turn, want 1", s.Current)
	}
	// Taking the tile makes it usable at once; ending the turn keeps it.
	s.seatTurn(1)
	s.setBonusSlot(0, BonusExtra)
	mustApply(t, s, "bonus 1")
	if s.Phase != PhaseAfter {
		t.Fatalf("the tile just taken is not offered")
	}
	mustApply(t, s, "end")
	if s.Current != 2 || s.Players[1].Bonus[BonusExtra] != 1 {
		t.Errorf("end: seat %d, extra tiles %d", s.Current, s.Players[1].Bonus[BonusExtra])
	}
}

func TestReservationKeepsASegmentForItsOwnerThisRound(t *testing.T) {
	s := newGame(t, 2)
	s.seatTurn(0)
	s.giveBonus(0, BonusReserve)
	s.giveBonus(0, BonusReserve)
	mustApply(t, s, "reserve B4")
	if s.Current != 0 || s.Players[0].Reserve != seg("B4") {
		t.Fatalf("reservation is a free step: seat %d, marker %d", s.Current, s.Players[0].Reserve)
	}
	mustRefuse(t, s, "reserve B3", "already on B4")
	mustApply(t, s, "pass")
	s.dropPermits(1)
	s.givePermit(1, 2)
	mustRefuse(t, s, "spray B4 @1 permit:2 paint:R,Y,B", "reserved by Patricia")
	mustApply(t, s, "spray B3 @1 permit:2 paint:Y,B")
	// The marker comes back at round end.
	finishRound(t, s)
	if s.Players[0].Reserve != Nobody {
		t.Errorf("marker still on %d after the round", s.Players[0].Reserve)
	}
	// Spraying your own reserved segment brings the marker back at once.
	s.seatTurn(0)
	mustApply(t, s, "reserve B4")
	s.clearHand(0)
	s.givePaint(0, TileR, 1)
	s.givePaint(0, TileY, 1)
	s.givePaint(0, TileB, 1)
	s.givePermit(0, 2)
	ev := mustApply(t, s, "spray B4 @1 permit:2 paint:R,Y,B")
	if s.Players[0].Reserve != Nobody || !hasEvent(ev, EvReserveBack) {
		t.Errorf("marker not back after spraying B4")
	}
}

func TestBobbyHelpsOnlyItsHolderAndGoesBackAtRoundEnd(t *testing.T) {
	s := sprayer(t, 2, []int{1, 1}, map[Tile]int{TileR: 2, TileB: 1, TileG: 1})
	mustApply(t, s, "bonus bobby")
	s.seatTurn(0)
	mustApply(t, s, "spray A2 @2 permit:1 paint:R,G") // 1 can, G for B
	if s.Players[0].Cans != 3 {
		t.Errorf("cans %d: the bobby makes the 2-can space cost 1", s.Players[0].Cans)
	}
	s.seatTurn(1)
	s.dropPermits(1)
	s.givePermit(1, 1)
	s.clearHand(1)
	s.givePaint(1, TileG, 1)
	s.givePaint(1, TileR, 1)
	mustRefuse(t, s, "spray A5 @1 permit:1 paint:R,R", "")
	finishRound(t, s)
	if s.Bobby != Nobody {
		t.Errorf("bobby still with %d", s.Bobby)
	}
}

func TestSaveKeepsThreePaintTiles(t *testing.T) {
	s := newGame(t, 2)
	s.giveBonus(0, BonusSave)
	s.givePaint(0, TileG, 2)
	passAll(t, s)
	for s.Phase == PhaseKeep && s.Current != 0 {
		mustApply(t, s, "keep none")
	}
	mustRefuse(t, s, "keep R,Y,B", "not 3")
	mustRefuse(t, s, "keep R,Y +save", "only to keep 3")
	mustApply(t, s, "keep G,G,R +save")
	p := s.Players[0]
	if p.PaintCount() != 3 || p.Bonus[BonusSave] != 0 || s.BonusRemoved[BonusSave] != 1 {
		t.Errorf("kept %v, save %d", p.Paint, p.Bonus[BonusSave])
	}
}
