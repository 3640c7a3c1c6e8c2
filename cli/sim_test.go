package cli

import (
	"bytes"
	"errors"
	"fmt"
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
// choice's older flag too, Tag City's -side).
func TestSimTakesPlayersAndVariants(t *testing.T) {
	for _, g := range boxes.Games {
		_, most := g.Players()
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
