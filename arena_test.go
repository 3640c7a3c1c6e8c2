package main

import (
	"bytes"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// The arena plays its games and prints, for each bot, a win rate with its
// interval, the average score and the decision times; the win rates of a
// table add up to 100 % (shared wins are fractions).
func TestArenaPrintsEachBotsResults(t *testing.T) {
	var out bytes.Buffer
	code := arena([]string{"-games", "6", "-players", "3", "-bots", "easy,random", "-seed", "3", "-parallel", "2", "-iterations", "4"}, &out)
	if code != 0 {
		t.Fatalf("arena exited %d:\n%s", code, out.String())
	}
	row := regexp.MustCompile(`(?m)^(\S+)\s+([0-9.]+)%\s+([0-9.]+)% –\s+([0-9.]+)%\s+([0-9.]+)\s+\S+\s+\S+$`)
	rows := row.FindAllStringSubmatch(out.String(), -1)
	if len(rows) != 3 {
		t.Fatalf("want a row for each of 3 seats, got %d:\n%s", len(rows), out.String())
	}
	labels := []string{}
	total := 0.0
	for _, r := range rows {
		labels = append(labels, r[1])
		w, _ := strconv.ParseFloat(r[2], 64)
		lo, _ := strconv.ParseFloat(r[3], 64)
		hi, _ := strconv.ParseFloat(r[4], 64)
		if lo > w || w > hi {
			t.Errorf("%s: win rate %.1f%% outside its interval %.1f–%.1f", r[1], w, lo, hi)
		}
		total += w
	}
	if got := strings.Join(labels, " "); got != "easy random#1 random#2" {
		t.Errorf("the line-up is %q: the last bot fills the table, repeated ones are numbered", got)
	}
	if math.Abs(total-100) > 0.5 {
		t.Errorf("win rates add up to %.1f%%, not 100%%:\n%s", total, out.String())
	}
	if !strings.Contains(out.String(), "shared win counts as a fraction") {
		t.Error("the output does not say how shared wins count")
	}
}

// -a A -b B is -bots A,B: A in the first seat, B in the others.
func TestArenaTakesAAndB(t *testing.T) {
	var out bytes.Buffer
	if code := arena([]string{"-games", "1", "-players", "3", "-a", "easy", "-b", "random", "-bots", "hard"}, &out); code != 0 {
		t.Fatalf("arena exited %d:\n%s", code, out.String())
	}
	labels := regexp.MustCompile(`(?m)^(easy|random#[12]) `).FindAllString(out.String(), -1)
	if got := strings.Join(labels, ""); got != "easy random#1 random#2 " {
		t.Errorf("the line-up is %q:\n%s", got, out.String())
	}
}

func TestArenaRefusesABadLineUp(t *testing.T) {
	for _, args := range [][]string{
		{"-players", "2", "-bots", "easy,easy,easy"},
		{"-players", "5"},
		{"-bots", "grandmaster"},
		{"-a", "hard"},
		{"-b", "hard"},
		{"-a", "hard", "-b", "grandmaster"},
	} {
		var out bytes.Buffer
		if code := arena(append(args, "-games", "1"), &out); code == 0 {
			t.Errorf("arena %v was accepted", args)
		}
	}
}

// Wilson's interval: 8 wins of 10 give 49.0 %–94.3 %; none of 20 give
// 0–16.1 %.
func TestWilsonInterval(t *testing.T) {
	for _, c := range []struct {
		wins   float64
		n      int
		lo, hi float64
	}{{8, 10, 0.490, 0.943}, {0, 20, 0, 0.161}, {20, 20, 0.839, 1}, {5, 10, 0.237, 0.763}} {
		lo, hi := wilson(c.wins, c.n)
		if math.Abs(lo-c.lo) > 0.001 || math.Abs(hi-c.hi) > 0.001 {
			t.Errorf("wilson(%g, %d) = %.3f–%.3f, want %.3f–%.3f", c.wins, c.n, lo, hi, c.lo, c.hi)
		}
	}
}
