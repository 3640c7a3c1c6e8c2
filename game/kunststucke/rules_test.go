package kunststucke

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The components (edition page: the table and the twelve shapes).

func TestComponentsOfTheBox(t *testing.T) {
	assert.Equal(t, 60, NumShapes)
	assert.Equal(t, 30, NumTiles)
	assert.Equal(t, 324, NumCells)
	cells := 0
	for k := 0; k < NumKinds; k++ {
		n := ShapeID(k).Cells()
		assert.True(t, n >= 5 && n <= 8, "%s has %d cells", ShapeID(k), n)
		cells += n
	}
	assert.Equal(t, 69, cells, "cells per colour")
	assert.Equal(t, []int{15, 10, 10, 5, 5}, SlotValues[:])
	for n, want := range map[int]int{2: 26, 3: 18, 4: 13, 5: 11} {
		assert.Equal(t, want, Deal(n))
		s := newGame(t, n, 3)
		for seat := 0; seat < n; seat++ {
			assert.Len(t, s.Hand(seat), want, "%d players, seat %d", n, seat)
			assert.Equal(t, Tokens, s.Players[seat].Tokens)
		}
		for p := 0; p < NumPiles; p++ {
			assert.Equal(t, TilesPerPile, s.PileSize(p))
		}
		require.NoError(t, s.Invariants())
	}
	// Thirty different tiles: each colour 1..5 and 6+.
	seen := map[string]bool{}
	for tl := TileID(0); int(tl) < NumTiles; tl++ {
		seen[tl.String()] = true
	}
	assert.Len(t, seen, NumTiles)
	assert.True(t, seen["red-6+"] && seen["violet-1"])
}

func TestSetupFollowsTheSeed(t *testing.T) {
	a, b, c := newGame(t, 4, 9), newGame(t, 4, 9), newGame(t, 4, 10)
	assert.Equal(t, a.Hash(), b.Hash())
	assert.NotEqual(t, a.Hash(), c.Hash())
}

// Point 17: the youngest starts; "random" lets the seed choose.
func TestFirstPlayerIsTheYoungestOrTheSeedsChoice(t *testing.T) {
	s, _, err := New(Setup{Players: 4, Seed: 1, Youngest: 2})
	require.NoError(t, err)
	assert.Equal(t, 2, s.Current)
	assert.Len(t, s.Hand(2), 13)
	firsts := map[int]bool{}
	for seed := uint64(0); seed < 40; seed++ {
		s, _, err := New(Setup{Players: 4, Seed: seed, Youngest: -1})
		require.NoError(t, err)
		s2, _, _ := New(Setup{Players: 4, Seed: seed, Youngest: -1})
		assert.Equal(t, s.First, s2.First)
		assert.Equal(t, s.First, s.Current)
		firsts[s.First] = true
		require.NoError(t, s.Invariants())
	}
	assert.Len(t, firsts, 4, "the seed chooses every seat sometimes")
	_, _, err = New(Setup{Players: 4, Youngest: 4})
	assert.Error(t, err)
	_, _, err = New(Setup{Players: 6})
	assert.Error(t, err)
	_, _, err = New(Setup{Players: 1})
	assert.Error(t, err)
}

// Points 1 and 2, with the edition page's canvas excerpt.
func TestPlacementContactBySidesOnly(t *testing.T) {
	s := newGame(t, 2, 1)
	lay(t, s, "red-bar r0 A1", "red-t r0 B2")
	give(t, s, "yellow-flag")
	give(t, s, "blue-bar")
	// The Flag meets the T only at a corner (D2/E3): it touches nothing.
	assert.NoError(t, s.Check(act(t, "place yellow-flag r0 E3")))
	lay(t, s, "yellow-flag r0 E3")
	give(t, s, "blue-bar")
	refused(t, s, "place blue-bar r1 D3", "touches red and yellow but no blue")
	of, sizes := s.Groups()
	assert.Equal(t, of[shape(t, "red-bar")], of[shape(t, "red-t")], "the Bar and the T share sides")
	assert.Equal(t, 2, sizes[of[shape(t, "red-bar")]])
	assert.Equal(t, 1, sizes[of[shape(t, "yellow-flag")]])
}

