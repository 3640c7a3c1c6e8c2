package bot

import (
	"context"
	"testing"
	"time"

	"graffiti/game"
	"graffiti/game/tagcity"
)

// The one-move bot's choice is legal in every position of random
// battles, for 2 to 4 taggers, with and without noise.
func TestTagCityOneMoveIsAlwaysLegal(t *testing.T) {
	for n := tagcity.MinPlayers; n <= tagcity.MaxPlayers; n++ {
		s, _, err := tagcity.New(tagcity.Setup{Players: n, Seed: uint64(n)})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; s.Phase != tagcity.PhaseOver; i++ {
			seat := s.Actor()
			a, err := TagCityOneMove(s.ViewFor(seat), uint64(i), i%2 == 0)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.Apply(a); err != nil {
				t.Fatalf("%d taggers, action %d: %q is refused: %v", n, i, a, err)
			}
		}
	}
}

// Its final-die choice depends on its own view only: what the others
// chose before it, still secret, changes nothing.
func TestTagCityOneMoveIgnoresOthersSecretChoices(t *testing.T) {
	s, _, _ := tagcity.New(tagcity.Setup{Players: 3, Seed: 9})
	r := game.NewRand(2)
	checked := 0
	for s.Phase != tagcity.PhaseOver && checked < 5 {
		if s.Phase == tagcity.PhaseFinal && len(s.Finals) > 0 {
			seat := s.Actor()
			a1, _ := TagCityOneMove(s.ViewFor(seat), 7, false)
			alt := s.Clone()
			for i := range alt.Finals {
				alt.Finals[i].Use = tagcity.Use{Kind: tagcity.ActSocial}
			}
			a2, _ := TagCityOneMove(alt.ViewFor(seat), 7, false)
			if a1 != a2 {
				t.Fatalf("the choice changed with the others' secret choices: %q against %q", a1, a2)
			}
			checked++
		}
		if _, err := s.Apply(s.RandomAction(&r)); err != nil {
			t.Fatal(err)
		}
	}
	if checked == 0 {
		t.Fatal("no final-die choice was checked")
	}
}

// One move ahead beats random play clearly over two-tagger battles.
func TestTagCityOneMoveBeatsRandom(t *testing.T) {
	wins, games := 0, 40
	for g := 0; g < games; g++ {
		s, _, _ := tagcity.New(tagcity.Setup{Players: 2, Seed: uint64(100 + g)})
		r := game.NewRand(uint64(g))
		me := g % 2
		for i := 0; s.Phase != tagcity.PhaseOver; i++ {
			var a tagcity.Action
			if s.Actor() == me {
				a, _ = TagCityOneMove(s.ViewFor(me), uint64(i), true)
			} else {
				a = s.RandomAction(&r)
			}
			if _, err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if s.Score(me) > s.Score(1-me) {
			wins++
		}
	}
	t.Logf("one move ahead won %d of %d against random", wins, games)
	if wins < games*3/4 {
		t.Errorf("one move ahead won only %d of %d against random", wins, games)
	}
}

// The searching levels choose legal actions, and the same view, seed and
// iteration budget give the same choice; a time budget is spent in
// slices.
func TestTagCityDecisionsAreLegalAndRepeat(t *testing.T) {
	s, _, _ := tagcity.New(tagcity.Setup{Players: 3, Seed: 31})
	r := game.NewRand(6)
	for i := 0; s.Phase != tagcity.PhaseOver && i < 24; i++ {
		seat := s.Actor()
		level := []Level{Medium, Hard}[i%2]
		b := Budget{Iterations: 24, Workers: 1 + i%2}
		var choice [2]tagcity.Action
		for k := range choice {
			d, err := NewTagCityDecision(level, s.ViewFor(seat), uint64(i), b)
			if err != nil {
				t.Fatal(err)
			}
			for !d.StepFor(time.Millisecond) {
			}
			if d.Iterations() != 24 && len(d.trees) > 0 {
				t.Fatalf("%d iterations for a budget of 24", d.Iterations())
			}
			choice[k] = d.Best()
		}
		if choice[0] != choice[1] {
			t.Fatalf("the same decision chose %q, then %q", choice[0], choice[1])
		}
		if err := s.Check(choice[0]); err != nil {
			t.Fatalf("%s chose %q: %v", level, choice[0], err)
		}
		if i%3 == 0 {
			s.Apply(choice[0])
		} else {
			s.Apply(s.RandomAction(&r))
		}
	}
	s, _, _ = tagcity.New(tagcity.Setup{Players: 2, Seed: 3})
	s.Apply(s.LegalActions(nil)[0]) // placed: the first pick is a real choice
	d, err := NewTagCityDecision(Hard, s.ViewFor(s.Actor()), 1, Budget{Time: 40 * time.Millisecond, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	slices := 0
	for !d.StepFor(2 * time.Millisecond) {
		slices++
	}
	if slices < 3 || d.Iterations() == 0 {
		t.Errorf("a 40 ms budget took %d slices of 2 ms and %d iterations", slices+1, d.Iterations())
	}
}

// The search finds what one move ahead finds and more: medium beats the
// one-move easy bot over two-tagger battles at a small budget.
func TestTagCityMediumBeatsEasy(t *testing.T) {
	wins, games := 0.0, 6
	for g := 0; g < games; g++ {
		s, _, _ := tagcity.New(tagcity.Setup{Players: 2, Seed: uint64(500 + g/2)})
		me := g % 2
		for i := 0; s.Phase != tagcity.PhaseOver; i++ {
			seat := s.Actor()
			level := Easy
			if seat == me {
				level = Medium
			}
			d, err := NewTagCityDecision(level, s.ViewFor(seat), uint64(i), Budget{Iterations: 40, Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			d.Run(context.Background())
			if _, err := s.Apply(d.Best()); err != nil {
				t.Fatal(err)
			}
		}
		for _, w := range s.Winners {
			if w == me {
				wins += 1 / float64(len(s.Winners))
			}
		}
	}
	t.Logf("medium won %.1f of %d against easy", wins, games)
	if wins < float64(games)*0.6 {
		t.Errorf("medium won only %.1f of %d against easy", wins, games)
	}
}
