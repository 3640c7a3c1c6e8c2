package tagcity

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"graffiti/game"
)

// sampleStates plays random battles of every player count and side and
// keeps about one state in k, final-die states with choices held
// included.
func sampleStates(t testing.TB, games, k int) []*State {
	var out []*State
	for g := 0; g < games; g++ {
		setup := Setup{Players: 2 + g%3, Seed: uint64(g), HQ: Side(g % 2), City: Side(g / 2 % 2)}
		s, _, err := New(setup)
		require.NoError(t, err)
		r := game.NewRand(uint64(g) + 100)
		for s.Phase != PhaseOver {
			if r.Intn(k) == 0 || s.Phase == PhaseFinal && len(s.Finals) > 0 && r.Intn(2) == 0 {
				out = append(out, s.Clone())
			}
			advance(s, &r, 1)
		}
		out = append(out, s)
	}
	return out
}

// anyAction is an action with every field drawn at random, most of them
// illegal.
func anyAction(r *game.Rand) Action {
	a := Action{
		Kind: Kind(r.Intn(int(numKinds) + 1)), Face: uint8(r.Intn(8)), Section: uint8(r.Intn(7)),
		Shape: Shape(r.Intn(int(NumShapes) + 1)), Orient: uint8(r.Intn(9)), Row: uint8(r.Intn(Rows + 1)),
		Col: uint8(r.Intn(Cols + 1)), Bubble: uint8(r.Intn(NumBubbles + 2)),
	}
	for i := 0; i < 1+r.Intn(6); i++ {
		f := r.Intn(Faces + 1)
		a.Faces[f]++
		if r.Intn(2) == 0 {
			a.Later[f]++
		}
	}
	if r.Intn(3) > 0 {
		return a.canonical()
	}
	return a
}

// mutate changes one field of a by a little.
func mutate(a Action, r *game.Rand) Action {
	d := uint8(1 + r.Intn(2))
	if r.Intn(2) == 0 {
		d = -d
	}
	switch r.Intn(9) {
	case 0:
		a.Kind = Kind(r.Intn(int(numKinds)))
	case 1:
		a.Face += d
	case 2:
		a.Section += d
	case 3:
		a.Shape = Shape(r.Intn(int(NumShapes)))
	case 4:
		a.Orient += d
	case 5:
		a.Row += d
	case 6:
		a.Col += d
	case 7:
		a.Bubble += d
	default:
		f := r.Intn(Faces + 1)
		a.Later[f] += d
	}
	return a
}

// The legal list and Apply agree both ways in sampled states: every
// listed action applies, none is listed twice, no two drawings of one
// die and kind cover the same squares, and every action not listed is
// refused, leaving the state byte for byte as it was.
func TestLegalActionsAgreeWithApply(t *testing.T) {
	r := game.NewRand(77)
	for _, s := range sampleStates(t, 15, 8) {
		legal := map[Action]bool{}
		type key struct {
			kind          Kind
			face, section uint8
			squares       Grid
		}
		drawings := map[key]bool{}
		list := s.LegalActions(nil)
		if s.Phase != PhaseOver {
			require.NotEmpty(t, list, "no legal action in phase %s", s.Phase)
		}
		for i, a := range list {
			require.False(t, legal[a], "%s listed twice", a)
			legal[a] = true
			if a.Kind == ActTag || a.Kind == ActDrone {
				k := key{a.Kind, a.Face, a.Section, a.Squares()}
				require.False(t, drawings[k], "%s draws what another listed drawing draws", a)
				drawings[k] = true
			}
			c := s.Clone()
			_, err := c.Apply(a)
			require.NoError(t, err, "listed %s refused", a)
			if i%5 == 0 {
				require.NoError(t, c.Invariants(), "after %s", a)
			}
		}
		before, _ := s.Save()
		for i := 0; i < 150; i++ {
			var a Action
			if i%2 == 0 || len(list) == 0 {
				a = anyAction(&r)
			} else {
				a = mutate(list[r.Intn(len(list))], &r)
			}
			if legal[a] {
				continue
			}
			c := s.Clone()
			_, err := c.Apply(a)
			require.Error(t, err, "unlisted %s (%+v) applied in phase %s", a, a, s.Phase)
			var ref *game.Refusal
			require.ErrorAs(t, err, &ref, "a refusal carries its format and arguments")
			after, _ := c.Save()
			require.Equal(t, string(before), string(after), "refused %s changed the state", a)
		}
	}
}

