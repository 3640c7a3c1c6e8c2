package graffiti

import (
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/ui"
)

// The round-end keep step, person by person behind the curtain: the
// paint tiles behind the screen are shown one by one; a tap keeps or
// returns one; Save, when held, allows a third.

// keepTiles lists the tiles behind the screen one by one, in kind order.
func keepTiles(p *graffiti.Player) []graffiti.Tile {
	var out []graffiti.Tile
	for k := graffiti.Tile(0); k < graffiti.NumTiles; k++ {
		for i := 0; i < p.Paint[k]; i++ {
			out = append(out, k)
		}
	}
	return out
}

// keptAt reports whether the i-th tile of the list is among the kept:
// the first keep[k] tiles of each kind are.
func keptAt(tiles []graffiti.Tile, keep [graffiti.NumTiles]int, i int) bool {
	k := tiles[i]
	n := 0
	for j := 0; j < i; j++ {
		if tiles[j] == k {
			n++
		}
	}
	return n < keep[k]
}

func (t *Table) keepLimit() int {
	if t.keepSave {
		return graffiti.KeepLimitSave
	}
	return graffiti.KeepLimit
}

func (t *Table) keepAction() graffiti.Action {
	a := graffiti.Action{Kind: graffiti.ActKeep, Save: t.keepSave}
	for k, n := range t.keep {
		a.Tiles[k] = uint8(n)
	}
	return a
}

func (t *Table) updateKeep(a *scenes.App, in *ui.Input) {
	p := &t.S.Players[t.S.Current]
	tiles := keepTiles(p)
	if in.Key == ui.KeyEnter {
		t.Apply(a, t.keepAction())
		return
	}
	for _, pt := range in.Taps {
		for i := len(tiles) - 1; i >= 0; i-- { // the tile on top first
			pos := privPaintPos(i, len(tiles))
			if ui.Hit(ui.Rect{X: pos.X, Y: pos.Y, W: privTile, H: privTile}, pt) {
				k := tiles[i]
				if keptAt(tiles, t.keep, i) {
					t.keep[k]--
				} else if graffiti.Sum(t.keep[:]) < t.keepLimit() {
					t.keep[k]++
				}
				t.msg = ""
				return
			}
		}
		switch {
		case ui.Hit(saveBtn, pt) && p.Bonus[graffiti.BonusSave] > 0 && len(tiles) >= graffiti.KeepLimitSave:
			t.keepSave = !t.keepSave
			if !t.keepSave {
				// Back to two: drop the last kept tile.
				for graffiti.Sum(t.keep[:]) > graffiti.KeepLimit {
					for k := int(graffiti.NumTiles) - 1; k >= 0; k-- {
						if t.keep[k] > 0 {
							t.keep[k]--
							break
						}
					}
				}
			}
			return
		case ui.Hit(confirmBtn, pt):
			act := t.keepAction()
			if act.Save && graffiti.Sum(t.keep[:]) != graffiti.KeepLimitSave {
				act.Save = false // Save only counts when keeping three
			}
			t.Apply(a, act)
			return
		case ui.Hit(undoBtn, pt):
			t.keep = [graffiti.NumTiles]int{}
			t.keepSave = false
			return
		}
	}
}
