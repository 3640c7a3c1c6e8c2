package graffiti

import (
	"fmt"
	"graffiti/game"
	"testing"
)

// sprayer arranges seat 0 to act with the given permits and paint.
func sprayer(t *testing.T, players int, permits []int, paint map[Tile]int) *State {
	t.Helper()
	s := newGame(t, players)
	s.seatTurn(0)
	s.dropPermits(0)
	s.clearHand(0)
	for _, p := range permits {
		s.givePermit(0, p)
	}
	for tile, n := range paint {
		s.givePaint(0, tile, n)
	}
	return s
}

func TestSprayPermitRules(t *testing.T) {
	paint := map[Tile]int{TileR: 2, TileY: 2, TileB: 2, TileG: 1, TileK: 1}
	tests := []struct {
		name    string
		permits []int
		bonus   bool
		do      string
		refuse  string
	}{
		{"a permit with the section's pips opens it", []int{3}, false, "spray C1 @1 permit:3 paint:R,Y", ""},
		{"a permit with other pips does not", []int{2}, false, "spray C1 @1 permit:2 paint:R,Y", "section C needs a permit with 3 pips"},
		{"no permit at all", nil, false, "spray C1 @1 permit:3 paint:R,Y", "you have none"},
		{"two equal permits open any section (the wild card)", []int{5, 5}, false, "spray C1 @1 permit:5+5 paint:R,Y", ""},
		{"two unequal permits do not", []int{5, 4}, false, "spray C1 @1 permit:5+5 paint:R,Y", "two permits with 5 pips needed, you have 1"},
		{"the permit bonus opens any section", nil, true, "spray A2 @2 permit:bonus paint:R,B", ""},
		{"no permit bonus", nil, false, "spray A2 @2 permit:bonus paint:R,B", "no permit bonus"},
		{"the cans go in the segment's section", []int{3}, false, "spray C1 @1 permit:3 paint:R,Y", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := sprayer(t, 2, tc.permits, paint)
			if tc.bonus {
				s.giveBonus(0, BonusPermit)
			}
			if tc.refuse != "" {
				mustRefuse(t, s, tc.do, tc.refuse)
				return
			}
			before := s.Players[0].PermitCount()
			mustApply(t, s, tc.do)
			used := before - s.Players[0].PermitCount()
			a, _ := Parse(tc.do)
			want := map[PermitUse]int{PermitOne: 1, PermitTwo: 2, PermitBonus: 0}[a.Permit]
			if used != want {
				t.Errorf("%d permits discarded, want %d", used, want)
			}
			if a.Permit == PermitBonus && s.Players[0].Bonus[BonusPermit] != 0 {
				t.Errorf("permit bonus not used up")
			}
		})
	}
	s := sprayer(t, 2, []int{3}, paint)
	wrong := Action{Kind: ActSpray, Space: TunnelSpace(1, 0), Segment: int8(seg("C1")), Permit: PermitOne, Pips: 3}
	wrong.Tiles[TileR], wrong.Tiles[TileY] = 1, 1
	if _, err := s.Apply(wrong); err == nil {
		t.Error("cans in section B sprayed a segment of section C")
	}
}

func TestSprayPaintPayment(t *testing.T) {
	tests := []struct {
		name   string
		paint  map[Tile]int
		wild   int
		bobby  bool
		do     string
		refuse string
	}{
		{"singles pay unit by unit", map[Tile]int{TileR: 1, TileY: 1, TileB: 1}, 0, false, "spray B4 @1 permit:2 paint:R,Y,B", ""},
		{"a double pays one unit of either paint", map[Tile]int{TileRY: 1, TileY: 1, TileB: 1}, 0, false, "spray B4 @1 permit:2 paint:Y,B,RY", ""},
		{"a double pays one unit of each of its paints", map[Tile]int{TileRY: 1, TileB: 1}, 0, false, "spray B4 @1 permit:2 paint:B,RY", ""},
		{"a wild tile pays any unit", map[Tile]int{TileR: 1, TileY: 1}, 1, false, "spray B4 @1 permit:2 paint:R,Y,wild", ""},
		{"a missing paint is not paid", map[Tile]int{TileR: 1, TileY: 1, TileG: 1}, 0, false, "spray B4 @1 permit:2 paint:R,Y,G", "does not pay for B4"},
		{"with the bobby one unit takes any tile", map[Tile]int{TileR: 1, TileY: 1, TileG: 1}, 0, true, "spray B4 @1 permit:2 paint:R,Y,G", ""},
		{"the bobby covers one unit only", map[Tile]int{TileR: 1, TileG: 2}, 0, true, "spray B4 @1 permit:2 paint:R,G,G", "does not pay"},
		{"every tile paid covers a unit", map[Tile]int{TileR: 2, TileY: 1, TileB: 1}, 0, false, "spray B4 @1 permit:2 paint:R,R,Y,B", "does not pay"},
		{"a double paying two units leaves no room for a third tile", map[Tile]int{TileRY: 1, TileY: 1, TileB: 1}, 0, false, "spray B4 @1 permit:2 paint:Y,B,RY", ""},
		{"tiles not behind the screen cannot pay", map[Tile]int{TileR: 1}, 0, false, "spray B4 @1 permit:2 paint:R,Y,B", "you have 0 yellow"},
		{"wild tiles not held cannot pay", map[Tile]int{TileR: 1, TileY: 1}, 0, false, "spray B4 @1 permit:2 paint:R,Y,wild", "wild paint"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := sprayer(t, 2, []int{2}, tc.paint)
			for i := 0; i < tc.wild; i++ {
				s.giveBonus(0, BonusWild)
			}
			if tc.bobby {
				s.Bobby = 0
			}
			if tc.refuse != "" {
				mustRefuse(t, s, tc.do, tc.refuse)
				return
			}
			mustApply(t, s, tc.do)
			a, _ := Parse(tc.do)
			for tile := Tile(0); tile < NumTiles; tile++ {
				if s.Players[0].Paid[tile] != int(a.Tiles[tile]) {
					t.Errorf("paid %v, want %v in front of the screen", s.Players[0].Paid, a.Tiles)
				}
			}
			if s.Players[0].Bonus[BonusWild] != 0 {
				t.Errorf("wild tiles not used up")
			}
		})
	}
}

