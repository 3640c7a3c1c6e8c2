package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"graffiti/game"
	"graffiti/game/bot"
	"graffiti/game/tagcity"
)

// The headless commands for the shelf's other games: sim, replay and
// arena take -game (graffiti, the default, tagcity or kunststucke), read
// here before the command's own flags.

// gameOf takes -game NAME (or -game=NAME) out of args.
func gameOf(args []string) (string, []string, error) {
	name, rest := "graffiti", make([]string, 0, len(args))
	for i := 0; i < len(args); i++ {
		a := strings.TrimLeft(args[i], "-")
		switch {
		case len(args[i]) > 1 && args[i][0] == '-' && a == "game":
			if i+1 >= len(args) {
				return "", nil, errors.New("-game needs a name: graffiti, tagcity or kunststucke")
			}
			name = args[i+1]
			i++
		case len(args[i]) > 1 && args[i][0] == '-' && strings.HasPrefix(a, "game="):
			name = strings.TrimPrefix(a, "game=")
		default:
			rest = append(rest, args[i])
		}
	}
	switch name {
	case "graffiti", "tagcity", "kunststucke":
		return name, rest, nil
	}
	return "", nil, fmt.Errorf("unknown game %q (graffiti, tagcity, kunststucke)", name)
}

// runTagCitySim plays random battles with every check of the core after
// every action (tagcity.Playout), per player count and city side; it
// stops at the first broken one with the record that replays it.
func runTagCitySim(args []string, out io.Writer) int {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(out)
	players := fs.Int("players", 0, "taggers per battle (2-4); 0 plays each count")
	side := fs.String("side", "", "the city boards' side, A or B; empty plays both")
	games := fs.Int("games", 1000, "battles per player count and side")
	seed := fs.Uint64("seed", 1, "seed of the first battle; battle i uses seed+i")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *games < 1 {
		return fail("sim: -games must be at least 1, not %d", *games)
	}
	if *players != 0 && (*players < tagcity.MinPlayers || *players > tagcity.MaxPlayers) {
		return fail("sim: %d taggers: Tag City is for 2 to 4", *players)
	}
	counts := []int{*players}
	if *players == 0 {
		counts = []int{2, 3, 4}
	}
	sides := []tagcity.Side{tagcity.SideA, tagcity.SideB}
	switch strings.ToUpper(*side) {
	case "":
	case "A":
		sides = sides[:1]
	case "B":
		sides = sides[1:]
	default:
		return fail("sim: side %q: A or B", *side)
	}
	for _, n := range counts {
		for _, sd := range sides {
			var actions, rounds int
			ends := map[string]int{}
			start := time.Now()
			for i := 0; i < *games; i++ {
				setup := tagcity.Setup{Players: n, Seed: *seed + uint64(i) + uint64(sd)<<32, City: sd, HQ: tagcity.Side(i % 2)}
				chooser := game.NewRand(setup.Seed ^ 0xc0ffee)
				st, err := tagcity.Playout(setup, &chooser, true)
				if err != nil {
					var ie *tagcity.InvariantError
					if errors.As(err, &ie) {
						rec := tagcity.NewRecord(ie.Setup)
						rec.Actions = ie.Actions
						b, _ := json.Marshal(rec)
						fmt.Fprintf(out, "broken invariant: %v\nrecord: %s\n", ie.Err, b)
						return 1
					}
					return fail("sim: %v", err)
				}
				actions += st.Actions
				rounds += st.Rounds
				ends[st.Ending.String()]++
			}
			g := float64(*games)
			fmt.Fprintf(out, "tagcity: %d battles, %d taggers, city side %s: 0 broken, %.1f actions and %.1f rounds a battle, ends %v, %.1f s\n",
				*games, n, sd, float64(actions)/g, float64(rounds)/g, ends, time.Since(start).Seconds())
		}
	}
	return 0
}

// runTagCityReplay plays a Tag City record and prints the scores.
func runTagCityReplay(args []string, out io.Writer) int {
	s, code, ok := replayFile[*tagcity.Record, *tagcity.State, *game.ActionError](args, out, "-game tagcity ", tagcity.ReadRecord)
	if !ok {
		return code
	}
	type tagger struct {
		Name      string            `json:"name"`
		Breakdown tagcity.Breakdown `json:"breakdown"`
	}
	res := struct {
		Phase   string   `json:"phase"`
		Round   int      `json:"round"`
		Actions int      `json:"actions"`
		Hash    string   `json:"hash"`
		Taggers []tagger `json:"taggers"`
		Winners []int    `json:"winners,omitempty"`
	}{s.Phase.String(), s.Round, s.Actions, s.Hash(), nil, s.Winners}
	for i, t := range s.Taggers {
		res.Taggers = append(res.Taggers, tagger{t.Name, s.Breakdown(i)})
	}
	b, _ := json.MarshalIndent(res, "", "  ")
	fmt.Fprintln(out, string(b))
	return 0
}

