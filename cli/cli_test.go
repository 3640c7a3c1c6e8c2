package cli

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// The game's build links no test helper: neither the testing package nor
// a gametest package (a test helper imported by a game's own package
// would bring them into every download).
func TestTheGameLinksNoTestHelpers(t *testing.T) {
	for _, goos := range []string{"linux", "js"} {
		arch := "amd64"
		if goos == "js" {
			arch = "wasm"
		}
		cmd := exec.Command("go", "list", "-deps", "graffiti")
		cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH="+arch)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list: %v", err)
		}
		for _, p := range strings.Fields(string(out)) {
			if p == "testing" || strings.HasSuffix(p, "/gametest") {
				t.Errorf("%s/%s: the game links %s", goos, arch, p)
			}
		}
	}
}

// Only the program (main.go) imports cli: the command line sits on top
// of the house, and nothing below it reaches up to it.
func TestOnlyTheProgramImportsTheCommandLine(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", `{{.ImportPath}} {{join .Imports " "}}`, "graffiti/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		pkg, imports, _ := strings.Cut(line, " ")
		if pkg != "graffiti" && slices.Contains(strings.Fields(imports), "graffiti/cli") {
			t.Errorf("%s imports graffiti/cli", pkg)
		}
	}
}