func TestPaymentsListsDistinctWays(t *testing.T) {
	hand := [NumTiles]int{TileR: 1, TileY: 2, TileB: 1, TileRY: 1}
	got := Payments(TunnelFor(false).Segments[seg("B4")].Needs, hand, 0, false)
	// R Y B from: {R,Y,B}, {RY,Y,B} (RY as red), {RY,R,B}? no: R is needed once.
	// {R,Y,B}, {Y,B,RY} (RY red), {R,B,RY} (RY yellow), {B,RY} (RY both).
	if len(got) != 4 {
		t.Fatalf("%d payments for B4: %v", len(got), got)
	}
	for _, p := range got {
		if !pays(TunnelFor(false).Segments[seg("B4")].Needs, p, false) {
			t.Errorf("listed payment %v does not pay", p)
		}
	}
}

// The spray list filters each segment's payments, worked out once, by the
// hand (payOptions); it must give what the search gives for that hand,
// in the same order, or recorded games would change.
func TestPayOptionsAreTheSearch(t *testing.T) {
	payTables.Do(buildPayTables)
	r := game.NewRand(7)
	for n := 0; n < 3000; n++ {
		v := r.Intn(2)
		seg := r.Intn(NumSegments)
		var hand [NumTiles]int
		for k := r.Intn(9); k > 0; k-- {
			hand[r.Intn(int(NumTiles))]++
		}
		wild, bobby := r.Intn(3), r.Intn(2) == 1
		want := Payments(tunnels[v].Segments[seg].Needs, hand, wild, bobby)
		which := 0
		if bobby {
			which = 2
		}
		if wild > 0 {
			which++
		}
		var got []Payment
		have := packCounts(hand, wild)
		for _, o := range payOptions[v][seg][which] {
			if fits(o.counts, have) {
				got = append(got, o.pay)
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("tunnel %d segment %d hand %v wild %d bobby %v:\nfiltered %v\nsearched %v", v, seg, hand, wild, bobby, got, want)
		}
	}
}

func TestSprayScoresTagsAndCompletes(t *testing.T) {
	s := sprayer(t, 2, []int{3, 3}, map[Tile]int{TileK: 1})
	s.sprayFor(1, seg("C4"))
	s.Spaces[TunnelSpace(2, 0)] = SpaceState{Taken: true, Occ: []Occupant{{1, 1}}}
	s.Players[1].Cans = 4
	ev := mustApply(t, s, "spray C5 @2 permit:3 paint:K")
	p := s.Players[0]
	if p.Score != 6 || p.Tags != 15 || s.Segments[seg("C5")] != 0 || p.Cans != 3 {
		t.Errorf("score %d tags %d cans %d", p.Score, p.Tags, p.Cans)
	}
	if !hasEvent(ev, EvGraffitiDone) || !hasEvent(ev, EvSprayed) {
		t.Errorf("events %v", ev)
	}
	s.seatTurn(0)
	mustRefuse(t, s, "spray C5 @1 permit:3 paint:K", "")
	s.givePaint(0, TileK, 1)
	mustRefuse(t, s, "spray C5 @1 permit:3 paint:K +add", "")
}

func TestSprayNeedsAFreeSpaceAndTags(t *testing.T) {
	s := sprayer(t, 2, []int{1, 1, 1}, map[Tile]int{TileR: 2, TileB: 2, TileY: 2})
	mustApply(t, s, "spray A2 @1 permit:1 paint:R,B")
	s.seatTurn(0)
	mustRefuse(t, s, "spray A6 @1 permit:1 paint:Y,Y", "A@1 is taken")
	mustApply(t, s, "spray A6 @2 permit:1 paint:Y,Y")
	s.seatTurn(0)
	mustRefuse(t, s, "spray A4 @2 permit:1 paint:B,Y,Y", "taken")
	s2 := sprayer(t, 2, []int{1}, map[Tile]int{TileR: 1, TileB: 1})
	for i := 0; i < TagsPerPlayer; i++ {
		s2.Players[0].Tags--
		s2.Segments[[]int{seg("B1"), seg("B2"), seg("B3"), seg("B4"), seg("B5"), seg("B6"), seg("B7"), seg("C1"), seg("C2"), seg("C3"), seg("C4"), seg("C5"), seg("D1"), seg("D2"), seg("D3"), seg("D4")}[i]] = 0
	}
	mustRefuse(t, s2, "spray A2 @1 permit:1 paint:R,B", "no tags left")
}
