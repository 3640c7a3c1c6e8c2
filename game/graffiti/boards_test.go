package graffiti

import "testing"

func TestPaintBoard(t *testing.T) {
	tests := []struct {
		name    string
		prepare func(s *State)
		do      string
		refuse  string // empty: must apply
		check   func(t *testing.T, s *State)
	}{
		{name: "a 1-can space gives its tile for one can", do: "paint G1",
			check: func(t *testing.T, s *State) {
				if p := s.Players[0]; p.Paint[TileG] != 1 || p.Cans != 4 {
					t.Errorf("paint %v cans %d", p.Paint, p.Cans)
				}
			}},
		{name: "a 2-can space costs two cans", do: "paint RY2",
			check: func(t *testing.T, s *State) {
				if p := s.Players[0]; p.Paint[TileRY] != 1 || p.Cans != 3 {
					t.Errorf("paint %v cans %d", p.Paint, p.Cans)
				}
			}},
		{name: "a taken space is closed for the round", prepare: func(s *State) { mustApplyRaw(s, "paint K1") },
			do: "paint K1", refuse: "taken"},
		{name: "the big space takes any number of uses", prepare: func(s *State) { mustApplyRaw(s, "paint RYB:R"); s.Current = 0 },
			do: "paint RYB:B",
			check: func(t *testing.T, s *State) {
				if p := s.Players[0]; p.Cans != 1 || len(s.Spaces[SpBig].Occ) != 2 {
					t.Errorf("cans %d, big space %v", p.Cans, s.Spaces[SpBig].Occ)
				}
			}},
		{name: "an empty supply gives nothing", prepare: func(s *State) { s.givePaint(1, TileG, s.Supply[TileG]) },
			do: "paint G2", refuse: "no green tile left"},
		{name: "too few cans", prepare: func(s *State) {
			s.Players[0].Cans = 1
			s.Spaces[SpR1] = SpaceState{Taken: true, Occ: []Occupant{{0, 4}}}
		},
			do: "paint K2", refuse: "2 cans needed, you have 1"},
		{name: "no cans: only pass", prepare: func(s *State) {
			s.Players[0].Cans = 0
			s.Spaces[SpBig] = SpaceState{Taken: true, Occ: []Occupant{{0, 5}}}
		},
			do: "paint K1", refuse: "must pass"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newGame(t, 2)
			s.seatTurn(0)
			if tc.prepare != nil {
				tc.prepare(s)
				s.seatTurn(0)
			}
			if tc.refuse != "" {
				mustRefuse(t, s, tc.do, tc.refuse)
				return
			}
			mustApply(t, s, tc.do)
			tc.check(t, s)
		})
	}
}

// mustApplyRaw applies text for the current seat, panicking on refusal
// (used to arrange states).
func mustApplyRaw(s *State, text string) {
	a, err := Parse(text)
	if err != nil {
		panic(err)
	}
	if _, err := s.Apply(a); err != nil {
		panic(text + ": " + err.Error())
	}
}

func TestBigPaintSpaceGivesOnlyPrimaries(t *testing.T) {
	s := newGame(t, 2)
	before := s.Hash()
	if _, err := s.Apply(Action{Kind: ActPaint, Space: SpBig, Tile: TileG}); err == nil || s.Hash() != before {
		t.Fatalf("a green tile from the big space: %v", err)
	}
	if _, err := Parse("paint RYB:G"); err == nil {
		t.Fatal("the text form accepts a green tile from the big space")
	}
}

