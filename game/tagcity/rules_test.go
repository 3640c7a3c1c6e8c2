package tagcity

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Tests named after the rules of the rulebook scans (TestRulebook...)
// and the settled points of the edition page (TestPointN...), in the
// order of docs/tagcity-rules.md. HQ side A: I Block (O4), II Line (I4),
// III Tee (T4), IV Bomb (P5), V Hook (L4), VI Zig (S4).

// Rulebook, set-up: the leader takes taggers + 1 dice; the rest stay in
// the box.
func TestRulebookDiceAreTaggersPlusOne(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		s, _, err := New(Setup{Players: n, Seed: 9})
		require.NoError(t, err)
		assert.Len(t, s.Dice, n+1, "%d taggers", n)
		for round := 0; round < 3 && s.Phase != PhaseOver; round++ {
			r := s.Round
			for s.Round == r && s.Phase != PhaseOver {
				act(t, s, s.LegalActions(nil)[0].String())
			}
			if s.Phase != PhaseOver {
				assert.Len(t, s.Dice, n+1, "%d taggers, round %d", n, s.Round)
			}
		}
	}
}

// Rulebook, set-up: side A of the HQ has the printed shapes; side B
// takes a token chosen for each of the six sections; the small tokens
// sit in the centre either way.
func TestRulebookHQSides(t *testing.T) {
	a, _, err := New(Setup{Players: 2, Seed: 1, HQ: SideA})
	require.NoError(t, err)
	assert.Equal(t, [Sections]Shape{O4, I4, T4, P5, L4, S4}, a.HQ)
	chosen := []string{"U5", "Z5", "O4", "V5", "T5", "L5"}
	b, _, err := New(Setup{Players: 2, Seed: 1, HQ: SideB, Tokens: chosen})
	require.NoError(t, err)
	assert.Equal(t, [Sections]Shape{U5, Z5, O4, V5, T5, L5}, b.HQ)
	for _, s := range []*State{a, b} {
		assert.ElementsMatch(t, append(s.HQ[:], M1, D2, L3), s.Shapes(), "nine shapes in play")
	}
	_, _, err = New(Setup{Players: 2, HQ: SideB, Tokens: []string{"m1", "Z5", "O4", "V5", "T5", "L5"}})
	assert.ErrorContains(t, err, "never on the ring")
	_, _, err = New(Setup{Players: 2, HQ: SideB, Tokens: []string{"O4", "Z5", "O4", "V5", "T5", "L5"}})
	assert.ErrorContains(t, err, "chosen twice")
	_, _, err = New(Setup{Players: 2, HQ: SideB, Tokens: []string{"O4"}})
	assert.ErrorContains(t, err, "takes 6 tokens")
	_, _, err = New(Setup{Players: 2, HQ: SideA, Tokens: chosen})
	assert.ErrorContains(t, err, "only on side B")
}

// Rulebook, set-up: all taggers' boards show the same side; the values
// scored are that side's.
func TestRulebookEveryBoardOnTheSameSide(t *testing.T) {
	for _, side := range []Side{SideA, SideB} {
		s := newBattle(t, Setup{City: side}, 0, 2, 2, 4, 4)
		act(t, s, "place 2:II 2:II 4:IV 4:IV")
		s.tagSquares(t, 1, sq(t, "A5", "A6", "A7", "A8"))
		act(t, s, "tag 2@II I4/1 A1")
		high, _ := FeatureValues(side, colA)
		assert.Equal(t, high, s.Score(1), "side %s", side)
		assert.Equal(t, cities[side].ColHigh[0], high)
	}
	assert.NotEqual(t, cities[0].ColHigh, cities[1].ColHigh, "the sides have different values")
}

