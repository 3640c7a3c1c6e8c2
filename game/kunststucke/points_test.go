package kunststucke

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Tests of rules no action could break by itself today: each plays many
// seeded random games (or samples their states) and watches the rule hold
// after every action, so a change to the core that broke it would show.

// slidingPolicy slides often, so that every player spends their tokens.
func slidingPolicy() *Policy {
	return &Policy{SlideChance: 0.6, DrawChance: 0.5, Discard: 0.03, UndoChance: 0.1}
}

// The rulebook: a slid shape is never turned. Each shape keeps, through
// every slide, the quarter-turn it was placed with (a placement taken back
// and made again may choose another), and the canvas shows it so turned
// at its new anchor.
func TestASlidShapeKeepsItsTurn(t *testing.T) {
	slides := 0
	for n := MinPlayers; n <= MaxPlayers; n++ {
		for seed := uint64(0); seed < 4; seed++ {
			s := newGame(t, n, 40+seed)
			r := newRand(seed*7 + uint64(n))
			pol := slidingPolicy()
			placed := map[ShapeID]int8{}
			for !s.Over {
				a := pol.Choose(s, &r)
				ev, err := s.Apply(a)
				require.NoError(t, err, "%s", a)
				for _, e := range ev {
					switch e.Kind {
					case EvPlaced:
						placed[e.Shape] = int8(e.Rot)
					case EvUndone:
						delete(placed, e.Shape)
					case EvSlid:
						slides++
						rot, ok := placed[e.Shape]
						require.True(t, ok, "the slid %s was never placed", e.Shape)
						require.Equal(t, int(rot), e.Rot, "the slide of the %s reports another turn", e.Shape)
						for _, c := range Footprint(e.Shape, int(rot), e.At) {
							require.Equal(t, e.Shape, s.At(c), "after %s the canvas does not show the %s turned r%d at %s", a, e.Shape, rot, e.At)
						}
					}
				}
				for id, ss := range s.Shapes {
					if ss.Where == OnCanvas {
						rot, ok := placed[ShapeID(id)]
						require.True(t, ok, "the %s lies on the canvas unplaced", ShapeID(id))
						require.Equal(t, rot, ss.Rot, "after %s (game %d/%d) the %s lies turned otherwise than placed", a, n, seed, ShapeID(id))
					}
				}
			}
		}
	}
	assert.Greater(t, slides, 300, "the games slide")
	t.Logf("%d slides", slides)
}

// The rulebook (and point 9): once put down, a tile never changes slot.
// From the take that puts it there to the end of the game, each slot keeps
// its tile and the pile it came from; the only change a slot ever sees is
// a take filling it while free.
func TestATileNeverChangesSlotOncePutDown(t *testing.T) {
	type held struct {
		tile TileID
		from int8
	}
	takes := 0
	for n := MinPlayers; n <= MaxPlayers; n++ {
		for seed := uint64(0); seed < 6; seed++ {
			s := newGame(t, n, 60+seed)
			r := newRand(seed*11 + uint64(n))
			pol := &Policy{SlideChance: 0.15, DrawChance: 0.8, Discard: 0.03, UndoChance: 0.05}
			put := make([][NumSlots]*held, n)
			for !s.Over {
				a := pol.Choose(s, &r)
				seat, pile := s.Current, s.Looking
				_, err := s.Apply(a)
				require.NoError(t, err, "%s", a)
				for i := range s.Players {
					p := &s.Players[i]
					for k := range p.Slots {
						if h := put[i][k]; h != nil {
							require.Equal(t, *h, held{p.Slots[k], p.From[k]}, "after %s, %s's slot %d changed", a, p.Name, k+1)
							continue
						}
						if p.Slots[k] < 0 {
							continue
						}
						// Newly filled: only by this take, on this slot, from the pile looked at.
						require.Equal(t, ActTake, a.Kind, "%s filled %s's slot %d", a, p.Name, k+1)
						require.Equal(t, seat, i)
						require.Equal(t, int(a.Slot), k)
						require.Equal(t, held{a.Tile, int8(pile)}, held{p.Slots[k], p.From[k]})
						put[i][k] = &held{p.Slots[k], p.From[k]}
						takes++
					}
				}
			}
			// Through the final reveal and tally.
			for i := range s.Players {
				for k, h := range put[i] {
					if h != nil {
						assert.Equal(t, *h, held{s.Players[i].Slots[k], s.Players[i].From[k]})
					}
				}
			}
		}
	}
	assert.Greater(t, takes, 300, "the games draw")
	t.Logf("%d tiles put down", takes)
}

