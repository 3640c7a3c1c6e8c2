package graffiti

import (
	"slices"
	"testing"
)

func TestTurnsGoClockwiseSkippingPassedPlayers(t *testing.T) {
	s := newGame(t, 4)
	s.First, s.Current = 1, 1
	mustApply(t, s, "pass")
	if s.Current != 2 {
		t.Fatalf("after seat 1 passes, seat %d", s.Current)
	}
	mustApply(t, s, "paint G1")
	mustApply(t, s, "paint K1")
	mustApply(t, s, "paint R1")
	if s.Current != 2 {
		t.Fatalf("seat 1 passed: turn with %d, want 2", s.Current)
	}
	// A player with no cans left may only pass.
	s.Players[2].Cans = 0
	s.Spaces[SpBig] = SpaceState{Taken: true, Occ: []Occupant{{2, 4}}}
	legal := s.LegalActions(nil)
	if len(legal) != 1 || legal[0] != Pass {
		t.Errorf("with no cans: %v", legal)
	}
}

func TestRoundEndReturnsCansPaidPaintAndRefillsTheBonusBoard(t *testing.T) {
	s := sprayer(t, 2, []int{1}, map[Tile]int{TileR: 1, TileB: 1})
	mustApply(t, s, "spray A2 @2 permit:1 paint:R,B")
	s.seatTurn(0)
	s.setBonusSlot(0, BonusSave)
	mustApply(t, s, "bonus 1")
	supplyR := s.Supply[TileR]
	finishRound(t, s)
	p := s.Players[0]
	if p.Cans != 5 || p.Paid != [NumTiles]int{} || s.Supply[TileR] < supplyR+1 {
		t.Errorf("cans %d, paid %v", p.Cans, p.Paid)
	}
	for i, b := range s.BonusSlots {
		if b == Nobody {
			t.Errorf("bonus slot %d empty after the round", i)
		}
	}
	for sp := range s.Spaces {
		if s.Spaces[sp].Taken {
			t.Errorf("space %s still taken", Space(sp))
		}
	}
}

func TestEmptyBonusStackLeavesSpacesEmpty(t *testing.T) {
	s := newGame(t, 2)
	for len(s.BonusStack) > 0 {
		s.giveBonus(1, s.BonusStack[0])
	}
	s.seatTurn(0)
	mustApply(t, s, "bonus 1")
	finishRound(t, s)
	if s.BonusSlots[0] != Nobody {
		t.Errorf("slot 1 refilled from an empty stack")
	}
}

func TestNeutralFlips(t *testing.T) {
	t.Run("two reveals and two flips in a 2-player game", func(t *testing.T) {
		s := newGame(t, 2)
		s.stackTop(3)
		s.stackTop(5)
		finishRound(t, s)
		if s.NeutralLeft != NeutralTags-2 {
			t.Errorf("%d neutral tags left", s.NeutralLeft)
		}
	})
	t.Run("one in a 3-player game", func(t *testing.T) {
		s := newGame(t, 3)
		finishRound(t, s)
		if s.NeutralLeft != NeutralTags-1 {
			t.Errorf("%d neutral tags left", s.NeutralLeft)
		}
	})
	t.Run("none in a 4-player game", func(t *testing.T) {
		s := newGame(t, 4)
		ev := finishRound(t, s)
		if hasEvent(ev, EvRevealed) || hasEvent(ev, EvNeutralFlip) {
			t.Errorf("a 4-player game flipped")
		}
	})
	t.Run("nothing happens for a section all sprayed", func(t *testing.T) {
		s := newGame(t, 3)
		for _, n := range []string{"C1", "C2", "C3", "C4", "C5"} {
			s.sprayFor(0, seg(n))
		}
		s.stackTop(3)
		ev := finishRound(t, s)
		if !hasEvent(ev, EvNoFlip) || s.NeutralLeft != NeutralTags {
			t.Errorf("a flip happened in a finished section")
		}
	})
	t.Run("the only unsprayed segment is flipped without asking", func(t *testing.T) {
		s := newGame(t, 3)
		for _, n := range []string{"C1", "C2", "C3", "C4"} {
			s.sprayFor(0, seg(n))
		}
		s.stackTop(3)
		finishRound(t, s)
		if s.Segments[seg("C5")] != Neutral {
			t.Errorf("C5 not flipped")
		}
	})
	t.Run("no flip once the 12 neutral tags are used", func(t *testing.T) {
		s := newGame(t, 3)
		for _, n := range []string{"A1", "A2", "A3", "A4", "A5", "A6", "B1", "B2", "B3", "B4", "B5", "B6"} {
			s.sprayFor(Neutral, seg(n))
		}
		s.stackTop(4)
		ev := finishRound(t, s)
		if !hasEvent(ev, EvNoFlip) || s.NeutralLeft != 0 {
			t.Errorf("flip without a neutral tag")
		}
	})
}

