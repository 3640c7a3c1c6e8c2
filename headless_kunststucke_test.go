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
	ks "graffiti/game/kunststucke"
)

// sim -game kunststucke plays checked games for 2, 3, 4 and 5 players,
// with the legal list checked against Check in some of them.
func TestKunststuckeSimSummarisesEachCount(t *testing.T) {
	out, code := capture(t, func() int { return runSim([]string{"-game", "kunststucke", "-games", "3", "-legal-every", "2"}) })
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 4 {
		t.Fatalf("exit %d, printed %q", code, out)
	}
	for i, l := range lines {
		if !strings.HasPrefix(l, "kunststucke: 3 games, "+strconv.Itoa(i+2)+" players: 0 broken") || !strings.Contains(l, "legal list = Check in 2 states") {
			t.Errorf("line %q", l)
		}
	}
}

// sim -game kunststucke -players N plays that count only; a bad count,
// number of games or stray argument is refused.
func TestKunststuckeSimTakesPlayers(t *testing.T) {
	var b strings.Builder
	code := runKunststuckeSim([]string{"-players", "5", "-games", "2", "-seed", "9"}, &b)
	if out := b.String(); code != 0 || strings.Count(out, "\n") != 1 || !strings.HasPrefix(out, "kunststucke: 2 games, 5 players: 0 broken") {
		t.Fatalf("exit %d, printed %q", code, out)
	}
	for _, args := range [][]string{{"-players", "6"}, {"-players", "1"}, {"-games", "0"}, {"-legal-every", "0"}, {"extra"}} {
		var b strings.Builder
		if code := runKunststuckeSim(append([]string{"-games", "1"}, args...), &b); code == 0 || b.Len() != 0 {
			t.Errorf("sim -game kunststucke %v: exit %d, printed %q", args, code, b.String())
		}
	}
}

// The legal-list check plays the simulated game to a state and compares
// there; a game of real length is checked without complaint.
func TestKunststuckeLegalCheckAgreesInPlayedStates(t *testing.T) {
	for n := ks.MinPlayers; n <= ks.MaxPlayers; n++ {
		setup := ks.Setup{Players: n, Seed: uint64(40 + n), Youngest: -1}
		r := game.NewRand(setup.Seed ^ 0xc0ffee)
		st, err := ks.Playout(setup, ks.DefaultPolicy(), &r, false)
		if err != nil {
			t.Fatal(err)
		}
		played, err := ksCheckLegal(setup, st.Actions)
		if err != nil || len(played) >= st.Actions {
			t.Errorf("%d players: %d of %d actions played: %v", n, len(played), st.Actions, err)
		}
	}
}

// replay -game kunststucke plays a record to its end and prints the
// scores and the hash; a bad action is named.
func TestKunststuckeReplay(t *testing.T) {
	setup := ks.Setup{Players: 3, Seed: 12, Youngest: -1}
	s, _, err := ks.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	rec := ks.NewRecord(setup)
	r := game.NewRand(4)
	pol := ks.DefaultPolicy()
	for !s.Over {
		a := pol.Choose(s, &r)
		rec.Actions = append(rec.Actions, a.String())
		if _, err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	data, _ := json.Marshal(rec)
	path := filepath.Join(t.TempDir(), "game.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out, code := capture(t, func() int { return runReplay([]string{"-game=kunststucke", path}) })
	if code != 0 || !strings.Contains(out, `"hash": "`+s.Hash()+`"`) || !strings.Contains(out, `"over": true`) ||
		!strings.Contains(out, `"score": `+strconv.Itoa(s.Players[0].Score)) {
		t.Fatalf("exit %d, printed %s", code, out)
	}
	// The first action again: a shape placed, discarded or slid there
	// already, or a pile looked at already, is refused.
	rec.Actions = append(rec.Actions[:1], rec.Actions[0])
	data, _ = json.Marshal(rec)
	os.WriteFile(path, data, 0o644)
	out, code = capture(t, func() int { return runReplay([]string{"-game", "kunststucke", path}) })
	if code != 1 || !strings.HasPrefix(out, "action 2") {
		t.Errorf("a record with its first action repeated: exit %d, printed %q", code, out)
	}
}

// arena -game kunststucke seats the line-up, rotated, with an iteration
// budget for the searching bots: each row's wins, ties and losses add up
// to the games, and a win rate lies in its interval.
func TestKunststuckeArena(t *testing.T) {
	out, code := capture(t, func() int {
		return runArena([]string{"-game", "kunststucke", "-games", "3", "-players", "3", "-a", "medium", "-b", "random", "-iterations", "4"})
	})
	if code != 0 || !strings.HasPrefix(out, "kunststucke arena: 3 games, 3 players") || !strings.Contains(out, "[medium 4 iterations]") {
		t.Fatalf("exit %d, printed %q", code, out)
	}
	row := regexp.MustCompile(`(?m)^(\S+)\s+(\d+)\s+(\d+)\s+(\d+)\s+([0-9.]+)%\s+([0-9.]+)% –\s+([0-9.]+)%`)
	var labels []string
	for _, r := range row.FindAllStringSubmatch(out, -1) {
		labels = append(labels, r[1])
		w, _ := strconv.Atoi(r[2])
		ties, _ := strconv.Atoi(r[3])
		l, _ := strconv.Atoi(r[4])
		rate, _ := strconv.ParseFloat(r[5], 64)
		lo, _ := strconv.ParseFloat(r[6], 64)
		hi, _ := strconv.ParseFloat(r[7], 64)
		if w+ties+l != 3 || rate < lo || rate > hi {
			t.Errorf("row %q: wins, ties and losses do not add up to 3 games, or the rate is outside its interval", r[0])
		}
	}
	if got := strings.Join(labels, " "); got != "medium random#1 random#2" {
		t.Errorf("the line-up is %q:\n%s", got, out)
	}
	for _, args := range [][]string{{"-a", "medium"}, {"-a", "grandmaster", "-b", "easy"}, {"-players", "6"}, {"-games", "0"}, {"extra"}} {
		var b strings.Builder
		if code := runKunststuckeArena(append([]string{"-games", "1"}, args...), &b); code == 0 {
			t.Errorf("arena -game kunststucke %v was accepted", args)
		}
	}
}
