package tagcity

import (
	"image/color"

	"graffiti/game"
	"graffiti/game/tagcity"
	"graffiti/scenes"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// Box is Tag City on the shelf.
var Box scenes.Box = &tagCityBox{scenes.Shelved[*Table]{
	Game: tagcity.Rules, Name: TagCityName, Subtitle: TagCitySubtitle,
	File: TagCityAutosave, Volume: RulesBook,
	Check:   func(data []byte) error { _, _, _, err := decodeTagCitySave(data); return err },
	Resume:  Continue,
	View:    func(a *scenes.App, s scenes.Session) *Table { return TableFrom(a, s, nil) },
	Shutter: func(t *Table) *scenes.Curtain { return &t.Curtain },
}}

type tagCityBox struct{ scenes.Shelved[*Table] }

// Demo deals a Tag City battle of 2 to 4 bots, the HQ's and the city's
// sides drawn.
func (tagCityBox) Demo(a *scenes.App, r *game.Rand, seats func(int) []scenes.Seat) scenes.Scene {
	n := scenes.DemoPlayers(r, tagcity.Rules)
	setup := tagcity.Setup{Players: n, Seed: r.Uint64(), HQ: tcSide(r.Intn(2) == 0), City: tcSide(r.Intn(2) == 0)}
	return scenes.DemoDealt(NewTable(a, setup, seats(n), nil))
}

func (tagCityBox) Form(*scenes.App) scenes.Form { return &TagCityForm{} }

// tagCityForm is Tag City's part of the new-game screen: the seats'
// markers, the HQ's side (side B's six large tokens drawn or chosen,
// tagcity_form.go) and the city boards' side.
type TagCityForm struct {
	scenes.Toggles                 // the HQ's side B, the city's
	Tokens         []tagcity.Shape // HQ side B's tokens chosen for sections I-VI; nil: drawn
}

func (*TagCityForm) DefaultName(i int) string      { return tagcity.DefaultNames()[i%tagcity.MaxPlayers] }
func (*TagCityForm) Swatches() int                 { return 4 }
func (*TagCityForm) Swatch(c int) color.RGBA       { return MarkerColor(c) }
func (*TagCityForm) SwatchMark(c int) sprites.Mark { return MarkerMark(c) }
func (*TagCityForm) Choice() bool                  { return true }
func (*TagCityForm) Players(int)                   {}

func (f *TagCityForm) Variants() []string {
	side := func(b bool) string { return map[bool]string{false: "A", true: "B"}[b] }
	return []string{"hq=" + side(f.On(0)), "city=" + side(f.On(1))}
}

func (f *TagCityForm) Words(a *scenes.App, v int, _ []string) (string, string) {
	side := [2][2]words.Word{{HQSideA, HQSideB}, {CitySideA, CitySideB}}
	lines := [2][2]words.Word{{HQSideALine, HQSideBLine}, {CitySideALine, CitySideBLine}}
	k := 0
	if f.On(v) {
		k = 1
	}
	return a.T(side[v][k]), a.T(lines[v][k])
}

func (f *TagCityForm) Deal(a *scenes.App, d scenes.Deal) (scenes.Scene, error) {
	setup := tagcity.Setup{Players: len(d.Names), Names: d.Names, Seed: d.Seed, TypedSeed: d.Typed, Tokens: f.TokenCodes(), HQ: tcSide(f.On(0)), City: tcSide(f.On(1))}
	return NewTable(a, setup, d.Seats, d.Colors)
}

// Box is the game at the table: its rules help opens from it.
func (t *Table) Box() scenes.Box { return Box }
