package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"graffiti/game"
	ks "graffiti/game/kunststucke"
)

// Kunststücke headless: sim, replay and arena with -game kunststucke.

// runKunststuckeSim plays random games with every check of the core after
// every action (ks.Playout: the invariants, and a view's secrecy at each
// turn's end), per player count; in one game of every -legal-every it
// also stops at a random action and checks that the legal list agrees
// with Check over the whole action space. It stops at the first broken
// game with the record that replays it.
func runKunststuckeSim(args []string, out io.Writer) int {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(out)
	players := fs.Int("players", 0, "players per game (2-5); 0 plays each count")
	games := fs.Int("games", 1000, "games per player count")
	seed := fs.Uint64("seed", 1, "seed of the first game; game i uses seed+i")
	every := fs.Int("legal-every", 10, "in one game of so many, check the legal list against Check in a random state")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		return fail("sim: unexpected %q", fs.Args())
	}
	if *games < 1 || *every < 1 {
		return fail("sim: -games and -legal-every must be at least 1, not %d and %d", *games, *every)
	}
	if *players != 0 && (*players < ks.MinPlayers || *players > ks.MaxPlayers) {
		return fail("sim: %d players: Kunststücke is for %d to %d", *players, ks.MinPlayers, ks.MaxPlayers)
	}
	counts := []int{*players}
	if *players == 0 {
		counts = []int{2, 3, 4, 5}
	}
	broken := func(setup ks.Setup, actions []string, err error) int {
		rec := ks.NewRecord(setup)
		rec.Actions = actions
		b, _ := json.Marshal(rec)
		fmt.Fprintf(out, "broken game: %v\nrecord: %s\n", err, b)
		return 1
	}
	for _, n := range counts {
		var actions, discarded, slides, drawn, met, score, checked int
		start := time.Now()
		for i := 0; i < *games; i++ {
			setup := ks.Setup{Players: n, Seed: *seed + uint64(i) + uint64(n)<<32, Youngest: -1}
			chooser := game.NewRand(setup.Seed ^ 0xc0ffee)
			st, err := ks.Playout(setup, ks.DefaultPolicy(), &chooser, true)
			if err != nil {
				var ie *ks.InvariantError
				if errors.As(err, &ie) {
					return broken(ie.Setup, ie.Actions, ie.Err)
				}
				return fail("sim: %v", err)
			}
			if i%*every == 0 {
				if played, err := ksCheckLegal(setup, st.Actions); err != nil {
					return broken(setup, played, err)
				}
				checked++
			}
			actions += st.Actions
			discarded += st.Discarded
			slides += st.Slides
			drawn += st.Drawn
			met += st.Met
			for _, sc := range st.Scores {
				score += sc
			}
		}
		g := float64(*games)
		fmt.Fprintf(out, "kunststucke: %d games, %d players: 0 broken, %.1f actions, %.1f discards, %.1f slides, %.1f tiles drawn and %.1f met a game, mean score %.1f, legal list = Check in %d states, %.1f s\n",
			*games, n, float64(actions)/g, float64(discarded)/g, float64(slides)/g, float64(drawn)/g, float64(met)/g,
			float64(score)/g/float64(n), checked, time.Since(start).Seconds())
	}
	return 0
}

// ksCheckLegal plays the game ks.Playout played from setup (the same
// policy and chooser) to a random one of its actions, and checks there
// that LegalActions lists each action Check accepts, once, and nothing
// else, over every in-range action. It gives the actions played.
func ksCheckLegal(setup ks.Setup, total int) ([]string, error) {
	s, _, err := ks.New(setup)
	if err != nil {
		return nil, err
	}
	chooser := game.NewRand(setup.Seed ^ 0xc0ffee)
	pick := game.NewRand(setup.Seed ^ 0x1e9a1)
	stop := pick.Intn(total)
	pol := ks.DefaultPolicy()
	var played []string
	for len(played) < stop {
		a := pol.Choose(s, &chooser)
		played = append(played, a.String())
		if _, err := s.Apply(a); err != nil {
			return played, err
		}
	}
	listed := map[ks.Action]bool{}
	for _, a := range s.LegalActions(nil) {
		if listed[a] {
			return played, fmt.Errorf("%q is listed twice", a)
		}
		listed[a] = true
	}
	accepted := 0
	for _, a := range ksActionSpace() {
		ok := s.Check(a) == nil
		if ok != listed[a] {
			return played, fmt.Errorf("the legal list and Check disagree on %q: accepted %v, listed %v", a, ok, listed[a])
		}
		if ok {
			accepted++
		}
	}
	if accepted != len(listed) {
		return played, fmt.Errorf("the legal list has %d actions, Check accepts %d of the action space", len(listed), accepted)
	}
	return played, nil
}

