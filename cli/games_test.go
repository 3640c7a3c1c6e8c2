package cli

import (
	"bytes"
	"io"
	"strconv"
	"testing"

	"graffiti/scenes/boxes"
)

// sim and arena refuse, printing nothing, a player count the game is not
// for, no games, a variant the game does not have, an argument left over
// and a game not on the shelf; sim a -legal-every of 0, arena a line-up
// it cannot seat.
func TestTheGameCommandsRefuseABadSetUp(t *testing.T) {
	own := map[string][][]string{
		"sim":   {{"-legal-every", "0"}},
		"arena": {{"-players", "2", "-bots", "easy,easy,easy"}, {"-bots", "grandmaster"}, {"-a", "hard"}, {"-b", "hard"}, {"-a", "hard", "-b", "grandmaster"}},
	}
	for _, c := range commands {
		if own[c.name] == nil {
			continue
		}
		for _, g := range boxes.Games {
			fewest, most := g.Players()
			for _, args := range append([][]string{{"-players", strconv.Itoa(most + 1)}, {"-players", strconv.Itoa(fewest - 1)},
				{"-games", "0"}, {"-variants", "grandmaster"}, {"extra"}}, own[c.name]...) {
				var out bytes.Buffer
				if code := c.run(append([]string{"-game", g.Name(), "-games", "1"}, args...), &out); code == 0 || out.Len() > 0 {
					t.Errorf("%s -game %s %v: exit %d, printed %q", c.name, g.Name(), args, code, out.String())
				}
			}
		}
		if code := c.run([]string{"-game", "chess"}, io.Discard); code == 0 {
			t.Errorf("%s played a game not on the shelf", c.name)
		}
	}
}