// A refused action leaves the state byte for byte as it was, in every
// phase, for every reason (the table relies on it to show why).
func TestRefusedActionLeavesTheStateByteIdentical(t *testing.T) {
	s := newBattle(t, Setup{}, 0, 1, 2, 3, 4)
	refused(t, s, "tag 1@I O4/0 A1", "places the dice first")
	refused(t, s, "place 1:I 2:II 3:III", "place every die rolled")
	act(t, s, "place 1:I 2:II 3:III 4:IV")
	refused(t, s, "tag 1@I O4/0 L8", "outside the city")
	refused(t, s, "drone 1@I U5/0 A1", "not on the HQ")
	refused(t, s, "social 1@I", "choose a free bubble")
	act(t, s, "social 1@I b1")
	act(t, s, "social 2@II b2")
	act(t, s, "social 3@III b3")
	act(t, s, "tag P5/0 A1")
	refused(t, s, "social b4", "no one names a bubble")
	refused(t, s, "tag 4@IV P5/0 A1", "name no die")
	refused(t, s, "tag T4/0 A1", "gives the Bomb, not the Tee")
}

// Parse(a.String()) == a for every listed action; every event is told.
func TestActionTextRoundTrips(t *testing.T) {
	for _, s := range sampleStates(t, 12, 10) {
		for _, a := range s.LegalActions(nil) {
			b, err := Parse(a.String())
			require.NoError(t, err, a.String())
			require.Equal(t, a, b, a.String())
		}
	}
	for _, bad := range []string{"", "dance", "tag", "tag 3@IV P5/2", "tag 3@IV X9/0 A1", "tag P5/0 M1", "tag P5/0 A9", "tag P5/0 A01",
		"social b0", "social b6", "social 3@IV b1 b2", "place", "place 7:I", "place 1:I 1:I 1:I 1:I 1:I 1:I", "tag 0@I O4/0 A1", "tag 3@VII T4/0 A1"} {
		_, err := Parse(bad)
		assert.Error(t, err, "%q", bad)
	}
}

func TestEveryEventIsTold(t *testing.T) {
	seen := map[EventKind]bool{}
	for g := uint64(0); g < 30; g++ {
		s, ev, _ := New(Setup{Players: 2 + int(g%3), Seed: g})
		r := game.NewRand(g)
		for {
			for _, e := range ev {
				seen[e.Kind] = true
				txt := e.Text(s)
				require.NotEmpty(t, txt)
				require.NotContains(t, txt, "event ")
			}
			if s.Phase == PhaseOver {
				break
			}
			ev, _ = s.Apply(s.RandomAction(&r))
		}
	}
	for k := EvRoundStart; k <= EvGameOver; k++ {
		assert.True(t, seen[k], "event %d never happened in 30 battles", k)
	}
}

