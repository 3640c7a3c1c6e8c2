package scenes

import (
	"graffiti/game"
	"graffiti/sprites"
)

// The core's paint and bonus kinds and the sprites' pictures of them are
// two lists; these tables pair them by name, never by position, so a
// reordering of either list cannot put the wrong picture on a tile.

var paintSprites = [game.NumPaints]sprites.Paint{
	game.Red: sprites.Red, game.Yellow: sprites.Yellow, game.Blue: sprites.Blue,
	game.Green: sprites.Green, game.Black: sprites.Black,
}

var bonusSprites = [game.NumBonus]sprites.Bonus{
	game.BonusVP: sprites.TwoVP, game.BonusWild: sprites.WildPaint, game.BonusPermit: sprites.PermitBonus,
	game.BonusExtra: sprites.ExtraAction, game.BonusReserve: sprites.Reservation, game.BonusAdd: sprites.Add,
	game.BonusDiscount: sprites.Discount, game.BonusSave: sprites.Save,
}

// paintSprite is the picture of a paint.
func paintSprite(p game.Paint) sprites.Paint { return paintSprites[p] }

// bonusSprite is the picture of a bonus tile.
func bonusSprite(b game.Bonus) sprites.Bonus { return bonusSprites[b] }