// Point 7: tokens cannot be given away, and tokens left score nothing.
// Over the whole action space at states along random games of every size
// (after slides, with a pile open, after the shape), every action Apply
// accepts leaves every other seat's tokens as they were and the actor's
// too, but for a slide, which takes exactly the slide cost from the actor.
// And two states equal but for the tokens left score the same, during
// play and in the final tally.
func TestTokensCannotBeGivenAwayAndLeftOnesScoreNothing(t *testing.T) {
	tokens := func(s *State) []int {
		var ts []int
		for i := range s.Players {
			ts = append(ts, s.Players[i].Tokens)
		}
		return ts
	}
	checkTokens := func(s *State, a Action) {
		c := s.Clone()
		actor := c.Current
		want := tokens(c)
		if a.Kind == ActSlide {
			want[actor] -= SlideCost
		}
		_, err := c.Apply(a)
		require.NoError(t, err, "%s", a)
		require.Equal(t, want, tokens(c), "%s by seat %d moved tokens", a, actor)
	}
	// The whole action space, at sampled states.
	all := everyAction()
	accepted, slides := 0, 0
	var states []*State
	for n := MinPlayers; n <= MaxPlayers; n++ {
		s := newGame(t, n, 70+uint64(n))
		r := newRand(uint64(n))
		pol := slidingPolicy()
		taken, open := 0, false
		for i := 0; !s.Over && taken < 3; i++ {
			if i%50 == 40 || s.Looking >= 0 && !open {
				states = append(states, s.Clone())
				taken++
				open = open || s.Looking >= 0
			}
			_, err := s.Apply(pol.Choose(s, &r))
			require.NoError(t, err)
		}
	}
	spent := false
	for _, s := range states {
		for i := range s.Players {
			spent = spent || s.Players[i].Tokens < Tokens
		}
		for _, a := range all {
			if s.Check(a) != nil {
				continue
			}
			accepted++
			if a.Kind == ActSlide {
				slides++
			}
			checkTokens(s, a)
		}
	}
	assert.True(t, spent, "some sampled state has tokens spent")
	assert.Greater(t, slides, 100, "the sampled states offer slides")
	t.Logf("%d states, %d accepted actions, %d slides", len(states), accepted, slides)

	// Tokens left score nothing: the same games with other tokens left.
	compared := 0
	for n := MinPlayers; n <= MaxPlayers; n++ {
		for seed := uint64(0); seed < 3; seed++ {
			s := newGame(t, n, 80+seed)
			r := newRand(seed + uint64(n)*5)
			pol := slidingPolicy()
			for !(s.Turn == Deal(n)*n && s.Played && s.Looking < 0) {
				_, err := s.Apply(pol.Choose(s, &r))
				require.NoError(t, err)
				if s.Actions%17 == 0 {
					other := s.Clone()
					for i := range other.Players {
						other.Players[i].Tokens = r.Intn(Tokens + 1)
					}
					for i := range s.Players {
						a, am := s.Score(i)
						b, bm := other.Score(i)
						require.Equal(t, [2]int{a, am}, [2]int{b, bm}, "seat %d scores otherwise with other tokens left", i)
					}
					compared++
				}
			}
			rich, poor := s.Clone(), s.Clone()
			for i := range s.Players {
				rich.Players[i].Tokens, poor.Players[i].Tokens = Tokens, 0
			}
			for _, c := range []*State{s, rich, poor} {
				_, err := c.Apply(End)
				require.NoError(t, err)
				require.True(t, c.Over)
			}
			for i := range s.Players {
				assert.Equal(t, s.Players[i].Score, rich.Players[i].Score, "seat %d: every token left", i)
				assert.Equal(t, s.Players[i].Score, poor.Players[i].Score, "seat %d: no token left", i)
				assert.Equal(t, s.Players[i].Met, rich.Players[i].Met)
				assert.Equal(t, s.Players[i].Met, poor.Players[i].Met)
			}
		}
	}
	assert.Greater(t, compared, 50)
}

