// Command graffiti is the digital edition of the board game Graffiti.
//
//	graffiti                 play (the table)
//	graffiti sim [flags]     play random games headless and check the rules' invariants
//	graffiti replay FILE     replay a game record and print the outcome as JSON
//	graffiti serve [flags]   build the browser edition and serve it on 127.0.0.1
//	graffiti arena [flags]   play bots against each other headless and print their results
//	graffiti host [flags]    serve rooms: a table screen and phones as hands, the game kept on this host
//	graffiti loadtest [flags] simulated rooms against hosts: round trips, messages, errors, the host's CPU and memory
//
// sim, replay and arena play any game of the shelf (-game NAME, the
// shelf's first when not told), written once over the contract of
// package game (headless.go, arena.go).
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
)

func main() {
	if desktop && len(os.Args) > 1 {
		attachConsole()
		switch os.Args[1] {
		case "sim":
			os.Exit(runSim(os.Args[2:]))
		case "replay":
			os.Exit(runReplay(os.Args[2:]))
		case "serve":
			os.Exit(runServe(os.Args[2:]))
		case "arena":
			os.Exit(runArena(os.Args[2:]))
		case "host":
			os.Exit(runHost(os.Args[2:]))
		case "loadtest":
			os.Exit(runLoadtest(os.Args[2:]))
		}
	}
	flag.Parse()
	if *showVer {
		versionLine(os.Stdout)
		return
	}
	tuneMalloc(os.Getenv)
	os.Exit(play())
}

// desktop is false in the browser, which has no command line: the page
// runs the game with no arguments, so the subcommands, -shot and -soak
// cannot be asked for there, and what only they reach (the headless runs
// and the arena, the pictures written to PNG, the heap profile, each
// game's staged scenes) stays out of the download.
const desktop = runtime.GOOS != "js"

func fail(format string, args ...any) int {
	fmt.Fprintf(os.Stderr, format+"\n", args...)
	return 1
}
