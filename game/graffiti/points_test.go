package graffiti

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Tests named after the settled points of docs/rules.md that the first
// version of the core got wrong.

// stackOfOne leaves one permit in the stack and puts the rest on the
// discard pile.
func (s *State) stackOfOne() {
	n := len(s.PermitStack) - 1
	s.PermitDiscard = append(s.PermitDiscard, s.PermitStack[:n]...)
	s.PermitStack = append(s.PermitStack[:0], s.PermitStack[n])
}

// Point 13: the two permits revealed for the neutral flips of a 2-player
// game are set aside and reach the discard pile only after both flips, so
// a reshuffle can never draw the first again as the second.
func TestTwoPlayerFlipPermitsGoToTheDiscardOnlyAfterBothFlips(t *testing.T) {
	s := newGame(t, 2)
	s.stackOfOne()
	if len(s.PermitStack) != 1 || len(s.PermitDiscard) != 24 {
		t.Fatalf("stack %d, discard %d", len(s.PermitStack), len(s.PermitDiscard))
	}
	all := passAll(t, s)
	for s.Phase == PhaseKeep || s.Phase == PhaseFlip {
		if s.Phase == PhaseFlip && len(s.Revealed) == 0 {
			t.Fatalf("waiting for a flip with no revealed permit set aside")
		}
		all = append(all, mustApply(t, s, s.LegalActions(nil)[0].String())...)
	}
	var revealed []int
	for _, e := range all {
		if e.Kind == EvRevealed {
			revealed = append(revealed, e.Pips)
		}
	}
	if len(revealed) != 2 {
		t.Fatalf("revealed %v, want two permits", revealed)
	}
	assert.ElementsMatch(t, revealed, s.PermitDiscard, "the discard pile holds the two revealed permits")
	assert.Len(t, s.PermitStack, 23)
}

// Permit board: the moment the stack is exhausted the discard pile becomes
// the new stack; permits discarded afterwards wait in a new discard pile.
func TestPermitStackIsRemadeTheMomentItRunsOut(t *testing.T) {
	s := sprayer(t, 2, []int{1}, map[Tile]int{TileR: 1, TileB: 1})
	s.stackOfOne()
	s.seatTurn(1)
	ev := mustApply(t, s, "permit first") // slot 1 is refilled with the last permit of the stack
	if !hasEvent(ev, EvPermitShuffle) || len(s.PermitStack) != 24 || len(s.PermitDiscard) != 0 {
		t.Fatalf("after the stack ran out: stack %d, discard %d, shuffled %v", len(s.PermitStack), len(s.PermitDiscard), hasEvent(ev, EvPermitShuffle))
	}
	mustApply(t, s, "spray A2 @1 permit:1 paint:R,B")
	if len(s.PermitStack) != 24 || !slices.Equal(s.PermitDiscard, []int{1}) {
		t.Errorf("the permit paid after the reshuffle: stack %d, discard %v", len(s.PermitStack), s.PermitDiscard)
	}
}

// Point 4: Discount on a 1-can space places nothing, so the space stays
// free for anyone this round.
func TestDiscountOnAOneCanSpacePlacesNothingSoTheSpaceStaysFree(t *testing.T) {
	s := newGame(t, 2)
	s.seatTurn(0)
	s.giveBonus(0, BonusDiscount)
	ev := mustApply(t, s, "paint G1 +discount")
	if s.Spaces[SpG1].Taken || len(s.Spaces[SpG1].Occ) != 0 || s.Players[0].Cans != CansPerPlayer {
		t.Fatalf("G1 after a free use: %+v, cans %d", s.Spaces[SpG1], s.Players[0].Cans)
	}
	if hasEvent(ev, EvCans) {
		t.Errorf("an event says cans were placed")
	}
	mustApply(t, s, "paint G1") // the other player may use it
	if !s.Spaces[SpG1].Taken || s.Spaces[SpG1].Occ[0].Seat != 1 {
		t.Errorf("G1 after seat 1: %+v", s.Spaces[SpG1])
	}
}

