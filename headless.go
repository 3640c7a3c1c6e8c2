package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"graffiti/game"
	"graffiti/scenes/boxes"
)

// The headless commands, written once over the contract of package game:
// sim, replay and arena take -game NAME (the shelf's first game when
// not told) and play any game of the shelf the same way.

// gameOf takes -game NAME (or -game=NAME) out of args, wherever it is.
func gameOf(args []string) (game.Game, []string, error) {
	name, rest := boxes.Games[0].Name(), make([]string, 0, len(args))
	for i := 0; i < len(args); i++ {
		a := strings.TrimLeft(args[i], "-")
		switch {
		case len(args[i]) > 1 && args[i][0] == '-' && a == "game":
			if i+1 >= len(args) {
				return nil, nil, errors.New("-game needs a name")
			}
			name = args[i+1]
			i++
		case len(args[i]) > 1 && args[i][0] == '-' && strings.HasPrefix(a, "game="):
			name = strings.TrimPrefix(a, "game=")
		default:
			rest = append(rest, args[i])
		}
	}
	g, err := boxes.Find(name)
	return g, rest, err
}

// setupFlags are the set-up flags every command takes for g: -variants,
// and each variant's older flag of its own (Tag City's -side).
type setupFlags struct {
	g        game.Game
	variants *string
	own      map[string]*string // variant name: its own flag's value
}

func addSetupFlags(fs *flag.FlagSet, g game.Game) *setupFlags {
	sf := &setupFlags{g: g, own: map[string]*string{}}
	var words []string
	for _, v := range g.Variants() {
		w := v.Name
		if len(v.Values) > 0 {
			w += "=" + strings.Join(v.Values, "|")
		}
		words = append(words, w+" ("+v.Usage+")")
		if v.Flag != "" {
			sf.own[v.Name] = fs.String(v.Flag, "", "the variant "+v.Name+": "+strings.Join(v.Values, " or ")+" ("+v.Usage+")")
		}
	}
	usage := "comma-separated variants: " + strings.Join(words, ", ")
	if len(words) == 0 {
		usage = g.Title() + " has no variants"
	}
	sf.variants = fs.String("variants", "", usage)
	return sf
}

// options are the set-up the flags ask for, refused in words when g
// cannot have it.
func (sf *setupFlags) options(players int) (game.Options, error) {
	o := game.Options{Players: players}
	for _, w := range strings.Split(*sf.variants, ",") {
		if w = strings.TrimSpace(w); w != "" {
			o.Variants = append(o.Variants, w)
		}
	}
	for name, v := range sf.own {
		if *v != "" {
			o.Variants = append(o.Variants, name+"="+strings.ToUpper(*v))
		}
	}
	slices.Sort(o.Variants)
	return o, o.Check(sf.g.Variants())
}

// runSim plays random legal games with every check of the game's core
// after every action (Game.Playout), for each player count asked, and
// prints a line a count; in one game of every -legal-every it also stops
// at a random action and checks that the legal list agrees with Check.
// It stops at the first broken game with the record that replays it.
func runSim(args []string) int { return sim(args, os.Stdout) }

func sim(args []string, out io.Writer) int {
	g, args, err := gameOf(args)
	if err != nil {
		return fail("sim: %v", err)
	}
	fewest, most := g.Players()
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(out)
	players := fs.Int("players", 0, fmt.Sprintf("players per game (%d-%d); 0 plays each count", fewest, most))
	games := fs.Int("games", 1000, "games per player count")
	seed := fs.Uint64("seed", 1, "seed of the first game; game i uses seed+i")
	every := fs.Int("legal-every", 10, "in one game of so many, check the legal list against Check at a random action")
	sf := addSetupFlags(fs, g)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		return fail("sim: unexpected %q", fs.Args())
	}
	if *games < 1 || *every < 1 {
		return fail("sim: -games and -legal-every must be at least 1, not %d and %d", *games, *every)
	}
	if *players != 0 && (*players < fewest || *players > most) {
		return fail("sim: %d players: %s is for %d to %d", *players, g.Title(), fewest, most)
	}
	counts := []int{*players}
	if *players == 0 {
		counts = nil
		for n := fewest; n <= most; n++ {
			counts = append(counts, n)
		}
	}
	for _, n := range counts {
		o, err := sf.options(n)
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
			p, err := g.Playout(o, o.Seed^0xc0ffee, true)
			playing += time.Since(t0)
			if err == nil && i%*every == 0 {
				err = checkLegal(g, o, p.Actions)
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
			g.Name(), *games, n, strings.Join(o.Variants, " "), float64(actions)/gf, strings.Join(counted, ", "),
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

// runReplay plays a record and prints the game's outcome as JSON; an
// action the rules refuse is told, and ends the command with 1.
func runReplay(args []string) int { return replay(args, os.Stdout) }

func replay(args []string, out io.Writer) int {
	g, args, err := gameOf(args)
	if err != nil {
		return fail("replay: %v", err)
	}
	if len(args) != 1 {
		return fail("usage: graffiti replay [-game NAME] FILE.json")
	}
	data, err := os.ReadFile(args[0])
	if err != nil {
		return fail("replay: %v", err)
	}
	m, err := g.Replay(data)
	var refused *game.ActionError
	switch {
	case errors.As(err, &refused):
		fmt.Fprintln(out, refused.Error())
		return 1
	case err != nil:
		return fail("replay: %v", err)
	}
	b, _ := json.MarshalIndent(m.Outcome(), "", "  ")
	fmt.Fprintln(out, string(b))
	return 0
}
