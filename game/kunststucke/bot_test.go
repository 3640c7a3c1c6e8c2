package kunststucke

import (
	"context"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
	"time"

	"graffiti/game"
	"graffiti/game/bot"
	"graffiti/game/gametest"
)

// ksPlay plays one game of len(levels) seats, seat i at levels[i], each
// searching bot on iters iterations, and gives the final state.
func ksPlay(t testing.TB, seed uint64, levels []bot.Level, iters int) *State {
	t.Helper()
	s, _, err := New(Setup{Players: len(levels), Seed: seed, Youngest: -1})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; !s.Over; i++ {
		seat := s.Current
		d, err := NewDecision(levels[seat], s.ViewFor(seat), seed*7919+uint64(i), bot.Budget{Iterations: iters, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		d.Run(context.Background())
		if _, err := s.Apply(d.Best()); err != nil {
			t.Fatalf("seed %d, action %d: %s chose %q: %v", seed, i, levels[seat], d.Best(), err)
		}
	}
	return s
}

// ksWinShare is seat's share of the win.
func ksWinShare(s *State, seat int) float64 {
	for _, w := range s.Winners {
		if w == seat {
			return 1 / float64(len(s.Winners))
		}
	}
	return 0
}

// ksPositions plays random games (the core's random policy) of n
// players and keeps every every-th position, and every one where a pile
// is looked at, so that each step of a turn is sampled.
func ksPositions(t testing.TB, n, games, every int) []*State {
	t.Helper()
	var out []*State
	for g := 0; g < games; g++ {
		s, _, err := New(Setup{Players: n, Seed: uint64(1000*n + g), Youngest: -1})
		if err != nil {
			t.Fatal(err)
		}
		r := game.NewRand(uint64(g))
		pol := DefaultPolicy()
		for i := 0; !s.Over; i++ {
			if i%every == 0 || s.Looking >= 0 && i%3 == 0 {
				out = append(out, s.Clone())
			}
			if _, err := s.Apply(pol.Choose(s, &r)); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// The one-move bot's choice is legal in every position of its own games,
// for 2 to 5 players, with and without noise, and the games end.
func TestKunststuckeOneMoveIsAlwaysLegal(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		s, _, err := New(Setup{Players: n, Seed: uint64(n), Youngest: -1})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; !s.Over; i++ {
			a, err := OneMove(s.ViewFor(s.Current), uint64(i), i%2 == 0)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.Apply(a); err != nil {
				t.Fatalf("%d players, action %d: %q is refused: %v", n, i, a, err)
			}
			if i > MaxPlayoutActions {
				t.Fatalf("%d players: the game did not end", n)
			}
		}
	}
}

// One move ahead beats random play clearly over two-player games.
func TestKunststuckeOneMoveBeatsRandom(t *testing.T) {
	wins, games := 0.0, 30
	for g := 0; g < games; g++ {
		me := g % 2
		levels := []bot.Level{bot.Random, bot.Random}
		levels[me] = bot.Easy
		wins += ksWinShare(ksPlay(t, uint64(200+g), levels, 0), me)
	}
	t.Logf("one move ahead won %.1f of %d against random", wins, games)
	if wins < float64(games)*0.8 {
		t.Errorf("one move ahead won only %.1f of %d against random", wins, games)
	}
}

// Every level's decision is legal in positions of random games of 2 to 5
// players, at every step of a turn (before the shape, looking at a pile,
// after the shape), with one search tree and with two.
func TestKunststuckeDecisionIsLegalAtEveryLevel(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		steps := map[string]int{}
		for i, s := range ksPositions(t, n, 1, 12) {
			step := "before the shape"
			switch {
			case s.Looking >= 0:
				step = "looking"
			case s.Played:
				step = "after the shape"
			}
			steps[step]++
			for _, level := range []bot.Level{bot.Random, bot.Easy, bot.Medium, bot.Hard} {
				d, err := NewDecision(level, s.ViewFor(s.Current), uint64(i), bot.Budget{Iterations: 6, Workers: 1 + i%2})
				if err != nil {
					t.Fatalf("%d players, %s, %s: %v", n, step, level, err)
				}
				d.Run(context.Background())
				if err := s.Check(d.Best()); err != nil {
					t.Fatalf("%d players, %s, %s chose %q: %v", n, step, level, d.Best(), err)
				}
			}
		}
		for _, st := range []string{"before the shape", "looking", "after the shape"} {
			if steps[st] == 0 {
				t.Errorf("%d players: no position %s was sampled (%v)", n, st, steps)
			}
		}
	}
}

// A decision asked of a seat not to act, or of a game over, is refused
// at every level.
func TestKunststuckeDecisionRefusesASeatNotToActAndAnEndedGame(t *testing.T) {
	s, _, _ := New(Setup{Players: 3, Seed: 4, Youngest: -1})
	other := (s.Current + 1) % 3
	over := ksPositions(t, 2, 1, 1000)
	end := over[len(over)-1].Clone()
	r := game.NewRand(1)
	for !end.Over {
		end.Apply(DefaultPolicy().Choose(end, &r))
	}
	for _, level := range []bot.Level{bot.Random, bot.Easy, bot.Medium, bot.Hard} {
		if _, err := NewDecision(level, s.ViewFor(other), 1, bot.Budget{Iterations: 4}); err == nil {
			t.Errorf("%s decided for seat %d while seat %d is to act", level, other, s.Current)
		}
		if _, err := NewDecision(level, end.ViewFor(0), 1, bot.Budget{Iterations: 4}); err == nil {
			t.Errorf("%s decided in a game over", level)
		}
	}
	if _, err := NewDecision(bot.Level(9), s.ViewFor(s.Current), 1, bot.Budget{}); err == nil {
		t.Error("an unknown level decided")
	}
}

// ksHide gives a copy of s that differs only in what seat cannot see:
// the tiles on the other seats' slots and in the piles (but a pile seat
// is looking at) exchanged, every slot and pile keeping its count. It
// reports whether anything changed.
func ksHide(s *State, seat int, r *game.Rand) (*State, bool) {
	alt := s.Clone()
	type loc struct{ seat, slot, pile int }
	var locs []loc
	var tiles []TileID
	for t, q := range alt.Piles {
		if q >= 0 && !(int(q) == alt.Looking && seat == alt.Current) {
			locs = append(locs, loc{-1, -1, int(q)})
			tiles = append(tiles, TileID(t))
		}
	}
	for i := range alt.Players {
		for k, t := range alt.Players[i].Slots {
			if i != seat && t >= 0 {
				locs = append(locs, loc{i, k, -1})
				tiles = append(tiles, t)
			}
		}
	}
	before := append([]TileID(nil), tiles...)
	game.Shuffle(r, tiles)
	for _, t := range tiles {
		alt.Piles[t] = -1
	}
	changed := false
	for i, l := range locs {
		changed = changed || tiles[i] != before[i]
		if l.seat >= 0 {
			alt.Players[l.seat].Slots[l.slot] = tiles[i]
		} else {
			alt.Piles[tiles[i]] = int8(l.pile)
		}
	}
	return alt, changed
}

// A decision depends on the seat's view only: two states that differ only
// in the other seats' tiles and the piles' contents give the same
// decision for the same seed, at every level.
func TestKunststuckeDecisionIgnoresHiddenInformation(t *testing.T) {
	r := game.NewRand(77)
	checked := 0
	for n := MinPlayers; n <= MaxPlayers; n += 2 {
		for i, s := range ksPositions(t, n, 1, 9) {
			seat := s.Current
			alt, changed := ksHide(s, seat, &r)
			if !changed {
				continue
			}
			if err := alt.Invariants(); err != nil {
				t.Fatalf("the changed state is broken: %v", err)
			}
			checked++
			if err := gametest.ChooseAlike(NewDecision, [2]View{s.ViewFor(seat), alt.ViewFor(seat)}, uint64(i), 12); err != nil {
				t.Errorf("%d players: the choice changed with what the seat cannot see: %v", n, err)
			}
		}
	}
	if checked < 20 {
		t.Fatalf("only %d positions with hidden tiles changed were checked", checked)
	}
}

// The same view, seed and iteration budget give the same decision,
// whether the budget is spent by Run on goroutines or by StepFor in
// slices; the budget is spent exactly; another seed may choose otherwise.
func TestKunststuckeDecisionRepeatsWithAnIterationBudget(t *testing.T) {
	seeds := map[Action]bool{}
	searched := 0
	for i, s := range ksPositions(t, 3, 1, 5) {
		if s.Played || searched == 8 {
			continue
		}
		level := []bot.Level{bot.Medium, bot.Hard}[i%2]
		if _, spent := gametest.Repeats(t, NewDecision, level, s.ViewFor(s.Current), uint64(i), 20); spent > 0 {
			searched++
		}
		// A placement: another seed may choose otherwise.
		if len(seeds) < 2 && !s.Played && s.Looking < 0 && !ksLateDraw(s, ksTunings[bot.Medium].draw.late(s.N())) {
			clear(seeds)
			gametest.SeedsChoose(NewDecision, s.ViewFor(s.Current), seeds)
		}
	}
	if searched == 0 {
		t.Error("no decision searched")
	}
	if len(seeds) < 2 {
		t.Errorf("eight seeds all chose %v in every placement tried: the seed drives nothing", seeds)
	}
}

// A time budget is spent in slices (spendsInSlices).
func TestKunststuckeDecisionStepForSpendsTheTimeBudgetInSlices(t *testing.T) {
	s, _, _ := New(Setup{Players: 2, Seed: 3, Youngest: -1})
	r := game.NewRand(5)
	for s.Turn < 8 || s.Played || s.Looking >= 0 || ksMustDraw(s) {
		s.Apply(DefaultPolicy().Choose(s, &r))
	}
	d, err := NewDecision(bot.Hard, s.ViewFor(s.Current), 1, bot.Budget{Time: 40 * time.Millisecond, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	gametest.SpendsInSlices(t, d)
	if err := s.Check(d.Best()); err != nil {
		t.Errorf("the choice %q is illegal: %v", d.Best(), err)
	}
}

// The search finds what one move ahead finds and more: medium outscores
// the one-move easy bot over two-player games at a small budget (the two
// judge a placement alike; medium's slides in its last turn are most of
// the difference).
func TestKunststuckeMediumBeatsEasy(t *testing.T) {
	games := 20
	if v, err := strconv.Atoi(os.Getenv("KUNSTSTUCKE_BOT_GAMES")); err == nil && v > 0 {
		games = v
	}
	wins, mine, theirs := 0.0, 0, 0
	for g := 0; g < games; g++ {
		me := g % 2
		levels := []bot.Level{bot.Easy, bot.Easy}
		levels[me] = bot.Medium
		s := ksPlay(t, uint64(500+g/2), levels, 100)
		wins += ksWinShare(s, me)
		mine += s.Players[me].Score
		theirs += s.Players[1-me].Score
	}
	t.Logf("medium won %.1f of %d against easy, scoring %d against %d", wins, games, mine, theirs)
	if mine <= theirs {
		t.Errorf("medium scored %d against easy's %d over %d games", mine, theirs, games)
	}
}

// Hard, which weighs slides in its last eight turns, beats medium, which
// slides in its last turn only and only for a large gain.
func TestKunststuckeHardBeatsMedium(t *testing.T) {
	games := 8
	wins := 0.0
	for g := 0; g < games; g++ {
		me := g % 2
		levels := []bot.Level{bot.Medium, bot.Medium}
		levels[me] = bot.Hard
		wins += ksWinShare(ksPlay(t, uint64(700+g/2), levels, 30), me)
	}
	t.Logf("hard won %.1f of %d against medium", wins, games)
	if wins < float64(games)*0.6 {
		t.Errorf("hard won only %.1f of %d against medium", wins, games)
	}
}

// The model searches a short list: of the hundreds of placements a turn
// allows, a few of different effects and the best discard, among them
// the placement that gains most; every tile of the pile looked at; the
// look alone; the end of the turn, and in the last turns a few slides
// that each gain enough. A playout's rewards lie in [0, 1].
func TestKunststuckeModelPrunesPlacementsButKeepsTheBest(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	placing, slid := 0, 0
	for n := MinPlayers; n <= MaxPlayers; n++ {
		for _, s := range ksPositions(t, n, 2, 7) {
			k := ksTunings[bot.Hard].k
			cands := ksCandidates(s, k, ksSlides{}, ksEarly)
			for _, a := range cands {
				if err := s.Check(a); err != nil {
					t.Fatalf("%q is searched but illegal: %v", a, err)
				}
			}
			switch {
			case s.Looking >= 0:
				if len(cands) < s.PileSize(s.Looking) {
					t.Errorf("%d takes searched from a pile of %d", len(cands), s.PileSize(s.Looking))
				}
			case s.Played || ksMustDraw(s):
				if len(cands) != 1 {
					t.Errorf("%d moves searched for the look or the end: %v", len(cands), cands)
				}
				if !s.Played || ksMustDraw(s) {
					break
				}
				// With slides: the end first, then slides that each raise
				// the seat's judged value by the level's gain at least.
				sl := ksTunings[bot.Hard].slides
				withSlides := ksCandidates(s, k, sl, ksEarly)
				if withSlides[0] != End || len(withSlides) > 1+sl.n {
					t.Errorf("with slides: %v", withSlides)
				}
				base := newKsEval(s).judged(s, s.Current)
				for _, a := range withSlides[1:] {
					slid++
					c := s.Clone()
					if _, err := c.Apply(a); err != nil {
						t.Fatalf("%q is searched but illegal: %v", a, err)
					}
					if g := newKsEval(c).judged(c, s.Current) - base; a.Kind != ActSlide || g < sl.gain {
						t.Errorf("%q is searched, gaining %.2f", a, g)
					}
				}
			default:
				placing++
				if len(cands) > k+1 || cands[len(cands)-1].Kind != ActDiscard {
					t.Errorf("%d moves searched, the last %q", len(cands), cands[len(cands)-1])
				}
				e := newKsEval(s)
				best, bestCand := math.Inf(-1), math.Inf(-1)
				for _, a := range ksAllPlaces(s, nil) {
					g, c, _ := e.gain(s, a)
					best = max(best, g+ksContactWeight*float64(c))
				}
				for _, a := range cands {
					if a.Kind == ActPlace {
						g, c, _ := e.gain(s, a)
						bestCand = max(bestCand, g+ksContactWeight*float64(c))
					}
				}
				if best != bestCand {
					t.Errorf("the best placement gains %.2f, the best searched %.2f", best, bestCand)
				}
			}
			if s.Over {
				continue
			}
			m := &ksModel{view: s.ViewFor(s.Current), turn: s.Turn, stopTurn: s.Turn + 3, k: k, tries: 8, cands: map[ksPath][]Action{}}
			x := m.Sample(rng)
			out := make([]float64, n)
			m.Playout(x, rng, out)
			for i, v := range out {
				if v < 0 || v > 1 || math.IsNaN(v) {
					t.Errorf("seat %d's reward is %v", i, v)
				}
			}
		}
	}
	if placing < 20 || slid == 0 {
		t.Errorf("only %d placements and %d slides were sampled", placing, slid)
	}
}

// The judgement: a tile met now is likely met, one whose group still
// needs shapes less so, the more it needs the less, and never when the
// hands hold too few of its colour.
func TestKunststuckeChance(t *testing.T) {
	red3 := TileID(2)
	red6 := TileID(TopTile - 1)
	if red3.String() != "red-3" || red6.String() != "red-6+" {
		t.Fatalf("tiles %s and %s", red3, red6)
	}
	exact := ksChance(red3, []int{3, 1}, 2, 5)
	one := ksChance(red3, []int{2}, 2, 5)
	two := ksChance(red3, []int{1}, 2, 5)
	if !(exact > one && one > two && two > 0) {
		t.Errorf("exact %.2f, one short %.2f, two short %.2f", exact, one, two)
	}
	if p := ksChance(red3, []int{1}, 0, 1); p != 0 {
		t.Errorf("two shapes short with one in the hands: %.2f", p)
	}
	if p := ksChance(red6, []int{7}, 0, 0); p != 1 {
		t.Errorf("6+ with a group of 7: %.2f", p)
	}
	if p := ksChance(red3, []int{4}, 0, 0); p != 0 {
		t.Errorf("3 with only a group of 4 and no shapes left: %.2f", p)
	}
}

// The searching levels hold their draws back: while a seat's turns left
// are many more than its free slots it places without looking at a pile,
// and it looks once they are few; hard starts earlier than medium.
func TestKunststuckeSearchingLevelsDrawLate(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		medium, hard := ksTunings[bot.Medium].draw.late(n), ksTunings[bot.Hard].draw.late(n)
		if medium >= hard {
			t.Errorf("%d players: medium draws %d turns early, hard %d", n, medium, hard)
		}
		s, _, err := New(Setup{Players: n, Seed: uint64(n), Youngest: -1})
		if err != nil {
			t.Fatal(err)
		}
		for _, level := range []bot.Level{bot.Medium, bot.Hard} {
			d, err := NewDecision(level, s.ViewFor(s.Current), 1, bot.Budget{Iterations: 4, Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			d.Run(context.Background())
			if a := d.Best(); a.Kind == ActLook {
				t.Errorf("%d players, %s: looked at a pile on the first turn", n, level)
			}
		}
		// The last turns: every slot free, as many turns left as slots.
		r := game.NewRand(uint64(n))
		for ksDrawsLeft(s, s.Current) > NumSlots {
			s.Apply(ksGreedyDraw(s, &r, 4, 0, false))
		}
		for _, level := range []bot.Level{bot.Medium, bot.Hard} {
			d, err := NewDecision(level, s.ViewFor(s.Current), 1, bot.Budget{Iterations: 4, Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			if a := d.Best(); a.Kind != ActLook {
				t.Errorf("%d players, %s: %q with every slot free and %d turns left", n, level, a, ksDrawsLeft(s, s.Current))
			}
		}
	}
}

// expectedBest is the mean for one value drawn, the largest for all.
func TestExpectedBestOfAPile(t *testing.T) {
	vals := func() []float64 { return []float64{4, 1, 3, 2} }
	for _, c := range []struct {
		m    int
		want float64
	}{{1, 2.5}, {4, 4}, {2, (2 + 3 + 3 + 4 + 4 + 4) / 6.0}} {
		if got := expectedBest(vals(), c.m); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("best of %d: %v, want %v", c.m, got, c.want)
		}
	}
}