// The secrecy of the final die: a seat's view shows nothing of the
// choices of those who chose before it (nor after), only that they have
// chosen; its own choice it sees. Here with every choice a seat could
// have made in its place.
func TestViewHidesEarlierFinalDieChoices(t *testing.T) {
	s := newBattle(t, Setup{Players: 4}, 0, 1, 2, 3, 4, 5)
	act(t, s, "place 1:I 2:II 3:III 4:IV 5:V")
	act(t, s, "social 1@I b1")
	act(t, s, "social 2@II b2")
	act(t, s, "social 3@III b3")
	act(t, s, "social 4@IV b4")
	act(t, s, "tag L4/0 A1") // seat 1 chooses
	act(t, s, "social")      // seat 2 chooses
	require.Equal(t, 3, s.Current)
	want, _ := json.Marshal(s.ViewFor(3))
	public, _ := json.Marshal(s.ViewFor(Nobody))
	alts := 0
	for _, a := range s.LegalActions(nil) {
		for who := 0; who < 2; who++ {
			o := s.Clone()
			o.Current = o.Finals[who].Seat
			if err := o.checkUse(o.Current, a, o.Dice[o.remaining()].Section, true); err != nil {
				continue
			}
			o.Current = 3
			o.Finals[who].Use = a.use()
			require.NoError(t, o.Invariants())
			got, _ := json.Marshal(o.ViewFor(3))
			require.Equal(t, string(want), string(got), "seat 3's view tells seat %d's choice", o.Finals[who].Seat)
			gotPublic, _ := json.Marshal(o.ViewFor(Nobody))
			require.Equal(t, string(public), string(gotPublic))
			if o.Hash() != s.Hash() {
				alts++
			}
		}
	}
	require.Greater(t, alts, 100, "the states compared do differ")
	v1 := s.ViewFor(1)
	require.NotNil(t, v1.Mine)
	assert.Equal(t, Use{Kind: ActTag, Shape: L4}, *v1.Mine, "a seat sees its own choice")
	assert.Equal(t, []int{1, 2}, s.ViewFor(3).Chosen)
	assert.Zero(t, s.ViewFor(3).Setup.Seed, "the seed would tell the rolls to come")
	// The same through the playouts' exchange of everything hidden.
	r := game.NewRand(1)
	for i := 0; i < 50; i++ {
		require.NoError(t, core.CheckSecrecy(s, 3, &r))
		require.NoError(t, core.CheckSecrecy(s, 0, &r))
	}
}

// A state drawn from a seat's view gives that view back, in every phase.
func TestDeterminizeGivesBackTheView(t *testing.T) {
	r := game.NewRand(5)
	for _, s := range sampleStates(t, 15, 5) {
		for seat := range s.Taggers {
			v := s.ViewFor(seat)
			want, _ := json.Marshal(v)
			d, err := Determinize(&v, &r)
			require.NoError(t, err)
			got, _ := json.Marshal(d.ViewFor(seat))
			require.Equal(t, string(want), string(got))
			if d.Phase != PhaseOver {
				advance(d, &r, 30) // it plays on
				require.NoError(t, d.Invariants())
			}
		}
	}
}

// Clone shares nothing with the original.
func TestCloneIsDeep(t *testing.T) {
	for _, s := range sampleStates(t, 6, 8) {
		h := s.Hash()
		c := s.Clone()
		r := game.NewRand(3)
		advance(c, &r, 40)
		if len(c.Dice) > 0 {
			c.Dice[0].Face = 9
		}
		c.Taggers[0].Name = "x"
		c.Setup.Names[0] = "y"
		require.Equal(t, h, s.Hash())
	}
}

// Turned names the orientation a table's Rotate and Flip make: four
// quarter turns come back to the printed pattern, a flip of a shape
// with a mirror twin gives another orientation, and every index is one
// of the shape's.
func TestTurnedFollowsRotateAndFlip(t *testing.T) {
	for s := Shape(0); s < NumShapes; s++ {
		n := len(Orientations(s))
		seen := map[int]bool{}
		for k := 0; k < 8; k++ {
			o := Turned(s, k)
			if o < 0 || o >= n {
				t.Fatalf("%s turned %d gives orientation %d of %d", ShapeCode(s), k, o, n)
			}
			seen[o] = true
		}
		if Turned(s, 0) != 0 || len(seen) != n {
			t.Errorf("%s: turns reach %d of its %d orientations, the printed one first: %v", ShapeCode(s), len(seen), n, Turned(s, 0))
		}
	}
	if Turned(shapeByCodeMust("S4"), 4) == Turned(shapeByCodeMust("S4"), 0) {
		t.Error("a flipped Zig is the Zig as printed")
	}
}

func shapeByCodeMust(code string) Shape {
	s, ok := ShapeByCode(code)
	if !ok {
		panic(code)
	}
	return s
}
