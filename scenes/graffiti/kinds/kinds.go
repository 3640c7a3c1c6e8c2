// Package kinds pairs the rules core's paints, tiles, segments and bonus
// kinds with the sprites' pictures of them. The two packages keep their
// own lists; these tables pair them by name, never by position, so a
// reordering of either list cannot put the wrong picture on a tile.
package kinds

import (
	"graffiti/game/graffiti"
	"graffiti/sprites"
)

var paints = [graffiti.NumPaints]sprites.Paint{
	graffiti.Red: sprites.Red, graffiti.Yellow: sprites.Yellow, graffiti.Blue: sprites.Blue,
	graffiti.Green: sprites.Green, graffiti.Black: sprites.Black,
}

var bonuses = [graffiti.NumBonus]sprites.Bonus{
	graffiti.BonusVP: sprites.TwoVP, graffiti.BonusWild: sprites.WildPaint, graffiti.BonusPermit: sprites.PermitBonus,
	graffiti.BonusExtra: sprites.ExtraAction, graffiti.BonusReserve: sprites.Reservation, graffiti.BonusAdd: sprites.Add,
	graffiti.BonusDiscount: sprites.Discount, graffiti.BonusSave: sprites.Save,
}

// Paint is the picture of a paint.
func Paint(p graffiti.Paint) sprites.Paint { return paints[p] }

// Bonus is the picture of a bonus tile.
func Bonus(b graffiti.Bonus) sprites.Bonus { return bonuses[b] }

// The paints of each tile, and of each segment of either tunnel, as the
// sprites draw them: worked out once.
var (
	tiles    [graffiti.NumTiles][]sprites.Paint
	segments [2][graffiti.NumSegments][]sprites.Paint
)

func init() {
	for t := graffiti.Tile(0); t < graffiti.NumTiles; t++ {
		a, b, double := t.Paints()
		tiles[t] = []sprites.Paint{Paint(a)}
		if double {
			tiles[t] = append(tiles[t], Paint(b))
		}
	}
	for v := 0; v < 2; v++ {
		for i, d := range graffiti.TunnelFor(v == 1).Segments {
			for _, p := range d.Needs {
				segments[v][i] = append(segments[v][i], Paint(p))
			}
		}
	}
}

// Tile is the paints a tile shows (two for a double).
func Tile(t graffiti.Tile) []sprites.Paint { return tiles[t] }

// Segment is the paints segment i asks for, in the base tunnel (v = 0) or
// the special one (v = 1).
func Segment(v, i int) []sprites.Paint { return segments[v][i] }
