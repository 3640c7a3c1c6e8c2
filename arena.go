package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"strings"
	"sync"
	"time"

	"graffiti/game/bot"
	"graffiti/game/graffiti"
)

// runArena plays bots against each other headless and prints how each
// fared.
func runArena(args []string) int {
	name, args, err := gameOf(args)
	if err != nil {
		return fail("arena: %v", err)
	}
	switch name {
	case "tagcity":
		return runTagCityArena(args, os.Stdout)
	case "kunststucke":
		return runKunststuckeArena(args, os.Stdout)
	}
	return arena(args, os.Stdout)
}

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
	alone     int     // games won alone (Tag City's arena tells them)
	shared    int     // games won with others
	games     int
	score     int
	decisions int
	think     time.Duration
	slowest   time.Duration
}

func arena(args []string, out io.Writer) int {
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(out)
	games := fs.Int("games", 100, "games to play; seats rotate over shared seeds, so a multiple of -players is fairest")
	players := fs.Int("players", 2, "players per game (2-4)")
	line := addLineup(fs, "hard,medium")
	seed := fs.Uint64("seed", 1, "seed of the first deal; each deal is played once per seat rotation")
	think := fs.Float64("think", 1, "scales every bot's time budget")
	parallel := fs.Int("parallel", 1, "games played at once")
	iters := fs.Int("iterations", 0, "search iterations per decision instead of a time budget (0: time)")
	variants := fs.String("variants", "", "comma-separated: block (variant 1), special (variant 2)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *players < graffiti.MinPlayers || *players > graffiti.MaxPlayers {
		return fail("arena: %d players: Graffiti is for 2 to 4", *players)
	}
	setup := graffiti.Setup{Players: *players}
	for _, v := range strings.Split(*variants, ",") {
		switch strings.TrimSpace(v) {
		case "":
		case "block":
			setup.Block = true
		case "special":
			setup.Special = true
		default:
			return fail("arena: unknown variant %q (block, special)", v)
		}
	}
	entries, err := line.entries(*players)
	if err != nil {
		return fail("arena: %v", err)
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
			for g := range jobs {
				res, err := arenaGame(setup, *seed+uint64(g / *players), g%*players, entries, *think, *iters)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				for i, e := range entries {
					if err != nil {
						break
					}
					e.wins += res.wins[i]
					e.games++
					e.score += res.scores[i]
					e.decisions += res.decisions[i]
					e.think += res.think[i]
					e.slowest = max(e.slowest, res.slowest[i])
				}
				mu.Unlock()
			}
		}()
	}
	for g := 0; g < *games; g++ {
		mu.Lock()
		stop := firstErr != nil
		mu.Unlock()
		if stop {
			break
		}
		jobs <- g
	}
	close(jobs)
	wg.Wait()
	if firstErr != nil {
		fmt.Fprintf(out, "arena: %v\n", firstErr)
		return 1
	}
	el := time.Since(start)
	fmt.Fprintf(out, "arena: %d games, %d players, variants [%s], think %g, seed %d, parallel %d, %s\n",
		*games, *players, *variants, *think, *seed, *parallel, el.Round(time.Second))
	fmt.Fprintf(out, "%-10s %8s %17s %9s %12s %12s\n", "bot", "win %", "95% interval", "avg score", "avg think", "slowest")
	for _, e := range entries {
		lo, hi := wilson(e.wins, e.games)
		avg := time.Duration(0)
		if e.decisions > 0 {
			avg = e.think / time.Duration(e.decisions)
		}
		fmt.Fprintf(out, "%-10s %7.1f%% %7.1f%% – %5.1f%% %9.1f %12s %12s\n", e.label, 100*e.wins/float64(max(e.games, 1)),
			100*lo, 100*hi, float64(e.score)/float64(max(e.games, 1)), avg.Round(time.Microsecond), e.slowest.Round(time.Microsecond))
	}
	fmt.Fprintln(out, "a shared win counts as a fraction (1/2 each for two winners); the interval is Wilson's score interval")
	return 0
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

type arenaResult struct {
	wins      []float64
	scores    []int
	decisions []int
	think     []time.Duration
	slowest   []time.Duration
}

// arenaGame plays one game: entry i sits at seat (i+rot) mod players.
func arenaGame(setup graffiti.Setup, seed uint64, rot int, entries []*arenaEntry, think float64, iters int) (arenaResult, error) {
	n := len(entries)
	setup.Seed = seed
	s, _, err := graffiti.New(setup)
	if err != nil {
		return arenaResult{}, err
	}
	res := arenaResult{wins: make([]float64, n), scores: make([]int, n), decisions: make([]int, n),
		think: make([]time.Duration, n), slowest: make([]time.Duration, n)}
	entryAt := func(seat int) int { return ((seat-rot)%n + n) % n }
	var ev []graffiti.Event
	for s.Phase != graffiti.PhaseOver {
		if s.Actions > graffiti.MaxPlayoutActions {
			return res, fmt.Errorf("seed %d: the game did not end after %d actions", seed, s.Actions)
		}
		seat := s.Current
		e := entryAt(seat)
		b := entries[e].level.Budget(think)
		if iters > 0 {
			b = bot.Budget{Iterations: iters, Workers: 1}
		}
		t0 := time.Now()
		d, err := graffiti.NewDecision(entries[e].level, s.ViewFor(seat), seed*1000003+uint64(s.Actions)*31+uint64(rot), b)
		if err != nil {
			return res, fmt.Errorf("seed %d, action %d: %v", seed, s.Actions, err)
		}
		d.Run(context.Background())
		a := d.Best()
		dt := time.Since(t0)
		res.decisions[e]++
		res.think[e] += dt
		res.slowest[e] = max(res.slowest[e], dt)
		if ev, err = s.ApplyTo(ev[:0], a); err != nil {
			return res, fmt.Errorf("seed %d, rotation %d, action %d: %s (%s) chose %q: %v", seed, rot, s.Actions, entries[e].label, s.Players[seat].Name, a, err)
		}
	}
	for seat := range s.Players {
		res.scores[entryAt(seat)] = s.Players[seat].Score
	}
	for _, w := range s.Winners {
		res.wins[entryAt(w)] += 1 / float64(len(s.Winners))
	}
	return res, nil
}
