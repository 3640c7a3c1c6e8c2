package graffiti_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game"
	"graffiti/game/graffiti"
)

// Another package that writes into the exported component tables by
// accident changes no rule: the core reads its own.
func TestExportedTablesCannotChangeTheRules(t *testing.T) {
	play := func() string {
		s, _, err := graffiti.New(graffiti.Setup{Players: 3, Seed: 7})
		require.NoError(t, err)
		r := game.NewRand(7)
		var legal []graffiti.Action
		for i := 0; i < 300 && s.Phase != graffiti.PhaseOver; i++ {
			legal = s.LegalActions(legal)
			_, err := s.Apply(legal[r.Intn(len(legal))])
			require.NoError(t, err)
		}
		require.NoError(t, s.Invariants())
		return s.Hash()
	}
	want := play()

	spaces, counts, names := graffiti.Spaces, graffiti.TileCount, graffiti.DefaultNames
	tun := graffiti.TunnelFor(false)
	seg := tun.Segments[0]
	needs := append([]graffiti.Paint(nil), seg.Needs...)
	defer func() {
		graffiti.Spaces, graffiti.TileCount, graffiti.DefaultNames = spaces, counts, names
		tun.Segments[0] = seg
		copy(tun.Segments[0].Needs, needs)
	}()
	for i := range graffiti.Spaces {
		graffiti.Spaces[i].Cost = 0
	}
	graffiti.TileCount[graffiti.TileG] = 1
	graffiti.DefaultNames[0] = "Mallory"
	tun.Segments[0].VP = 100
	tun.Segments[0].Needs[0] = graffiti.Black
	s, _, _ := graffiti.New(graffiti.Setup{Players: 3, Seed: 7})
	require.Equal(t, 1, graffiti.SpG1.Def().Cost, "Space.Def reads the core's table")
	require.Equal(t, "Patricia", s.Players[0].Name)
	require.Equal(t, want, play(), "the same game after the exported tables were written")
}