func TestPlacementTouchingOnlyAnotherColourIsRefused(t *testing.T) {
	s := newGame(t, 2, 1)
	lay(t, s, "red-bar r0 A1")
	give(t, s, "green-bar")
	refused(t, s, "place green-bar r0 F1", "touches red but no green")
	// With a green neighbour it may also touch red.
	lay(t, s, "green-block r0 K1")
	give(t, s, "green-bar")
	assert.NoError(t, s.Check(act(t, "place green-bar r0 F1")))
}

func TestPlacementTouchingItsColourOnlyAtACornerIsRefused(t *testing.T) {
	s := newGame(t, 2, 1)
	lay(t, s, "green-block r0 A10", "yellow-bar r0 E14")
	give(t, s, "green-bar")
	refused(t, s, "place green-bar r1 D12", "touches yellow but no green")
	// Alone, the corner is no contact: a free placement.
	s2 := newGame(t, 2, 1)
	lay(t, s2, "green-block r0 A10")
	give(t, s2, "green-bar")
	assert.NoError(t, s2.Check(act(t, "place green-bar r1 D12")))
}

func TestPlacementStaysOnTheCanvasAndOffOtherShapes(t *testing.T) {
	s := newGame(t, 2, 1)
	lay(t, s, "red-bar r0 A1")
	give(t, s, "red-cup")
	give(t, s, "green-bar")
	refused(t, s, "place green-bar r0 O1", "would go off the canvas")
	refused(t, s, "place green-bar r1 R15", "would go off the canvas")
	assert.NoError(t, s.Check(act(t, "place green-bar r1 R14")))
	refused(t, s, "place red-cup r0 A1", "would cover the red-bar")
	refused(t, s, "place green-bar r2 A5", "lies as turned r0")
	other := s.Hand(1)[0]
	refused(t, s, "place "+other.String()+" r0 A10", "is not in Ana's hand")
}

// Every quarter-turn, never mirrored (the pieces are one-sided).
func TestPlacementInEveryQuarterTurnNeverMirrored(t *testing.T) {
	turns := map[string]int{"bar": 2, "block": 2, "longblock": 2, "l": 4, "t": 4, "stair": 4, "longstair": 2, "flag": 4, "cup": 4, "cross": 4, "bigt": 4, "longl": 4}
	for k := 0; k < NumKinds; k++ {
		assert.Len(t, Turns(ShapeID(k)), turns[shapeTable[k].Name], shapeTable[k].Name)
	}
	// The L's mirror image is none of its turns.
	mirror := []Cell{{3, 0}, {0, 1}, {1, 1}, {2, 1}, {3, 1}}
	for r := 0; r < 4; r++ {
		assert.NotEqual(t, mirror, orients[1][r].cells)
	}
	// Each listed turn is placeable on an empty canvas, and the legal list
	// offers all of them.
	s := newGame(t, 2, 1)
	id := give(t, s, "red-l")
	seen := map[int8]bool{}
	for _, a := range s.PlacesOf(id, nil) {
		seen[a.Rot] = true
	}
	assert.Len(t, seen, 4)
	// A turned L covers what it should: r1 of "#..." / "####" stands up.
	assert.Equal(t, []Cell{{0, 0}, {1, 0}, {0, 1}, {0, 2}, {0, 3}}, Footprint(id, 1, Cell{}))
}

// Point 3, and the rulebook's one shape a turn.
func TestDiscardIsAllowedEvenWhenAPlacementExists(t *testing.T) {
	s := newGame(t, 3, 2)
	h := s.Hand(0)
	require.NotEmpty(t, s.PlacesOf(h[0], nil))
	ev := apply(t, s, "discard "+h[0].String())
	assert.Equal(t, EvDiscarded, ev[0].Kind)
	assert.Equal(t, Discarded, s.Shapes[h[0]].Where)
	refused(t, s, "discard "+h[1].String(), "already played a shape this turn")
	refused(t, s, "place "+h[1].String()+" r0 J9", "already played a shape this turn")
}

func TestAPlayerWithNoPlacementMustDiscard(t *testing.T) {
	s := newGame(t, 2, 1)
	// Fill the canvas with shapes so that no cell is free.
	for i := range s.board {
		s.board[i] = int8(shape(t, "violet-block"))
	}
	legal := s.LegalActions(nil)
	require.NotEmpty(t, legal)
	for _, a := range legal {
		assert.NotEqual(t, ActPlace, a.Kind)
	}
	assert.True(t, slices.ContainsFunc(legal, func(a Action) bool { return a.Kind == ActDiscard }))
}