// Rulebook: the leader rolls and places each die on one of the two
// spaces beside its value; a space may hold several dice.
func TestRulebookPlaceEachDieBesideItsValue(t *testing.T) {
	s := newBattle(t, Setup{}, 0, 1, 3, 5, 6)
	refused(t, s, "place 1:I 3:III 6:I", "place every die rolled")
	refused(t, s, "place 1:I 3:III 5:V 6:I 6:I", "place every die rolled")
	_, err := Parse("place 1:III 3:III 5:V 6:I")
	assert.ErrorContains(t, err, "goes on section I or II")
	refused(t, s, "tag 1@I O4/0 A1", "places the dice first")
	assert.Len(t, s.LegalActions(nil), 16, "two sections for each of four dice")
	act(t, s, "place 1:II 3:III 5:VI 6:I")
	got := map[int]int{}
	for _, d := range s.Dice {
		got[d.Face] = d.Section
	}
	assert.Equal(t, map[int]int{1: 1, 3: 2, 5: 5, 6: 0}, got)
}

// Rulebook: several dice may share a space (here two on section II).
func TestRulebookSeveralDiceShareASection(t *testing.T) {
	s := newBattle(t, Setup{}, 0, 1, 2, 4, 6)
	act(t, s, "place 1:II 2:II 4:V 6:VI")
	n := 0
	for _, d := range s.Dice {
		if d.Section == 1 {
			n++
		}
	}
	assert.Equal(t, 2, n)
}

// Rulebook: picks start with the tagger to the leader's left and go on
// to the left; the leader chooses last; then the final die, for all.
func TestRulebookPicksFromTheLeadersLeftLeaderLast(t *testing.T) {
	s := newBattle(t, Setup{Players: 4}, 2, 1, 2, 3, 4, 5)
	act(t, s, "place 1:I 2:II 3:III 4:IV 5:V")
	var order []int
	for s.Phase == PhasePick {
		order = append(order, s.Current)
		act(t, s, "social "+s.LegalActions(nil)[len(s.LegalActions(nil))-1].String()[len("social "):])
	}
	assert.Equal(t, []int{3, 0, 1, 2}, order)
	assert.Equal(t, PhaseFinal, s.Phase)
	assert.Equal(t, 3, s.Current, "the final die starts from the leader's left too")
}

// Rulebook: a tagger who takes a die draws its shape at once on their
// own board; the die is gone for the others.
func TestRulebookTagTheDiesShapeAtOnce(t *testing.T) {
	s := newBattle(t, Setup{}, 0, 1, 3, 3, 5)
	act(t, s, "place 1:I 3:III 3:IV 5:V")
	ev := act(t, s, "tag 1@I O4/0 C3")
	assert.Equal(t, sq(t, "C3", "D3", "C4", "D4"), s.Taggers[1].Grid)
	assert.True(t, hasEvent(ev, EvTagged, 1))
	refused(t, s, "tag 1@I O4/0 A1", "no die showing 1 is left")
	refused(t, s, "tag 3@III P5/0 A1", "gives the Tee, not the Bomb")
}

// Rulebook: the drawing is complete, wholly inside the city, on untagged
// squares only, and may cross district borders; it may be rotated or
// flipped.
func TestRulebookDrawingRules(t *testing.T) {
	s := newBattle(t, Setup{}, 0, 2, 2, 4, 5)
	act(t, s, "place 2:II 2:II 4:IV 5:V")
	refused(t, s, "tag 2@II I4/0 J1", "outside the city")
	refused(t, s, "tag 2@II I4/1 A6", "outside the city")
	s.tagSquares(t, 1, sq(t, "B2"))
	refused(t, s, "tag 2@II I4/0 A2", "already tagged")
	// E3 is Red, F3 G3 Purple, H3 Yellow on side A: across borders.
	require.NotEqual(t, DistrictAt(SideA, 2, 4), DistrictAt(SideA, 2, 7))
	act(t, s, "tag 2@II I4/0 E3")
	// Rotated and flipped: the Hook in all eight ways.
	assert.Len(t, orients[L4], 8)
	act(t, s, "tag 2@II I4/1 L1")
}

