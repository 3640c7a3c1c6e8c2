package kinds

import (
	"testing"

	"graffiti/game/graffiti"
	"graffiti/sprites"
)

// Every paint and bonus kind of the core has its own picture, paired by
// name: no two kinds share one.
func TestEveryKindHasItsOwnPicture(t *testing.T) {
	seenP := map[sprites.Paint]bool{}
	for p := graffiti.Paint(0); p < graffiti.NumPaints; p++ {
		if seenP[Paint(p)] {
			t.Errorf("paint %v shares its picture", p)
		}
		seenP[Paint(p)] = true
	}
	seenB := map[sprites.Bonus]bool{}
	for b := graffiti.Bonus(0); b < graffiti.NumBonus; b++ {
		if seenB[Bonus(b)] {
			t.Errorf("bonus %v shares its picture", b)
		}
		seenB[Bonus(b)] = true
	}
	if Bonus(graffiti.BonusExtra) != sprites.ExtraAction || Paint(graffiti.Black) != sprites.Black {
		t.Error("the extra action or black is paired with another's picture")
	}
	if got := Tile(graffiti.TileRY); len(got) != 2 || got[0] != sprites.Red || got[1] != sprites.Yellow {
		t.Errorf("the red/yellow tile shows %v", got)
	}
}