func TestTheTurnEndsOnlyAfterPlacingOrDiscarding(t *testing.T) {
	s := newGame(t, 2, 1)
	refused(t, s, "end", "must place or discard a shape")
	apply(t, s, "discard "+s.Hand(0)[0].String(), "end")
	assert.Equal(t, 1, s.Current)
	assert.Equal(t, 2, s.Turn)
}

// Points 4 and 7: anyone slides any shape, the one just placed too, a token a slide.
func TestAnyShapeMayBeSlidIncludingTheOneJustPlaced(t *testing.T) {
	s := newGame(t, 2, 1)
	id := give(t, s, "red-cross")
	apply(t, s, "place red-cross r0 A1", "slide red-cross B1")
	assert.Equal(t, Cell{1, 0}, s.Shapes[id].At())
	assert.Equal(t, Tokens-1, s.Players[0].Tokens)
	apply(t, s, "end")
	apply(t, s, "slide red-cross C1") // the other player slides it
	assert.Equal(t, Tokens-1, s.Players[1].Tokens)
	assert.Equal(t, 0, int(s.Shapes[id].Seat), "the shape stays the one Ana placed")
}

func TestEachSlideCostsATokenEvenBackToItsStart(t *testing.T) {
	s := newGame(t, 2, 1)
	lay(t, s, "red-bar r0 A5")
	ev := apply(t, s, "slide red-bar A6")
	assert.Equal(t, EvSlid, ev[0].Kind)
	assert.Equal(t, Tokens-1, ev[0].N)
	apply(t, s, "slide red-bar A5")
	assert.Equal(t, Tokens-2, s.Players[0].Tokens, "sliding back is another slide and another token")
	refused(t, s, "slide red-bar A5", "already lies at A5")
	for _, a := range s.SlidesOf(shape(t, "red-bar"), nil) {
		assert.NotEqual(t, cell(t, "A5"), a.At, "the start is not a destination")
	}
}

func TestNoTokensNoSlides(t *testing.T) {
	s := newGame(t, 2, 1)
	lay(t, s, "red-bar r0 A5")
	s.Players[0].Tokens = 0
	refused(t, s, "slide red-bar A6", "no token left")
	for _, a := range s.LegalActions(nil) {
		assert.NotEqual(t, ActSlide, a.Kind)
	}
	assert.Empty(t, s.SlidesOf(shape(t, "red-bar"), nil))
}

