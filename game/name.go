package game

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxNameLen is the longest seat name, in characters.
const MaxNameLen = 24

// CheckName tells whether a seat name can be used: 1 to MaxNameLen
// characters of valid text, no control characters, not only spaces.
func CheckName(name string) error {
	switch {
	case !utf8.ValidString(name):
		return fmt.Errorf("the name %q is not valid text", name)
	case strings.TrimSpace(name) == "":
		return fmt.Errorf("a seat needs a name")
	case utf8.RuneCountInString(name) > MaxNameLen:
		return fmt.Errorf("the name %q is longer than %d characters", name, MaxNameLen)
	case strings.IndexFunc(name, unicode.IsControl) >= 0:
		return fmt.Errorf("the name %q holds a control character", name)
	}
	return nil
}

// SeatNames is the name of each seat, as name reads it from the seat's
// player.
func SeatNames[P any](seats []P, name func(*P) string) []string {
	out := make([]string, len(seats))
	for i := range seats {
		out[i] = name(&seats[i])
	}
	return out
}
