//go:build !js

package cli

import (
	"strings"
	"testing"
)

// graffiti -h and graffiti help list every sub-command, as the installed
// program is called, never a developer's go run.
func TestTheHelpListsEveryCommand(t *testing.T) {
	var b strings.Builder
	usage(&b)
	help := b.String()
	for _, c := range commands {
		if !strings.Contains(help, "graffiti "+c.name+" ") {
			t.Errorf("the help does not list %s:\n%s", c.name, help)
		}
	}
	for _, want := range []string{"graffiti host", "graffiti help", "-demo", "-version"} {
		if !strings.Contains(help, want) {
			t.Errorf("the help does not say %s", want)
		}
	}
	if strings.Contains(help, "go run") {
		t.Errorf("the help speaks of go run:\n%s", help)
	}
}
