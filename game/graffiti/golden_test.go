package graffiti

import (
	"crypto/sha256"
	"encoding/hex"
	"graffiti/game"
	"testing"
)

// playoutsDigest is the digest of the final states of 60 random games of
// every player count and variant, chosen from the legal list in its order.
// A change meant to make the core faster must leave it alone: the same
// legal actions in the same order, the same effects.
const playoutsDigest = "8733dc68b20dc565"

func TestSpeedWorkChangesNoGame(t *testing.T) {
	h := sha256.New()
	var legal []Action
	for i := 0; i < 60; i++ {
		s, _, _ := New(Setup{Players: 2 + i%3, Seed: uint64(i), Block: i%2 == 1, Special: i%4 >= 2})
		r := game.NewRand(uint64(i) * 7)
		for s.Phase != PhaseOver {
			legal = s.LegalActions(legal)
			for _, a := range legal {
				h.Write([]byte(a.String()))
			}
			c := s.Clone()
			a := legal[r.Intn(len(legal))]
			if _, err := c.Apply(a); err != nil {
				t.Fatal(err)
			}
			s = c
		}
		h.Write([]byte(s.Hash()))
	}
	if got := hex.EncodeToString(h.Sum(nil))[:16]; got != playoutsDigest {
		t.Errorf("digest %s, want %s", got, playoutsDigest)
	}
}
