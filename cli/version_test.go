package cli

import (
	"bytes"
	"strings"
	"testing"
)

// -version prints the release's name when the build was given one, and
// says "dev" otherwise.
func TestVersionLine(t *testing.T) {
	var out bytes.Buffer
	versionLine(&out, "v1.4.0-3-gabcdef0")
	if out.String() != "graffiti v1.4.0-3-gabcdef0\n" {
		t.Errorf("with a version: %q", out.String())
	}
	out.Reset()
	versionLine(&out, "")
	if !strings.HasPrefix(out.String(), "graffiti dev") {
		t.Errorf("without one: %q", out.String())
	}
}
