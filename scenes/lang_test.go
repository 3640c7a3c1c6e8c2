package scenes

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestEveryWordIsInEnglishAndFrench(t *testing.T) {
	for key, w := range words {
		for l := Lang(0); l < numLangs; l++ {
			if strings.TrimSpace(w[l]) == "" {
				t.Errorf("%q has no %s", key, LangNames[l])
			}
		}
		if strings.Count(w[English], "%") != strings.Count(w[French], "%") {
			t.Errorf("%q: the two languages take different arguments", key)
		}
	}
	for key, w := range logWords {
		if w[English] == "" || w[French] == "" || strings.Count(w[English], "%") != strings.Count(w[French], "%") {
			t.Errorf("log %q is not in both languages alike", key)
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

// Every key the scenes ask T for exists: a missing one would show as
// "[key]" on screen.
func TestEveryKeyTheScenesUseIsInTheTable(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	re := regexp.MustCompile(`\.T\("([^"]+)"`)
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, _ := os.ReadFile(f)
		for _, m := range re.FindAllStringSubmatch(string(src), -1) {
			n++
			if _, ok := words[m[1]]; !ok {
				t.Errorf("%s asks for %q, which the string table lacks", f, m[1])
			}
		}
	}
	if n < 50 {
		t.Fatalf("found only %d lookups: the scan is broken", n)
	}
}