// ksActionSpace is every action with its fields in range.
func ksActionSpace() []ks.Action {
	as := []ks.Action{{Kind: ks.ActUndo}, ks.End}
	for id := ks.ShapeID(0); int(id) < ks.NumShapes; id++ {
		as = append(as, ks.Action{Kind: ks.ActDiscard, Shape: id})
		for y := int8(0); y < ks.CanvasSize; y++ {
			for x := int8(0); x < ks.CanvasSize; x++ {
				at := ks.Cell{X: x, Y: y}
				as = append(as, ks.Action{Kind: ks.ActSlide, Shape: id, At: at})
				for rot := int8(0); rot < 4; rot++ {
					as = append(as, ks.Action{Kind: ks.ActPlace, Shape: id, Rot: rot, At: at})
				}
			}
		}
	}
	for p := int8(0); p < ks.NumPiles; p++ {
		as = append(as, ks.Action{Kind: ks.ActLook, Pile: p})
	}
	for t := ks.TileID(0); int(t) < ks.NumTiles; t++ {
		for k := int8(0); int(k) < ks.NumSlots; k++ {
			as = append(as, ks.Action{Kind: ks.ActTake, Tile: t, Slot: k})
		}
	}
	return as
}

// runKunststuckeReplay plays a Kunststücke record and prints where it
// ends: the turn, the hash, each artist's score, objectives met and
// tokens, and the winners.
func runKunststuckeReplay(args []string, out io.Writer) int {
	s, code, ok := replayFile[*ks.Record, *ks.State, *game.ActionError](args, out, "-game kunststucke ", ks.ReadRecord)
	if !ok {
		return code
	}
	type artist struct {
		Name   string `json:"name"`
		Score  int    `json:"score"`
		Met    int    `json:"met"`
		Tokens int    `json:"tokens"`
	}
	res := struct {
		Over    bool     `json:"over"`
		Turn    int      `json:"turn"`
		Actions int      `json:"actions"`
		Hash    string   `json:"hash"`
		Artists []artist `json:"artists"`
		Winners []int    `json:"winners,omitempty"`
	}{s.Over, s.Turn, s.Actions, s.Hash(), nil, s.Winners}
	for _, p := range s.Players {
		res.Artists = append(res.Artists, artist{p.Name, p.Score, p.Met, p.Tokens})
	}
	b, _ := json.MarshalIndent(res, "", "  ")
	fmt.Fprintln(out, string(b))
	return 0
}

// runKunststuckeArena plays bots against each other over shared seeds,
// the seats rotated, and prints what Tag City's arena prints. The bots:
// random (the core's random policy), easy (one move ahead, with noise),
// medium and hard (the search, game/kunststucke/bot_search.go).
func runKunststuckeArena(args []string, out io.Writer) int {
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(out)
	games := fs.Int("games", 100, "games; seats rotate over shared seeds, so a multiple of -players is fairest")
	players := fs.Int("players", 2, "players per game (2-5)")
	line := addLineup(fs, "easy,random")
	seed := fs.Uint64("seed", 1, "seed of the first deal; each deal is played once per seat rotation")
	think := fs.Float64("think", 1, "scales every searching bot's time budget")
	iters := fs.Int("iterations", 0, "search iterations per decision instead of a time budget (0: time)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		return fail("arena: unexpected %q", fs.Args())
	}
	if *players < ks.MinPlayers || *players > ks.MaxPlayers {
		return fail("arena: %d players: Kunststücke is for %d to %d", *players, ks.MinPlayers, ks.MaxPlayers)
	}
	if *games < 1 {
		return fail("arena: -games must be at least 1, not %d", *games)
	}
	entries, err := line.entries(*players)
	if err != nil {
		return fail("arena: %v", err)
	}
	budget := arenaBudget(*think, *iters)
	start := time.Now()
	for g := 0; g < *games; g++ {
		rot := g % *players
		setup := ks.Setup{Players: *players, Seed: *seed + uint64(g / *players), Youngest: 0}
		s, _, err := ks.New(setup)
		if err != nil {
			return fail("arena: %v", err)
		}
		entryAt := func(seat int) *arenaEntry { return entries[(seat+rot)%*players] }
		for i := 0; !s.Over; i++ {
			seat := s.Current
			e := entryAt(seat)
			t0 := time.Now()
			d, err := ks.NewDecision(e.level, s.ViewFor(seat), setup.Seed^uint64(i)<<8^uint64(seat)<<4^uint64(rot), budget(e.level))
			if err != nil {
				return fail("arena: %v", err)
			}
			d.Run(context.Background())
			act := d.Best()
			dt := time.Since(t0)
			e.decisions++
			e.think += dt
			e.slowest = max(e.slowest, dt)
			if _, err := s.Apply(act); err != nil {
				return fail("arena: seed %d, rotation %d, action %d: %s chose %q: %v", setup.Seed, rot, i, e.label, act, err)
			}
		}
		for seat := range s.Players {
			entryAt(seat).score += s.Players[seat].Score
			entryAt(seat).games++
		}
		arenaCredit(s.Winners, entryAt)
	}
	fmt.Fprintf(out, "kunststucke arena: %d games, %d players, seed %d, think %g, iterations %d [%s], %s\n",
		*games, *players, *seed, *think, *iters, arenaBudgets(entries, budget), time.Since(start).Round(time.Second))
	arenaTable(out, entries, "games")
	return 0
}