// Rulebook: a drawing cannot be moved, altered or erased: no action ever
// removes a square (the playouts check it after every action too).
func TestRulebookDrawingIsPermanent(t *testing.T) {
	s, _, _ := New(Setup{Players: 4, Seed: 3})
	r := newRand(3)
	var before [MaxPlayers]Grid
	for s.Phase != PhaseOver {
		for i := range s.Taggers {
			before[i] = s.Taggers[i].Grid
		}
		advance(s, &r, 1)
		for i := range s.Taggers {
			require.True(t, s.Taggers[i].Grid.covers(before[i]))
		}
	}
}

// Rulebook: with a drone, any shape on the HQ, even a small one from the
// centre (the only way to draw those); a negative value is circled.
func TestRulebookDroneDrawsAnyHQShape(t *testing.T) {
	s := newBattle(t, Setup{}, 0, 1, 2, 3, 4)
	act(t, s, "place 1:I 2:II 3:III 4:IV")
	refused(t, s, "tag 1@I m1/0 A1", "only a drone draws another shape")
	ev := act(t, s, "drone 1@I m1/0 A1")
	assert.Equal(t, sq(t, "A1"), s.Taggers[1].Grid)
	assert.Equal(t, -1, s.Score(1))
	assert.True(t, hasEvent(ev, EvDrone, 1))
	act(t, s, "drone 2@II S4/0 A1") // the Zig of section VI, with another die
	assert.Equal(t, -1, s.Score(2))
	act(t, s, "drone 3@III l3/0 A3")
	assert.Equal(t, sq(t, "A3", "B3", "A4"), s.Taggers[0].Grid)
}

// Rulebook: checking social networks circles an available bubble of the
// tagger's choice; the others cross it out.
func TestRulebookSocialCirclesABubbleTheOthersCrossIt(t *testing.T) {
	s := newBattle(t, Setup{}, 0, 1, 2, 3, 4)
	act(t, s, "place 1:I 2:II 3:III 4:IV")
	act(t, s, "social 1@I b5")
	assert.Equal(t, bit(1), s.Bubbles[4])
	assert.Equal(t, -3, s.Score(1))
	refused(t, s, "social 2@II b5", "already circled or crossed")
	refused(t, s, "social 2@II", "choose a free bubble")
	act(t, s, "social 2@II b1")
	assert.Equal(t, -1, s.Score(2))
	assert.Equal(t, 0, s.Score(0))
}

// Rulebook: the last die is used by every tagger at once, each taking
// its shape, a drone or social networks.
func TestRulebookFinalDieUsedByEveryone(t *testing.T) {
	s := newBattle(t, Setup{}, 0, 1, 2, 3, 4)
	act(t, s, "place 1:I 2:II 3:III 4:IV")
	act(t, s, "social 1@I b1")
	act(t, s, "social 2@II b2")
	act(t, s, "social 3@III b3")
	require.Equal(t, PhaseFinal, s.Phase)
	d, _ := s.FinalDie()
	assert.Equal(t, 4, d.Face)
	act(t, s, "tag P5/0 A1")
	act(t, s, "drone O4/0 A1")
	ev := act(t, s, "social")
	assert.Equal(t, sq(t, "A1", "B1", "A2", "B2", "A3"), s.Taggers[1].Grid)
	assert.Equal(t, sq(t, "A1", "B1", "A2", "B2"), s.Taggers[2].Grid)
	assert.Equal(t, bit(0), s.Bubbles[3])
	assert.True(t, hasEvent(ev, EvReveal, 0))
}

// Rulebook: the first to fill a column, row or district circles its high
// value and the others cross it out; later ones circle the low value,
// any number of them.
func TestRulebookFirstToFillCirclesHighLaterOnesLow(t *testing.T) {
	s := newBattle(t, Setup{Players: 4}, 0, 2, 2, 2, 4, 4)
	act(t, s, "place 2:II 2:II 2:II 4:IV 4:IV")
	for seat := 1; seat < 4; seat++ {
		s.tagSquares(t, seat, sq(t, "A5", "A6", "A7", "A8"))
	}
	ev := act(t, s, "tag 2@II I4/1 A1")
	assert.Contains(t, ev, Event{Kind: EvFeature, Seat: 1, N: colA, Value: 3, High: true})
	act(t, s, "tag 2@II I4/1 A1")
	act(t, s, "tag 2@II I4/1 A1")
	assert.Equal(t, []int{0, 3, 1, 1}, s.Scores())
	assert.Equal(t, bit(1), s.HighBy[colA])
}

