package tagcity

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Point 1: the HQ side and the city side are chosen separately; the
// first leader and the side B tokens come from the seeded source; only
// taggers + 1 dice are in play.
func TestPoint1SetUpFromTheSeed(t *testing.T) {
	leaders := map[int]bool{}
	draws := map[[Sections]Shape]bool{}
	for seed := uint64(0); seed < 40; seed++ {
		setup := Setup{Players: 4, Seed: seed, HQ: SideB, City: SideA}
		s, _, err := New(setup)
		require.NoError(t, err)
		again, _, _ := New(setup)
		require.Equal(t, s.Hash(), again.Hash(), "the same seed sets up the same battle")
		leaders[s.Leader] = true
		draws[s.HQ] = true
		assert.Equal(t, SideB, s.Setup.HQ)
		assert.Equal(t, SideA, s.Setup.City)
		assert.Len(t, s.Dice, 5)
		for _, sh := range s.HQ {
			assert.False(t, IsSmall(sh))
		}
	}
	assert.Len(t, leaders, 4, "every seat can lead first")
	assert.Greater(t, len(draws), 30, "side B draws differ from seed to seed")
}

// Point 2: every die is placed unchanged; dice of the same value may
// share a section; the placement stands from the first pick on.
func TestPoint2PlacingEqualValuesMayShare(t *testing.T) {
	s := newBattle(t, Setup{}, 0, 3, 3, 3, 5)
	// Dice showing the same face are interchangeable: each split once.
	assert.Len(t, s.LegalActions(nil), 4*2)
	act(t, s, "place 3:IV 3:IV 3:IV 5:V")
	refused(t, s, "place 3:IV 3:IV 3:IV 5:VI", "the dice are placed")
	refused(t, s, "tag 5@VI S4/0 A1", "no die showing 5 is left on section VI")
	act(t, s, "tag 5@V L4/0 A1")
}

// Point 3: each tagger takes exactly one die whatever they do with it,
// even only to deny it to the others, so exactly one die is left: the
// final die.
func TestPoint3OneDieEachOneLeft(t *testing.T) {
	s := newBattle(t, Setup{Players: 4}, 1, 1, 2, 3, 4, 6)
	act(t, s, "place 1:I 2:II 3:III 4:IV 6:VI")
	refused(t, s, "social b1", "name the die you take")
	act(t, s, "social 6@VI b1") // takes the 6 to deny it
	act(t, s, "drone 1@I m1/0 A1")
	act(t, s, "tag 2@II I4/0 A1")
	act(t, s, "social 3@III b2")
	require.Equal(t, PhaseFinal, s.Phase)
	left := 0
	for _, d := range s.Dice {
		if d.Taker == Nobody {
			left++
		}
	}
	assert.Equal(t, 1, left)
	d, _ := s.FinalDie()
	assert.Equal(t, 4, d.Face)
	refused(t, s, "tag 4@IV P5/0 A3", "name no die")
}

// Point 4: tag the shape of the die's section, complete, rotated or
// flipped at will; every distinct orientation and position is offered
// once.
func TestPoint4TagTheSectionsShape(t *testing.T) {
	s := newBattle(t, Setup{}, 0, 1, 2, 4, 4)
	act(t, s, "place 1:I 2:II 4:V 4:V")
	tags := map[Grid]bool{}
	for _, a := range s.LegalActions(nil) {
		if a.Kind == ActTag && a.Face == 4 {
			assert.Equal(t, L4, a.Shape)
			sqs := a.Squares()
			assert.False(t, tags[sqs], "the same drawing twice: %s", a)
			tags[sqs] = true
		}
	}
	// The Hook: 8 orientations, 4 of them 3 wide and 2 high.
	assert.Len(t, tags, 4*(Rows-1)*(Cols-2)+4*(Rows-2)*(Cols-1))
	refused(t, s, "tag 1@I O4/1 A1", "has 1 orientations")
}

