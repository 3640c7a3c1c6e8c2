package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"graffiti/game"
)

// replay plays a record and prints the game's outcome as JSON; an
// action the rules refuse is told, and ends the command with 1.
func replay(args []string, out io.Writer) int {
	g, args, err := gameOf(args)
	if err != nil {
		return fail("replay: %v", err)
	}
	if len(args) != 1 {
		return fail("usage: graffiti replay [-game NAME] FILE.json")
	}
	data, err := os.ReadFile(args[0])
	if err != nil {
		return fail("replay: %v", err)
	}
	m, err := g.Replay(data)
	var refused *game.ActionError
	switch {
	case errors.As(err, &refused):
		fmt.Fprintln(out, refused.Error())
		return 1
	case err != nil:
		return fail("replay: %v", err)
	}
	b, _ := json.MarshalIndent(m.Outcome(), "", "  ")
	fmt.Fprintln(out, string(b))
	return 0
}