func TestPermitBoardSpaces(t *testing.T) {
	tests := []struct {
		space  string
		slots  [3]int
		top    int
		want   [6]int // permits behind the screen afterwards (besides the starting one)
		first  bool
		refill int // slots refilled
	}{
		{"first", [3]int{4, 2, 5}, 1, [6]int{4: 1}, true, 1},
		{"1+2", [3]int{4, 2, 5}, 1, [6]int{4: 1, 2: 1}, false, 2},
		{"2+3", [3]int{4, 2, 5}, 1, [6]int{2: 1, 5: 1}, false, 2},
		{"3+stack", [3]int{4, 2, 5}, 1, [6]int{5: 1, 1: 1}, false, 1},
	}
	for _, tc := range tests {
		t.Run(tc.space, func(t *testing.T) {
			s := newGame(t, 3)
			s.seatTurn(1)
			s.First = 0
			s.dropPermits(1)
			for i, p := range tc.slots {
				s.setSlot(i, p)
			}
			s.stackTop(tc.top)
			ev := mustApply(t, s, "permit "+tc.space)
			if got := s.Players[1].Permits; got != tc.want {
				t.Errorf("permits %v, want %v", got, tc.want)
			}
			if (s.First == 1) != tc.first {
				t.Errorf("first-player token with seat %d", s.First)
			}
			refills := 0
			for _, e := range ev {
				if e.Kind == EvPermitRefill {
					refills++
				}
			}
			if refills != tc.refill || s.PermitSlots[0] == 0 || s.PermitSlots[1] == 0 || s.PermitSlots[2] == 0 {
				t.Errorf("%d refills, slots %v", refills, s.PermitSlots)
			}
		})
	}
}

func TestPermitStackIsRemadeFromTheDiscardPile(t *testing.T) {
	s := newGame(t, 2)
	s.seatTurn(0)
	s.PermitDiscard = append(s.PermitDiscard, s.PermitStack...)
	s.PermitStack = s.PermitStack[:0]
	ev := mustApply(t, s, "permit 3+stack")
	if !hasEvent(ev, EvPermitShuffle) || len(s.PermitDiscard) != 0 {
		t.Fatalf("no reshuffle: discard %d", len(s.PermitDiscard))
	}
	if s.Players[0].PermitCount() != 3 {
		t.Errorf("permits %v", s.Players[0].Permits)
	}
}

func TestPermitSpaceWithoutTilesCannotBeUsed(t *testing.T) {
	s := newGame(t, 2)
	s.seatTurn(0)
	// Every permit behind the screens: nothing on the board, stack or pile.
	for _, p := range s.PermitStack {
		s.Players[1].Permits[p]++
	}
	s.PermitStack = s.PermitStack[:0]
	for i, p := range s.PermitSlots {
		s.Players[1].Permits[p]++
		s.PermitSlots[i] = 0
	}
	for _, sp := range []string{"first", "1+2", "2+3", "3+stack"} {
		mustRefuse(t, s, "permit "+sp, "no permit to give")
	}
}

func TestBonusBoard(t *testing.T) {
	s := newGame(t, 2)
	s.seatTurn(0)
	s.setBonusSlot(0, BonusVP)
	s.setBonusSlot(1, BonusSave)
	ev := mustApply(t, s, "bonus 1")
	if s.Players[0].Score != 2 || s.Players[0].Bonus[BonusVP] != 0 || s.BonusRemoved[BonusVP] != 1 || !hasEvent(ev, EvScore) {
		t.Errorf("2 VP tile: score %d, held %d", s.Players[0].Score, s.Players[0].Bonus[BonusVP])
	}
	s.seatTurn(0)
	mustApply(t, s, "bonus 2")
	if s.Players[0].Bonus[BonusSave] != 1 {
		t.Errorf("save not behind the screen")
	}
	s.seatTurn(1)
	mustRefuse(t, s, "bonus 2", "taken")
	mustApply(t, s, "bonus bobby")
	if s.Bobby != 1 {
		t.Errorf("bobby with %d", s.Bobby)
	}
	s.seatTurn(0)
	mustRefuse(t, s, "bonus bobby", "taken")
}

func TestTakenBonusTilesAreReplacedOnlyAtRoundEnd(t *testing.T) {
	s := newGame(t, 4)
	s.seatTurn(0)
	s.setBonusSlot(2, BonusSave)
	s.giveBonus(1, BonusAdd)
	mustApply(t, s, "bonus 3")
	// Add onto the emptied space gives nothing: the space has no tile.
	mustRefuse(t, s, "bonus 3 +add", "empty until the round ends")
	finishRound(t, s)
	if s.BonusSlots[2] == Nobody || !(s.Phase == PhasePlay) {
		t.Errorf("slot 3 not refilled at round end: %v", s.BonusSlots)
	}
}