// Point 5: a drone draws any one of the nine shapes on the HQ, never a
// token left in the box; it circles the first free remote value; with
// all five circled, no drone.
func TestPoint5DroneNineShapesFirstFreeValue(t *testing.T) {
	s := newBattle(t, Setup{Players: 2}, 0, 1, 2, 3)
	act(t, s, "place 1:I 2:II 3:III")
	refused(t, s, "drone 1@I U5/0 A1", "not on the HQ")
	shapesOffered := map[Shape]bool{}
	for _, a := range s.LegalActions(nil) {
		if a.Kind == ActDrone {
			shapesOffered[a.Shape] = true
		}
	}
	assert.Len(t, shapesOffered, 9)
	s.Taggers[1].Drones = 2
	act(t, s, "drone 1@I d2/1 A1")
	assert.Equal(t, 3, s.Taggers[1].Drones)
	assert.Equal(t, -1-2-3, s.Score(1))
	s2 := newBattle(t, Setup{Players: 2}, 0, 1, 2, 3)
	s2.Taggers[1].Drones = DroneSpots
	s2.Ending = s2.endConditions()
	act(t, s2, "place 1:I 2:II 3:III")
	refused(t, s2, "drone 1@I d2/1 A1", "remote is full")
	for _, a := range s2.LegalActions(nil) {
		assert.NotEqual(t, ActDrone, a.Kind)
	}
}

// Point 6: social networks circle a free bubble of the tagger's choice,
// every one offered; with none left, nothing is circled, no penalty, and
// it does not count for the tie-break.
func TestPoint6SocialBubbleOfChoiceOrNothing(t *testing.T) {
	s := newBattle(t, Setup{Players: 2}, 0, 1, 2, 3)
	s.Bubbles[1] = bit(0)
	act(t, s, "place 1:I 2:II 3:III")
	var offered []uint8
	for _, a := range s.LegalActions(nil) {
		if a.Kind == ActSocial && a.Face == 1 {
			offered = append(offered, a.Bubble)
		}
	}
	assert.Equal(t, []uint8{1, 3, 4, 5}, offered)
	s.Bubbles = [NumBubbles]uint8{1, 1, 1, 1, 1}
	s.Ending = s.endConditions()
	act(t, s, "social 1@I")
	assert.Equal(t, 1, s.Taggers[1].Checks)
	assert.Equal(t, 0, s.Breakdown(1).Circled)
	assert.Equal(t, 0, s.Score(1))
}

// Point 7: a shape that fits nowhere cannot be tagged, but its die can
// still be taken for a drone or social networks; social networks are
// always possible, even with a full board.
func TestPoint7ShapeThatFitsNowhere(t *testing.T) {
	s := newBattle(t, Setup{Players: 2}, 0, 1, 2, 4)
	var board Grid
	for r := 0; r < Rows; r++ {
		for c := 0; c < Cols; c++ {
			if (r+c)%2 == 0 || r == 0 {
				board = board.with(r, c) // a chequer: no 2x2 Block fits
			}
		}
	}
	s.tagSquares(t, 1, board)
	act(t, s, "place 1:I 2:II 4:V")
	assert.False(t, s.CanTag(O4))
	refused(t, s, "tag 1@I O4/0 A2", "already tagged")
	assert.False(t, isLegal(t, s, "tag 1@I O4/0 A2"))
	assert.True(t, isLegal(t, s, "drone 1@I m1/0 A2"))
	act(t, s, "social 1@I b1")
	// A full board: social networks only.
	full := newBattle(t, Setup{Players: 2}, 0, 1, 2, 4)
	var all Grid
	for r := 0; r < Rows; r++ {
		for c := 0; c < Cols; c++ {
			all = all.with(r, c)
		}
	}
	full.tagSquares(t, 1, all)
	act(t, full, "place 1:I 2:II 4:V")
	for _, a := range full.LegalActions(nil) {
		assert.Equal(t, ActSocial, a.Kind)
	}
	assert.NotEmpty(t, full.LegalActions(nil))
}

