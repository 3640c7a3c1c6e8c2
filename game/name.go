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

// CheckSeats tells whether n seats can sit down at a game for min to max
// of them (what names the game as a refusal reads, and seats what it
// calls them, "players"): no names (the game's own) or one valid name a
// seat.
func CheckSeats(n, min, max int, names []string, what, seats string) error {
	if n < min || n > max {
		return fmt.Errorf("%s is for %d to %d %s, not %d", what, min, max, seats, n)
	}
	if len(names) != 0 && len(names) != n {
		return fmt.Errorf("%d names given for %d %s", len(names), n, seats)
	}
	for _, name := range names {
		if err := CheckName(name); err != nil {
			return err
		}
	}
	return nil
}

// FirstError runs checks in order and gives the first one's error, nil
// when all pass: a State's Invariants, check by check.
func FirstError(checks ...func() error) error {
	for _, check := range checks {
		if err := check(); err != nil {
			return err
		}
	}
	return nil
}
