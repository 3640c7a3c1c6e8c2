package cli

import (
	"bytes"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"graffiti/scenes/boxes"
)

// The arena plays every game of the shelf, the seats rotated, and prints
// for each bot its wins, ties and losses (adding up to the games), a win
// rate within its interval, the average score and the decision times;
// the win rates of a table add up to 100 % (shared wins are fractions).
func TestArenaPrintsEachBotsResultsInEveryGame(t *testing.T) {
	row := regexp.MustCompile(`(?m)^(\S+)\s+(\d+)\s+(\d+)\s+(\d+)\s+([0-9.]+)%\s+([0-9.]+)% –\s+([0-9.]+)%\s+(-?[0-9.]+)\s+\S+\s+\S+$`)
	for _, g := range boxes.Games {
		var out bytes.Buffer
		code := arena([]string{"-game", g.Name(), "-games", "6", "-players", "3", "-bots", "medium,random", "-seed", "3", "-parallel", "2", "-iterations", "4"}, &out)
		if code != 0 {
			t.Fatalf("%s: arena exited %d:\n%s", g.Name(), code, out.String())
		}
		if !strings.HasPrefix(out.String(), g.Name()+" arena: 6 games, 3 players") || !strings.Contains(out.String(), "[medium 4 iterations]") {
			t.Errorf("%s: the header: %q", g.Name(), out.String())
		}
		rows := row.FindAllStringSubmatch(out.String(), -1)
		if len(rows) != 3 {
			t.Fatalf("%s: want a row for each of 3 seats, got %d:\n%s", g.Name(), len(rows), out.String())
		}
		var labels []string
		total := 0.0
		for _, r := range rows {
			labels = append(labels, r[1])
			w, _ := strconv.Atoi(r[2])
			ties, _ := strconv.Atoi(r[3])
			l, _ := strconv.Atoi(r[4])
			rate, _ := strconv.ParseFloat(r[5], 64)
			lo, _ := strconv.ParseFloat(r[6], 64)
			hi, _ := strconv.ParseFloat(r[7], 64)
			if w+ties+l != 6 || rate < lo || rate > hi {
				t.Errorf("%s: row %q: wins, ties and losses do not add up to 6 games, or the rate is outside its interval", g.Name(), r[0])
			}
			total += rate
		}
		if got := strings.Join(labels, " "); got != "medium random#1 random#2" {
			t.Errorf("%s: the line-up is %q: the last bot fills the table, repeated ones are numbered", g.Name(), got)
		}
		if math.Abs(total-100) > 0.5 {
			t.Errorf("%s: win rates add up to %.1f%%, not 100%%:\n%s", g.Name(), total, out.String())
		}
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
