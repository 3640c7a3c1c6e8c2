package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"graffiti/game"
	"graffiti/game/graffiti"
)

// runSim plays random legal games and checks the invariants after every
// action; it stops at the first broken one with what replays it.
func runSim(args []string) int {
	name, args, err := gameOf(args)
	if err != nil {
		return fail("sim: %v", err)
	}
	switch name {
	case "tagcity":
		return runTagCitySim(args, os.Stdout)
	case "kunststucke":
		return runKunststuckeSim(args, os.Stdout)
	}
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	players := fs.Int("players", 4, "players per game (2-4)")
	games := fs.Int("games", 1000, "games to play")
	seed := fs.Uint64("seed", 1, "seed of the first game; game i uses seed+i")
	variants := fs.String("variants", "", "comma-separated: block (variant 1), special (variant 2)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *games < 1 {
		return fail("sim: -games must be at least 1, not %d", *games)
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
			return fail("sim: unknown variant %q (block, special)", v)
		}
	}
	var actions, rounds, completed, scoreSum, scores int
	start := time.Now()
	for i := 0; i < *games; i++ {
		setup.Seed = *seed + uint64(i)
		chooser := game.NewRand(setup.Seed)
		st, err := graffiti.Playout(setup, &chooser, true)
		if err != nil {
			var ie *graffiti.InvariantError
			if errors.As(err, &ie) {
				rec, _ := json.Marshal(graffiti.Record{Format: graffiti.Format, Setup: ie.Setup, Actions: ie.Actions})
				fmt.Printf("broken invariant: %v\nseed %d\nrecord: %s\n", ie.Err, ie.Setup.Seed, rec)
				return 1
			}
			return fail("sim: %v", err)
		}
		actions += st.Actions
		rounds += st.Rounds
		completed += st.Graffiti
		for _, s := range st.Scores {
			scoreSum += s
			scores++
		}
	}
	el := time.Since(start).Seconds()
	g := float64(*games)
	fmt.Printf("games %d, %d players, variants [%s]: %d actions, %.1f actions and %.1f rounds per game, average final score %.1f, %.2f graffiti completed per game\n",
		*games, *players, *variants, actions, float64(actions)/g, float64(rounds)/g, float64(scoreSum)/float64(max(scores, 1)), float64(completed)/g)
	fmt.Printf("%.0f actions/s, %.1f games/s (invariants, view secrecy and rising scores checked after every action)\n", float64(actions)/el, g/el)
	return 0
}

// runReplay plays a record and prints the outcome as JSON.
func runReplay(args []string) int {
	name, args, err := gameOf(args)
	if err != nil {
		return fail("replay: %v", err)
	}
	switch name {
	case "tagcity":
		return runTagCityReplay(args, os.Stdout)
	case "kunststucke":
		return runKunststuckeReplay(args, os.Stdout)
	}
	s, code, ok := replayFile[*graffiti.Record, *graffiti.State, *game.ActionError](args, os.Stdout, "", graffiti.ReadRecord)
	if !ok {
		return code
	}
	out, _ := json.MarshalIndent(s.Outcome(), "", "  ")
	fmt.Println(string(out))
	return 0
}

// replayFile reads the one record file args names with read (a core's
// ReadRecord) and replays it, for every game's replay command. A record
// the core refuses (its ActionError, E) is told on out and ends the
// command with 1; ok is false when the command is over, with code.
func replayFile[R interface{ Replay() (S, error) }, S any, E error](args []string, out io.Writer, game string, read func([]byte) (R, error)) (s S, code int, ok bool) {
	if len(args) != 1 {
		return s, fail("usage: graffiti replay %sFILE.json", game), false
	}
	data, err := os.ReadFile(args[0])
	if err != nil {
		return s, fail("replay: %v", err), false
	}
	rec, err := read(data)
	if err == nil {
		s, err = rec.Replay()
	}
	var refused E
	switch {
	case err == nil:
		return s, 0, true
	case errors.As(err, &refused):
		fmt.Fprintln(out, refused.Error())
		return s, 1, false
	}
	return s, fail("replay: %v", err), false
}
