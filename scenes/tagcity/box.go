package tagcity

import (
	"image/color"

	"graffiti/game"
	"graffiti/game/tagcity"
	"graffiti/scenes"
	"graffiti/scenes/rulebook"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// TagCityBox is Tag City on the shelf.
var Box scenes.Box = tagCityBox{}

type tagCityBox struct{}

func (tagCityBox) Rules() game.Game { return tagcity.Rules }

func (tagCityBox) Cover(lang words.Lang) (string, string) {
	return words.T(lang, TagCityName), words.T(lang, TagCitySubtitle)
}

// Credits: the rulebook names no authors, so the title names none.
func (tagCityBox) Credits(words.Lang) string { return "" }

func (tagCityBox) Slot() (string, string) { return TagCityAutosave, tagCityBackup }

func (tagCityBox) CheckSave(data []byte) error {
	_, _, _, err := decodeTagCitySave(data)
	return err
}

func (tagCityBox) Continue(a *scenes.App, data []byte) (scenes.Scene, error) {
	return Continue(a, data)
}

func (tagCityBox) Watch(a *scenes.App, s scenes.Session) scenes.Scene { return TableFrom(a, s, nil) }

func (tagCityBox) Book(lang words.Lang) *rulebook.Book {
	return rulebook.NewFor(RulesBook, lang)
}

// Demo deals a Tag City battle of 2 to 4 bots, the HQ's and the city's
// sides drawn.
func (tagCityBox) Demo(a *scenes.App, r *game.Rand, seats func(int) []scenes.Seat) scenes.Scene {
	n := tagcity.MinPlayers + r.Intn(tagcity.MaxPlayers-tagcity.MinPlayers+1)
	setup := tagcity.Setup{Players: n, Seed: r.Uint64(), HQ: tcSide(r.Intn(2) == 0), City: tcSide(r.Intn(2) == 0)}
	t, err := NewTable(a, setup, seats(n), nil)
	if err != nil {
		panic("demo: a set-up of the demo's own was refused: " + err.Error())
	}
	return t
}

func (tagCityBox) Info(a *scenes.App, s scenes.Scene) (scenes.SceneInfo, bool) {
	switch s := s.(type) {
	case *Table:
		kind := "table"
		if s.Curtain.Down() {
			kind = "curtain"
		}
		return scenes.SceneInfo{Kind: kind, Hash: s.Session().Hash()}, true
	case *Scoring:
		return scenes.SceneInfo{Kind: "scoring", Hash: s.t.Session().Hash()}, true
	}
	return scenes.SceneInfo{}, false
}

func (tagCityBox) Form(*scenes.App) scenes.Form { return &TagCityForm{} }

// tagCityForm is Tag City's part of the new-game screen: the seats'
// markers, the HQ's side (side B's six large tokens drawn or chosen,
// tagcity_form.go) and the city boards' side.
type TagCityForm struct {
	HqB, cityB bool
	Tokens     []tagcity.Shape // HQ side B's tokens chosen for sections I-VI; nil: drawn
}

func (*TagCityForm) DefaultName(i int) string      { return tagcity.DefaultNames()[i%tagcity.MaxPlayers] }
func (*TagCityForm) Swatches() int                 { return 4 }
func (*TagCityForm) Swatch(c int) color.RGBA       { return MarkerColor(c) }
func (*TagCityForm) SwatchMark(c int) sprites.Mark { return MarkerMark(c) }
func (*TagCityForm) Options() int                  { return 2 }
func (f *TagCityForm) On(v int) bool               { return [2]bool{f.HqB, f.cityB}[v] }
func (*TagCityForm) Choice() bool                  { return true }
func (*TagCityForm) Players(int)                   {}

func (f *TagCityForm) Variants() []string {
	side := func(b bool) string { return map[bool]string{false: "A", true: "B"}[b] }
	return []string{"hq=" + side(f.HqB), "city=" + side(f.cityB)}
}

func (f *TagCityForm) Tap(v, _ int) {
	if v == 0 {
		f.HqB = !f.HqB
	} else {
		f.cityB = !f.cityB
	}
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
	setup := tagcity.Setup{Players: len(d.Names), Names: d.Names, Seed: d.Seed, TypedSeed: d.Typed, Tokens: f.TokenCodes(), HQ: tcSide(f.HqB), City: tcSide(f.cityB)}
	return NewTable(a, setup, d.Seats, d.Colors)
}

// Box is the game at the table: its rules help opens from it.
func (t *Table) Box() scenes.Box { return Box }
