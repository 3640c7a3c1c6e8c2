package game

import (
	"fmt"
	"slices"
	"strings"
)

// ActionKind splits an action's text into words and finds the first
// among words, the names of the game's kinds of action: the kind's
// index, and the words after it. Each game's Parse reads the rest.
func ActionKind(text string, words []string) (kind int, args []string, err error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return 0, nil, fmt.Errorf("empty action")
	}
	if k := slices.Index(words, f[0]); k >= 0 {
		return k, f[1:], nil
	}
	return 0, nil, fmt.Errorf("unknown action %q", f[0])
}
