package graffiti

import "testing"

// The rulebook's worked examples. Seats are named after its artists:
// Patricia (red), Beate (yellow), Alexa (blue), Jenni (green).
const (
	patricia = 0
	beate    = 1
	alexa    = 2
	jenni    = 3
)

func TestExamplePatriciaSpraysB4WithTwoTilesFor9VP(t *testing.T) {
	s := newGame(t, 4)
	s.seatTurn(patricia)
	s.dropPermits(patricia)
	s.givePermit(patricia, 2)
	s.clearHand(patricia)
	s.givePaint(patricia, TileRY, 1)
	s.givePaint(patricia, TileB, 1)
	ev := mustApply(t, s, "spray B4 @1 permit:2 paint:B,RY")
	p := s.Players[patricia]
	if p.Score != 9 || s.Segments[seg("B4")] != patricia || p.Paid[TileRY] != 1 || p.Paid[TileB] != 1 || p.PaintCount() != 0 {
		t.Fatalf("Patricia: score %d, paid %v", p.Score, p.Paid)
	}
	if !hasEvent(ev, EvSprayed) {
		t.Error("no spray event")
	}
}

func TestExamplePatriciaDrawsTheStackAndTakesTheTwo(t *testing.T) {
	s := newGame(t, 4)
	s.seatTurn(patricia)
	s.dropPermits(patricia)
	s.setSlot(2, 2)
	s.stackTop(5)
	mustApply(t, s, "permit 3+stack")
	if got := s.Players[patricia].Permits; got[2] != 1 || got[5] != 1 {
		t.Errorf("Patricia holds %v", got)
	}
}

func TestExampleAlexaTakesThe4PipPermitWithTheFirstPlayerToken(t *testing.T) {
	s := newGame(t, 4)
	s.First = patricia
	s.seatTurn(alexa)
	s.dropPermits(alexa)
	s.setSlot(0, 4)
	mustApply(t, s, "permit first")
	if s.Players[alexa].Permits[4] != 1 || s.Players[alexa].PermitCount() != 1 {
		t.Errorf("Alexa holds %v: one tile only", s.Players[alexa].Permits)
	}
	if s.First != alexa {
		t.Errorf("first-player token with %d", s.First)
	}
	// She is first next round; this round goes on clockwise.
	if s.Current != jenni {
		t.Errorf("turn with %d after Alexa", s.Current)
	}
	finishRound(t, s)
	if s.Current != alexa {
		t.Errorf("round 2 starts with %d, want Alexa", s.Current)
	}
}

func TestExampleJenniKeeps2OfHer5PaintTiles(t *testing.T) {
	s := newGame(t, 4)
	s.givePaint(jenni, TileG, 1)
	s.givePaint(jenni, TileK, 1)
	passAll(t, s)
	for s.Phase == PhaseKeep && s.Current != jenni {
		mustApply(t, s, "keep R,Y")
	}
	if s.Players[jenni].PaintCount() != 5 {
		t.Fatalf("Jenni holds %d tiles", s.Players[jenni].PaintCount())
	}
	supplyG := s.Supply[TileG]
	mustRefuse(t, s, "keep G,K,R", "may keep 2")
	mustApply(t, s, "keep G,K")
	for s.Phase == PhaseKeep {
		mustApply(t, s, "keep R,Y")
	}
	if got := s.Players[jenni].Paint; got != [NumTiles]int{TileG: 1, TileK: 1} {
		t.Errorf("Jenni keeps %v", got)
	}
	if s.Supply[TileG] != supplyG || s.Supply[TileR]+s.Supply[TileY]+s.Supply[TileB] < 3 {
		t.Errorf("her 3 other tiles did not go back")
	}
}

func TestExampleAlexasNeutralFlipOfA1ScoresForNobody(t *testing.T) {
	s := newGame(t, 3)
	s.First = alexa
	s.stackTop(1)
	scores := []int{}
	for _, p := range s.Players {
		scores = append(scores, p.Score)
	}
	passAll(t, s)
	for s.Phase == PhaseKeep {
		mustApply(t, s, "keep R,Y")
	}
	if s.Phase != PhaseFlip || s.Current != alexa || s.FlipSection != 0 {
		t.Fatalf("phase %s, seat %d, section %d", s.Phase, s.Current, s.FlipSection)
	}
	mustRefuse(t, s, "flip B1", "section A")
	ev := mustApply(t, s, "flip A1")
	if s.Segments[seg("A1")] != Neutral || s.NeutralLeft != NeutralTags-1 || !hasEvent(ev, EvNeutralFlip) {
		t.Fatalf("A1 owner %d", s.Segments[seg("A1")])
	}
	for i, p := range s.Players {
		if p.Score != scores[i] {
			t.Errorf("%s scored from the neutral flip", p.Name)
		}
	}
	if s.Round != 2 || s.Phase != PhasePlay {
		t.Errorf("round %d phase %s after the flip", s.Round, s.Phase)
	}
}

func TestExampleBeatesFinalScoring23ForTagsPlus4ForTiles(t *testing.T) {
	s := newGame(t, 4)
	// Complete graffiti: A upper (4), B upper (4), E lower (2), B lower (3)
	// and C lower (2), D lower (3) to reach six.
	owners := map[string]int{
		"A1": beate, "A2": beate, "A3": beate, "A4": jenni, // 3 tags x 4 = 12
		"B1": beate, "B2": alexa, "B3": alexa, "B4": patricia, // 1 x 4 = 4
		"E5": beate, "E6": beate, // 2 x 2 = 4
		"B5": beate, "B6": jenni, "B7": jenni, // 1 x 3 = 3
		"C4": alexa, "C5": alexa,
		"D5": jenni, "D6": jenni, "D7": patricia,
		"C1": beate, // a tag on an incomplete graffiti scores nothing
	}
	for name, o := range owners {
		s.sprayFor(o, seg(name))
	}
	play := s.Players[beate].Points.Play
	// Nine tiles behind the screen: 4 VP (half of 9, rounded down).
	s.clearHand(beate)
	s.givePaint(beate, TileG, 2)
	s.dropPermits(beate)
	s.givePermit(beate, 3)
	s.givePermit(beate, 4)
	s.giveBonus(beate, BonusWild)
	s.giveBonus(beate, BonusDiscount)
	s.giveBonus(beate, BonusAdd)
	s.giveBonus(beate, BonusPermit)
	s.giveBonus(beate, BonusReserve)
	if s.CompleteGraffiti() != 6 {
		t.Fatalf("%d complete graffiti", s.CompleteGraffiti())
	}
	ev := finishRound(t, s)
	if s.Phase != PhaseOver {
		t.Fatalf("the game did not end with 6 complete graffiti")
	}
	b := s.Players[beate].Points
	if b.Tags != 23 || b.Tiles != 4 || s.Players[beate].Score != play+27 {
		t.Errorf("Beate: tags %d, tiles %d, total %d; want 23 + 4 = 27 more than %d", b.Tags, b.Tiles, s.Players[beate].Score, play)
	}
	if !hasEvent(ev, EvFinalTags) || !hasEvent(ev, EvGameOver) {
		t.Error("no final scoring events")
	}
}
