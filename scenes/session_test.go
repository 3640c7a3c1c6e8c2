package scenes_test

import (
	"errors"
	"fmt"
	"testing"

	"graffiti/game"
	"graffiti/scenes"
	"graffiti/scenes/boxes"
)

// playAndTakeBack plays l to its end at random, taking back now and
// then, checking each answer against a record kept beside it.
func playAndTakeBack(t *testing.T, name string, l *scenes.Local, seed uint64) {
	t.Helper()
	r := game.NewRand(seed)
	limit := l.Match().UndoSteps()
	seat, hashes := game.Nobody, []string(nil) // whose actions may be taken back, the match before each
	for n := 0; !l.Match().Over(); n++ {
		if n > 20000 {
			t.Fatalf("%s: no end after %d actions", name, n)
		}
		legal := l.Match().Legal()
		actor, before := l.ToAct(), l.Match().Clone()
		if err := l.Act(legal[r.Intn(len(legal))]); err != nil {
			t.Fatalf("%s: a legal action refused: %v", name, err)
		}
		ev := l.Events(game.Nobody)
		switch {
		case limit == 0 || l.Match().Final(before, ev) != nil:
			seat, hashes = game.Nobody, nil
		default:
			if actor != seat {
				seat, hashes = actor, nil
			}
			hashes = append(hashes, before.Hash())
			if limit > 0 && len(hashes) > limit {
				hashes = hashes[len(hashes)-limit:]
			}
		}
		if l.Match().Over() {
			break
		}
		for s := 0; s < l.Match().Seats(); s++ {
			err := l.CanTakeBack(s)
			if may := s == seat && len(hashes) > 0; may != (err == nil) {
				t.Fatalf("%s, action %d: seat %d may take back: %v, the session says %v", name, n, s, may, err)
			}
		}
		if seat == game.Nobody || r.Intn(3) > 0 {
			continue
		}
		if r.Intn(4) == 0 {
			// The device goes to another person: nothing is theirs to
			// take back, and the session says why.
			l.HandOver()
			if err := l.CanTakeBack(seat); err == nil {
				t.Fatalf("%s: taken back across a hand-over", name)
			}
			seat, hashes = game.Nobody, nil
			continue
		}
		for len(hashes) > 0 && r.Intn(2) == 0 {
			if err := l.TakeBack(seat); err != nil {
				t.Fatalf("%s: take-back refused: %v", name, err)
			}
			if got, want := l.Hash(), hashes[len(hashes)-1]; got != want {
				t.Fatalf("%s: taken back to %s, not the match of before (%s)", name, got, want)
			}
			hashes = hashes[:len(hashes)-1]
		}
		if len(hashes) == 0 {
			seat = game.Nobody
		}
	}
	if err := l.CanTakeBack(l.Match().ToAct()); err == nil {
		t.Fatalf("%s: a finished game can be taken back", name)
	}
}

// Over random games of every game of the shelf, the local session lets a
// seat take back exactly what its game allows, and every take-back gives
// the very match of before the action, hash for hash: its own last
// actions in a row (as many as the game keeps), until another seat acts,
// the device is handed over, or the game calls the action final.
func TestLocalTakesBackToTheMatchOfBefore(t *testing.T) {
	for _, g := range boxes.Games {
		t.Run(g.Name(), func(t *testing.T) {
			lo, hi := g.Players()
			for seed := uint64(1); seed <= 12; seed++ {
				players := lo + int(seed)%(hi-lo+1)
				m, ev, err := g.New(game.Options{Players: players, Seed: seed})
				if err != nil {
					t.Fatal(err)
				}
				l, err := scenes.NewLocal(g, m, nil, ev)
				if err != nil {
					t.Fatal(err)
				}
				playAndTakeBack(t, fmt.Sprintf("%s seed %d", g.Name(), seed), l, seed)
			}
		})
	}
}

// A seat that did not play last is told the turn was handed over; a
// seat with nothing played is told there is nothing to take back.
func TestLocalSaysWhyNothingCanBeTakenBack(t *testing.T) {
	g := boxes.Games[0]
	m, ev, err := g.New(game.Options{Players: 3, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	l, err := scenes.NewLocal(g, m, nil, ev)
	if err != nil {
		t.Fatal(err)
	}
	first := l.ToAct()
	var refusal *game.Refusal
	if err := l.CanTakeBack(first); !errors.As(err, &refusal) || refusal.Format != "nothing to take back" {
		t.Fatalf("before any action: %v", err)
	}
	for l.ToAct() == first || l.CanTakeBack(first) != nil {
		legal := l.Match().Legal()
		if err := l.Act(legal[len(legal)-1]); err != nil {
			t.Fatal(err)
		}
		if l.Match().Over() {
			t.Fatal("no action of the first seat could be taken back")
		}
		if l.ToAct() != first && l.CanTakeBack(first) != nil {
			t.Fatal("the first seat's action was final: this deal cannot show a hand-over")
		}
	}
	if err := l.CanTakeBack(l.ToAct()); !errors.As(err, &refusal) || refusal.Format == "nothing to take back" {
		t.Fatalf("the next seat is told %v, not that the turn went on", err)
	}
}