// Point 13: the keep step is secret and simultaneous. Nothing of an
// earlier choice shows to a later chooser or on the table until all have
// chosen; then everything goes back together.
func TestKeepChoicesStaySecretUntilEveryoneHasChosen(t *testing.T) {
	s := newGame(t, 3)
	for seat := 0; seat < 3; seat++ {
		s.givePaint(seat, TileG, 1)
	}
	s.giveBonus(s.First, BonusSave)
	passAll(t, s)
	if s.Phase != PhaseKeep || len(s.KeepQueue) != 3 {
		t.Fatalf("phase %s, queue %v", s.Phase, s.KeepQueue)
	}
	// Who is to choose, and how many actions were played, are public:
	// everyone sees a choice being made, never what.
	public := func(v View) View {
		v.Current, v.KeepQueue, v.Actions = 0, nil, 0
		for i := range v.Players {
			v.Players[i].Paint, v.Players[i].Permits, v.Players[i].Bonus = nil, nil, nil
		}
		return v
	}
	supply := s.Supply
	chooser := []int{s.KeepQueue[0], s.KeepQueue[1], s.KeepQueue[2]}
	before := public(s.ViewFor(chooser[2]))
	ev := mustApply(t, s, "keep G,R,Y +save")
	ev = append(ev, mustApply(t, s, "keep none")...)
	for _, e := range ev {
		if e.Kind == EvPaintBack || e.Kind == EvBonusUsed || e.Kind == EvKept {
			t.Errorf("a choice told the table: %s", e.Text(s, chooser[2]))
		}
	}
	assert.JSONEq(t, mustJSON(before), mustJSON(public(s.ViewFor(chooser[2]))), "the last chooser sees the earlier choices")
	if s.Supply != supply || s.Players[chooser[0]].PaintCount() != 4 || s.Players[chooser[0]].Bonus[BonusSave] != 1 {
		t.Errorf("the table shows a choice: supply %v, first chooser's tiles %d", s.Supply, s.Players[chooser[0]].PaintCount())
	}
	ev = mustApply(t, s, "keep G,R")
	if s.Phase == PhaseKeep {
		t.Fatalf("still keeping")
	}
	kept := map[int]int{}
	for _, e := range ev {
		if e.Kind == EvKept {
			kept[e.Seat] = e.N
		}
	}
	assert.Equal(t, map[int]int{chooser[0]: 3, chooser[1]: 0, chooser[2]: 2}, kept, "tiles kept by seat")
	if s.Players[chooser[0]].PaintCount() != 3 || s.Players[chooser[0]].Bonus[BonusSave] != 0 || s.BonusRemoved[BonusSave] != 1 {
		t.Errorf("first chooser after the keep step: %v, save %d", s.Players[chooser[0]].Paint, s.Players[chooser[0]].Bonus[BonusSave])
	}
	if len(s.Keeps) != 0 {
		t.Errorf("choices still pending: %v", s.Keeps)
	}
}

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// Point 2: the wild paint stands in for any one paint tile, single or
// double: one unit of any colour, or the two units of a red/yellow,
// red/blue or yellow/blue tile.
func TestWildPaintStandsInForASingleOrADoubleTile(t *testing.T) {
	tests := []struct {
		name   string
		paint  map[Tile]int
		do     string
		refuse string
	}{
		{"one unit of any colour", map[Tile]int{TileR: 1}, "spray A2 @1 permit:1 paint:R,wild", ""},
		{"red and blue, as a red/blue tile", nil, "spray A2 @1 permit:1 paint:wild", ""},
		{"yellow and black: no double tile covers them", nil, "spray A3 @1 permit:1 paint:wild", "does not pay"},
		{"red, yellow and blue: more than one tile", nil, "spray B4 @1 permit:2 paint:wild", "does not pay"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := sprayer(t, 2, []int{1, 2}, tc.paint)
			s.giveBonus(0, BonusWild)
			if tc.refuse != "" {
				mustRefuse(t, s, tc.do, tc.refuse)
				return
			}
			mustApply(t, s, tc.do)
			if s.Players[0].Bonus[BonusWild] != 0 || s.BonusRemoved[BonusWild] != 1 {
				t.Errorf("the wild tile was not used")
			}
		})
	}
	// The legal list offers it too.
	s := sprayer(t, 2, []int{1}, nil)
	s.giveBonus(0, BonusWild)
	a, _ := Parse("spray A2 @1 permit:1 paint:wild")
	if !slices.Contains(s.LegalActions(nil), a) {
		t.Errorf("%q is not listed", a)
	}
}

// Point 8: the extra action is not offered when the extra turn could only
// be a pass (no cans left).
func TestExtraActionIsNotOfferedWithoutCansLeft(t *testing.T) {
	s := newGame(t, 3)
	s.seatTurn(0)
	s.giveBonus(0, BonusExtra)
	mustApply(t, s, "paint G2")
	mustApply(t, s, "end")
	s.seatTurn(0)
	mustApply(t, s, "paint K2")
	mustApply(t, s, "end")
	s.seatTurn(0)
	mustApply(t, s, "paint R1") // the last can
	if s.Phase != PhasePlay || s.Current == 0 || s.Players[0].Bonus[BonusExtra] != 1 {
		t.Errorf("phase %s, seat %d, extra tiles %d: the extra action was offered with no cans left", s.Phase, s.Current, s.Players[0].Bonus[BonusExtra])
	}
}
