package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"graffiti/game"
	"graffiti/game/tagcity"
)

// sim -game tagcity plays checked battles per player count and side.
func TestTagCitySimSummarisesEachCountAndSide(t *testing.T) {
	out, code := capture(t, func() int { return runSim([]string{"-game", "tagcity", "-games", "4"}) })
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 6 {
		t.Fatalf("exit %d, printed %q", code, out)
	}
	for _, l := range lines {
		if !strings.HasPrefix(l, "tagcity: 4 battles") || !strings.Contains(l, "0 broken") {
			t.Errorf("line %q", l)
		}
	}
}

// replay -game tagcity plays a record to its state; a bad action is
// named.
func TestTagCityReplay(t *testing.T) {
	setup := tagcity.Setup{Players: 3, Seed: 12}
	s, _, err := tagcity.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	rec := tagcity.NewRecord(setup)
	r := game.NewRand(4)
	for s.Phase != tagcity.PhaseOver {
		a := s.RandomAction(&r)
		rec.Actions = append(rec.Actions, a.String())
		if _, err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	data, _ := json.Marshal(rec)
	path := filepath.Join(t.TempDir(), "battle.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out, code := capture(t, func() int { return runReplay([]string{"-game=tagcity", path}) })
	if code != 0 || !strings.Contains(out, `"hash": "`+s.Hash()+`"`) || !strings.Contains(out, `"phase": "over"`) {
		t.Fatalf("exit %d, printed %s", code, out)
	}
	rec.Actions = append(rec.Actions[:1], rec.Actions[0])
	data, _ = json.Marshal(rec)
	os.WriteFile(path, data, 0o644)
	out, code = capture(t, func() int { return runReplay([]string{"-game", "tagcity", path}) })
	if code != 1 || !strings.HasPrefix(out, "action 2") {
		t.Errorf("a record with a repeated placement: exit %d, printed %q", code, out)
	}
}

// arena -game tagcity rotates the seats and tells each level's wins.
func TestTagCityArena(t *testing.T) {
	out, code := capture(t, func() int {
		return runArena([]string{"-game", "tagcity", "-games", "6", "-bots", "easy,random"})
	})
	if code != 0 || !strings.Contains(out, "tagcity arena: 6 battles, 2 taggers") || !strings.Contains(out, "\neasy ") || !strings.Contains(out, "\nrandom ") {
		t.Errorf("exit %d, printed %q", code, out)
	}
	if _, code := capture(t, func() int { return runArena([]string{"-game", "chess"}) }); code == 0 {
		t.Error("an unknown game was accepted")
	}
}
