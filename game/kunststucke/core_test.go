package kunststucke

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"graffiti/game"
	"graffiti/game/gametest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sampleStates gives states along random games of every size, including
// states where a pile is being looked at and where the shape is played.
func sampleStates(t testing.TB, per int) []*State {
	var out []*State
	for n := MinPlayers; n <= MaxPlayers; n++ {
		r := game.NewRand(uint64(n) * 31)
		s := newGame(t, n, uint64(n)*101)
		pol := DefaultPolicy()
		total := Deal(n) * n
		for i := 0; len(out) < per*(n-1) && !s.Over; i++ {
			// Take a state at spread-out turns, and every one where a
			// pile is open.
			if s.Looking >= 0 || (r.Intn(total) < 4 && i > 0) {
				out = append(out, s.Clone())
			}
			_, err := s.Apply(pol.Choose(s, &r))
			require.NoError(t, err)
		}
		out = append(out, s.Clone())
	}
	return out
}

// everyAction is the whole action space, with out-of-range fields.
func everyAction() []Action {
	var as []Action
	for id := ShapeID(-1); int(id) <= NumShapes; id++ {
		as = append(as, Action{Kind: ActDiscard, Shape: id})
		for y := int8(-1); y <= CanvasSize; y++ {
			for x := int8(-1); x <= CanvasSize; x++ {
				as = append(as, Action{Kind: ActSlide, Shape: id, At: Cell{x, y}})
				for rot := int8(-1); rot <= 4; rot++ {
					as = append(as, Action{Kind: ActPlace, Shape: id, Rot: rot, At: Cell{x, y}})
				}
			}
		}
	}
	for p := int8(-1); int(p) <= NumPiles; p++ {
		as = append(as, Action{Kind: ActLook, Pile: p})
	}
	for tl := TileID(-1); int(tl) <= NumTiles; tl++ {
		for k := int8(-1); int(k) <= NumSlots; k++ {
			as = append(as, Action{Kind: ActTake, Tile: tl, Slot: k})
		}
	}
	return append(as, Action{Kind: ActUndo}, End, Action{Kind: numKinds},
		Action{Kind: ActEnd, Pile: 1}, Action{Kind: ActLook, Shape: 3}, Action{Kind: ActDiscard, Shape: 2, Rot: 1})
}

func TestLegalActionsAgreeWithCheck(t *testing.T) {
	all := everyAction()
	states := sampleStates(t, 3)
	looking, played := 0, 0
	for _, s := range states {
		legal := s.LegalActions(nil)
		set := map[Action]bool{}
		for _, a := range legal {
			require.False(t, set[a], "%s listed twice", a)
			set[a] = true
			c := s.Clone()
			_, err := c.Apply(a)
			require.NoError(t, err, "listed %s", a)
			require.NoError(t, c.Invariants(), "after listed %s", a)
		}
		for _, a := range all {
			err := s.Check(a)
			if set[a] {
				require.NoError(t, err, "%s", a)
			} else {
				require.Error(t, err, "%s is accepted but not listed (turn %d)", a, s.Turn)
			}
		}
		if s.Looking >= 0 {
			looking++
		}
		if s.Played {
			played++
		}
	}
	assert.NotZero(t, looking, "some sampled state has a pile open")
	assert.NotZero(t, played, "some sampled state has the shape played")
	t.Logf("%d states, %d with a pile open, %d after the shape", len(states), looking, played)
}

func TestARefusedActionLeavesTheStateByteIdentical(t *testing.T) {
	all := everyAction()
	r := game.NewRand(77)
	refusedN := 0
	for _, s := range sampleStates(t, 2) {
		before, err := s.Save()
		require.NoError(t, err)
		board := s.board
		for i := 0; i < 400; i++ {
			a := all[r.Intn(len(all))]
			_, err := s.Apply(a)
			if err == nil {
				break // accepted: the state moved on; the next sample
			}
			var ref *game.Refusal
			require.ErrorAs(t, err, &ref, "%s: the refusal carries a format and args", a)
			after, _ := s.Save()
			require.Equal(t, string(before), string(after), "refused %s changed the state", a)
			require.Equal(t, board, s.board, "refused %s changed the canvas", a)
			refusedN++
		}
	}
	assert.Greater(t, refusedN, 1000)
}

