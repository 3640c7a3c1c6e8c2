package main

import (
	"fmt"
	"io"
	"runtime/debug"
)

// version is the release's name, given by the release build:
// go build -ldflags "-X main.version=$(git describe --tags --always)".
// A plain build has none, and its title shows none.
var version string

// versionLine is what -version prints: the release's name, or "dev" with
// the commit the go command stamped into a build made in a checkout.
func versionLine(w io.Writer) {
	if version != "" {
		fmt.Fprintf(w, "graffiti %s\n", version)
		return
	}
	rev, dirty := "", ""
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, s := range info.Settings {
			switch {
			case s.Key == "vcs.revision":
				rev = s.Value[:min(12, len(s.Value))]
			case s.Key == "vcs.modified" && s.Value == "true":
				dirty = "-dirty"
			}
		}
	}
	if rev == "" {
		fmt.Fprintln(w, "graffiti dev")
		return
	}
	fmt.Fprintf(w, "graffiti dev (%s%s)\n", rev, dirty)
}