// runTagCityArena plays bots against each other over shared seeds, the
// seats rotated, and prints each bot's wins, ties and losses, its win
// rate with Wilson's interval, its average score and think. Tag City's
// bots: random (any legal action), easy (one move ahead, with noise),
// medium and hard (the search, game/tagcity/bot_search.go).
func runTagCityArena(args []string, out io.Writer) int {
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(out)
	games := fs.Int("games", 100, "battles; seats rotate over shared seeds, so a multiple of -players is fairest")
	players := fs.Int("players", 2, "taggers per battle (2-4)")
	line := addLineup(fs, "easy,random")
	seed := fs.Uint64("seed", 1, "seed of the first deal; each deal is played once per seat rotation")
	side := fs.String("side", "A", "the city boards' side, A or B")
	think := fs.Float64("think", 1, "scales every searching bot's time budget")
	iters := fs.Int("iterations", 0, "search iterations per decision instead of a time budget (0: time)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		return fail("arena: unexpected %q", fs.Args())
	}
	if *players < tagcity.MinPlayers || *players > tagcity.MaxPlayers {
		return fail("arena: %d taggers: Tag City is for 2 to 4", *players)
	}
	if *games < 1 {
		return fail("arena: -games must be at least 1, not %d", *games)
	}
	var city tagcity.Side
	switch strings.ToUpper(*side) {
	case "A":
		city = tagcity.SideA
	case "B":
		city = tagcity.SideB
	default:
		return fail("arena: side %q: A or B", *side)
	}
	entries, err := line.entries(*players)
	if err != nil {
		return fail("arena: %v", err)
	}
	budget := arenaBudget(*think, *iters)
	start := time.Now()
	for g := 0; g < *games; g++ {
		rot := g % *players
		setup := tagcity.Setup{Players: *players, Seed: *seed + uint64(g / *players), City: city}
		s, _, err := tagcity.New(setup)
		if err != nil {
			return fail("arena: %v", err)
		}
		r := game.NewRand(setup.Seed ^ uint64(rot+1)*0x9e37)
		entryAt := func(seat int) *arenaEntry { return entries[(seat+rot)%*players] }
		for i := 0; s.Phase != tagcity.PhaseOver; i++ {
			seat := s.Actor()
			e := entryAt(seat)
			t0 := time.Now()
			var act tagcity.Action
			if e.level == bot.Random {
				act = s.RandomAction(&r)
			} else {
				d, err := tagcity.NewDecision(e.level, s.ViewFor(seat), setup.Seed^uint64(i)<<8^uint64(seat), budget(e.level))
				if err != nil {
					return fail("arena: %v", err)
				}
				d.Run(context.Background())
				act = d.Best()
			}
			dt := time.Since(t0)
			e.decisions++
			e.think += dt
			e.slowest = max(e.slowest, dt)
			if _, err := s.Apply(act); err != nil {
				return fail("arena: seed %d, rotation %d, action %d: %s chose %q: %v", setup.Seed, rot, i, e.label, act, err)
			}
		}
		for seat := range s.Taggers {
			entryAt(seat).score += s.Score(seat)
			entryAt(seat).games++
		}
		arenaCredit(s.Winners, entryAt)
	}
	fmt.Fprintf(out, "tagcity arena: %d battles, %d taggers, city side %s, seed %d, think %g, iterations %d [%s], %s\n",
		*games, *players, city, *seed, *think, *iters, arenaBudgets(entries, budget), time.Since(start).Round(time.Second))
	arenaTable(out, entries, "battles")
	return 0
}

// arenaBudget is the budget of each level in the shelf's games' arenas:
// the level's own time budget scaled by think, or iters iterations on one
// tree for the searching levels.
func arenaBudget(think float64, iters int) func(bot.Level) bot.Budget {
	return func(l bot.Level) bot.Budget {
		if iters > 0 && l >= bot.Medium {
			return bot.Budget{Iterations: iters, Workers: 1}
		}
		return l.Budget(think)
	}
}

// arenaCredit shares a game's win among its winners' entries, telling a
// win alone from a shared one.
func arenaCredit(winners []int, entryAt func(seat int) *arenaEntry) {
	for _, w := range winners {
		e := entryAt(w)
		e.wins += 1 / float64(len(winners))
		if len(winners) == 1 {
			e.alone++
		} else {
			e.shared++
		}
	}
}

// arenaBudgets tells the searching levels' budgets, for the arena's
// header.
func arenaBudgets(entries []*arenaEntry, budget func(bot.Level) bot.Budget) string {
	var budgets []string
	seen := map[bot.Level]bool{}
	for _, e := range entries {
		if b := budget(e.level); e.level >= bot.Medium && !seen[e.level] {
			seen[e.level] = true
			if b.Iterations > 0 {
				budgets = append(budgets, fmt.Sprintf("%s %d iterations", e.level, b.Iterations))
			} else {
				budgets = append(budgets, fmt.Sprintf("%s %s on %d tree(s)", e.level, b.Time, b.Workers))
			}
		}
	}
	return strings.Join(budgets, "; ")
}

// arenaTable prints each entry's wins alone, ties and losses over its
// games (battles for Tag City), its win rate with Wilson's interval, its
// average score and thinking times.
func arenaTable(out io.Writer, entries []*arenaEntry, games string) {
	fmt.Fprintf(out, "%-10s %5s %5s %6s %8s %17s %9s %12s %12s\n", "bot", "wins", "ties", "losses", "win %", "95% interval", "avg score", "avg think", "slowest")
	for _, e := range entries {
		lo, hi := wilson(e.wins, e.games)
		avg := time.Duration(0)
		if e.decisions > 0 {
			avg = e.think / time.Duration(e.decisions)
		}
		fmt.Fprintf(out, "%-10s %5d %5d %6d %7.1f%% %7.1f%% – %5.1f%% %9.1f %12s %12s\n", e.label, e.alone, e.shared, e.games-e.alone-e.shared,
			100*e.wins/float64(e.games), 100*lo, 100*hi, float64(e.score)/float64(e.games), avg.Round(time.Microsecond), e.slowest.Round(time.Microsecond))
	}
	fmt.Fprintf(out, "ties are %s won with others; a shared win counts as a fraction of a win (1/2 each for two winners); the interval is Wilson's score interval\n", games)
}
