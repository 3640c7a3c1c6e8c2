package graffiti

import (
	"graffiti/scenes"
	"graffiti/scenes/words"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// Every reason the core can give is translated, with the same arguments.
func TestEveryCoreRefusalHasAFrenchReason(t *testing.T) {
	files, _ := filepath.Glob("../../game/graffiti/*.go")
	re := regexp.MustCompile(`refuse\("((?:[^"\\]|\\.)*)"`)
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		for _, m := range re.FindAllStringSubmatch(string(src), -1) {
			n++
			key, ok := reasons[m[1]]
			if !ok {
				key, ok = scenes.CommonReasons[m[1]]
			}
			fr := words.T(words.French, key)
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