// Point 5: steps over empty cells, never over or through a shape, never off.
func TestASlideNeverPassesOverAnotherShape(t *testing.T) {
	s := newGame(t, 2, 1)
	lay(t, s, "green-bar r0 A18", "red-bar r0 A17", "blue-bar r1 F14")
	id := shape(t, "green-bar")
	assert.Empty(t, s.SlidesOf(id, nil), "walled in: nowhere to go")
	refused(t, s, "slide green-bar A16", "cannot reach A16 without passing over another shape")
	refused(t, s, "slide green-bar O18", "would go off the canvas")
	refused(t, s, "slide green-bar A17", "would cover the red-bar")
	refused(t, s, "slide yellow-bar A10", "is not on the canvas")
	// Opened on the right, it gets out along a route of single steps.
	s2 := newGame(t, 2, 1)
	lay(t, s2, "green-bar r0 A18", "red-bar r0 A17")
	route := s2.Route(id, cell(t, "A1"))
	require.NotEmpty(t, route)
	assert.Equal(t, cell(t, "A18"), route[0])
	assert.Equal(t, cell(t, "A1"), route[len(route)-1])
	for i := 1; i < len(route); i++ {
		d := abs(int(route[i].X)-int(route[i-1].X)) + abs(int(route[i].Y)-int(route[i-1].Y))
		assert.Equal(t, 1, d, "one cell a step")
		for _, c := range Footprint(id, 0, route[i]) {
			assert.True(t, s2.At(c) == -1 || s2.At(c) == id, "the route crosses %s", c)
		}
	}
	ev := apply(t, s2, "slide green-bar A1")
	assert.Equal(t, route, ev[0].Route)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Point 6: the colour rule at the start and the end only.
func TestTheSlidesColourRuleAtStartAndEndOnly(t *testing.T) {
	s := newGame(t, 2, 1)
	lay(t, s, "red-block r0 A1", "red-bar r0 A3", "red-cup r0 M10", "yellow-bar r0 A8")
	// It touched red, so it must end touching red...
	refused(t, s, "slide red-bar A12", "touched red before its slide and must touch red after it")
	// ...any red, on the way touching none.
	assert.NoError(t, s.Check(act(t, "slide red-bar M12")))
	assert.NoError(t, s.Check(act(t, "slide red-bar D1")))
	// A shape touching none of its colour may end touching only others.
	assert.NoError(t, s.Check(act(t, "slide yellow-bar D2")))
	own, others := s.touch(shape(t, "yellow-bar"), 0, cell(t, "D2"), shape(t, "yellow-bar"))
	assert.False(t, own)
	assert.NotZero(t, others)
	// The block it leaves may be left alone.
	apply(t, s, "slide red-bar M12")
	of, sizes := s.Groups()
	assert.Equal(t, 1, sizes[of[shape(t, "red-block")]])
	assert.Equal(t, 2, sizes[of[shape(t, "red-bar")]])
}

// Point 9: one pile a turn, look then take one, a free slot, the rest back.
func TestDrawOnePileATurnAndTakeExactlyOne(t *testing.T) {
	s := newGame(t, 3, 4)
	pile := s.Pile(2)
	require.Len(t, pile, TilesPerPile)
	ev := apply(t, s, "look C")
	assert.Equal(t, EvLooked, ev[0].Kind)
	v := s.ViewFor(0)
	assert.Equal(t, pile, v.Examined, "the looker sees the pile, sorted")
	assert.True(t, slices.IsSorted(v.Examined))
	assert.Nil(t, s.ViewFor(1).Examined, "the others do not")
	refused(t, s, "place "+s.Hand(0)[0].String()+" r0 A1", "must first take one of its tiles")
	refused(t, s, "end", "must first take one of its tiles")
	refused(t, s, "look D", "must first take one of its tiles")
	notThere := s.Pile(0)[0]
	refused(t, s, "take "+notThere.String()+" 1", "is not in pile C")
	ev = apply(t, s, "take "+pile[3].String()+" 1")
	assert.Equal(t, EvTook, ev[0].Kind)
	assert.Equal(t, pile[3], s.Players[0].Slots[0])
	assert.Equal(t, int8(2), s.Players[0].From[0])
	assert.Equal(t, TilesPerPile-1, s.PileSize(2), "the rest go back as the same pile")
	assert.Equal(t, TileID(-1), ev[0].For(1).Tile, "the others learn only the pile and the slot")
	assert.Equal(t, pile[3], ev[0].For(0).Tile)
	assert.NotContains(t, ev[0].Text(s, 1), pile[3].String())
	refused(t, s, "look A", "already drawn a tile this turn")
	tile(t, s, 1, 1, s.Pile(0)[0].String())
	apply(t, s, "discard "+s.Hand(0)[0].String(), "end", "discard "+s.Hand(1)[0].String(), "look C")
	refused(t, s, "take "+pile[0].String()+" 2", "slot 2 (10) already holds a tile")
	apply(t, s, "take "+pile[0].String()+" 3")
}

func TestAnEmptyPileCannotBeChosen(t *testing.T) {
	s := newGame(t, 2, 4)
	for tl, q := range s.Piles {
		if q == 0 {
			s.Piles[tl] = 1
		}
	}
	refused(t, s, "look A", "pile A is empty")
	for _, a := range s.LegalActions(nil) {
		assert.False(t, a.Kind == ActLook && a.Pile == 0)
	}
}

func TestAFullScoringBoardDrawsNoMore(t *testing.T) {
	s := newGame(t, 2, 4)
	for k, name := range []string{"red-1", "red-2", "red-3", "red-4", "red-5"} {
		tile(t, s, 0, k, name)
	}
	refused(t, s, "look B", "scoring board is full")
}

// Point 10: drawing on a turn of discarding, and before placing.
func TestADrawIsAllowedOnADiscardTurnAndBeforePlacing(t *testing.T) {
	s := newGame(t, 2, 4)
	apply(t, s, "discard "+s.Hand(0)[0].String(), "look A", "take "+s.Pile(0)[0].String()+" 3", "end")
	apply(t, s, "look B", "take "+s.Pile(1)[0].String()+" 5")
	id := s.Hand(1)[0]
	pl := s.PlacesOf(id, nil)
	require.NotEmpty(t, pl)
	apply(t, s, pl[0].String(), "end")
}

// Points 13 and 14: groups by sides, exact sizes, 6+, once per tile.
func TestGroupsMeetExactSizesAndSixOrMore(t *testing.T) {
	s := newGame(t, 2, 1)
	// A chain of seven red shapes, each sharing a side with the one before.
	lay(t, s, "red-bar r0 A1", "red-l r0 A2", "red-t r0 A4", "red-stair r0 B7", "red-flag r0 C10", "red-cup r0 C13", "red-block r0 C15")
	// A lone red shape touching a yellow one: a red group of 1.
	lay(t, s, "red-longblock r0 K1", "yellow-bar r0 K3")
	// Two red shapes meeting at a corner only: two groups of 1.
	lay(t, s, "red-cross r0 K6", "red-bigt r0 M10")
	sizes := s.GroupSizes()
	assert.Equal(t, []int{7, 1, 1, 1}, sizes[0])
	assert.Equal(t, []int{1}, sizes[2])
	for name, met := range map[string]bool{"red-6+": true, "red-1": true, "red-5": false, "red-3": false, "red-2": false, "yellow-1": true, "green-1": false} {
		tl, _ := ParseTile(name)
		assert.Equal(t, met, s.MetGroup(tl) >= 0, name)
	}
}

// The rulebook's example: red 2 on the 15 slot scores 15 + 2 = 17; a tile
// scores once however many groups meet it; unmet tiles score nothing.
func TestSlotBonusAndOneScorePerTile(t *testing.T) {
	s := newGame(t, 2, 1)
	lay(t, s, "red-bar r0 A1", "red-t r0 B2", "red-cup r0 K10", "red-block r0 K14")
	tile(t, s, 0, 0, "red-2")
	sc, met := s.Score(0)
	assert.Equal(t, 17, sc)
	assert.Equal(t, 1, met)
	tile(t, s, 0, 4, "red-1") // two red groups of 1: scored once, 1 + 5
	tile(t, s, 0, 2, "red-3") // unmet: 0
	sc, met = s.Score(0)
	assert.Equal(t, 17+6, sc)
	assert.Equal(t, 2, met)
	tile(t, s, 1, 1, "red-6+")
	sc, _ = s.Score(1)
	assert.Equal(t, 0, sc)
	lay(t, s, "red-l r0 D3", "red-flag r0 D5", "red-stair r0 F5", "red-cross r0 A5")
	assert.Equal(t, []int{6, 1, 1}, s.GroupSizes()[0])
	sc, _ = s.Score(1)
	assert.Equal(t, 6+10, sc, "6+ scores 6 plus the slot")
}

func TestEachTileOnce(t *testing.T) {
	r := newRand(5)
	for seed := uint64(0); seed < 10; seed++ {
		s := newGame(t, 5, seed)
		advance(s, &r, 400)
		seen := map[TileID]bool{}
		for i := range s.Players {
			for _, tl := range s.Players[i].Slots {
				if tl >= 0 {
					assert.False(t, seen[tl], "%s held twice", tl)
					seen[tl] = true
				}
			}
		}
		for tl, q := range s.Piles {
			assert.Equal(t, q < 0, seen[TileID(tl)])
		}
		require.NoError(t, s.Invariants())
	}
}

// Point 15: exactly deal rounds; the last seat plays the last turn and
// may still slide and draw in it.
func TestTheGameEndsAfterTheLastShapeAndTheLastSeatsTurn(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		s := newGame(t, n, uint64(n))
		r := newRand(uint64(n))
		pol := DefaultPolicy()
		for !(s.Turn == Deal(n)*n && s.Played) {
			_, err := s.Apply(pol.Choose(s, &r))
			require.NoError(t, err)
			require.False(t, s.Over)
		}
		assert.Equal(t, n-1, s.Current, "the last seat plays the last turn")
		for i := 0; i < n; i++ {
			assert.Empty(t, s.Hand(i))
		}
		s.Players[s.Current].Tokens = 1
		s.Players[s.Current].Slots[4], s.Players[s.Current].From[4] = -1, -1
		s.Drew = false
		legal := s.LegalActions(nil)
		assert.True(t, slices.ContainsFunc(legal, func(a Action) bool { return a.Kind == ActLook }), "%d players: a draw in the last turn", n)
		assert.True(t, slices.ContainsFunc(legal, func(a Action) bool { return a.Kind == ActSlide }), "%d players: a slide in the last turn", n)
	}
	s := newGame(t, 3, 8)
	r := newRand(8)
	turns := 0
	pol := DefaultPolicy()
	for !s.Over {
		ev, err := s.Apply(pol.Choose(s, &r))
		require.NoError(t, err)
		for _, e := range ev {
			if e.Kind == EvTurn {
				turns++
			}
		}
	}
	assert.Equal(t, Deal(3)*3-1, turns, "18 rounds: 54 turns, 53 hand-overs")
	assert.Equal(t, Nobody, s.Current)
	require.NoError(t, s.Invariants())
	refused(t, s, "end", "the game is over")
}