// Rulebook: if several taggers complete the same feature with the last
// die, all of them circle the high value if it was still open.
func TestRulebookFinalDieSharesAnOpenHighValue(t *testing.T) {
	s := newBattle(t, Setup{}, 0, 1, 1, 1, 2)
	act(t, s, "place 1:I 1:I 1:I 2:II")
	for seat := 0; seat < 3; seat++ {
		s.tagSquares(t, seat, sq(t, "A5", "A6", "A7", "A8"))
	}
	for i := 0; i < 3; i++ {
		act(t, s, "social 1@I b"+string(rune('1'+i)))
	}
	act(t, s, "tag I4/1 A1")
	act(t, s, "tag I4/1 A1")
	act(t, s, "tag I4/1 A1")
	assert.Equal(t, bit(0)|bit(1)|bit(2), s.HighBy[colA])
	for seat := 0; seat < 3; seat++ {
		assert.NotZero(t, s.Taggers[seat].High&(1<<colA), "seat %d", seat)
	}
}

// Rulebook: the battle ends when every high value is circled or crossed;
// the round is finished with all its dice.
func TestRulebookEndWhenEveryHighValueIsTaken(t *testing.T) {
	s := newBattle(t, Setup{Players: 2}, 0, 1, 1, 2)
	all := Grid{}
	for r := 0; r < Rows; r++ {
		for c := 0; c < Cols; c++ {
			all = all.with(r, c)
		}
	}
	s.tagSquares(t, 1, all.minus(sq(t, "L5", "L6", "L7", "L8")))
	assert.Zero(t, s.Ending)
	act(t, s, "place 1:I 1:I 2:II")
	ev := act(t, s, "tag 2@II I4/1 L5")
	assert.Contains(t, ev, Event{Kind: EvLastRound, N: int(EndHighs)})
	assert.Equal(t, PhasePick, s.Phase, "the round goes on")
	act(t, s, "social 1@I b1")
	act(t, s, "social")
	ev = act(t, s, "social")
	assert.Equal(t, PhaseOver, s.Phase)
	assert.True(t, hasEvent(ev, EvGameOver, 0))
	assert.Equal(t, EndHighs, s.Ending&EndHighs)
}

// Rulebook: the battle ends when every bubble is circled or crossed.
func TestRulebookEndWhenEveryBubbleIsUsed(t *testing.T) {
	s := newBattle(t, Setup{Players: 4}, 0, 1, 2, 3, 4, 5)
	s.Bubbles = [NumBubbles]uint8{bit(0), bit(1), bit(2), bit(3), 0}
	require.NoError(t, s.Invariants())
	act(t, s, "place 1:I 2:II 3:III 4:IV 5:V")
	ev := act(t, s, "social 1@I b5")
	assert.Contains(t, ev, Event{Kind: EvLastRound, N: int(EndBubbles)})
	for s.Phase != PhaseOver {
		act(t, s, s.LegalActions(nil)[0].String())
	}
	assert.Equal(t, 1, s.Round)
}

// Rulebook: the battle ends when one tagger has circled every space of
// the drone remote; that tagger can no longer use the drone.
func TestRulebookEndWhenADroneRemoteIsFull(t *testing.T) {
	s := newBattle(t, Setup{Players: 2}, 0, 1, 2, 3)
	s.Taggers[1].Drones = 4
	act(t, s, "place 1:I 2:II 3:III")
	ev := act(t, s, "drone 1@I m1/0 A1")
	assert.Contains(t, ev, Event{Kind: EvLastRound, N: int(EndDrones)})
	assert.Equal(t, -1-2-3-5-7, s.Score(1))
	act(t, s, "social 2@II b1")
	refused(t, s, "drone m1/0 B1", "drone remote is full")
	act(t, s, "tag T4/0 B1")
	act(t, s, "tag T4/0 A1")
	assert.Equal(t, PhaseOver, s.Phase)
}

