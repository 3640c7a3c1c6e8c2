package gametest

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"graffiti/game"
)

// Refuses checks that read refuses each of bad, a damaged file given by
// its name, its bytes and the words its refusal says, as damaged
// (game.ErrDamaged).
func Refuses(t *testing.T, read func([]byte) error, bad [][3]string) {
	t.Helper()
	for _, b := range bad {
		refusedAs(t, read, b[0], b[1], b[2], true)
	}
}

// LoadRefuses checks that load refuses the files every game's file head
// refuses, made from data, a good save of the game: cut short, corrupt,
// empty, of a newer, an older or no format, with an unknown key or more
// after the state. Each is damaged but the newer format's, which a later
// build reads. Then it checks the game's own damaged files, bad, as
// Refuses does.
func LoadRefuses(t *testing.T, load func([]byte) error, data []byte, bad [][3]string) {
	t.Helper()
	edit := func(change func(m map[string]any)) string {
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		change(m)
		b, _ := json.Marshal(m)
		return string(b)
	}
	refusedAs(t, load, "newer format", edit(func(m map[string]any) { m["format"] = 7 }), "newer than this program", false)
	Refuses(t, load, append([][3]string{
		{"truncated", string(data[:len(data)/2]), "truncated"},
		{"corrupt", strings.Replace(string(data), "{", "[", 2), "corrupt"},
		{"empty", "", "truncated"},
		{"older format", edit(func(m map[string]any) { m["format"] = 0 }), "unknown format 0"},
		{"no format", edit(func(m map[string]any) { delete(m, "format") }), "no format version"},
		{"an unknown key, named", edit(func(m map[string]any) { m["colour"] = "red" }), `unknown field "colour"`},
		{"more after the state", string(data) + "{}", "corrupt"},
	}, bad...))
}

// refusedAs checks one refusal of read: its words, and whether it is
// damaged.
func refusedAs(t *testing.T, read func([]byte) error, name, data, want string, damaged bool) {
	t.Helper()
	t.Run(name, func(t *testing.T) {
		err := read([]byte(data))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Fatalf("refusal %v, want one saying %q", err, want)
		}
		if errors.Is(err, game.ErrDamaged) != damaged {
			t.Errorf("damaged: %v, want %v", err, damaged)
		}
	})
}
