package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math"
	"strings"
	"sync"
	"time"

	"graffiti/game"
	"graffiti/game/bot"
)

// lineup is the arena's seats: -bots lists a level a seat (the last
// repeats to fill the table); -a and -b say the same for a match, the
// first seat's bot and every other seat's.
type lineup struct{ bots, a, b *string }

func addLineup(fs *flag.FlagSet, bots string) lineup {
	return lineup{
		bots: fs.String("bots", bots, "comma-separated levels (random, easy, medium, hard), one per seat; the last repeats to fill the table"),
		a:    fs.String("a", "", "the first bot's level: -a A -b B is -bots A,B"),
		b:    fs.String("b", "", "the other seats' level, with -a"),
	}
}

// entries gives the line-up's bots, one a seat; repeated levels are
// numbered (medium#1, medium#2).
func (l lineup) entries(players int) ([]*arenaEntry, error) {
	names := strings.Split(*l.bots, ",")
	if *l.a != "" || *l.b != "" {
		if *l.a == "" || *l.b == "" {
			return nil, fmt.Errorf("-a and -b go together (or -bots)")
		}
		names = []string{*l.a, *l.b}
	}
	if len(names) > players {
		return nil, fmt.Errorf("%d bots for %d seats", len(names), players)
	}
	for len(names) < players {
		names = append(names, names[len(names)-1])
	}
	var entries []*arenaEntry
	total, seen := map[bot.Level]int{}, map[bot.Level]int{}
	for _, n := range names {
		l, err := bot.ParseLevel(n)
		if err != nil {
			return nil, err
		}
		total[l]++
		entries = append(entries, &arenaEntry{label: l.String(), level: l})
	}
	for _, e := range entries {
		if seen[e.level]++; total[e.level] > 1 {
			e.label = fmt.Sprintf("%s#%d", e.level, seen[e.level])
		}
	}
	return entries, nil
}

// arenaEntry is one bot of the line-up and what it achieved.
type arenaEntry struct {
	label     string
	level     bot.Level
	wins      float64 // a shared win counts as a fraction
	alone     int     // games won alone
	shared    int     // games won with others
	games     int
	score     int
	decisions int
	think     time.Duration
	slowest   time.Duration
}

// arena plays bots against each other headless, over shared seeds
// with the seats rotated, and prints how each fared.
func arena(args []string, out io.Writer) int {
	fs, args, err := newGameFlags("arena", args, out)
	if err != nil {
		return fail("arena: %v", err)
	}
	fewest, most := fs.g.Players()
	games := fs.Int("games", 100, "games to play; seats rotate over shared seeds, so a multiple of -players is fairest")
	players := fs.Int("players", 2, fmt.Sprintf("players per game (%d-%d)", fewest, most))
	line := addLineup(fs.FlagSet, "hard,medium")
	seed := fs.Uint64("seed", 1, "seed of the first deal; each deal is played once per seat rotation")
	think := fs.Float64("think", 1, "scales every searching bot's time budget")
	parallel := fs.Int("parallel", 1, "games played at once")
	iters := fs.Int("iterations", 0, "search iterations per decision of the searching bots instead of a time budget (0: time)")
	if code := fs.parse(args); code != 0 {
		return code
	}
	if *games < 1 {
		return fail("arena: -games must be at least 1, not %d", *games)
	}
	o, err := fs.options(*players)
	if err != nil {
		return fail("arena: %v", err)
	}
	entries, err := line.entries(*players)
	if err != nil {
		return fail("arena: %v", err)
	}
	budget := func(l bot.Level) bot.Budget {
		if *iters > 0 && l >= bot.Medium {
			return bot.Budget{Iterations: *iters, Workers: 1}
		}
		return l.Budget(*think)
	}

	start := time.Now()
	var mu sync.Mutex
	var firstErr error
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < max(*parallel, 1); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := range jobs {
				o := o
				o.Seed = *seed + uint64(n / *players)
				res, err := arenaGame(fs.g, o, n%*players, entries, budget)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				if err == nil {
					res.credit(entries)
				}
				mu.Unlock()
			}
		}()
	}
	for n := 0; n < *games; n++ {
		mu.Lock()
		stop := firstErr != nil
		mu.Unlock()
		if stop {
			break
		}
		jobs <- n
	}
	close(jobs)
	wg.Wait()
	if firstErr != nil {
		fmt.Fprintf(out, "arena: %v\n", firstErr)
		return 1
	}
	fmt.Fprintf(out, "%s arena: %d games, %d players, variants [%s], think %g, seed %d, parallel %d [%s], %s\n",
		fs.g.Name(), *games, *players, strings.Join(o.Variants, " "), *think, *seed, *parallel, budgets(entries, budget), time.Since(start).Round(time.Second))
	fmt.Fprintf(out, "%-10s %5s %5s %6s %8s %17s %9s %12s %12s\n", "bot", "wins", "ties", "losses", "win %", "95% interval", "avg score", "avg think", "slowest")
	for _, e := range entries {
		lo, hi := wilson(e.wins, e.games)
		avg := time.Duration(0)
		if e.decisions > 0 {
			avg = e.think / time.Duration(e.decisions)
		}
		fmt.Fprintf(out, "%-10s %5d %5d %6d %7.1f%% %7.1f%% – %5.1f%% %9.1f %12s %12s\n", e.label, e.alone, e.shared, e.games-e.alone-e.shared,
			100*e.wins/float64(max(e.games, 1)), 100*lo, 100*hi, float64(e.score)/float64(max(e.games, 1)), avg.Round(time.Microsecond), e.slowest.Round(time.Microsecond))
	}
	fmt.Fprintln(out, "ties are games won with others; a shared win counts as a fraction of a win (1/2 each for two winners); the interval is Wilson's score interval")
	return 0
}

