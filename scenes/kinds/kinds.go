// Package kinds pairs the rules core's paints, tiles, segments and bonus
// kinds with the sprites' pictures of them. The two packages keep their
// own lists; these tables pair them by name, never by position, so a
// reordering of either list cannot put the wrong picture on a tile.
package kinds

import (
	"graffiti/game"
	"graffiti/sprites"
)

var paints = [game.NumPaints]sprites.Paint{
	game.Red: sprites.Red, game.Yellow: sprites.Yellow, game.Blue: sprites.Blue,
	game.Green: sprites.Green, game.Black: sprites.Black,
}

var bonuses = [game.NumBonus]sprites.Bonus{
	game.BonusVP: sprites.TwoVP, game.BonusWild: sprites.WildPaint, game.BonusPermit: sprites.PermitBonus,
	game.BonusExtra: sprites.ExtraAction, game.BonusReserve: sprites.Reservation, game.BonusAdd: sprites.Add,
	game.BonusDiscount: sprites.Discount, game.BonusSave: sprites.Save,
}

// Paint is the picture of a paint.
func Paint(p game.Paint) sprites.Paint { return paints[p] }

// Bonus is the picture of a bonus tile.
func Bonus(b game.Bonus) sprites.Bonus { return bonuses[b] }

// The paints of each tile, and of each segment of either tunnel, as the
// sprites draw them: worked out once.
var (
	tiles    [game.NumTiles][]sprites.Paint
	segments [2][game.NumSegments][]sprites.Paint
)

func init() {
	for t := game.Tile(0); t < game.NumTiles; t++ {
		a, b, double := t.Paints()
		tiles[t] = []sprites.Paint{Paint(a)}
		if double {
			tiles[t] = append(tiles[t], Paint(b))
		}
	}
	for v := 0; v < 2; v++ {
		for i, d := range game.TunnelFor(v == 1).Segments {
			for _, p := range d.Needs {
				segments[v][i] = append(segments[v][i], Paint(p))
			}
		}
	}
}

// Tile is the paints a tile shows (two for a double).
func Tile(t game.Tile) []sprites.Paint { return tiles[t] }

// Segment is the paints segment i asks for, in the base tunnel (v = 0) or
// the special one (v = 1).
func Segment(v, i int) []sprites.Paint { return segments[v][i] }
