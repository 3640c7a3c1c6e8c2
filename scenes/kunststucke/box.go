package kunststucke

import (
	"image/color"

	"graffiti/game"
	ks "graffiti/game/kunststucke"
	"graffiti/scenes"
	"graffiti/sprites"
)

// Box is Kunststücke on the shelf.
var Box scenes.Box = &kunststuckeBox{scenes.Shelved[*Table]{
	Game: ks.Rules, Name: KunststuckeName, Subtitle: KunststuckeSubtitle,
	File: KunststuckeAutosave, Volume: RulesBook,
	Check:   func(data []byte) error { _, _, err := decodeKunststuckeSave(data); return err },
	Resume:  Continue,
	View:    TableFrom,
	Shutter: func(t *Table) *scenes.Curtain { return &t.Curtain },
}}

type kunststuckeBox struct{ scenes.Shelved[*Table] }

// Demo deals a game of 2 to 5 bots, the first seat drawn.
func (kunststuckeBox) Demo(a *scenes.App, r *game.Rand, seats func(int) []scenes.Seat) scenes.Scene {
	n := scenes.DemoPlayers(r, ks.Rules)
	setup := ks.Setup{Players: n, Seed: r.Uint64(), Youngest: -1}
	return scenes.DemoDealt(NewTable(a, setup, seats(n)))
}

func (kunststuckeBox) Form(*scenes.App) scenes.Form { return &KunststuckeForm{Youngest: -1} }

// kunststuckeForm is Kunststücke's part of the new-game screen: no
// colours to choose (every artist plays every colour), and who starts,
// by chance or each seat in turn.
type KunststuckeForm struct {
	Youngest int // the seat that starts, or -1 for chance
	scenes.NoExtra
}

func (*KunststuckeForm) DefaultName(i int) string    { return ks.DefaultNames()[i] }
func (*KunststuckeForm) Swatches() int               { return 0 }
func (*KunststuckeForm) Swatch(int) color.RGBA       { return sprites.Chalk }
func (*KunststuckeForm) SwatchMark(int) sprites.Mark { return sprites.MarkNone }
func (*KunststuckeForm) Options() int                { return 1 }
func (*KunststuckeForm) On(int) bool                 { return false }
func (*KunststuckeForm) Choice() bool                { return true }
func (f *KunststuckeForm) Players(n int)             { f.Youngest = min(f.Youngest, n-1) }

func (f *KunststuckeForm) Variants() []string {
	if f.Youngest < 0 {
		return []string{"first=chance"}
	}
	return []string{"first=" + scenes.Num(f.Youngest+1)}
}

func (f *KunststuckeForm) Tap(_, players int) {
	f.Youngest = (f.Youngest+2)%(players+1) - 1 // -1, 0, ..., players-1
}

func (f *KunststuckeForm) Words(a *scenes.App, _ int, names []string) (string, string) {
	who := a.T(YoungestChance)
	if f.Youngest >= 0 {
		who = names[f.Youngest]
	}
	return a.T(YoungestStarts, who), a.T(YoungestLine)
}

func (f *KunststuckeForm) Deal(a *scenes.App, d scenes.Deal) (scenes.Scene, error) {
	setup := ks.Setup{Players: len(d.Names), Names: d.Names, Seed: d.Seed, Youngest: f.Youngest}
	return NewTable(a, setup, d.Seats)
}

// Box is the game at the table: its rules help opens from it.
func (t *Table) Box() scenes.Box { return Box }
