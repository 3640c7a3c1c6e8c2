package scenes

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Every word of the catalogue is there in both languages, with the same
// arguments (a missing key cannot happen: the keys are typed constants).
func TestEveryWordIsInEnglishAndFrench(t *testing.T) {
	for key, w := range catalogue {
		for l := Lang(0); l < numLangs; l++ {
			if strings.TrimSpace(w[l]) == "" {
				t.Errorf("word %d (after %q) has no %s", key, catalogue[max(key-1, 0)][English], LangNames[l])
			}
		}
		if strings.Count(w[English], "%") != strings.Count(w[French], "%") {
			t.Errorf("%q: the two languages take different arguments", w[English])
		}
	}
}

// Every reason the core can give is translated, with the same arguments.
func TestEveryCoreRefusalHasAFrenchReason(t *testing.T) {
	files, _ := filepath.Glob("../game/*.go")
	re := regexp.MustCompile(`refuse\("((?:[^"\\]|\\.)*)"`)
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(src), -1) {
			n++
			fr, ok := reasonsFR[m[1]]
			if !ok {
				t.Errorf("no French for the core's %q", m[1])
				continue
			}
			if strings.Count(fr, "%") != strings.Count(m[1], "%") {
				t.Errorf("%q and its French take different arguments", m[1])
			}
		}
	}
	if n < 40 {
		t.Fatalf("found only %d refusals in the core: the scan is broken", n)
	}
}