// Point 16: the highest score, then more objectives met, then more tokens
// left, then a shared win.
func TestTiesBreakOnObjectivesMetThenTokensThenShare(t *testing.T) {
	s := newGame(t, 3, 1)
	set := func(i, score, met, tokens int) {
		s.Players[i].Score, s.Players[i].Met, s.Players[i].Tokens = score, met, tokens
	}
	set(0, 30, 2, 5)
	set(1, 30, 3, 0)
	set(2, 29, 4, 9)
	assert.Equal(t, []int{1}, s.winners())
	set(1, 30, 2, 4)
	assert.Equal(t, []int{0}, s.winners())
	set(1, 30, 2, 5)
	assert.Equal(t, []int{0, 1}, s.winners())
}

// Point 18 and the edition's public information: the whole canvas, every
// hand, the set-aside and discarded shapes, tokens, filled slots and their
// piles, pile sizes.
func TestEverySeatSeesTheShapesAndTokens(t *testing.T) {
	s := newGame(t, 4, 6)
	r := newRand(6)
	advance(s, &r, 90)
	v := s.ViewFor(2)
	assert.Equal(t, s.Shapes, v.Shapes)
	aside := 0
	for _, ss := range v.Shapes {
		if ss.Where == SetAside {
			aside++
		}
	}
	assert.Equal(t, NumShapes-4*Deal(4), aside)
	for i, pv := range v.Players {
		assert.Equal(t, s.Players[i].Tokens, pv.Tokens)
		assert.Equal(t, s.Players[i].From, pv.From)
		if i == 2 {
			require.NotNil(t, pv.Slots)
			assert.Equal(t, s.Players[i].Slots, *pv.Slots, "a seat sees its own tiles at any time (point 11)")
		} else {
			assert.Nil(t, pv.Slots)
		}
	}
	assert.Zero(t, v.Setup.Seed, "the seed would tell the piles")
}

