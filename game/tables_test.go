package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game"
)

// Another package that writes into the exported component tables by
// accident changes no rule: the core reads its own.
func TestExportedTablesCannotChangeTheRules(t *testing.T) {
	play := func() string {
		s, _, err := game.New(game.Setup{Players: 3, Seed: 7})
		require.NoError(t, err)
		r := game.NewRand(7)
		var legal []game.Action
		for i := 0; i < 300 && s.Phase != game.PhaseOver; i++ {
			legal = s.LegalActions(legal)
			_, err := s.Apply(legal[r.Intn(len(legal))])
			require.NoError(t, err)
		}
		require.NoError(t, s.Invariants())
		return s.Hash()
	}
	want := play()

	spaces, counts, names := game.Spaces, game.TileCount, game.DefaultNames
	tun := game.TunnelFor(false)
	seg := tun.Segments[0]
	needs := append([]game.Paint(nil), seg.Needs...)
	defer func() {
		game.Spaces, game.TileCount, game.DefaultNames = spaces, counts, names
		tun.Segments[0] = seg
		copy(tun.Segments[0].Needs, needs)
	}()
	for i := range game.Spaces {
		game.Spaces[i].Cost = 0
	}
	game.TileCount[game.TileG] = 1
	game.DefaultNames[0] = "Mallory"
	tun.Segments[0].VP = 100
	tun.Segments[0].Needs[0] = game.Black
	s, _, _ := game.New(game.Setup{Players: 3, Seed: 7})
	require.Equal(t, 1, game.SpG1.Def().Cost, "Space.Def reads the core's table")
	require.Equal(t, "Patricia", s.Players[0].Name)
	require.Equal(t, want, play(), "the same game after the exported tables were written")
}
