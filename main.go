// Command graffiti is the digital edition of the board game Graffiti,
// with Tag City and Kunststücke on its shelf: played at one screen, in a
// browser, or in rooms whose host keeps the game (graffiti host). Its
// sub-commands and flags are listed by graffiti -h (usage.go).
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
		if os.Args[1] == "help" {
			usage(os.Stdout)
			return
		}
		for _, c := range commands() {
			if c.name == os.Args[1] {
				os.Exit(c.run(os.Args[2:]))
			}
		}
	}
	if desktop {
		flag.CommandLine.SetOutput(os.Stdout) // -h: the help, readable through a pager
		flag.Usage = func() { usage(os.Stdout) }
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