// Rulebook: with no bubble left, a tagger may still check social
// networks, without penalty.
func TestRulebookSocialWithNoBubbleLeftIsFree(t *testing.T) {
	s := newBattle(t, Setup{Players: 2}, 0, 1, 2, 3)
	s.Bubbles = [NumBubbles]uint8{1, 1, 2, 2, 1}
	s.Ending = s.endConditions()
	require.NoError(t, s.Invariants())
	act(t, s, "place 1:I 2:II 3:III")
	before := s.Score(1)
	refused(t, s, "social 1@I b1", "no bubble is left")
	ev := act(t, s, "social 1@I")
	assert.True(t, hasEvent(ev, EvNoBubble, 1))
	assert.Equal(t, before, s.Score(1))
}

// Rulebook: the final score adds every circled value, positive and
// negative: high, low, drone, bubbles.
func TestRulebookFinalScoreSumsEveryCircledValue(t *testing.T) {
	s := newBattle(t, Setup{Players: 2}, 0, 1, 2, 3)
	s.tagSquares(t, 0, sq(t, "A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8")) // column A high: 3
	s.tagSquares(t, 1, sq(t, "A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8")) // column A low: 1
	s.Taggers[0].Drones = 2                                                   // -1 -2
	s.Bubbles[2] = bit(0)                                                     // -2
	require.NoError(t, s.Invariants())
	assert.Equal(t, Breakdown{High: 3, Drone: -3, Bubbles: -2, Circled: 1, Total: -2}, s.Breakdown(0))
	assert.Equal(t, Breakdown{Low: 1, Total: 1}, s.Breakdown(1))
}

// Rulebook: a tie goes to the tied tagger with the most bubbles circled;
// if still tied, they share (settled point 12: "the next battle").
func TestRulebookTieGoesToMostBubblesThenShared(t *testing.T) {
	s := newBattle(t, Setup{Players: 3}, 0)
	s.Bubbles = [NumBubbles]uint8{bit(0), bit(0), bit(1), 0, 0} // seat 0: -1 -1; seat 1: -2
	s.Taggers[2].Drones = 2                                     // seat 2: -3
	require.NoError(t, s.Invariants())
	require.Equal(t, []int{-2, -2, -3}, s.Scores())
	assert.Equal(t, []int{0}, s.winners(), "two bubbles circled beat one")
	s.Bubbles[4] = bit(1)   // seat 1: -2 -3, two bubbles
	s.Taggers[0].Drones = 2 // seat 0: -1 -1 -1 -2, two bubbles
	s.Taggers[2].Drones = 3 // seat 2: -6
	require.NoError(t, s.Invariants())
	require.Equal(t, []int{-5, -5, -6}, s.Scores())
	assert.Equal(t, []int{0, 1}, s.winners(), "still tied: they share the win")
}

// Rulebook: several taggers checking social networks with the last die
// all circle the same free bubble.
func TestRulebookFinalDieSocialAllCircleTheSameBubble(t *testing.T) {
	s := newBattle(t, Setup{}, 0, 1, 2, 3, 4)
	act(t, s, "place 1:I 2:II 3:III 4:IV")
	act(t, s, "social 1@I b1")
	act(t, s, "social 2@II b2")
	act(t, s, "drone 3@III m1/0 A1")
	refused(t, s, "social b3", "no one names a bubble")
	act(t, s, "social")
	act(t, s, "social")
	act(t, s, "tag P5/0 B1")
	assert.Equal(t, bit(1)|bit(2), s.Bubbles[2], "bubble 3, the cheapest free one, for both")
	assert.Equal(t, uint8(0), s.Bubbles[3])
}
