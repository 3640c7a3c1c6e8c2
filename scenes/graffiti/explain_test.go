package graffiti

import (
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
)

// Every piece of the table has its words when the pointer rests on it
// or a finger is held on it: each segment, each spray-can space, the
// face-up tiles, each count of a player's strip, the score track.
func TestEveryPieceIsExplained(t *testing.T) {
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	tb := seated(t, a, graffiti.Setup{Players: 4, Seed: 8}, nil)
	lift(tb)
	for _, lang := range words.Langs() {
		tun := tb.S.Tunnel()
		for i := range tun.Segments {
			require.Contains(t, tb.explain(lang, segmentRect(tun, i).Center()), tun.Segments[i].Name)
		}
		for sp := graffiti.Space(0); sp < graffiti.NumSpaces; sp++ {
			p := spacePos(sp).rect().Center()
			if sp == graffiti.SpBig {
				p = bigSpace.Center()
			}
			require.NotEmpty(t, tb.explain(lang, p), "space %v", sp.Def().Name)
		}
		for i := 0; i < graffiti.PermitSlots; i++ {
			q := permitSlotPos(i)
			require.NotEmpty(t, tb.explain(lang, ui.Point{X: q.X + permitTile/2, Y: q.Y + permitTile/2}), "permit slot %d", i)
		}
		for seat := range tb.S.Players {
			r := stripRect(seat)
			for i := range stripIcons {
				require.Contains(t, tb.explain(lang, stripIcon(r, i).Center()), tb.S.Players[seat].Name)
			}
		}
		require.NotEmpty(t, tb.explain(lang, ui.Point{X: 600, Y: trackY + 8}))
	}

	// A finger held still shows the words at once; the mouse after a rest.
	p := segmentRect(tb.S.Tunnel(), 0).Center()
	tb.updateTip(a, &ui.Input{Hover: p, Long: true})
	require.GreaterOrEqual(t, a.Tick-tb.tip.since, tipTicks)
	a.Tick += 100
	tb.updateTip(a, &ui.Input{Hover: ui.Point{X: 1, Y: 1}})
	require.Less(t, a.Tick-tb.tip.since, tipTicks, "the pointer moved: the words wait")
}
