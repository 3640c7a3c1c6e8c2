package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
)

// command is one sub-command: graffiti NAME ARGS runs run.
type command struct {
	name, args, help string
	run              func([]string) int
	developers       bool // listed apart, for those who work on the game
}

// commands are the sub-commands, in the order graffiti -h lists them:
// a café's first, then the developers'. A function, called only on the
// desktop (main.go's desktop): what the sub-commands reach stays out of
// the browser's download.
func commands() []command {
	return []command{
		{name: "host", args: "[flags]", help: "serve rooms to this machine's network: the table's screen and each player's phone as their hand, the game kept here (graffiti host -h for its flags)", run: runHost},
		{name: "loadtest", args: "[flags]", help: "simulated rooms against a host: round trips, messages, errors, the host's CPU and memory", run: runLoadtest},
		{name: "serve", args: "[flags]", help: "build the browser edition from the source and serve it on 127.0.0.1 (needs Go)", run: runServe, developers: true},
		{name: "sim", args: "[flags]", help: "play random games headless and check the rules' invariants (-game help lists the games)", run: runSim, developers: true},
		{name: "replay", args: "FILE", help: "replay a game record and print the outcome as JSON", run: runReplay, developers: true},
		{name: "arena", args: "[flags]", help: "play bots against each other headless and print their results", run: runArena, developers: true},
	}
}

// playerFlags are the flags a player or a café uses; graffiti -h lists
// the others (the pictures, the soak) under the developers'.
var playerFlags = map[string]bool{"demo": true, "rooms": true, "room": true, "watch": true, "version": true}

// usage is graffiti -h and graffiti help: a player's and a host's help
// first, the developers' after.
func usage(w io.Writer) {
	fmt.Fprint(w, `Graffiti, Tag City and Kunststücke: street-art board games.

  graffiti                    play: the title, hot-seat and against bots
  graffiti -demo              the café demo: bots play game after game, full screen
  graffiti -version           print the version
  graffiti help               this help
`)
	list := func(dev bool) {
		for _, c := range commands() {
			if c.developers == dev {
				fmt.Fprintf(w, "  graffiti %-18s %s\n", c.name+" "+c.args, c.help)
			}
		}
	}
	list(false)
	fmt.Fprintln(w, "\nFlags to play:")
	flags(w, true)
	fmt.Fprintln(w, "\nFor those who work on the game:")
	list(true)
	fmt.Fprintln(w, "\nTheir flags:")
	flags(w, false)
}

// flags lists the command line's flags, a player's or the others.
func flags(w io.Writer, players bool) {
	flag.VisitAll(func(f *flag.Flag) {
		if playerFlags[f.Name] != players {
			return
		}
		name, help := flag.UnquoteUsage(f)
		fmt.Fprintf(w, "  -%s", f.Name)
		if name != "" {
			fmt.Fprintf(w, " %s", name)
		}
		fmt.Fprintf(w, "\n      %s\n", strings.ReplaceAll(help, "\n", "\n      "))
	})
}
