package graffiti

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"graffiti/game"
	"graffiti/game/bot"
	"graffiti/game/gametest"
)

var variants = []struct {
	name           string
	block, special bool
}{{"base", false, false}, {"block", true, false}, {"special", false, true}, {"both", true, true}}

// positions plays random games and collects n states of every phase a
// decision is made in (play, after, keep, flip), for each player count
// and variant.
func positions(t testing.TB, players int, block, special bool, n int, seed uint64) []*State {
	t.Helper()
	r := game.NewRand(seed)
	var out []*State
	var legal []Action
	for g := 0; len(out) < n; g++ {
		s, _, err := New(Setup{Players: players, Seed: seed*1000 + uint64(g), Block: block, Special: special})
		require.NoError(t, err)
		for s.Phase != PhaseOver && len(out) < n {
			// Every state of a round end, one play state in seven.
			if s.Phase != PhasePlay || r.Intn(7) == 0 {
				out = append(out, s.Clone())
			}
			legal = s.LegalActions(legal)
			if _, err := s.Apply(legal[r.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

func viewJSON(v View) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// A sampled state, seen by the seat it was sampled for, is the view it
// came from: mid-game states of every player count and variant, the
// round end's keep and flip steps included, many seeds each.
func TestDeterminizationGivesBackTheView(t *testing.T) {
	phases := map[Phase]int{}
	for players := 2; players <= 4; players++ {
		for _, vr := range variants {
			for _, s := range positions(t, players, vr.block, vr.special, 60, uint64(players)) {
				phases[s.Phase]++
				for seat := range s.Players {
					v := s.ViewFor(seat)
					want := viewJSON(v)
					for k := uint64(0); k < 4; k++ {
						d, err := Determinize(&v, rand.New(rand.NewPCG(k, uint64(seat))))
						if err != nil {
							t.Fatalf("%d players, %s, phase %s, seat %d: %v", players, vr.name, s.Phase, seat, err)
						}
						if got := viewJSON(d.ViewFor(seat)); got != want {
							t.Fatalf("%d players, %s, phase %s, seat %d: the sampled state shows\n%s\nnot\n%s", players, vr.name, s.Phase, seat, got, want)
						}
						if err := d.Invariants(); err != nil {
							t.Fatalf("%d players, %s, phase %s, seat %d: the sampled state breaks an invariant: %v", players, vr.name, s.Phase, seat, err)
						}
					}
				}
			}
		}
	}
	for _, ph := range []Phase{PhasePlay, PhaseAfter, PhaseKeep, PhaseFlip} {
		if phases[ph] == 0 {
			t.Errorf("no state of phase %s was tried", ph)
		}
	}
}

// The sampled hands really vary: another seat's hidden paint is not
// always what it really holds.
func TestDeterminizationDealsTheUnseen(t *testing.T) {
	differ := 0
	for _, s := range positions(t, 3, false, false, 40, 9) {
		v := s.ViewFor(0)
		d, err := Determinize(&v, rand.New(rand.NewPCG(1, 2)))
		require.NoError(t, err)
		if d.Players[1].Paint != s.Players[1].Paint || d.Players[2].Permits != s.Players[2].Permits {
			differ++
		}
		if d.Players[0].Paint != s.Players[0].Paint || d.Players[0].Bonus != s.Players[0].Bonus {
			t.Fatal("the seat's own hand changed")
		}
	}
	if differ < 10 {
		t.Errorf("only %d of 40 samples dealt the others anything but their real hands", differ)
	}
}

// budgets that make decisions deterministic: iterations, not time.
func iterBudget(l bot.Level, n, workers int) bot.Budget {
	if l == bot.Random || l == bot.Easy {
		return bot.Budget{}
	}
	return bot.Budget{Iterations: n, Workers: workers}
}

func decide(t testing.TB, l bot.Level, v View, seed uint64, b bot.Budget) (Action, *Decision) {
	t.Helper()
	d, err := NewDecision(l, v, seed, b)
	require.NoError(t, err)
	d.Run(context.Background())
	return d.Best(), d
}

// Bots never see secrets: the same view and seed give the same decision
// whatever the other seats' hidden tiles and the stacks' order are. The
// other world is a state dealt afresh from the view, so the others'
// hands and both stacks differ, and the bot is given that world's view.
func TestBotsDoNotSeeSecrets(t *testing.T) {
	for players := 2; players <= 4; players++ {
		states := positions(t, players, players == 3, players == 4, 12, 20+uint64(players))
		for i, s := range states {
			seat := s.Current
			v := s.ViewFor(seat)
			other, err := Determinize(&v, rand.New(rand.NewPCG(uint64(i), 77)))
			require.NoError(t, err)
			for l := bot.Random; l < bot.NumLevels; l++ {
				seed := uint64(100 + i)
				b := iterBudget(l, 300, 2)
				a1, _ := decide(t, l, s.ViewFor(seat), seed, b)
				a2, _ := decide(t, l, other.ViewFor(seat), seed, b)
				if a1 != a2 {
					t.Fatalf("%d players, phase %s, %s: %q in one world, %q in the other with the same view", players, s.Phase, l, a1, a2)
				}
			}
		}
	}
}

// The bots' decisions depend on their seed (so the test above could fail
// if the decision depended on the hidden tiles instead).
func TestBotsDecisionsDependOnTheSeed(t *testing.T) {
	var s *State
	for _, x := range positions(t, 2, false, false, 20, 5) {
		if x.Phase == PhasePlay && x.Players[x.Current].Cans > 0 {
			s = x
		}
	}
	seen := map[Action]bool{}
	for seed := uint64(0); seed < 20; seed++ {
		a, _ := decide(t, bot.Random, s.ViewFor(s.Current), seed, bot.Budget{})
		seen[a] = true
	}
	if len(seen) < 2 {
		t.Errorf("the random bot chose the same of many actions under 20 seeds")
	}
}

// playGame plays one game with the given levels at cheap iteration
// budgets, checking every action and the invariants after it.
func playGame(t testing.TB, setup Setup, levels []bot.Level, iters, workers int) *State {
	t.Helper()
	s, _, err := New(setup)
	require.NoError(t, err)
	var ev []Event
	for s.Phase != PhaseOver {
		if s.Actions > MaxPlayoutActions {
			t.Fatalf("seed %d: the game did not end", setup.Seed)
		}
		seat := s.Current
		l := levels[seat%len(levels)]
		d, err := NewDecision(l, s.ViewFor(seat), setup.Seed*7919+uint64(s.Actions), iterBudget(l, iters, workers))
		if err != nil {
			t.Fatalf("seed %d, action %d: %v", setup.Seed, s.Actions, err)
		}
		if g := setup.Seed % 2; g == 0 {
			for !d.Done() {
				d.Step(3)
			}
		} else {
			for !d.StepFor(time.Microsecond) {
			}
		}
		a := d.Best()
		if ev, err = s.ApplyTo(ev[:0], a); err != nil {
			t.Fatalf("seed %d, %d players, action %d: %s chose %q: %v", setup.Seed, setup.Players, s.Actions, l, a, err)
		}
		if err := s.Invariants(); err != nil {
			t.Fatalf("seed %d: after %q: %v", setup.Seed, a, err)
		}
	}
	return s
}

// Over 250 games per player count and variant (3,000 games), the bots
// never choose an illegal action (random, easy and medium at a few
// iterations a decision, stepped in slices of iterations or of time as
// the browser does). 500 a count and variant took 70 s of one core, the
// longest test of the README's command but the browser's; the
// simulations of .ci/run play hundreds more.
func TestBotsNeverPlayIllegally(t *testing.T) {
	games := 250
	if testing.Short() {
		games = 40
	}
	mixes := [][]bot.Level{{bot.Random, bot.Easy, bot.Medium, bot.Easy}, {bot.Easy, bot.Medium, bot.Random, bot.Medium}, {bot.Medium, bot.Random, bot.Easy, bot.Random}}
	for players := 2; players <= 4; players++ {
		for _, vr := range variants {
			// A player count and variant a subtest, run beside the others
			// (go test's -parallel, the cores by default): the games are
			// one core's work each, and the README's command often has a
			// core waiting on a browser's frames.
			t.Run(fmt.Sprintf("%dp-%s", players, vr.name), func(t *testing.T) {
				t.Parallel()
				for g := 0; g < games; g++ {
					setup := Setup{Players: players, Seed: uint64(g), Block: vr.block, Special: vr.special}
					playGame(t, setup, mixes[g%len(mixes)], 2, 1)
				}
			})
		}
	}
}

// The hard bot's parallel trees, run the way Run runs them, also play
// legal games.
func TestHardPlaysLegalGames(t *testing.T) {
	for players := 2; players <= 4; players++ {
		for g := 0; g < 3; g++ {
			setup := Setup{Players: players, Seed: uint64(900 + g), Block: g == 1, Special: g == 2}
			s, _, _ := New(setup)
			var ev []Event
			for s.Phase != PhaseOver {
				a, _ := decide(t, bot.Hard, s.ViewFor(s.Current), uint64(s.Actions), bot.Budget{Iterations: 40, Workers: 2})
				var err error
				if ev, err = s.ApplyTo(ev[:0], a); err != nil {
					t.Fatalf("hard chose %q: %v", a, err)
				}
			}
		}
	}
}

// handTo moves paint and permits behind seat's screen from the boards
// and stacks, so that the state stays one real play could reach.
func giveTile(t *testing.T, s *State, seat int, tile Tile) {
	t.Helper()
	if s.Supply[tile] == 0 {
		t.Fatalf("no %s tile left", tile)
	}
	s.Supply[tile]--
	s.Players[seat].Paint[tile]++
}

func givePermit(t *testing.T, s *State, seat, pips int) {
	t.Helper()
	for i, p := range s.PermitStack {
		if p == pips {
			s.PermitStack = append(s.PermitStack[:i], s.PermitStack[i+1:]...)
			s.Players[seat].Permits[pips]++
			return
		}
	}
	t.Fatalf("no permit with %d pips in the stack", pips)
}

// Hints give the best actions with a one-line reason: holding the paint
// and the permit for D6 (15 VP) with one can left, the top hint is to
// spray it, and says so.
func TestHintsSayWhy(t *testing.T) {
	s, _, err := New(Setup{Players: 2, Seed: 4})
	require.NoError(t, err)
	seat := s.Current
	for _, tile := range []Tile{TileR, TileG, TileK} {
		giveTile(t, s, seat, tile)
	}
	for pips := 1; pips <= NumSections; pips++ { // its permits back to the stack
		for ; s.Players[seat].Permits[pips] > 0; s.Players[seat].Permits[pips]-- {
			s.PermitStack = append(s.PermitStack, pips)
		}
	}
	givePermit(t, s, seat, 4)
	// One can left: this is the seat's last action of the round.
	for _, sp := range []Space{SpG2, SpK2} {
		s.Spaces[sp] = SpaceState{Taken: true, Occ: []Occupant{{Seat: seat, Cans: 2}}}
		s.Players[seat].Cans -= 2
		giveTile(t, s, seat, sp.Def().Tile)
	}
	if err := s.Invariants(); err != nil {
		t.Fatal(err)
	}
	for _, l := range []bot.Level{bot.Easy, bot.Medium, bot.Hard} {
		d, err := NewDecision(l, s.ViewFor(seat), 1, iterBudget(l, 3000, 1))
		require.NoError(t, err)
		d.Run(context.Background())
		h := d.Hints(3)
		if len(h) != 3 {
			t.Fatalf("%s: %d hints, want 3", l, len(h))
		}
		found := false
		for i, x := range h {
			if x.Action.Kind == ActSpray && s.Tunnel().Segments[x.Action.Segment].Name == "D6" {
				found = true
				if want := "spray D6 for 15 VP; you hold the paint"; x.Reason != want {
					t.Errorf("%s: the spray hint says %q, want %q", l, x.Reason, want)
				}
				if i != 0 {
					t.Errorf("%s: the spray is hint %d, not the first: %v", l, i+1, h)
				}
			}
		}
		if !found {
			t.Errorf("%s: no hint to spray D6 among %v", l, h)
		}
		for _, x := range h {
			if x.Reason == "" || strings.Contains(x.Reason, "\n") {
				t.Errorf("%s: hint %q has reason %q: one line wanted", l, x.Action, x.Reason)
			}
			if _, err := s.Clone().Apply(x.Action); err != nil {
				t.Errorf("%s: hint %q is illegal: %v", l, x.Action, err)
			}
		}
	}
}

// The easy bot never passes while it has cans and can spray.
func TestEasyDoesNotPassWithASprayLeft(t *testing.T) {
	tried := 0
	for players := 2; players <= 4; players++ {
		for i, s := range positions(t, players, false, false, 400, 40+uint64(players)) {
			if s.Phase != PhasePlay || s.Players[s.Current].Cans == 0 {
				continue
			}
			canSpray := false
			for _, a := range s.LegalActions(nil) {
				canSpray = canSpray || a.Kind == ActSpray
			}
			if !canSpray {
				continue
			}
			tried++
			a, _ := decide(t, bot.Easy, s.ViewFor(s.Current), uint64(i), bot.Budget{})
			if a.Kind == ActPass {
				t.Fatalf("%d players: easy passes with %d cans and a spray left", players, s.Players[s.Current].Cans)
			}
		}
	}
	if tried < 20 {
		t.Fatalf("only %d states with a spray to make", tried)
	}
}

// The easy bot never spends a discount for nothing: only when cans are
// short (without it the placement is unaffordable or leaves no can).
func TestEasyKeepsTheDiscountWhenCansAreNotShort(t *testing.T) {
	tried, used := 0, 0
	for players := 2; players <= 4; players++ {
		for i, s := range positions(t, players, false, false, 300, 60+uint64(players)) {
			if s.Phase != PhasePlay || s.Players[s.Current].Cans == 0 {
				continue
			}
			seat := s.Current
			if s.Players[seat].Bonus[BonusDiscount] == 0 {
				giveBonusIfAny(s, seat, BonusDiscount)
			}
			if s.Players[seat].Bonus[BonusDiscount] == 0 {
				continue
			}
			tried++
			a, _ := decide(t, bot.Easy, s.ViewFor(seat), uint64(i), bot.Budget{})
			if !a.Discount {
				continue
			}
			used++
			plain := a
			plain.Discount = false
			cost := a.Space.Def().Cost
			if a.Space.Def().Board == TunnelBoard && cost == 2 && s.Bobby == seat {
				cost = 1
			}
			if left := s.Players[seat].Cans - cost; left >= 1 {
				t.Fatalf("%d players: easy plays %q with %d cans: without the discount it would still have %d", players, a, s.Players[seat].Cans, left)
			}
		}
	}
	if tried < 50 {
		t.Fatalf("only %d states with a discount to spend", tried)
	}
	t.Logf("%d states, discount used in %d", tried, used)
}

func giveBonusIfAny(s *State, seat int, b Bonus) {
	for i, x := range s.BonusStack {
		if x == b {
			s.BonusStack = append(s.BonusStack[:i], s.BonusStack[i+1:]...)
			s.Players[seat].Bonus[b]++
			return
		}
	}
}

// The levels are ordered: a short sanity match, easy against random.
func TestEasyBeatsRandom(t *testing.T) {
	wins := 0.0
	const n = 20
	for g := 0; g < n; g++ {
		s := playGame(t, Setup{Players: 2, Seed: uint64(g)}, []bot.Level{bot.Easy, bot.Random}, 0, 1)
		for _, w := range s.Winners {
			if w == 0 {
				wins += 1 / float64(len(s.Winners))
			}
		}
	}
	if wins < 0.8*n {
		t.Errorf("easy won %.1f of %d games against random", wins, n)
	}
}

// A time budget spent in slices: StepFor reports done once the time in
// its slices reaches the budget, not before, and a slice is short.
func TestStepForSpendsTheTimeBudgetInSlices(t *testing.T) {
	var s *State
	for _, x := range positions(t, 3, false, false, 30, 8) {
		if x.Phase == PhasePlay && x.Players[x.Current].Cans > 0 {
			s = x
		}
	}
	d, err := NewDecision(bot.Hard, s.ViewFor(s.Current), 1, bot.Budget{Time: 40 * time.Millisecond, Workers: 1})
	require.NoError(t, err)
	gametest.SpendsInSlices(t, d)
	if _, err := s.Clone().Apply(d.Best()); err != nil {
		t.Errorf("the choice %q is illegal: %v", d.Best(), err)
	}
}