// Point 8: looking at where a shape could go is free. Asking for the
// slides of any shape, the placements of any shape, or every legal action
// changes nothing: not the state's hash, not its canvas, not a token.
func TestLookingWhereAShapeCouldGoIsFree(t *testing.T) {
	looked, lit := 0, 0
	for n := MinPlayers; n <= MaxPlayers; n++ {
		for seed := uint64(0); seed < 2; seed++ {
			s := newGame(t, n, 90+seed)
			r := newRand(seed*3 + uint64(n))
			pol := slidingPolicy()
			for i := 0; !s.Over; i++ {
				if i%7 == 0 || s.Looking >= 0 {
					hash, board := s.Hash(), s.board
					var toks []int
					for k := range s.Players {
						toks = append(toks, s.Players[k].Tokens)
					}
					for id := ShapeID(-1); int(id) <= NumShapes; id++ {
						sl := s.SlidesOf(id, nil)
						lit += len(sl)
						s.PlacesOf(id, nil)
					}
					s.LegalActions(nil)
					looked++
					require.Equal(t, hash, s.Hash(), "looking changed the state (turn %d)", s.Turn)
					require.Equal(t, board, s.board, "looking changed the canvas (turn %d)", s.Turn)
					for k := range s.Players {
						require.Equal(t, toks[k], s.Players[k].Tokens, "looking cost seat %d a token", k)
					}
				}
				_, err := s.Apply(pol.Choose(s, &r))
				require.NoError(t, err)
			}
		}
	}
	assert.Greater(t, lit, 1000, "the looks found destinations")
	t.Logf("%d looks, %d slide destinations lit", looked, lit)
}

// Point 9: with 30 tiles and at most 25 drawn, some pile always has a
// tile. Five players draw at every turn they may (a free slot, no draw yet
// this turn): whenever one may, some pile is non-empty and a look is
// legal; the piles never hold fewer than 30 - 5×5 tiles; and the games
// do draw all 25.
func TestSomePileAlwaysHasATileForADraw(t *testing.T) {
	floor := NumTiles - MaxPlayers*NumSlots
	require.Greater(t, floor, 0, "more tiles than five full scoring boards")
	pol := &Policy{SlideChance: 0.05, DrawChance: 1, Discard: 0.03}
	emptyPiles, mayDraw := 0, 0
	for seed := uint64(0); seed < 16; seed++ {
		s := newGame(t, MaxPlayers, 100+seed)
		r := newRand(seed)
		for !s.Over {
			total := 0
			for q := 0; q < NumPiles; q++ {
				total += s.PileSize(q)
				if s.PileSize(q) == 0 {
					emptyPiles++
				}
			}
			require.GreaterOrEqual(t, total, floor, "game %d, turn %d", seed, s.Turn)
			if p := &s.Players[s.Current]; s.Looking < 0 && !s.Drew && p.Free() {
				mayDraw++
				require.Greater(t, total, 0, "game %d, turn %d: %s may draw but every pile is empty", seed, s.Turn, p.Name)
				looks := slices.ContainsFunc(s.LegalActions(nil), func(a Action) bool { return a.Kind == ActLook })
				require.True(t, looks, "game %d, turn %d: %s has a free slot but no pile to look at", seed, s.Turn, p.Name)
			}
			_, err := s.Apply(pol.Choose(s, &r))
			require.NoError(t, err)
		}
		drawn := 0
		for i := range s.Players {
			drawn += s.Players[i].Drawn()
		}
		assert.Equal(t, MaxPlayers*NumSlots, drawn, "game %d: every slot filled", seed)
		assert.Equal(t, floor, NumTiles-drawn)
	}
	assert.Positive(t, emptyPiles, "some pile ran empty, so the rule was put to the test")
	t.Logf("%d states with a pile empty, %d times a seat could draw", emptyPiles, mayDraw)
}