// A seat's serialised view is unchanged when the others' tiles and the
// piles are exchanged; and it does change when its own tiles, or the pile
// it looks at, do (so the check can fail).
func TestViewSecrecy(t *testing.T) {
	r := game.NewRand(3)
	exchanged, own := 0, 0
	for _, s := range sampleStates(t, 3) {
		for seat := 0; seat < s.N(); seat++ {
			for k := 0; k < 4; k++ {
				c := s.Clone()
				if c.permuteHidden(seat, &r) {
					exchanged++
				}
				require.NoError(t, core.CheckSecrecy(s, seat, &r))
			}
			if s.Over || s.Players[seat].Drawn() == 0 {
				continue
			}
			// The owner's own tile swapped with a pile's: the owner sees it.
			c := s.Clone()
			for k, tl := range c.Players[seat].Slots {
				if tl < 0 {
					continue
				}
				for other, q := range c.Piles {
					if q >= 0 {
						c.Players[seat].Slots[k], c.Piles[other], c.Piles[tl] = TileID(other), -1, q
						break
					}
				}
				break
			}
			a, _ := json.Marshal(s.ViewFor(seat))
			b, _ := json.Marshal(c.ViewFor(seat))
			require.NotEqual(t, string(a), string(b), "a seat must see its own tiles")
			own++
		}
	}
	assert.Greater(t, exchanged, 100)
	assert.Greater(t, own, 3)
}

func TestTheExaminedPileIsSeenOnlyByTheLooker(t *testing.T) {
	s := newGame(t, 3, 12)
	apply(t, s, "look B")
	c := s.Clone()
	// Exchange a tile of pile B with one of pile D.
	b, d := c.Pile(1)[0], c.Pile(3)[0]
	c.Piles[b], c.Piles[d] = 3, 1
	for seat := 0; seat < 3; seat++ {
		x, _ := json.Marshal(s.ViewFor(seat))
		y, _ := json.Marshal(c.ViewFor(seat))
		if seat == s.Current {
			assert.NotEqual(t, string(x), string(y))
		} else {
			assert.Equal(t, string(x), string(y), "seat %d sees into pile B", seat)
		}
	}
}

func TestAtTheEndEveryTileTurnsFaceUp(t *testing.T) {
	s := newGame(t, 3, 13)
	r := game.NewRand(13)
	advance(s, &r, MaxPlayoutActions)
	require.True(t, s.Over)
	for seat := 0; seat < 3; seat++ {
		v := s.ViewFor(seat)
		for i, pv := range v.Players {
			require.NotNil(t, pv.Slots)
			assert.Equal(t, s.Players[i].Slots, *pv.Slots)
			assert.Equal(t, s.Players[i].Score, pv.Score)
		}
	}
}

func TestSaveAndLoadRoundTrip(t *testing.T) {
	r := game.NewRand(1)
	for i := 0; i < 20; i++ {
		s := newGame(t, 2+i%4, uint64(i))
		advance(s, &r, r.Intn(250))
		data, err := s.Save()
		require.NoError(t, err)
		back, err := Load(data)
		require.NoError(t, err)
		require.Equal(t, s.Hash(), back.Hash())
		require.Equal(t, s.board, back.board, "the canvas is rebuilt")
		r1, r2 := game.NewRand(uint64(i)), game.NewRand(uint64(i))
		advance(s, &r1, 60)
		advance(back, &r2, 60)
		require.Equal(t, s.Hash(), back.Hash(), "a loaded game plays on differently")
	}
}

func TestLoadRefusesDamagedSaves(t *testing.T) {
	s := newGame(t, 3, 21)
	r := game.NewRand(21)
	advance(s, &r, 80)
	data, err := s.Save()
	require.NoError(t, err)
	gametest.LoadRefuses(t, func(data []byte) error { _, err := Load(data); return err }, data, nil)
	edit := func(f func(m map[string]any)) []byte {
		var m map[string]any
		require.NoError(t, json.Unmarshal(data, &m))
		f(m)
		b, err := json.Marshal(m)
		require.NoError(t, err)
		return b
	}
	shapes := func(m map[string]any) []any { return m["shapes"].([]any) }
	players := func(m map[string]any) []any { return m["players"].([]any) }
	var onCanvas, inHand = -1, -1
	for id, ss := range s.Shapes {
		if ss.Where == OnCanvas && onCanvas < 0 {
			onCanvas = id
		}
		if ss.Where == InHand && inHand < 0 {
			inHand = id
		}
	}
	require.True(t, onCanvas >= 0 && inHand >= 0)
	cases := map[string][]byte{
		"another game":     edit(func(m map[string]any) { m["game"] = "graffiti" }),
		"too many tokens":  edit(func(m map[string]any) { players(m)[0].(map[string]any)["tokens"] = 11 }),
		"a lost shape":     edit(func(m map[string]any) { shapes(m)[inHand].(map[string]any)["w"] = 3 }),
		"a shape off":      edit(func(m map[string]any) { shapes(m)[onCanvas].(map[string]any)["x"] = 17 }),
		"a tile twice":     edit(func(m map[string]any) { m["piles"].([]any)[int(s.Players[0].Slots[0])] = 2 }),
		"an open pile":     edit(func(m map[string]any) { m["looking"] = 7 }),
		"the wrong seat":   edit(func(m map[string]any) { m["current"] = (s.Current + 1) % 3 }),
		"a score too soon": edit(func(m map[string]any) { players(m)[1].(map[string]any)["score"] = 12 }),
		"two players":      edit(func(m map[string]any) { m["players"] = players(m)[:2] }),
	}
	require.True(t, s.Players[0].Slots[0] >= 0, "seat 0 has drawn by now")
	for name, bad := range cases {
		_, err := Load(bad)
		require.Error(t, err, name)
		assert.True(t, errors.Is(err, game.ErrDamaged), "%s: %v", name, err)
	}
	// Overlapping shapes: move one on top of another.
	var other int = -1
	for id, ss := range s.Shapes {
		if ss.Where == OnCanvas && id != onCanvas {
			other = id
			break
		}
	}
	if other >= 0 {
		o := s.Shapes[other]
		bad := edit(func(m map[string]any) {
			sh := shapes(m)[onCanvas].(map[string]any)
			sh["x"], sh["y"], sh["r"] = o.X, o.Y, 0
		})
		_, err := Load(bad)
		assert.ErrorIs(t, err, game.ErrDamaged)
	}
	newer := edit(func(m map[string]any) { m["format"] = Format + 1 })
	_, err = Load(newer)
	require.Error(t, err)
	assert.False(t, errors.Is(err, game.ErrDamaged), "a newer file is not damaged")
	assert.Contains(t, err.Error(), "newer")
	_, err = Load(data)
	assert.NoError(t, err, "the untouched save loads")
}

