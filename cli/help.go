package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"
)

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
		for _, c := range commands {
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