// Point 8: every feature a drawing fills is scored at once, several at a
// time; each once; any number of taggers may circle a low value.
func TestPoint8ScoringAsYouDraw(t *testing.T) {
	s := newBattle(t, Setup{Players: 2}, 0, 1, 1, 2)
	// Fill row 1 and column A but A1: the Dot at A1 completes both.
	var g Grid
	for c := 1; c < Cols; c++ {
		g = g.with(0, c)
	}
	for r := 1; r < Rows; r++ {
		g = g.with(r, 0)
	}
	s.tagSquares(t, 1, g)
	act(t, s, "place 1:I 1:I 2:II")
	ev := act(t, s, "drone 1@I m1/0 A1")
	assert.Contains(t, ev, Event{Kind: EvFeature, Seat: 1, N: colA, Value: 3, High: true})
	assert.Contains(t, ev, Event{Kind: EvFeature, Seat: 1, N: row1, Value: 6, High: true})
	assert.Equal(t, uint32(1<<colA|1<<row1), s.Taggers[1].Done)
	// The leader's drawing completes them too: the low values.
	s.tagSquares(t, 0, g)
	ev = act(t, s, "drone 1@I m1/0 A1")
	assert.Contains(t, ev, Event{Kind: EvFeature, Seat: 0, N: colA, Value: 1})
	assert.Contains(t, ev, Event{Kind: EvFeature, Seat: 0, N: row1, Value: 3})
	// A later drawing scores nothing again.
	act(t, s, "tag I4/0 B2")
	ev = act(t, s, "tag I4/0 B2")
	for _, e := range ev {
		assert.NotEqual(t, EvFeature, e.Kind, "%s", e.Text(s))
	}
	assert.Equal(t, []int{1 + 3 - 1, 3 + 6 - 1}, s.Scores())
}

// Point 9: the final die's choices are secret and simultaneous: nothing
// shows until the last has chosen; all who complete a feature open
// before the final die get its high value; a high value taken earlier
// this round gives the low; the shared bubble is the cheapest free one,
// the lowest-numbered among equals; the order of choosing changes
// nothing.
func TestPoint9FinalDieSecretAndSimultaneous(t *testing.T) {
	s := newBattle(t, Setup{}, 0, 1, 2, 2, 2)
	act(t, s, "place 1:I 2:II 2:II 2:II")
	for seat := 0; seat < 3; seat++ {
		s.tagSquares(t, seat, sq(t, "A5", "A6", "A7", "A8", "B5", "B6", "B7", "B8"))
	}
	act(t, s, "tag 2@II I4/1 A1") // seat 1 takes column A's high in the picks
	act(t, s, "social 2@II b2")
	act(t, s, "social 2@II b3")
	ev := act(t, s, "tag O4/0 B3") // seat 1: nothing new
	assert.Equal(t, []Event{{Kind: EvFinalChosen, Seat: 1}}, ev, "a choice tells nothing but that it is made")
	ev = act(t, s, "social") // seat 2
	assert.Equal(t, []Event{{Kind: EvFinalChosen, Seat: 2}}, ev)
	after, _ := json.Marshal(s.ViewFor(0))
	var v0 View
	require.NoError(t, json.Unmarshal(after, &v0))
	assert.Equal(t, []int{1, 2}, v0.Chosen)
	assert.Nil(t, v0.Mine)
	act(t, s, "drone I4/1 A1") // seat 0: column A, high already taken: low
	assert.Equal(t, bit(2), s.Bubbles[0], "bubble 1: the cheapest free, the lowest-numbered")
	assert.Zero(t, s.Taggers[0].High&(1<<colA))
	assert.NotZero(t, s.Taggers[0].Done&(1<<colA))
}

