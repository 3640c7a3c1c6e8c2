package bot

import (
	"testing"

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