// Point 19: a placement or discard may be taken back until a slide, a
// draw or the hand-over.
func TestUndoUntilASlideADrawOrTheHandOver(t *testing.T) {
	s := newGame(t, 2, 1)
	refused(t, s, "undo", "no placement or discard to take back")
	id := give(t, s, "red-bar")
	before := s.Hash()
	apply(t, s, "place red-bar r0 A1", "undo")
	s.Actions -= 2
	assert.Equal(t, before, s.Hash(), "an undone placement leaves no trace but the count of actions")
	s.Actions += 2
	assert.Equal(t, int8(-1), s.board[0])
	assert.Equal(t, InHand, s.Shapes[id].Where)
	apply(t, s, "discard red-bar", "undo", "place red-bar r0 A1", "slide red-bar A2")
	refused(t, s, "undo", "no placement or discard to take back")
	apply(t, s, "end")
	apply(t, s, "discard "+s.Hand(1)[0].String(), "look A", "take "+s.Pile(0)[0].String()+" 1")
	refused(t, s, "undo", "no placement or discard to take back")
	apply(t, s, "end")
	refused(t, s, "undo", "no placement or discard to take back")
}

func TestActionTextRoundTrips(t *testing.T) {
	r := newRand(2)
	for seed := uint64(0); seed < 6; seed++ {
		s := newGame(t, 2+int(seed%4), seed)
		advance(s, &r, int(seed*17))
		if s.Over {
			continue
		}
		for _, a := range s.LegalActions(nil) {
			back, err := Parse(a.String())
			require.NoError(t, err, "%s", a)
			require.Equal(t, a, back)
		}
	}
	for _, bad := range []string{"", "place", "place red-bar r4 A1", "place red-bar r0 S1", "place red-bar r0 A19", "place red-bar r0 A01",
		"slide red-bar", "look F", "look a", "take red-7 1", "take red-6+ 6", "take red-6+ 01", "end now", " end", "place  red-bar r0 A1", "pink-bar"} {
		_, err := Parse(bad)
		assert.Error(t, err, "%q", bad)
	}
}