// Point 9 (order): the reveal does the same whatever order the choices
// were held in: no choice can cost another tagger prestige.
func TestPoint9RevealIndependentOfOrder(t *testing.T) {
	s := newBattle(t, Setup{}, 0, 1, 1, 1, 2)
	act(t, s, "place 1:II 1:II 1:II 2:II")
	for seat := 0; seat < 3; seat++ {
		s.tagSquares(t, seat, sq(t, "A5", "A6", "A7", "A8"))
	}
	act(t, s, "social 1@II b5")
	act(t, s, "social 1@II b4")
	act(t, s, "social 1@II b3")
	act(t, s, "tag I4/1 A1")
	act(t, s, "tag I4/1 A1")
	b := s.Clone()
	b.Finals[0], b.Finals[1] = b.Finals[1], b.Finals[0]
	act(t, s, "social")
	act(t, b, "social")
	assert.Equal(t, s.Hash(), b.Hash())
	assert.Equal(t, bit(1)|bit(2), s.HighBy[colA], "both complete column A with the final die: both high")
	assert.Equal(t, 3, s.Breakdown(1).High)
	assert.Equal(t, 3, s.Breakdown(2).High)
	assert.Equal(t, bit(0), s.Bubbles[0])
}

// Point 10: then the pawn passes to the left and the new leader rolls
// every die in play.
func TestPoint10LeaderPassesToTheLeft(t *testing.T) {
	s := newBattle(t, Setup{Players: 4}, 3, 1, 2, 3, 4, 5)
	act(t, s, "place 1:I 2:II 3:III 4:IV 5:V")
	for s.Round == 1 {
		act(t, s, s.LegalActions(nil)[0].String())
	}
	assert.Equal(t, 0, s.Leader)
	assert.Equal(t, 0, s.Current)
	assert.Equal(t, PhasePlace, s.Phase)
	assert.Len(t, s.Dice, 5)
}

// Point 11: the end is checked after every drawing and every bubble; the
// round in progress is played to its end, final die included.
func TestPoint11EndCheckedAtOnceRoundPlayedOut(t *testing.T) {
	s := newBattle(t, Setup{Players: 3}, 0, 1, 2, 3, 4)
	s.Bubbles = [NumBubbles]uint8{bit(0), bit(1), bit(2), bit(0), 0}
	require.NoError(t, s.Invariants())
	act(t, s, "place 1:I 2:II 3:III 4:IV")
	ev := act(t, s, "social 1@I b5")
	assert.Contains(t, ev, Event{Kind: EvLastRound, N: int(EndBubbles)})
	assert.Equal(t, EndBubbles, s.Ending)
	act(t, s, "tag 2@II I4/0 A1")
	act(t, s, "tag 3@III T4/0 A1")
	require.Equal(t, PhaseFinal, s.Phase, "the final die is still played")
	act(t, s, "tag P5/0 E5")
	act(t, s, "social")
	act(t, s, "tag P5/0 E5")
	assert.Equal(t, PhaseOver, s.Phase)
	assert.Equal(t, 1, s.Round)
	assert.Equal(t, Nobody, s.Actor())
	refused(t, s, "social", "the battle is over")
}

// Point 12: the final score is every circled value; the tie-break
// counts bubbles circled, not checks with no bubble left.
func TestPoint12TieBreakCountsCircledBubbles(t *testing.T) {
	s := newBattle(t, Setup{Players: 2}, 0)
	s.Bubbles = [NumBubbles]uint8{bit(0), bit(1), bit(1), bit(1), bit(1)}
	s.Taggers[0].Drones = 1
	s.Taggers[0].Checks = 5
	s.tagSquares(t, 1, sq(t, "A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "L1", "L2", "L3", "L4", "L5", "L6", "L7", "L8"))
	require.Equal(t, s.Score(0), s.Score(1))
	assert.Equal(t, []int{1}, s.winners())
}

// Point 13: no solo: a battle is for 2 to 4 taggers.
func TestPoint13NoSolo(t *testing.T) {
	for _, n := range []int{0, 1, 5} {
		_, _, err := New(Setup{Players: n})
		assert.ErrorContains(t, err, "2 to 4 taggers")
	}
}
