package gametest

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"testing"

	"graffiti/game"
)

// PublicDigests plays a room's records (a rooms.Log's, in order: the
// create with its game and options, then the actions by their texts)
// again here, and gives a digest of the public view at each step, the
// deal's first: what a room's watch page must show, step by step. find
// is the shelf's game of a name.
func PublicDigests(t testing.TB, recs [][]byte, find func(string) (game.Game, error)) []string {
	t.Helper()
	var m game.Match
	var out []string
	for _, raw := range recs {
		var r struct {
			Type, Game, Action string
			Options            *game.Options
		}
		if err := json.Unmarshal(raw, &r); err != nil {
			t.Fatal(err)
		}
		switch r.Type {
		case "create":
			g, err := find(r.Game)
			if err != nil {
				t.Fatal(err)
			}
			if m, _, err = g.New(*r.Options); err != nil {
				t.Fatal(err)
			}
		case "act":
			if _, err := m.Apply(r.Action); err != nil {
				t.Fatal(err)
			}
		default:
			continue
		}
		out = append(out, ViewDigest(m.View(game.Nobody)))
	}
	return out
}

// ViewDigest is a view's digest as a watch page reports it: the first
// eight bytes of the SHA-256 of its JSON, in hex.
func ViewDigest(v game.View) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:8])
}
