package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
)

// binary builds the game for one system, as a release: stripped, no cgo,
// the version stamped in; on Windows a GUI program, which opens no
// console window beside the game's.
func (r *release) binary(goos, goarch string) (string, error) {
	out := filepath.Join(r.work, "bin", goos+"-"+goarch, "graffiti")
	if goos == "windows" {
		out += ".exe"
	}
	if _, err := os.Stat(out); err == nil {
		return out, nil
	}
	ldflags := "-s -w -X main.version=" + r.version
	if goos == "windows" {
		ldflags += " -H=windowsgui"
	}
	abs, err := filepath.Abs(out)
	if err != nil {
		return "", err
	}
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags="+ldflags, "-o", abs, ".")
	cmd.Dir = r.src
	cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH="+goarch, "CGO_ENABLED=0")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build for %s/%s: %v\n%s", goos, goarch, err, msg)
	}
	return abs, nil
}

var semver = regexp.MustCompile(`^v(\d+)\.(\d+)(?:\.(\d+))?`)

// numericVersion is the version in the three numbers Windows' version
// resource and macOS' bundle versions take: a tag's (v1.2.0-3-gabc is
// 1.2.0; a commit's name is not one, even when it starts with digits),
// or, for a commit with no tag before it, 0.0 and the build's
// number, which grows with every commit.
func numericVersion(name string, build int) string {
	if m := semver.FindStringSubmatch(name); m != nil {
		n := [3]int{}
		for i := range n {
			n[i], _ = strconv.Atoi(m[i+1])
		}
		return fmt.Sprintf("%d.%d.%d", n[0], n[1], n[2])
	}
	return fmt.Sprintf("0.0.%d", build)
}
