package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"graffiti/scenes/boxes"
)

// replay prints each game's outcome, its hash that of the record
// replayed; an action the rules refuse is named, and ends it with 1.
func TestReplayPrintsEachGamesOutcome(t *testing.T) {
	for _, g := range boxes.Games {
		path := filepath.Join("..", "testdata", g.Name()+"-record.json")
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		m, err := g.Replay(data)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		code := replay([]string{"-game", g.Name(), path}, &out)
		if code != 0 || !strings.Contains(out.String(), `"hash": "`+m.Hash()+`"`) {
			t.Errorf("%s: exit %d, printed %s", g.Name(), code, out.String())
		}
		var rec map[string]any
		if err := json.Unmarshal(data, &rec); err != nil {
			t.Fatal(err)
		}
		acts := rec["actions"].([]any)
		rec["actions"] = append(acts[:1:1], acts[0])
		bad, _ := json.Marshal(rec)
		badPath := filepath.Join(t.TempDir(), "bad.json")
		os.WriteFile(badPath, bad, 0o644)
		out.Reset()
		code = replay([]string{"-game=" + g.Name(), badPath}, &out)
		if code != 1 || !regexp.MustCompile(`^action 2 "`).MatchString(out.String()) {
			t.Errorf("%s: a record with its first action twice: exit %d, printed %q", g.Name(), code, out.String())
		}
	}
}
