package room

import (
	"errors"
	"os"
	"regexp"
	"testing"

	"graffiti/game"
	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
	"graffiti/scenes/words"
)

// Every refusal code the protocol has is said in the player's words.
func TestEveryRefusalCodeHasWords(t *testing.T) {
	var src []byte
	for _, f := range []string{"protocol.go", "rematch.go"} {
		b, err := os.ReadFile("../../rooms/wire/" + f)
		if err != nil {
			t.Fatal(err)
		}
		src = append(src, b...)
	}
	codes := regexp.MustCompile(`(?m)^\s+Code\w+\s+= "([a-z-]+)"`).FindAllStringSubmatch(string(src), -1)
	if len(codes) < 20 {
		t.Fatalf("found %d refusal codes in protocol.go", len(codes))
	}
	for _, c := range codes {
		if _, ok := codeWords[c[1]]; !ok {
			t.Errorf("refusal code %q has no words", c[1])
		}
	}
}

// The phone says a host's refusal by its code in its own language, a
// refusal by the rules as the table would, and the host's text only for
// a code it does not know.
func TestARefusalIsSaidInThePlayersLanguage(t *testing.T) {
	de := words.ByTag("de")
	r := &Remote{refusal: "it is not seat 2's turn", code: wire.CodeTurn}
	if got, want := r.RefusalIn(de, nil), words.T(de, RefusedTurn); got != want || got == r.refusal {
		t.Errorf("not-my-turn in German = %q, want %q", got, want)
	}
	r.code = "a-newer-code"
	if got := r.RefusalIn(de, nil); got != r.refusal {
		t.Errorf("an unknown code = %q, want the host's %q", got, r.refusal)
	}
	for _, box := range boxes.Shelf {
		t.Run(box.Rules().Name(), func(t *testing.T) {
			v, act, err := refusedAction(t, box.Rules())
			r := &Remote{refusal: "the host's words", code: wire.CodeRules, refusedView: v, refusedAction: act}
			if got, want := r.RefusalIn(de, box), box.Refused(de, err); got != want || got == r.refusal {
				t.Errorf("%q refused: %q, want %q", act, got, want)
			}
		})
	}
}

// refusedAction finds, in a game of g played at random, an action the
// rules refuse to the seat to act, with the view it is chosen on and the
// refusal of the stand-in of that view.
func refusedAction(t *testing.T, g game.Game) (game.View, string, error) {
	t.Helper()
	m, _, err := g.New(game.Options{Players: 3, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	rnd := game.NewRand(7)
	var before []string
	for range 200 {
		seat := m.ToAct()
		if seat == game.Nobody {
			break
		}
		v := m.View(seat)
		s, err := g.StandIn(v, 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, act := range before {
			var why *game.Refusal
			if err := s.Check(act); errors.As(err, &why) {
				return v, act, err
			}
		}
		before = m.Legal()
		if _, err := m.Apply(before[rnd.Intn(len(before))]); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no refused action found")
	return nil, "", nil
}
