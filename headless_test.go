package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"graffiti/game"
	"graffiti/scenes/boxes"
)

// The one runner plays every game of the shelf: sim prints a line a
// player count, each game checked after every action, the legal list
// checked against Check in some of them.
func TestSimPlaysEveryGameOfTheShelf(t *testing.T) {
	for _, g := range boxes.Games {
		var out bytes.Buffer
		code := sim([]string{"-game", g.Name(), "-games", "3", "-legal-every", "2"}, &out)
		fewest, most := g.Players()
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		if code != 0 || len(lines) != most-fewest+1 {
			t.Fatalf("%s: exit %d, printed %q", g.Name(), code, out.String())
		}
		for i, l := range lines {
			head := fmt.Sprintf("%s: 3 games, %d players, variants []: 0 broken", g.Name(), fewest+i)
			if !strings.HasPrefix(l, head) || !strings.Contains(l, "legal list = Check in 2 states") {
				t.Errorf("%s: line %q", g.Name(), l)
			}
		}
	}
}

// sim -players N plays that count only, with the variants asked (a
// choice's older flag too, Tag City's -side); a bad count, variant,
// number of games or stray argument is refused, and so is a game not on
// the shelf.
func TestSimTakesPlayersAndVariantsAndRefusesBadOnes(t *testing.T) {
	for _, g := range boxes.Games {
		fewest, most := g.Players()
		for _, v := range g.Variants() {
			word, args := v.Name, []string{"-variants", v.Name}
			if len(v.Values) > 0 {
				word = v.Name + "=" + v.Values[len(v.Values)-1]
				args = []string{"-variants", word}
				if v.Flag != "" {
					args = []string{"-" + v.Flag, strings.ToLower(v.Values[len(v.Values)-1])}
				}
			}
			var out bytes.Buffer
			code := sim(append([]string{"-game=" + g.Name(), "-players", strconv.Itoa(most), "-games", "2", "-seed", "9"}, args...), &out)
			head := fmt.Sprintf("%s: 2 games, %d players, variants [%s]: 0 broken", g.Name(), most, word)
			if code != 0 || strings.Count(out.String(), "\n") != 1 || !strings.HasPrefix(out.String(), head) {
				t.Errorf("%s %v: exit %d, printed %q", g.Name(), args, code, out.String())
			}
		}
		for _, args := range [][]string{{"-players", strconv.Itoa(most + 1)}, {"-players", strconv.Itoa(fewest - 1)}, {"-games", "0"},
			{"-legal-every", "0"}, {"-variants", "grandmaster"}, {"extra"}} {
			out, code := capture(t, func() int { return runSim(append([]string{"-game", g.Name(), "-games", "1"}, args...)) })
			if code == 0 || out != "" {
				t.Errorf("sim -game %s %v: exit %d, printed %q", g.Name(), args, code, out)
			}
		}
	}
	if _, code := capture(t, func() int { return runSim([]string{"-game", "chess"}) }); code == 0 {
		t.Error("a game not on the shelf was played")
	}
}

// The legal-list check finds a legal list that leaves out an action
// Check accepts, and says so with the record: in every game, in most of
// six deals (where a game cannot list its whole action space, the check
// weighs the actions listed anywhere in the game, and the one left out
// may be listed nowhere else); a true list always passes.
func TestTheLegalCheckFindsAListMissingAnAction(t *testing.T) {
	for _, g := range boxes.Games {
		fewest, _ := g.Players()
		found := 0
		for seed := uint64(1); seed <= 6; seed++ {
			o := game.Options{Players: fewest, Seed: seed}
			p, err := g.Playout(o, 1, false)
			if err != nil {
				t.Fatal(err)
			}
			if err := checkLegal(g, o, p.Actions); err != nil {
				t.Fatalf("%s: a true legal list: %v", g.Name(), err)
			}
			var broken *game.Broken
			if err := checkLegal(shortList{g}, o, p.Actions); errors.As(err, &broken) && strings.Contains(err.Error(), "disagree") && len(broken.Record) > 0 {
				found++
			}
		}
		if found < 3 {
			t.Errorf("%s: a legal list missing an action was found in %d of 6 deals", g.Name(), found)
		}
	}
}

// shortList is a game whose matches leave the middle action out of
// every legal list of two or more.
type shortList struct{ game.Game }

func (s shortList) New(o game.Options) (game.Match, []game.Event, error) {
	m, ev, err := s.Game.New(o)
	return shortMatch{m}, ev, err
}

type shortMatch struct{ game.Match }

func (m shortMatch) Clone() game.Match { return shortMatch{m.Match.Clone()} }

func (m shortMatch) ActionSpace() []string {
	if s, ok := m.Match.(interface{ ActionSpace() []string }); ok {
		return s.ActionSpace()
	}
	return nil
}

func (m shortMatch) Legal() []string {
	l := m.Match.Legal()
	if len(l) < 2 {
		return l
	}
	return append(l[:len(l)/2], l[len(l)/2+1:]...)
}

// replay prints each game's outcome, its hash that of the record
// replayed; an action the rules refuse is named, and ends it with 1.
func TestReplayPrintsEachGamesOutcome(t *testing.T) {
	for _, g := range boxes.Games {
		path := filepath.Join("testdata", g.Name()+"-record.json")
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		m, err := g.Replay(data)
		if err != nil {
			t.Fatal(err)
		}
		out, code := capture(t, func() int { return runReplay([]string{"-game", g.Name(), path}) })
		if code != 0 || !strings.Contains(out, `"hash": "`+m.Hash()+`"`) {
			t.Errorf("%s: exit %d, printed %s", g.Name(), code, out)
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
		out, code = capture(t, func() int { return runReplay([]string{"-game=" + g.Name(), badPath}) })
		if code != 1 || !regexp.MustCompile(`^action 2 "`).MatchString(out) {
			t.Errorf("%s: a record with its first action twice: exit %d, printed %q", g.Name(), code, out)
		}
	}
}