// budgets tells the searching levels' budgets, for the arena's header.
func budgets(entries []*arenaEntry, budget func(bot.Level) bot.Budget) string {
	var out []string
	seen := map[bot.Level]bool{}
	for _, e := range entries {
		if b := budget(e.level); e.level >= bot.Medium && !seen[e.level] {
			seen[e.level] = true
			if b.Iterations > 0 {
				out = append(out, fmt.Sprintf("%s %d iterations", e.level, b.Iterations))
			} else {
				out = append(out, fmt.Sprintf("%s %s on %d tree(s)", e.level, b.Time, b.Workers))
			}
		}
	}
	return strings.Join(out, "; ")
}

// wilson is the 95 % Wilson score interval of wins out of n.
func wilson(wins float64, n int) (float64, float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.96
	nf := float64(n)
	p := wins / nf
	den := 1 + z*z/nf
	c := (p + z*z/(2*nf)) / den
	h := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return max(0, c-h), min(1, c+h)
}

// arenaResult is one game as each entry played it.
type arenaResult struct {
	result    game.Result
	entryAt   []int // the entry at each seat
	decisions []int // by entry
	think     []time.Duration
	slowest   []time.Duration
}

// credit adds a game to its entries: its score, its decisions, and its
// win shared among the winners.
func (r arenaResult) credit(entries []*arenaEntry) {
	for seat, e := range r.entryAt {
		entries[e].games++
		entries[e].score += r.result.Scores[seat]
	}
	for e := range entries {
		entries[e].decisions += r.decisions[e]
		entries[e].think += r.think[e]
		entries[e].slowest = max(entries[e].slowest, r.slowest[e])
	}
	for _, w := range r.result.Winners {
		e := entries[r.entryAt[w]]
		e.wins += 1 / float64(len(r.result.Winners))
		if len(r.result.Winners) == 1 {
			e.alone++
		} else {
			e.shared++
		}
	}
}

// arenaGame plays one game of o: entry i sits at seat (i+rot) mod
// players. Each bot decides from its seat's view alone.
func arenaGame(g game.Game, o game.Options, rot int, entries []*arenaEntry, budget func(bot.Level) bot.Budget) (arenaResult, error) {
	n := len(entries)
	m, _, err := g.New(o)
	if err != nil {
		return arenaResult{}, err
	}
	res := arenaResult{entryAt: make([]int, n), decisions: make([]int, n), think: make([]time.Duration, n), slowest: make([]time.Duration, n)}
	for seat := range res.entryAt {
		res.entryAt[seat] = ((seat-rot)%n + n) % n
	}
	for !m.Over() {
		if m.Actions() > 20000 {
			return res, fmt.Errorf("seed %d: the game did not end after %d actions", o.Seed, m.Actions())
		}
		seat := m.ToAct()
		e := res.entryAt[seat]
		t0 := time.Now()
		d, err := g.Decide(entries[e].level, m.View(seat), o.Seed*1000003+uint64(m.Actions())*31+uint64(rot), budget(entries[e].level))
		if err != nil {
			return res, fmt.Errorf("seed %d, action %d: %v", o.Seed, m.Actions(), err)
		}
		d.Run(context.Background())
		a := d.Choice()
		dt := time.Since(t0)
		res.decisions[e]++
		res.think[e] += dt
		res.slowest[e] = max(res.slowest[e], dt)
		if _, err := m.Apply(a); err != nil {
			return res, fmt.Errorf("seed %d, rotation %d, action %d: %s (%s) chose %q: %v", o.Seed, rot, m.Actions(), entries[e].label, m.Names()[seat], a, err)
		}
	}
	res.result = m.Result()
	return res, nil
}
