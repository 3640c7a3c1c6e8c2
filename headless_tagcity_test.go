package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
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

// sim -game tagcity -players N -side S plays that count and side only;
// a bad count, side or number of battles is refused.
func TestTagCitySimTakesPlayersAndSide(t *testing.T) {
	out, code := capture(t, func() int {
		return runSim([]string{"-game", "tagcity", "-players", "3", "-side", "B", "-games", "3", "-seed", "5"})
	})
	if code != 0 || strings.Count(out, "\n") != 1 || !strings.HasPrefix(out, "tagcity: 3 battles, 3 taggers, city side B: 0 broken") {
		t.Fatalf("exit %d, printed %q", code, out)
	}
	for _, args := range [][]string{{"-players", "5"}, {"-players", "1"}, {"-side", "C"}, {"-games", "0"}} {
		out, code := capture(t, func() int { return runSim(append([]string{"-game", "tagcity", "-games", "1"}, args...)) })
		if code == 0 || out != "" {
			t.Errorf("sim -game tagcity %v: exit %d, printed %q", args, code, out)
		}
	}
}

// arena -game tagcity rotates the seats and tells each level's wins, ties
// and losses, which add up to the battles.
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

// arena -game tagcity -a A -b B seats A against B (B filling the other
// seats), with an iteration budget for the searching bots: each row's
// wins, ties and losses add up to the battles, and a win rate lies in
// its interval.
func TestTagCityArenaTakesAAndB(t *testing.T) {
	var b strings.Builder
	code := runTagCityArena([]string{"-a", "medium", "-b", "random", "-games", "3", "-players", "3", "-iterations", "4", "-side", "B"}, &b)
	out := b.String()
	if code != 0 || !strings.HasPrefix(out, "tagcity arena: 3 battles, 3 taggers, city side B") || !strings.Contains(out, "[medium 4 iterations]") {
		t.Fatalf("exit %d, printed %q", code, out)
	}
	row := regexp.MustCompile(`(?m)^(\S+)\s+(\d+)\s+(\d+)\s+(\d+)\s+([0-9.]+)%\s+([0-9.]+)% –\s+([0-9.]+)%`)
	rows := row.FindAllStringSubmatch(out, -1)
	var labels []string
	for _, r := range rows {
		labels = append(labels, r[1])
		w, _ := strconv.Atoi(r[2])
		ties, _ := strconv.Atoi(r[3])
		l, _ := strconv.Atoi(r[4])
		rate, _ := strconv.ParseFloat(r[5], 64)
		lo, _ := strconv.ParseFloat(r[6], 64)
		hi, _ := strconv.ParseFloat(r[7], 64)
		if w+ties+l != 3 || rate < lo || rate > hi {
			t.Errorf("row %q: wins, ties and losses do not add up to 3 battles, or the rate is outside its interval", r[0])
		}
	}
	if got := strings.Join(labels, " "); got != "medium random#1 random#2" {
		t.Errorf("the line-up is %q:\n%s", got, out)
	}
	for _, args := range [][]string{{"-a", "medium"}, {"-b", "easy"}, {"-a", "grandmaster", "-b", "easy"}, {"-players", "5"}, {"-side", "C"}, {"-games", "0"}} {
		var b strings.Builder
		if code := runTagCityArena(append([]string{"-games", "1"}, args...), &b); code == 0 {
			t.Errorf("arena -game tagcity %v was accepted", args)
		}
	}
}
