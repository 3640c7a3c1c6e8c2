// Package cli is the program's command line; main.go only calls Main.
// graffiti alone plays (play.go); graffiti NAME runs a sub-command, a file
// each with its flags, its help and its run function (host, loadtest,
// serve, sim, replay, arena: the last three written once over the
// contract of package game, games.go); graffiti -h lists them (help.go).
package cli

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
)

// Main runs the program with the command line's arguments, and exits;
// version is the release's name (main.version), "" in a plain build.
func Main(version string) {
	if args := os.Args[1:]; desktop && len(args) > 0 {
		attachConsole()
		if args[0] == "help" {
			usage(os.Stdout)
			return
		}
		for _, c := range commands {
			if c.name == args[0] {
				os.Exit(c.run(args[1:], os.Stdout))
			}
		}
	}
	if desktop {
		flag.CommandLine.SetOutput(os.Stdout) // -h: the help, readable through a pager
		flag.Usage = func() { usage(os.Stdout) }
	}
	flag.Parse()
	if desktop && *showVer {
		versionLine(os.Stdout, version)
		return
	}
	tuneMalloc(os.Getenv)
	os.Exit(play(version))
}

// desktop is false in the browser, which has no command line: the page
// runs the game with no arguments, so the subcommands, -version, -shot
// and -soak cannot be asked for there, and what only they reach (the
// headless runs and the arena, the pictures written to PNG, the heap
// profile, each game's staged scenes) stays out of the download.
const desktop = runtime.GOOS != "js"

var commands []command // the sub-commands (commands.go): none in the browser

// command is one sub-command: graffiti NAME ARGS runs run, which prints
// to out.
type command struct {
	name, args, help string
	run              func(args []string, out io.Writer) int
	developers       bool // listed apart, for those who work on the game
}

func fail(format string, args ...any) int {
	fmt.Fprintf(os.Stderr, format+"\n", args...)
	return 1
}
