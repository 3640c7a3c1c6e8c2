package cli

import (
	"fmt"
	"io"
	"runtime/debug"
)

// versionLine is what -version prints: the release's name (main.version,
// given by the release build), or "dev" with the commit the go command
// stamped into a build made in a checkout.
func versionLine(w io.Writer, version string) {
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