func TestGameEndsWhenAFlipCompletesTheSixthGraffiti(t *testing.T) {
	s := newGame(t, 3)
	for _, n := range []string{"A1", "A2", "A3", "A4", "A5", "A6", "B1", "B2", "B3", "B4", "C4", "C5", "E5", "E6", "B5", "B6"} {
		s.sprayFor(0, seg(n))
	}
	if s.CompleteGraffiti() != 5 {
		t.Fatalf("%d complete", s.CompleteGraffiti())
	}
	s.stackTop(2) // section B: only B7 is left, flipped at once
	ev := finishRound(t, s)
	if s.Phase != PhaseOver || !hasEvent(ev, EvGameOver) {
		t.Fatalf("phase %s after the flip completing the sixth graffiti", s.Phase)
	}
	// The final round's keep step happened before scoring.
	if !hasEvent(ev, EvKept) {
		t.Error("no keep step in the final round")
	}
}

func TestGameGoesOnWithFewerThanSixGraffiti(t *testing.T) {
	s := newGame(t, 4)
	for _, n := range []string{"A1", "A2", "A3", "A4", "A5", "A6", "B1", "B2", "B3", "B4", "C4", "C5", "E5", "E6"} {
		s.sprayFor(1, seg(n))
	}
	finishRound(t, s)
	if s.Phase != PhasePlay || s.Round != 2 {
		t.Errorf("phase %s round %d with 5 complete graffiti", s.Phase, s.Round)
	}
}

func TestFinalScoring(t *testing.T) {
	tests := []struct {
		name    string
		special bool
		arrange func(s *State)
		winners []int
		check   func(t *testing.T, s *State)
	}{
		{name: "half a VP per tile, rounded down",
			arrange: func(s *State) { s.givePaint(0, TileG, 2) }, // 3 paint kept of 5 ... keep 2 + 1 permit = 3 tiles
			check: func(t *testing.T, s *State) {
				if got := s.Players[0].Points.Tiles; got != 1 {
					t.Errorf("3 tiles score %d, want 1", got)
				}
			}},
		{name: "a tie goes to the most tags in the tunnel",
			arrange: func(s *State) {
				// 81 VP each; seat 1 with two more tags, on incomplete graffiti.
				s.sprayFor(1, seg("D2"))
				s.sprayFor(1, seg("D3"))
			},
			winners: []int{1}},
		{name: "a tie on score and tags is shared",
			arrange: func(s *State) {
				// 87 VP and 10 tags each.
				s.sprayFor(0, seg("D4"))
				s.sprayFor(0, seg("E1"))
				s.sprayFor(1, seg("D2"))
				s.sprayFor(1, seg("D3"))
				for i := 0; i < 3; i++ {
					s.giveBonus(1, BonusVP)
				}
			},
			winners: []int{0, 1}},
		{name: "each tag on a complete special graffiti scores 5", special: true,
			arrange: func(s *State) {},
			check: func(t *testing.T, s *State) {
				if got := s.Players[0].Points.Tags; got != 8+8+2+2+2+5 {
					t.Errorf("tags score %d, want 27 with B5 on the special B lower graffiti", got)
				}
			}},
		{name: "each tag on a complete basic graffiti scores its segments",
			arrange: func(s *State) {},
			check: func(t *testing.T, s *State) {
				if got := s.Players[0].Points.Tags; got != 8+8+2+2+2+3 {
					t.Errorf("tags score %d, want 25", got)
				}
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, _, _ := New(Setup{Players: 4, Seed: 9, Special: tc.special})
			// Six complete graffiti; seats 0 and 1 hold the same tags:
			// two on each 4-segment, one on each 2-segment, one on B lower.
			for i, n := range []string{"A1", "A2", "A3", "A4", "B1", "B2", "B3", "B4", "A5", "A6", "C4", "C5", "E5", "E6", "B5", "B6"} {
				s.sprayFor(i%2, seg(n))
			}
			s.sprayFor(2, seg("B7"))
			s.clearHand(0)
			s.clearHand(1)
			tc.arrange(s)
			if err := s.Invariants(); err != nil {
				t.Fatal(err)
			}
			finishRound(t, s)
			if s.Phase != PhaseOver {
				t.Fatal("not over")
			}
			if tc.winners != nil && !slices.Equal(s.Winners, tc.winners) {
				t.Errorf("winners %v, want %v (scores %d %d)", s.Winners, tc.winners, s.Players[0].Score, s.Players[1].Score)
			}
			if tc.check != nil {
				tc.check(t, s)
			}
		})
	}
}
