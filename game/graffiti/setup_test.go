package graffiti

import (
	"graffiti/game"
	"testing"
)

func TestComponentTableMatchesTheEdition(t *testing.T) {
	want := map[string]int{
		"A1": 15, "A2": 6, "A3": 9, "A4": 9, "A5": 9, "A6": 6,
		"B1": 12, "B2": 3, "B3": 6, "B4": 9, "B5": 9, "B6": 12, "B7": 3,
		"C1": 6, "C2": 15, "C3": 3, "C4": 12, "C5": 6,
		"D1": 9, "D2": 9, "D3": 9, "D4": 3, "D5": 6, "D6": 15, "D7": 6,
		"E1": 3, "E2": 12, "E3": 9, "E4": 9, "E5": 9, "E6": 12,
	}
	tun := TunnelFor(false)
	for _, d := range tun.Segments {
		if want[d.Name] != d.VP {
			t.Errorf("%s scores %d, the edition says %d", d.Name, d.VP, want[d.Name])
		}
	}
	sizes := map[int]int{}
	for _, g := range tun.Graffiti {
		sizes[g.Len]++
	}
	if sizes[4] != 4 || sizes[3] != 3 || sizes[2] != 3 {
		t.Errorf("graffiti sizes %v, want 4x4, 3x3, 3x2", sizes)
	}
	total := 0
	for _, n := range TileCount {
		total += n
	}
	if total != PaintTiles {
		t.Errorf("%d paint tiles, want %d", total, PaintTiles)
	}
}

func TestSpecialGraffitiOfVariant2(t *testing.T) {
	tun := TunnelFor(true)
	want := map[string]int{"B5": 12, "B6": 12, "B7": 15, "C1": 12, "C2": 6, "C3": 15, "D5": 6, "D6": 12, "D7": 15, "A1": 15, "E6": 12}
	for _, d := range tun.Segments {
		if v, ok := want[d.Name]; ok && v != d.VP {
			t.Errorf("variant 2: %s scores %d, want %d", d.Name, d.VP, v)
		}
	}
	specials := 0
	for _, g := range tun.Graffiti {
		if g.Special {
			specials++
			if g.Len != 3 || g.TagVP() != SpecialTagVP {
				t.Errorf("special graffiti %+v", g)
			}
		}
	}
	if specials != 3 {
		t.Errorf("%d special graffiti, want 3", specials)
	}
}

func TestSetupForEachPlayerCount(t *testing.T) {
	for players := 2; players <= 4; players++ {
		s := newGame(t, players)
		if err := s.Invariants(); err != nil {
			t.Fatal(err)
		}
		for i, p := range s.Players {
			if p.Paint[TileR] != 1 || p.Paint[TileY] != 1 || p.Paint[TileB] != 1 || p.PaintCount() != 3 {
				t.Errorf("%d players: seat %d starts with paint %v, want one red, yellow and blue", players, i, p.Paint)
			}
			if p.PermitCount() != 1 || p.Cans != 5 || p.Tags != 16 || p.Score != 0 {
				t.Errorf("%d players: seat %d starts with %d permits, %d cans, %d tags", players, i, p.PermitCount(), p.Cans, p.Tags)
			}
		}
		if got := len(s.PermitStack); got != PermitTiles-PermitSlots-players {
			t.Errorf("%d players: permit stack %d", players, got)
		}
		if got := len(s.BonusStack); got != BonusTiles-BonusSlots {
			t.Errorf("%d players: bonus stack %d", players, got)
		}
		wantNeutral := NeutralTags
		if players == 4 {
			wantNeutral = 0 // the neutral tags stay in the box
		}
		if s.NeutralLeft != wantNeutral {
			t.Errorf("%d players: %d neutral tags", players, s.NeutralLeft)
		}
		if s.Current != s.First || s.Phase != PhasePlay || s.Blocked != Nobody {
			t.Errorf("%d players: first turn to %d, token %d", players, s.Current, s.First)
		}
	}
	if _, _, err := New(Setup{Players: 5}); err == nil {
		t.Error("a 5-player game was set up")
	}
	if _, _, err := New(Setup{Players: 1}); err == nil {
		t.Error("a 1-player game was set up")
	}
}

func TestSetupFirstPlayerComesFromTheSeed(t *testing.T) {
	firsts := map[int]bool{}
	for seed := uint64(0); seed < 40; seed++ {
		a, _, _ := New(Setup{Players: 4, Seed: seed})
		b, _, _ := New(Setup{Players: 4, Seed: seed})
		if a.Hash() != b.Hash() {
			t.Fatalf("seed %d gives two different set-ups", seed)
		}
		firsts[a.First] = true
	}
	if len(firsts) != 4 {
		t.Errorf("first players over 40 seeds: %v, want all four seats", firsts)
	}
}

func TestVariant1BlocksASectionEveryRoundNeverTheSameTwice(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s, ev, _ := New(Setup{Players: 3, Seed: seed, Block: true})
		if s.Blocked == Nobody || !hasEvent(ev, EvBlocked) || len(s.PermitDiscard) == 0 {
			t.Fatalf("round 1 of variant 1 has no block")
		}
		last := s.Blocked
		r := game.NewRand(seed)
		for s.Phase != PhaseOver {
			round := s.Round
			advance(s, &r, 1)
			if s.Round != round && s.Phase != PhaseOver {
				if s.Blocked == last || s.Blocked == Nobody {
					t.Fatalf("round %d blocks %d after %d", s.Round, s.Blocked, last)
				}
				last = s.Blocked
			}
		}
	}
}

func TestBlockedSectionCannotBeSprayed(t *testing.T) {
	s, _, _ := New(Setup{Players: 2, Seed: 3, Block: true})
	sec := Section(s.Blocked)
	p := s.Current
	s.givePermit(p, sec.Pips())
	s.giveBonus(p, BonusPermit)
	s.givePaint(p, TileK, 2)
	s.givePaint(p, TileG, 2)
	var name string
	for _, d := range s.Tunnel().Segments {
		if d.Section() == sec {
			name = d.Name
			break
		}
	}
	mustRefuse(t, s, "spray "+name+" @1 permit:"+string(rune('0'+sec.Pips()))+" paint:R", "blocked")
	mustRefuse(t, s, "spray "+name+" @1 permit:bonus paint:R", "blocked")
}