func TestRecordsReplayAndRefuseDamage(t *testing.T) {
	u := Setup{Players: 4, Seed: 5, Youngest: -1}
	s, _, err := New(u)
	require.NoError(t, err)
	rec := NewRecord(u)
	r := game.NewRand(5)
	pol := DefaultPolicy()
	for !s.Over {
		a := pol.Choose(s, &r)
		_, err := s.Apply(a)
		require.NoError(t, err)
		rec.Actions = append(rec.Actions, a.String())
	}
	data, err := json.MarshalIndent(rec, "", " ")
	require.NoError(t, err)
	back, err := files.ReadRecord(data)
	require.NoError(t, err)
	end, err := replay(back)
	require.NoError(t, err)
	assert.Equal(t, s.Hash(), end.Hash())

	bad := strings.Replace(string(data), `"players": 4`, `"players": 7`, 1)
	_, err = files.ReadRecord([]byte(bad))
	assert.ErrorIs(t, err, game.ErrDamaged)
	bad = strings.Replace(string(data), `"actions"`, `"moves"`, 1)
	_, err = files.ReadRecord([]byte(bad))
	assert.ErrorIs(t, err, game.ErrDamaged)
	_, err = files.ReadRecord(data[:len(data)-20])
	assert.ErrorIs(t, err, game.ErrDamaged)
	bad = strings.Replace(string(data), `"format": 1`, `"format": 2`, 1)
	_, err = files.ReadRecord([]byte(bad))
	assert.Contains(t, err.Error(), "newer")

	rec.Actions = append(rec.Actions[:3:3], "end", "end")
	_, err = replay(rec)
	var ae *game.ActionError
	require.ErrorAs(t, err, &ae)
	assert.Equal(t, 5, ae.N)
}

// Bot-facing: Clone shares nothing with the original.
func TestCloneSharesNothing(t *testing.T) {
	s := newGame(t, 3, 2)
	r := game.NewRand(2)
	advance(s, &r, 30)
	h := s.Hash()
	c := s.Clone()
	advance(c, &r, 60)
	c.Players[0].Name = "X"
	c.Setup.Names[0] = "X"
	assert.Equal(t, h, s.Hash())
	require.NoError(t, s.Invariants())
}

// A determinization is a state the viewer cannot tell from the real one:
// its view of it is the same, it keeps every invariant and plays on.
func TestDeterminizeKeepsTheViewersKnowledge(t *testing.T) {
	r := game.NewRand(9)
	differs := 0
	for _, s := range sampleStates(t, 2) {
		for seat := 0; seat < s.N(); seat++ {
			v := s.ViewFor(seat)
			d, err := Determinize(&v, &r)
			require.NoError(t, err)
			a, _ := json.Marshal(v)
			b, _ := json.Marshal(d.ViewFor(seat))
			require.Equal(t, string(a), string(b))
			if d.Piles != s.Piles {
				differs++
			}
			if !d.Over {
				_, err := d.Apply(DefaultPolicy().Choose(d, &r))
				require.NoError(t, err)
			}
		}
	}
	assert.Greater(t, differs, 10, "the hidden tiles are dealt afresh")
}

// NewRecord starts the record of a game set up with u (what Match.Record
// writes, without its actions).
func NewRecord(u Setup) *Record { return files.NewRecord(u, nil) }
