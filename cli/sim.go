package cli

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"graffiti/game"
)

// sim plays random legal games with every check of the game's core
// after every action (Game.Playout), for each player count asked, and
// prints a line a count; in one game of every -legal-every it also stops
// at a random action and checks that the legal list agrees with Check.
// It stops at the first broken game with the record that replays it.
func sim(args []string, out io.Writer) int {
	fs, args, err := newGameFlags("sim", args, out)
	if err != nil {
		return fail("sim: %v", err)
	}
	fewest, most := fs.g.Players()
	players := fs.Int("players", 0, fmt.Sprintf("players per game (%d-%d); 0 plays each count", fewest, most))
	games := fs.Int("games", 1000, "games per player count")
	seed := fs.Uint64("seed", 1, "seed of the first game; game i uses seed+i")
	every := fs.Int("legal-every", 10, "in one game of so many, check the legal list against Check at a random action")
	if code := fs.parse(args); code != 0 {
		return code
	}
	if *games < 1 || *every < 1 {
		return fail("sim: -games and -legal-every must be at least 1, not %d and %d", *games, *every)
	}
	counts := []int{*players}
	if *players == 0 {
		counts = nil
		for n := fewest; n <= most; n++ {
			counts = append(counts, n)
		}
	}
	for _, n := range counts {
		o, err := fs.options(n)
		if err != nil {
			return fail("sim: %v", err)
		}
		var actions, score, checked int
		tallies := map[string]int{}
		var order []string
		start := time.Now()
		var playing time.Duration // the playouts' own time, checks included
		for i := 0; i < *games; i++ {
			o.Seed = *seed + uint64(i)
			t0 := time.Now()
			p, err := fs.g.Playout(o, o.Seed^0xc0ffee, true)
			playing += time.Since(t0)
			if err == nil && i%*every == 0 {
				err = checkLegal(fs.g, o, p.Actions)
				checked++
			}
			var broken *game.Broken
			if errors.As(err, &broken) {
				fmt.Fprintf(out, "broken game: %v\nseed %d\nrecord: %s\n", broken.Err, o.Seed, broken.Record)
				return 1
			}
			if err != nil {
				return fail("sim: %v", err)
			}
			actions += p.Actions
			for _, s := range p.Scores {
				score += s
			}
			for _, t := range p.Tallies {
				if _, ok := tallies[t.Name]; !ok {
					order = append(order, t.Name)
				}
				tallies[t.Name] += t.N
			}
		}
		gf := float64(*games)
		var counted []string
		for _, name := range order {
			counted = append(counted, fmt.Sprintf("%.2f %s", float64(tallies[name])/gf, name))
		}
		fmt.Fprintf(out, "%s: %d games, %d players, variants [%s]: 0 broken, %.1f actions a game, %s, mean final score %.1f, legal list = Check in %d states, %.0f actions/s (checked after each), %.1f s\n",
			fs.g.Name(), *games, n, strings.Join(o.Variants, " "), float64(actions)/gf, strings.Join(counted, ", "),
			float64(score)/gf/float64(n), checked, float64(actions)/playing.Seconds(), time.Since(start).Seconds())
	}
	return 0
}

// checkLegal plays a game of o by random legal actions (as long as the
// playout's total and a little more at most), and checks at one of its
// states, drawn at random, that the legal list names each action once
// and agrees with Check: over every action in range where the game can
// list them all (Match.ActionSpace), else over every action listed legal
// anywhere in the game, before that state or after. It fails with a
// *game.Broken.
func checkLegal(g game.Game, o game.Options, total int) error {
	m, _, err := g.New(o)
	if err != nil {
		return err
	}
	pick := game.NewRand(o.Seed ^ 0x1e9a1)
	pool := map[string]bool{}
	var states []game.Match // every state before the end
	broken := func(m game.Match, err error) error {
		rec, _ := m.Record()
		return &game.Broken{Err: err, Record: rec}
	}
	for !m.Over() && m.Actions() < 2*total+200 {
		states = append(states, m.Clone())
		legal := m.Legal()
		if len(legal) == 0 {
			return broken(m, fmt.Errorf("no legal action for seat %d", m.ToAct()))
		}
		for _, a := range legal {
			pool[a] = true
		}
		if _, err := m.Apply(legal[pick.Intn(len(legal))]); err != nil {
			return broken(m, err)
		}
	}
	m = states[pick.Intn(len(states))]
	listed := map[string]bool{}
	for _, a := range m.Legal() {
		if listed[a] {
			return broken(m, fmt.Errorf("%q is listed twice", a))
		}
		listed[a] = true
	}
	var space []string
	whole := false
	if s, ok := m.(interface{ ActionSpace() []string }); ok {
		space = s.ActionSpace()
		whole = space != nil
	}
	if !whole {
		for a := range pool {
			space = append(space, a)
		}
		slices.Sort(space)
	}
	accepted := 0
	for _, a := range space {
		ok := m.Check(a) == nil
		if ok != listed[a] {
			return broken(m, fmt.Errorf("the legal list and Check disagree on %q: accepted %v, listed %v", a, ok, listed[a]))
		}
		if ok {
			accepted++
		}
	}
	if whole && accepted != len(listed) {
		return broken(m, fmt.Errorf("the legal list has %d actions, Check accepts %d of the action space", len(listed), accepted))
	}
	return nil
}
